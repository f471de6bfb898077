import XCTest
final class PlaceholderConformanceTests: XCTestCase { func testPlaceholder() {} }
