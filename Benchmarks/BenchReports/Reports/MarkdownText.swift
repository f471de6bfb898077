// Escaping for GitHub Markdown table cells and text, shared by the report and the comparison. Pure.

/// Text made safe for a GitHub Markdown table cell.
enum MarkdownText {
    /// Escapes the characters that would break a table cell or start emphasis, a link or HTML.
    static func escaped(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if "|*_`<>[]\\".contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }
}
