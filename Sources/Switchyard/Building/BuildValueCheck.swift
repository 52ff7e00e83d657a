/// Checks that a value's text can be carried by a URL and read back unchanged.
///
/// Each check mirrors a rule of the matcher (Docs/URLHandling.md): a URL carrying a control
/// character is `malformed`; a path segment that is `.` or `..`, or decodes to text with such
/// a part between `/` or `\`, is a `dot-segment`; empty path segments are dropped.
///
/// ```swift
/// BuildValueCheck.hasControlCharacter("a\u{85}b".utf8)   // true (C1 NEL)
/// BuildValueCheck.hasDotPart("a\\..".utf8)              // true
/// BuildValueCheck.hasEmptySegment("a//b".utf8)          // true
/// ```
enum BuildValueCheck {
    /// True for U+0000 to U+001F and U+007F to U+009F, which the router rejects.
    static func hasControlCharacter(_ utf8: some Collection<UInt8>) -> Bool {
        var afterC2 = false
        for b in utf8 {
            if b < 0x20 || b == 0x7F || (afterC2 && b <= 0x9F && b >= 0x80) { return true }
            afterC2 = b == 0xC2
        }
        return false
    }

    /// True when the text is `.` or `..`, or has such a part between `/` or `\`.
    static func hasDotPart(_ utf8: some Sequence<UInt8>) -> Bool {
        var detector = DotPartDetector()
        for b in utf8 { detector.feed(b) }
        return detector.finish()
    }

    /// True when a non-empty `**name` value has an empty segment: a leading, trailing or
    /// doubled `/`.
    static func hasEmptySegment(_ utf8: some Collection<UInt8>) -> Bool {
        guard !utf8.isEmpty else { return false }
        var previousWasSlash = true
        for b in utf8 {
            if b == ASCII.slash {
                if previousWasSlash { return true }
                previousWasSlash = true
            } else {
                previousWasSlash = false
            }
        }
        return previousWasSlash
    }

    /// True when `value`'s text converts back, through its own type, to the same text.
    static func readsBack<T: RouteParameter>(_ value: T, _ text: String) -> Bool {
        T(routeParameter: Substring(text))?.routeParameterText == text
    }
}
