/// The rule for lines of standard input that carry no URL.
///
/// A line is skipped when it is blank (only spaces and tabs, after its line end is removed)
/// or when its first character other than a space or a tab is `#`: a comment, as in a routes
/// file. A URL that starts with `#` (a fragment-only reference) is given as an operand.
enum InputLines {
    /// Whether `line` is blank or a comment, and so is not routed.
    static func isSkipped(_ line: some StringProtocol) -> Bool {
        guard let first = line.unicodeScalars.first(where: { $0 != " " && $0 != "\t" }) else { return true }
        return first == "#"
    }
}
