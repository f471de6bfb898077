import XCTest
final class PlaceholderMVPTests: XCTestCase { func testPlaceholder() {} }
