/// Writing JSON text: strings quoted, `/` not escaped, control characters as `\u00XX`.
///
/// The package's one JSON string form: the link service's responses and files, the
/// `switchyard` command's `--json` lines and the bench's `--json` report all quote with it.
package enum JSONText {
    /// `value` as a JSON string literal: `"` and `\` escaped, `\n`, `\r` and `\t` as
    /// themselves, every other control character, DEL, U+2028 and U+2029 as `\u00XX`
    /// (lower-case hex), everything else as it is.
    package static func quoted(_ value: String) -> String {
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// An object from members whose values are already JSON text, in order.
    package static func object(_ members: [(String, String)]) -> String {
        "{" + members.map { quoted($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
    }

    /// An array from elements that are already JSON text.
    package static func array(_ elements: [String]) -> String {
        "[" + elements.joined(separator: ",") + "]"
    }

    /// An object with pretty indentation (two spaces), for files people read.
    static func pretty(_ value: JSONValue, indent: String = "") -> String {
        let inner = indent + "  "
        switch value {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let text): return text
        case .string(let text): return quoted(text)
        case .array(let values):
            guard !values.isEmpty else { return "[]" }
            return "[\n" + values.map { inner + pretty($0, indent: inner) }.joined(separator: ",\n") + "\n" + indent + "]"
        case .object(let members):
            guard !members.isEmpty else { return "{}" }
            return "{\n" + members.map { inner + quoted($0.0) + ": " + pretty($0.1, indent: inner) }.joined(separator: ",\n") + "\n" + indent + "}"
        }
    }
}
