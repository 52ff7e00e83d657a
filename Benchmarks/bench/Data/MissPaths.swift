/// Request paths altered so that no route of their table matches.
enum MissPaths {
    /// A first segment no table has: rejected at the root.
    static let unknownSegment = "zz-no-route"

    /// `/zz-no-route/…`: the same paths under a prefix no route has.
    static func prefixed(_ paths: [String]) -> [String] {
        paths.map { "/" + unknownSegment + ($0 == "/" ? "" : $0) }
    }

    /// The same paths with segments added at the end until they are one segment
    /// longer than the longest route: the lookup walks the table as far as the
    /// path allows and fails at the end. Valid for tables without `**` (the
    /// shared ones have none; the Miss suites check every result anyway).
    static func lengthened(_ paths: [String], longestRoute: Int) -> [String] {
        paths.map { path in
            let segments = path.split(separator: "/").count
            let extra = max(longestRoute + 1 - segments, 1)
            let base = path == "/" ? "" : path
            return base + String(repeating: "/" + unknownSegment, count: extra)
        }
    }

    /// The number of segments of the longest pattern (after the scheme and host, if any).
    static func longestRoute(_ routes: [RouteLine]) -> Int {
        routes.map { HandWrittenRouter.segments(ofPattern: $0.pattern).count }.max() ?? 0
    }
}
