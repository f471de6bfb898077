import XCTest
final class PlaceholderVIPERTests: XCTestCase { func testPlaceholder() {} }
