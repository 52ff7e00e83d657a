/// A pattern's text read as a template for building: its source and its path segments, in
/// order, as byte ranges into the text.
///
/// The table keeps each route's pattern as text (in a ``StringArena``) rather than as a parsed
/// ``Pattern``, to stay small. The text was validated when the table was built, so this reader
/// only has to find the parts again: it allocates nothing and is much cheaper than
/// ``PatternParser``. Parameter names and types come from the table's parameter records, which
/// list named path parameters in the same order as the segments here.
///
/// ```swift
/// // "https://Raycipe.example.com./recipes/:id(int)"
/// var template = PatternTemplate(bytes)
/// template.source              // .web: scheme "https", host "Raycipe.example.com" (trailing dot cut)
/// template.nextSegment()       // .literal("recipes")
/// template.nextSegment()       // .parameter
/// template.nextSegment()       // nil
/// ```
struct PatternTemplate {
    enum Source: Equatable {
        /// No scheme: builds a relative `/path`.
        case unpinned
        /// A custom scheme: builds `scheme://first/rest`.
        case custom(scheme: Range<Int>)
        /// `http` or `https` with a host: builds `scheme://host/path`.
        case web(scheme: Range<Int>, host: Range<Int>)
    }

    enum Segment: Equatable {
        /// A literal, as written (possibly with `%XX` escapes).
        case literal(Range<Int>)
        /// `:name` or `:name(type)`: the next path parameter record.
        case parameter
        /// An unnamed `*`.
        case wildcard
        /// `**name`: the next path parameter record.
        case rest
        /// An unnamed `**`: builds no segments.
        case anonymousRest
    }

    let bytes: UnsafeBufferPointer<UInt8>
    private(set) var source: Source = .unpinned
    /// True when the path, after the source, ends with `/` (`https://example.com/my-page/`):
    /// the built URL ends with one too. Matching ignores it; the website may not.
    private(set) var hasTrailingSlash = false
    private var position: Int
    private let pathEnd: Int

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        var end = bytes.count
        if let question = URLScanner.firstIndex(of: ASCII.question, in: bytes, 0..<end) { end = question }
        pathEnd = end
        position = 0
        defer { hasTrailingSlash = pathEnd > position && bytes[pathEnd &- 1] == ASCII.slash }
        guard let separator = PatternParser.schemeSeparator(bytes, 0..<end) else { return }
        let scheme = 0..<separator
        let afterSeparator = separator &+ 3
        if URLScanner.isWebScheme(bytes, scheme) {
            let hostEnd = URLScanner.firstIndex(of: ASCII.slash, in: bytes, afterSeparator..<end) ?? end
            var host = afterSeparator..<hostEnd
            if host.count > 1 && bytes[hostEnd &- 1] == ASCII.dot { host = afterSeparator..<(hostEnd &- 1) }
            source = .web(scheme: scheme, host: host)
            position = hostEnd
        } else {
            source = .custom(scheme: scheme)
            position = afterSeparator
        }
    }

    /// The next path segment, or `nil` at the end of the path.
    mutating func nextSegment() -> Segment? {
        while position < pathEnd && bytes[position] == ASCII.slash { position &+= 1 }
        guard position < pathEnd else { return nil }
        let start = position
        while position < pathEnd && bytes[position] != ASCII.slash { position &+= 1 }
        switch bytes[start] {
        case ASCII.colon:
            return .parameter
        case ASCII.star:
            let length = position &- start
            if length == 1 { return .wildcard }
            return length == 2 ? .anonymousRest : .rest
        default:
            return .literal(start..<position)
        }
    }

    /// Appends the scheme (lower-cased) and `://`, and the host (lower-cased) for web patterns;
    /// nothing for unpinned patterns.
    func appendPrefix(to out: inout [UInt8]) {
        switch source {
        case .unpinned:
            return
        case .custom(let scheme):
            for i in scheme { out.append(ASCII.lowercased(bytes[i])) }
            out.append(contentsOf: [ASCII.colon, ASCII.slash, ASCII.slash])
        case .web(let scheme, let host):
            for i in scheme { out.append(ASCII.lowercased(bytes[i])) }
            out.append(contentsOf: [ASCII.colon, ASCII.slash, ASCII.slash])
            for i in host { out.append(ASCII.lowercased(bytes[i])) }
        }
    }

    /// True when the pattern is pinned to `scheme` (compared case-insensitively).
    func hasScheme(_ scheme: UnsafeBufferPointer<UInt8>) -> Bool {
        switch source {
        case .unpinned: return false
        case .custom(let range), .web(let range, _):
            return ASCII.equalsIgnoringCase(UnsafeBufferPointer(rebasing: bytes[range]), scheme)
        }
    }

    /// The pattern's scheme, lower-cased, or `nil` when it has none.
    var scheme: String? {
        switch source {
        case .unpinned: return nil
        case .custom(let range), .web(let range, _):
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self).lowercased()
        }
    }
}
