// Specifies Store.swift: the loop, in-place changes, scoped observation, weak subscriptions and weak effects.
import ProfileKit
import Testing

@testable import Store

@MainActor
struct StoreTests {
    @Test func placeholder() {}
}
