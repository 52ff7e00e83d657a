/// Rewrites a built URL in the form that encodes smallest in a QR code, where the table
/// still routes it to the same route with the same values.
///
/// A QR code's alphanumeric mode holds `0-9 A-Z`, space and `$ % * + - . / :` at 5.5 bits a
/// character against 8 in byte mode, so upper case scans smaller. What may be upper-cased:
/// - the scheme, always, and a web link's host, always (both are case-insensitive);
/// - path literals, only when the table compares them with case folded
///   (``RouteTableOptions/caseInsensitivePaths``, the routes-file `@case-insensitive-paths`);
/// - path values of `int` and `uuid` parameters, which read back as the same value.
///
/// Everything else stays as built: other parameter values, a `**name` value and what follows
/// it, the query and the fragment. Percent-escapes are already upper-case hex.
///
/// ```swift
/// // raycipe://recipes/550e8400-e29b-41d4-a716-446655440000   (raycipe://recipes/:id(uuid))
/// // RAYCIPE://recipes/550E8400-E29B-41D4-A716-446655440000   (literals kept: case-sensitive table)
/// // RAYCIPE://RECIPES/550E8400-E29B-41D4-A716-446655440000   (with @case-insensitive-paths)
/// ```
enum QRFriendlyForm {
    /// The QR-friendly form of `url`, built for the route whose pattern is `pattern` and whose
    /// path parameters have `kinds`, in pattern order; `origin` is the public origin written
    /// before a pattern without a scheme, when the URL was built on it.
    static func rewrite(
        _ url: String, pattern: UnsafeBufferPointer<UInt8>, origin: String? = nil, kinds: [ParameterKind], caseInsensitivePaths: Bool
    ) -> String {
        var bytes = Array(url.utf8)
        var template = PatternTemplate(pattern)
        var position = 0
        switch template.source {
        case .unpinned:
            // A public origin is a web scheme and host: both case-insensitive.
            if let origin {
                uppercase(&bytes, 0..<origin.utf8.count)
                position = origin.utf8.count
            }
        case .custom(let scheme):
            uppercase(&bytes, position..<(position + scheme.count))
            position += scheme.count + 3
        case .web(let scheme, let host):
            uppercase(&bytes, position..<(position + scheme.count))
            position += scheme.count + 3
            uppercase(&bytes, position..<(position + host.count))
            position += host.count
        }
        // The path ends at the query or the fragment.
        var pathEnd = position
        while pathEnd < bytes.count, bytes[pathEnd] != UInt8(ascii: "?"), bytes[pathEnd] != UInt8(ascii: "#") { pathEnd += 1 }

        var parameter = 0
        func nextSegment() -> Range<Int>? {
            while position < pathEnd, bytes[position] == UInt8(ascii: "/") { position += 1 }
            guard position < pathEnd else { return nil }
            let start = position
            while position < pathEnd, bytes[position] != UInt8(ascii: "/") { position += 1 }
            return start..<position
        }
        segments: while let segment = template.nextSegment() {
            switch segment {
            case .literal:
                guard let range = nextSegment() else { break segments }
                if caseInsensitivePaths { uppercase(&bytes, range) }
            case .parameter:
                guard let range = nextSegment() else { break segments }
                if parameter < kinds.count, kinds[parameter] == .int || kinds[parameter] == .uuid { uppercase(&bytes, range) }
                parameter += 1
            case .rest, .wildcard:
                // A `**name` value keeps its case, and nothing after it is rewritten.
                break segments
            case .anonymousRest:
                continue
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func uppercase(_ bytes: inout [UInt8], _ range: Range<Int>) {
        for index in range where bytes[index] &- 0x61 < 26 { bytes[index] &-= 0x20 }
    }
}
