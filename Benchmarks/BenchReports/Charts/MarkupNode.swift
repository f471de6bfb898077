// An XML element tree for the SVG and HTML formats: names, attributes and text, escaped once, here.
// A plain value; owns its children. Rendering a tree always gives well-formed XML, whatever the names in a report.

/// One element (or a run of text) of an SVG or HTML document.
///
/// ```swift
/// let label = MarkupNode("text", ["x": "4", "y": "12"], text: "mvc <fast>")
/// label.rendered()   // <text x="4" y="12">mvc &lt;fast&gt;</text>
/// ```
struct MarkupNode: Sendable, Equatable {
    /// The element name; empty for a text run.
    var name: String
    /// Attributes in the order written (the order is kept so output is reproducible).
    var attributes: [(name: String, value: String)]
    /// Child elements and text runs.
    var children: [MarkupNode]
    /// The text of a text run.
    var text: String

    /// An element with attributes (written in key order) and children.
    init(_ name: String, _ attributes: KeyValuePairs<String, String> = [:], _ children: [MarkupNode] = []) {
        self.name = name
        self.attributes = attributes.map { (name: $0.key, value: $0.value) }
        self.children = children
        self.text = ""
    }

    /// An element holding only text, e.g. `<title>` or `<td>`.
    init(_ name: String, _ attributes: KeyValuePairs<String, String> = [:], text: String) {
        self.init(name, attributes, [.text(text)])
    }

    /// A run of text, escaped when rendered.
    static func text(_ text: String) -> MarkupNode {
        var node = MarkupNode("")
        node.text = text
        return node
    }

    /// A copy with one more attribute.
    func with(_ attribute: String, _ value: String) -> MarkupNode {
        var node = self
        node.attributes.append((attribute, value))
        return node
    }

    /// The element as XML; `indent` spaces before each nested element, none inside text-only elements.
    func rendered(indent: Int = 0) -> String {
        var output = ""
        write(to: &output, depth: 0, indent: indent)
        return output
    }

    private func write(to output: inout String, depth: Int, indent: Int) {
        guard !name.isEmpty else {
            output += Self.escaped(text, quotes: false)
            return
        }
        let attributeText = attributes.map { " \($0.name)=\"\(Self.escaped($0.value, quotes: true))\"" }.joined()
        output += "<\(name)\(attributeText)"
        guard !children.isEmpty else {
            output += "/>"
            return
        }
        output += ">"
        let nests = indent > 0 && children.allSatisfy { !$0.name.isEmpty }
        for child in children {
            if nests { output += "\n" + String(repeating: " ", count: (depth + 1) * indent) }
            child.write(to: &output, depth: depth + 1, indent: indent)
        }
        if nests { output += "\n" + String(repeating: " ", count: depth * indent) }
        output += "</\(name)>"
    }

    /// `&`, `<`, `>` (and quotes in attributes) as entities; characters XML 1.0 forbids (C0 controls other than
    /// tab, line feed and carriage return) as U+FFFD, since no escape can carry them.
    static func escaped(_ text: String, quotes: Bool) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"" where quotes: escaped += "&quot;"
            case "'" where quotes: escaped += "&#39;"
            case "\t", "\n", "\r": escaped.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                escaped += "\u{FFFD}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    static func == (lhs: MarkupNode, rhs: MarkupNode) -> Bool {
        lhs.rendered() == rhs.rendered()
    }
}
