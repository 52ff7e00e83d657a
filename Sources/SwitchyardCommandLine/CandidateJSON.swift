import Switchyard

/// One candidate route of an explanation as JSON: `explain --json` lists them, `match` gives
/// the nearest one for a URL that matches no route.
///
/// Keys in this order: `route`, `pattern`, `methods` (with `explain --method`: the methods the
/// route answers, `[]` for every method), `verdict` (`chosen`, `outranked` or `failed`),
/// `progress` (``Explanation/Candidate/progress``), then `by` (the chosen route, for
/// `outranked`) or `failedAt` and `reason` (for `failed`). `failedAt` is `{"part":"source"}`,
/// `{"part":"segment","segment":N}` (counted from 1) or `{"part":"query","key":"K"}`.
///
/// ```
/// {"route":"recipe.share","pattern":"raycipe://share?recipeID=:recipeID(int)","verdict":"failed","progress":1,"failedAt":{"part":"segment","segment":1},"reason":"segment 1 \"recipe\" is not \"share\""}
/// ```
enum CandidateJSON {
    static func write(_ candidate: Explanation.Candidate, methods: [HTTPMethod]? = nil, into json: inout JSONWriter) {
        json.beginObject()
        json.key("route"); json.string(candidate.routeName)
        json.key("pattern"); json.string(candidate.pattern)
        if let methods { json.array("methods", of: methods) { $0.string($1.rawValue) } }
        switch candidate.verdict {
        case .chosen:
            json.key("verdict"); json.string("chosen")
            json.key("progress"); json.raw(String(candidate.progress))
        case .outranked(let winner):
            json.key("verdict"); json.string("outranked")
            json.key("progress"); json.raw(String(candidate.progress))
            json.key("by"); json.string(winner)
        case .failed(let reason):
            json.key("verdict"); json.string("failed")
            json.key("progress"); json.raw(String(candidate.progress))
            if let place = candidate.failedAt {
                json.key("failedAt"); writePlace(place, into: &json)
            }
            json.key("reason"); json.string(reason)
        }
        json.endObject()
    }

    private static func writePlace(_ place: Explanation.Place, into json: inout JSONWriter) {
        json.beginObject()
        switch place {
        case .source:
            json.key("part"); json.string("source")
        case .segment(let position):
            json.key("part"); json.string("segment")
            json.key("segment"); json.raw(String(position))
        case .query(let key):
            json.key("part"); json.string("query")
            json.key("key"); json.string(key)
        }
        json.endObject()
    }
}
