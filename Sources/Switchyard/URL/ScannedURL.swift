/// The parts of a URL as byte offsets into its UTF-8 text: what the scanner hands the matcher.
///
/// Nothing here owns memory; the offsets point into the caller's buffer.
struct ScannedURL: Sendable {
    enum Kind: UInt8, Sendable {
        /// `http` or `https`, or a `//host` reference (treated as `https`).
        case web
        /// Any other scheme: the authority is the first path segment.
        case custom
        /// No scheme: routes by path alone, against unpinned routes only.
        case relative
    }

    var kind: Kind
    /// The scheme's bytes, without `:`; empty for relative references and `//host` references.
    var scheme: Range<Int>
    /// The host's bytes (web links only), without a trailing dot; brackets kept for IPv6.
    var host: Range<Int>
    /// The path's bytes; for custom schemes, everything between `:` and `?` or `#`.
    var path: Range<Int>
    /// The query's bytes, after `?`.
    var query: Range<Int>?
    /// The fragment's bytes, after `#`.
    var fragment: Range<Int>?
    /// True when the path holds `%`, so segments must be decoded before comparison.
    var pathHasEscapes: Bool
    /// Where the trimmed input starts and ends.
    var trimmed: Range<Int>

    /// `+` in a query item is a space for web links and relative references.
    var plusIsSpace: Bool { kind != .custom }
}
