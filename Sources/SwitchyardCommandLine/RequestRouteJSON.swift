import Switchyard

/// The JSON object `match --method` prints for one URL (Docs/Command.md): the object `match`
/// prints, with `"method"` after `"url"`; a path whose routes answer other methods gives
/// `"reason":"method-not-allowed"` and `"allow"`, the methods the path answers (`HEAD` and
/// `OPTIONS` included), and an `OPTIONS` request no route declares gives `"reason":"options"`
/// with the same list.
///
/// ```
/// {"url":"/repos/apple/swift","method":"PUT","route":null,"reason":"method-not-allowed","allow":["DELETE","GET","HEAD","OPTIONS"]}
/// ```
enum RequestRouteJSON {
    static func write(
        _ route: RequestRoute, method: HTTPMethod, input: String, nearest: Explanation.Candidate?, maximumURLLength: Int,
        into json: inout JSONWriter
    ) {
        switch route {
        case .matched(let match):
            MatchJSON.write(.matched(match), input: input, nearest: nil, maximumURLLength: maximumURLLength, method: method, into: &json)
        case .notFound(let miss), .badRequest(let miss):
            MatchJSON.write(.notMatched(miss), input: input, nearest: nearest, maximumURLLength: maximumURLLength, method: method, into: &json)
        case .options(let allowed), .methodNotAllowed(let allowed):
            json.beginObject()
            json.key("url"); json.string(input)
            json.key("method"); json.string(method.rawValue)
            json.key("route"); json.null()
            json.key("reason")
            if case .options = route { json.string("options") } else { json.string("method-not-allowed") }
            json.array("allow", of: allowed.methods) { $0.string($1.rawValue) }
            json.endObject()
        case .hostNotServed(let origin):
            json.beginObject()
            json.key("url"); json.string(input)
            json.key("method"); json.string(method.rawValue)
            json.key("route"); json.null()
            json.key("reason"); json.string("host-not-served")
            json.key("origin"); json.string(origin)
            json.endObject()
        }
    }
}
