import Foundation

/// The baseline of `BuildURL`: what apps write by hand to make a link, the route's
/// pattern with each `:name` segment replaced by its value, percent-encoded with
/// Foundation's `addingPercentEncoding(withAllowedCharacters: .urlPathAllowed)`.
/// No check that the URL routes back.
struct HandWrittenBuilder: Sendable {
    private let segmentsByName: [String: [HandWrittenRouter.Segment]]

    init(_ router: HandWrittenRouter) {
        var segments: [String: [HandWrittenRouter.Segment]] = [:]
        for route in router.routes where segments[route.name] == nil {
            segments[route.name] = route.segments
        }
        segmentsByName = segments
    }

    func url(for name: String, values: [String: String]) -> String? {
        guard let segments = segmentsByName[name] else { return nil }
        var url = ""
        for segment in segments {
            url += "/"
            if segment.isParameter {
                guard let value = values[segment.text]?.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) else { return nil }
                url += value
            } else {
                url += segment.text
            }
        }
        return url.isEmpty ? "/" : url
    }
}
