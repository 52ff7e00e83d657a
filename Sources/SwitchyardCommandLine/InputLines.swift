/// The rule for lines of standard input that carry no URL.
///
/// A line is skipped when it is blank (only white space after its line end is removed: tab,
/// line feed, form feed, carriage return and space, the white space the router trims) or when
/// its first byte other than white space is `#`: a comment, as in a routes file. A URL that
/// starts with `#` (a fragment-only reference) is given as an operand. Lines are bytes, which
/// need not be UTF-8; a vertical tab is not white space.
enum InputLines {
    /// Whether `line` is blank or a comment, and so is not routed.
    static func isSkipped(_ line: some Collection<UInt8>) -> Bool {
        guard let first = line.first(where: { !isWhitespace($0) }) else { return true }
        return first == UInt8(ascii: "#")
    }

    /// Whether `line` is blank or a comment, and so is not routed.
    static func isSkipped(_ line: some StringProtocol) -> Bool {
        isSkipped(line.utf8)
    }

    /// Tab, line feed, form feed, carriage return, space.
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
    }
}
