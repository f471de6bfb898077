import XCTest
final class PlaceholderMVCTests: XCTestCase { func testPlaceholder() {} }
