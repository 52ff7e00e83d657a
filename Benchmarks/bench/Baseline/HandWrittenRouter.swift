import Foundation

/// What apps write by hand today, the baseline every figure is compared with:
/// Foundation's `URLComponents(string:)`, the path split into components, and a
/// linear scan over the patterns comparing segment by segment, where `:name`
/// matches any segment and is captured into a dictionary.
///
/// Written the way a careful app developer would: the patterns are split once,
/// up front, and ordered by hand so that literals come before parameters at the
/// first place they differ (what the shared tables expect), and a custom
/// scheme's host is taken as the first path segment (`raycipe://recipes/2`).
/// Schemes and hosts are not checked, and query constraints are left to the app.
struct HandWrittenRouter: Sendable {
    struct Route: Sendable {
        var name: String
        /// Literal segments, or parameter names with `isParameter` set.
        var segments: [Segment]
    }

    struct Segment: Sendable {
        var text: String
        var isParameter: Bool
        /// `:id(int)`: the hand-written check `Int(segment) != nil`.
        var isInteger = false
    }

    struct Match {
        var name: String
        var parameters: [String: String]
        var queryItems: [URLQueryItem]
    }

    let routes: [Route]

    init(_ lines: [RouteLine]) {
        let routes = lines.map { line in
            Route(
                name: line.name,
                segments: HandWrittenRouter.segments(ofPattern: line.pattern).map { segment in
                    guard segment.hasPrefix(":") else { return Segment(text: String(segment), isParameter: false) }
                    // `:id(int)`: the name is what comes before the type.
                    let name = segment.dropFirst().prefix { $0 != "(" }
                    return Segment(text: String(name), isParameter: true, isInteger: segment.hasSuffix("(int)"))
                })
        }
        // Literals first: order by the kinds of segments, left to right.
        self.routes = routes.sorted { left, right in
            left.segments.map { $0.isParameter ? 1 : 0 }.lexicographicallyPrecedes(right.segments.map { $0.isParameter ? 1 : 0 })
        }
    }

    /// The path segments of a pattern: after `scheme://host` for web patterns; for a
    /// custom scheme the text after `://` is all path. A query part is ignored.
    static func segments(ofPattern pattern: String) -> [Substring] {
        var rest = Substring(pattern.prefix { $0 != "?" })
        if let separator = rest.range(of: "://") {
            let scheme = rest[..<separator.lowerBound].lowercased()
            rest = rest[separator.upperBound...]
            if scheme == "http" || scheme == "https" {
                rest = rest.drop { $0 != "/" }
            }
        }
        return rest.split(separator: "/")
    }

    /// The first route, in hand-written order, whose segments all match.
    func match(_ url: String) -> Match? {
        guard let components = URLComponents(string: url) else { return nil }
        var parts = components.path.split(separator: "/")
        if let scheme = components.scheme, scheme != "http", scheme != "https", let host = components.host, !host.isEmpty {
            parts.insert(Substring(host), at: 0)
        }
        candidates: for route in routes where route.segments.count == parts.count {
            var parameters: [String: String] = [:]
            for (segment, part) in zip(route.segments, parts) {
                if segment.isParameter {
                    if segment.isInteger, Int(part) == nil { continue candidates }
                    parameters[segment.text] = String(part)
                } else if segment.text != part {
                    continue candidates
                }
            }
            return Match(name: route.name, parameters: parameters, queryItems: components.queryItems ?? [])
        }
        return nil
    }
}
