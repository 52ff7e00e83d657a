/// Escaping for text placed in HTML, inside elements and inside quoted attributes.
enum HTMLText {
    /// `text` with `&`, `<`, `>`, `"` and `'` written as character references.
    static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// `text` as a JavaScript string literal that is safe inside a `<script>` element:
    /// everything outside printable ASCII letters and digits is a `\uXXXX` escape.
    static func scriptString(_ text: String) -> String {
        var out = "\""
        for unit in text.utf16 {
            let isPlain = (unit >= 0x30 && unit <= 0x39) || (unit >= 0x41 && unit <= 0x5A) || (unit >= 0x61 && unit <= 0x7A)
            if isPlain {
                out.unicodeScalars.append(Unicode.Scalar(UInt8(unit)))
            } else {
                let hex = String(unit, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }
        }
        return out + "\""
    }
}
