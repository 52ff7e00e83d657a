import Switchyard
import SwitchyardLinks

/// The JSON line `link decode` prints for one URL.
///
/// Decoded: `url`, `form` (`long` or `callback`), `prefix` or `scheme`, `confidence`, `link`
/// (the deep link), `parameters` (each name to `{"type":…,"value":…}`, in the link's
/// parameter order, integers as numbers and flags as booleans; unknown ones typed `unknown`),
/// `warnings` (`code`, `parameter`, `message`), and `match`, the deep link's line as
/// `switchyard match` prints it. Not decoded: `url`, `link: null`, `reason` (for a short
/// link, `form`, `prefix` and `suffix` first).
enum LinkDecodeJSON {
    static func line(for url: String, decoder: DynamicLinkDecoder, table: RouteTable) -> (text: String, decoded: Bool) {
        var json = JSONWriter()
        json.beginObject()
        let decoded: Bool
        do {
            let link = try decoder.decode(url)
            write(link, url: url, table: table, &json)
            decoded = true
        } catch {
            json.key("url"); json.string(trimmed(url))
            if case .shortLink(let short) = error {
                json.key("form"); json.string("short")
                json.key("prefix"); json.string(short.prefix.description)
                json.key("suffix"); json.string(short.suffix)
            }
            json.key("link"); json.null()
            json.key("reason"); json.string(error.description)
            decoded = false
        }
        json.endObject()
        return (json.text, decoded)
    }

    private static func write(_ decoded: DecodedDynamicLink, url: String, table: RouteTable, _ json: inout JSONWriter) {
        // The command shows everything in the link, whatever its confidence: it is a tool
        // for looking at links, not a handler acting on one.
        let link = decoded.riskyLink
        json.key("url"); json.string(trimmed(url))
        switch decoded.form {
        case .long(let prefix):
            json.key("form"); json.string("long")
            json.key("prefix"); json.string(prefix.description)
        case .callback(let scheme):
            json.key("form"); json.string("callback")
            json.key("scheme"); json.string(scheme)
        }
        json.key("confidence"); json.string(decoded.confidence.description)
        json.key("link"); json.string(link.link.text)
        json.key("parameters")
        json.beginObject()
        for parameter in DynamicLinkParameter.allCases {
            guard let text = link.text(of: parameter) else { continue }
            json.key(parameter.rawValue)
            json.beginObject()
            json.key("type"); json.string(parameter.valueType.rawValue)
            json.key("value")
            switch parameter.valueType {
            case .integer: json.raw(text)
            case .flag: json.bool(text == "1")
            case .url, .string, .digits: json.string(text)
            }
            json.endObject()
        }
        for unknown in link.unknownParameters {
            json.key(unknown.name)
            json.beginObject()
            json.key("type"); json.string("unknown")
            json.key("value"); json.string(unknown.value)
            json.endObject()
        }
        json.endObject()
        json.array("warnings", of: decoded.warnings) { json, warning in
            json.stringObject(["code": warning.code, "parameter": warning.parameter, "message": warning.message])
        }
        json.key("match"); json.raw(MatchJSON.line(for: table.match(link.link.text), input: link.link.text))
    }

    private static func trimmed(_ url: String) -> String {
        (try? URLParts(url))?.url ?? url
    }
}
