import Switchyard

/// The JSON line `match` prints for one URL (Docs/Command.md), keys in the documented order.
///
/// A URL that matches no route ends with `"nearest"`, the candidate that came closest, when
/// there is one (``CandidateJSON``); a URL the router refuses before trying a route
/// (`malformed`, `dot-segment`, `too-long`) has `"detail"`, what is wrong with it:
///
/// ```
/// {"url":"raycipe://recipe?recipeID=abc","route":null,"reason":"no-route","nearest":{"route":"recipe.share",…}}
/// {"url":"raycipe://recipes/%G1","route":null,"reason":"malformed","detail":"bad percent-encoding in the path (% must be followed by two hex digits)"}
/// ```
enum MatchJSON {
    static func line(
        for result: MatchResult, input: String, nearest: Explanation.Candidate? = nil,
        maximumURLLength: Int = RouteTableOptions().maximumURLLength, method: HTTPMethod? = nil
    ) -> String {
        var json = JSONWriter()
        write(result, input: input, nearest: nearest, maximumURLLength: maximumURLLength, method: method, into: &json)
        return json.text
    }

    /// Writes the object for one URL into `json`, as ``line(for:input:nearest:maximumURLLength:)`` prints it.
    static func write(
        _ result: MatchResult, input: String, nearest: Explanation.Candidate?,
        maximumURLLength: Int = RouteTableOptions().maximumURLLength, method: HTTPMethod? = nil, into json: inout JSONWriter
    ) {
        json.beginObject()
        switch result {
        case .matched(let match):
            json.key("url"); json.string(match.url)
            if let method { json.key("method"); json.string(method.rawValue) }
            json.key("route"); json.string(match.routeName)
            json.key("pattern"); json.string(match.pattern)
            json.key("params"); writeParameters(match, &json)
            json.key("query"); writeQuery(match.query, &json)
            if let fragment = match.fragment { json.key("fragment"); json.string(fragment) }
            if let scheme = match.scheme { json.key("scheme"); json.string(scheme) }
            if let host = match.host { json.key("host"); json.string(host) }
        case .notMatched(let miss):
            // The limit counts the input as given, so a too-long input is cut before trimming.
            json.key("url"); json.string(trim(miss.reason == .tooLong ? cut(input, at: maximumURLLength) : input))
            if let method { json.key("method"); json.string(method.rawValue) }
            json.key("route"); json.null()
            json.key("reason"); json.string(miss.reason.description)
            // What is wrong with a URL the router refused; `no-route` says it all.
            if miss.reason != .noRoute { json.key("detail"); json.string(miss.detail.description) }
            if let nearest { json.key("nearest"); CandidateJSON.write(nearest, into: &json) }
        }
        json.endObject()
    }

    /// Parameter values as their declared types: numbers for `int` and `double`, booleans for
    /// `bool`, lower-case strings for `uuid`, strings otherwise.
    static func writeParameters(_ match: RouteMatch, _ json: inout JSONWriter) {
        json.beginObject()
        for parameter in match.parameters {
            json.key(parameter.name)
            switch parameter.typeName {
            case "int":
                if let value = Int(routeParameter: Substring(parameter.text)) { json.raw(String(value)) } else { json.string(parameter.text) }
            case "double":
                if let value = Double(routeParameter: Substring(parameter.text)) { json.raw("\(value)") } else { json.string(parameter.text) }
            case "bool":
                json.raw(parameter.text)
            case "uuid":
                json.string(parameter.text.lowercased())
            default:
                json.string(parameter.text)
            }
        }
        json.endObject()
    }

    /// Every item, grouped by name in order of first appearance, values in order.
    /// Names are grouped by their exact text (UTF-8 bytes), not by `String` equality, which
    /// would merge canonically equivalent names that the router treats as different keys.
    static func writeQuery(_ query: QueryItems, _ json: inout JSONWriter) {
        var order: [(name: String, values: [String])] = []
        var position: [[UInt8]: Int] = [:]
        for item in query.items {
            let key = Array(item.name.utf8)
            if let index = position[key] {
                order[index].values.append(item.value)
            } else {
                position[key] = order.count
                order.append((item.name, [item.value]))
            }
        }
        json.beginObject()
        for (name, values) in order {
            json.key(name)
            json.beginArray()
            for value in values { json.string(value) }
            json.endArray()
        }
        json.endObject()
    }

    private static func trim(_ text: String) -> String {
        let isSpace: (Unicode.Scalar) -> Bool = { [" ", "\t", "\n", "\r", "\u{0C}"].contains($0) }
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isSpace($0) }), let last = scalars.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(scalars[first...last])
    }

    /// The first `limit` bytes, backed off to a character boundary.
    private static func cut(_ text: String, at limit: Int) -> String {
        var end = min(limit, text.utf8.count)
        let bytes = Array(text.utf8)
        while end > 0 && end < bytes.count && bytes[end] & 0xC0 == 0x80 { end -= 1 }
        return String(decoding: bytes[..<end], as: UTF8.self)
    }
}
