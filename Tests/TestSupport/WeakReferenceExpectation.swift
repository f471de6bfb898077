// Shared test helper: the check that a reference is weak, written once for every back-reference the patterns hold
// (a presenter's view, a router's view controller, …). Holds nothing.
import Testing

/// Stores a new object with `attach`, checks with `read` that it is stored, lets go of the test's own reference,
/// and expects the object deallocated and `read` nil: the reference `attach` set is weak.
///
/// ```swift
/// expectReferencedWeakly(BlogListViewSpy(), as: "view", attach: { sut.view = $0 }, read: { sut.view })
/// ```
/// A strong reference keeps the object alive and fails; so does an `attach` that stores nothing.
@MainActor
public func expectReferencedWeakly<Object: AnyObject>(
    _ make: @autoclosure () -> Object, as role: String, attach: (Object) -> Void, read: () -> AnyObject?,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    weak var released: Object?
    do {
        let object = make()
        attach(object)
        #expect(read() === object, "Expected the \(role) stored", sourceLocation: sourceLocation)
        released = object
    }
    #expect(released == nil, "Expected the \(role) referenced weakly, found it kept alive", sourceLocation: sourceLocation)
    #expect(read() == nil, "Expected the \(role) reference nil once its object is gone", sourceLocation: sourceLocation)
}
