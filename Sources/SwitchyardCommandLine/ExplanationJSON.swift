import Switchyard

/// The one JSON object `switchyard explain --json` prints.
///
/// Keys in this order: `url` (as given), `read` (how the URL reads, or `null` when it is
/// rejected before any route is tried), `result` (the object `match` prints for the URL),
/// `candidates` (every route of the table, nearest first, each as ``CandidateJSON`` writes it).
/// `read` holds `kind` (`web`, `custom` or `relative`), `scheme` and `host` when there are
/// some, `segments` (decoded), `query` (each item as `{"name":…,"value":…}`, decoded, in
/// order) and `source` when the table knows the URL's source.
///
/// ```
/// {"url":"raycipe://recipe?recipeID=abc","read":{"kind":"custom","scheme":"raycipe","segments":["recipe"],"query":[{"name":"recipeID","value":"abc"}],"source":"raycipe:"},"result":{…},"candidates":[…]}
/// ```
enum ExplanationJSON {
    static func text(
        _ explanation: Explanation, nearest: Explanation.Candidate?, method: HTTPMethod? = nil, routed: RequestRoute? = nil,
        methods: CandidateMethods? = nil
    ) -> String {
        var json = JSONWriter()
        json.beginObject()
        json.key("url"); json.string(explanation.url)
        if let method { json.key("method"); json.string(method.rawValue) }
        json.key("read")
        if let reading = explanation.reading {
            json.beginObject()
            json.key("kind"); json.string(reading.kind.description)
            if let scheme = reading.scheme { json.key("scheme"); json.string(scheme) }
            if let host = reading.host { json.key("host"); json.string(host) }
            json.array("segments", of: reading.segments) { $0.string($1) }
            json.array("query", of: reading.query) { $0.stringObject(["name": $1.name, "value": $1.value]) }
            if let source = reading.knownSource { json.key("source"); json.string(source) }
            json.endObject()
        } else {
            json.null()
        }
        json.key("result")
        if let method, let routed {
            RequestRouteJSON.write(
                routed, method: method, input: explanation.url, nearest: nearest, maximumURLLength: RouteTableOptions().maximumURLLength,
                into: &json)
        } else {
            MatchJSON.write(explanation.result, input: explanation.url, nearest: nearest, into: &json)
        }
        json.key("candidates")
        json.beginArray()
        for candidate in explanation.candidates { CandidateJSON.write(candidate, methods: methods?.methods(of: candidate), into: &json) }
        json.endArray()
        json.endObject()
        return json.text
    }
}
