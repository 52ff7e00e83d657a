/// Compact JSON text, written by hand: keys in the order given, `/` not escaped.
///
/// ```swift
/// var json = JSONText()
/// json.object { $0.field("url", "https://a/b"); $0.field("accepted", true) }
/// json.text   // {"url":"https://a/b","accepted":true}
/// ```
struct JSONText {
    private(set) var text = ""
    private var needsComma = false

    mutating func object(_ body: (inout JSONText) -> Void) {
        open("{")
        body(&self)
        close("}")
    }

    mutating func array<Element>(_ key: String, _ elements: [Element], _ body: (inout JSONText, Element) -> Void) {
        self.key(key)
        needsComma = false
        text += "["
        for element in elements {
            separate()
            needsComma = false
            body(&self, element)
            needsComma = true
        }
        text += "]"
        needsComma = true
    }

    mutating func field(_ key: String, _ value: String) {
        self.key(key)
        Self.appendString(value, to: &text)
        needsComma = true
    }

    mutating func field(_ key: String, _ value: Bool) {
        self.key(key)
        text += value ? "true" : "false"
        needsComma = true
    }

    mutating func field(_ key: String, _ value: Int) {
        self.key(key)
        text += String(value)
        needsComma = true
    }

    /// A string field, left out when `value` is nil.
    mutating func optionalField(_ key: String, _ value: String?) {
        if let value { field(key, value) }
    }

    private mutating func open(_ bracket: String) {
        separate()
        text += bracket
        needsComma = false
    }

    private mutating func close(_ bracket: String) {
        text += bracket
        needsComma = true
    }

    private mutating func separate() {
        if needsComma { text += "," }
    }

    private mutating func key(_ key: String) {
        separate()
        Self.appendString(key, to: &text)
        text += ":"
        needsComma = false
    }

    /// Appends `value` as a JSON string: `"` and `\` escaped, control characters as
    /// `\n`, `\t`… or `\u00XX`, everything else (including `/` and non-ASCII) as is.
    static func appendString(_ value: String, to text: inout String) {
        text += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case "\u{08}": text += "\\b"
            case "\u{0C}": text += "\\f"
            case "\u{00}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16, uppercase: false)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }
}
