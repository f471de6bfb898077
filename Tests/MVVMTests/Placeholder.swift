import XCTest
final class PlaceholderMVVMTests: XCTestCase { func testPlaceholder() {} }
