// Leak probe: one reference from one object to another among a list of objects, and how strongly it holds.
// A plain value; holds indices into the list, never the objects.

/// A reference from the object at `from` to the object at `to`, indices into the objects it was found among: what
/// the classifier finds in memory (``ReferenceClassifier``), what a retention graph walks and what an ownership
/// diagram draws.
package struct ReferenceEdge: Hashable {
    package let from: Int
    package let to: Int
    /// The property path in the referring object: `presenter`, `visibleCells[0]`, `observers[0].deliver`. A diagram's
    /// edge, which stands for several objects, drops the indices (`visibleCells[]`) and joins the paths that hold
    /// the same target with ", ".
    package let propertyPath: String
    package let strength: ReferenceStrength
    /// The reference is a closure's capture, stored in the closure at `propertyPath`, not a stored property.
    package let isCapture: Bool

    package init(from: Int, to: Int, propertyPath: String, strength: ReferenceStrength, isCapture: Bool) {
        self.from = from
        self.to = to
        self.propertyPath = propertyPath
        self.strength = strength
        self.isCapture = isCapture
    }

    /// How a path or a finding names this reference: `Type.property`, with ` (captured)` for a closure's capture and
    /// ` (unconfirmed)` when memory could not confirm it strong; `typeName` is the referring object's type.
    package func hop(from typeName: String) -> String {
        "\(typeName).\(propertyPath)" + (isCapture ? " (captured)" : "") + (strength == .unverified ? " (unconfirmed)" : "")
    }
}
