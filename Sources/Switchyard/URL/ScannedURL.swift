/// The parts of a URL as byte offsets into its UTF-8 text: what the scanner hands the matcher.
///
/// Nothing here owns memory; the offsets point into the caller's buffer. Offsets are stored
/// as 32-bit pairs (inputs are far below 4 GiB: the size limit is checked first) so that a
/// ``RouteMatch`` stays small and cheap to return.
@usableFromInline
struct ScannedURL: Sendable {
    @usableFromInline
    enum Kind: UInt8, Sendable {
        /// `http` or `https`, or a `//host` reference (treated as `https`).
        case web
        /// Any other scheme: the authority is the first path segment.
        case custom
        /// No scheme: routes by path alone, against unpinned routes only.
        case relative
    }

    /// A byte range as two 32-bit offsets; `lower < 0` means absent.
    @usableFromInline
    struct Span: Sendable {
        @usableFromInline
        var lower: Int32
        @usableFromInline
        var upper: Int32

        static let absent = Span(lower: -1, upper: -1)

        @inlinable
        init(lower: Int32, upper: Int32) {
            self.lower = lower
            self.upper = upper
        }

        init(_ range: Range<Int>) {
            lower = Int32(truncatingIfNeeded: range.lowerBound)
            upper = Int32(truncatingIfNeeded: range.upperBound)
        }

        var range: Range<Int> { Int(lower)..<Int(upper) }
        var optionalRange: Range<Int>? { lower < 0 ? nil : range }
    }

    var kind: Kind
    private(set) var schemeSpan: Span
    private(set) var hostSpan: Span
    private var pathSpan: Span
    private(set) var querySpan: Span
    private(set) var fragmentSpan: Span
    private(set) var trimmedSpan: Span

    /// The scheme's bytes, without `:`; empty for relative references and `//host` references.
    var scheme: Range<Int> {
        get { schemeSpan.range }
        set { schemeSpan = Span(newValue) }
    }
    /// The host's bytes (web links only), without a trailing dot; brackets kept for an IP literal.
    var host: Range<Int> {
        get { hostSpan.range }
        set { hostSpan = Span(newValue) }
    }
    /// The path's bytes; for custom schemes, everything between `:` and `?` or `#`.
    var path: Range<Int> {
        get { pathSpan.range }
        set { pathSpan = Span(newValue) }
    }
    /// The query's bytes, after `?`.
    var query: Range<Int>? {
        get { querySpan.optionalRange }
        set { querySpan = newValue.map(Span.init) ?? .absent }
    }
    /// The fragment's bytes, after `#`.
    var fragment: Range<Int>? {
        get { fragmentSpan.optionalRange }
        set { fragmentSpan = newValue.map(Span.init) ?? .absent }
    }
    /// Where the trimmed input starts and ends.
    var trimmed: Range<Int> {
        get { trimmedSpan.range }
        set { trimmedSpan = Span(newValue) }
    }

    /// A relative reference spanning `range`, for the scanner to refine.
    init(range: Range<Int>) {
        kind = .relative
        schemeSpan = Span(range.lowerBound..<range.lowerBound)
        hostSpan = schemeSpan
        pathSpan = Span(range)
        querySpan = .absent
        fragmentSpan = .absent
        trimmedSpan = pathSpan
    }

    /// `+` in a query item is a space for web links and relative references.
    var plusIsSpace: Bool { kind != .custom }
}
