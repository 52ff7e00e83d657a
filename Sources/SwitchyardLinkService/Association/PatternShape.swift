/// The parts of a route pattern that association files can say: scheme, host, path segments
/// and query constraints, read from the pattern's text.
///
/// The formats are coarser than route patterns, so a segment is a literal, one segment of
/// anything (`:name`, `:name(type)`, `*`), or the rest of the path (`**`).
struct PatternShape: Sendable, Hashable {
    enum Segment: Sendable, Hashable {
        /// A literal segment, as written in the pattern.
        case literal(String)
        /// Any one segment.
        case one
        /// Zero or more segments, last only.
        case rest
    }

    /// A query constraint: the key, and its literal value (`nil` for any value or presence only).
    struct Constraint: Sendable, Hashable {
        var key: String
        var literal: String?
    }

    var scheme: String
    var host: String
    var segments: [Segment]
    var constraints: [Constraint]

    /// Reads a pattern pinned to a web host (`https://host/path?query`); `nil` for a
    /// custom-scheme or unpinned pattern. The pattern is one the router accepted.
    init?(_ pattern: String) {
        guard let schemeEnd = pattern.firstRange(of: "://") else { return nil }
        scheme = ASCIIText.lowercased(String(pattern[..<schemeEnd.lowerBound]))
        guard scheme == "https" || scheme == "http" else { return nil }
        var rest = pattern[schemeEnd.upperBound...]
        let hostEnd = rest.firstIndex(where: { $0 == "/" || $0 == "?" }) ?? rest.endIndex
        var host = ASCIIText.lowercased(String(rest[..<hostEnd]))
        if host.hasSuffix(".") { host.removeLast() }
        guard !host.isEmpty else { return nil }
        self.host = host
        rest = rest[hostEnd...]
        var path = rest
        var query: Substring = ""
        if let mark = rest.firstIndex(of: "?") {
            path = rest[..<mark]
            query = rest[rest.index(after: mark)...]
        }
        segments = path.split(separator: "/").map { segment in
            if segment.hasPrefix("**") { return .rest }
            if segment.hasPrefix(":") || segment == "*" { return .one }
            return .literal(String(segment))
        }
        constraints = query.split(separator: "&").map { item in
            guard let equals = item.firstIndex(of: "=") else { return Constraint(key: String(item), literal: nil) }
            let value = item[item.index(after: equals)...]
            return Constraint(key: String(item[..<equals]), literal: value.hasPrefix(":") ? nil : String(value))
        }
    }

    /// The order association files list routes in: more specific first, as the router
    /// prefers them. Segment by segment, a literal before one segment, a path that ends before
    /// `**`, and one segment before the end; then more query constraints first.
    var specificityKey: [Int] {
        var key = segments.map { segment in
            switch segment {
            case .literal: 0
            case .one: 1
            case .rest: 3
            }
        }
        key.append(2)
        key.append(-constraints.count)
        return key
    }

    static func moreSpecific(_ a: PatternShape, _ b: PatternShape) -> Bool {
        let x = a.specificityKey, y = b.specificityKey
        for (p, q) in zip(x, y) where p != q { return p < q }
        return x.count > y.count
    }
}
