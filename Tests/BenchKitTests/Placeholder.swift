import Testing
@Test func benchKitPlaceholder() {}
