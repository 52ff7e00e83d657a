/// Escaping for text placed in HTML, inside elements and inside quoted attributes.
enum HTMLText {
    /// `text` with `&`, `<`, `>`, `"` and `'` written as character references.
    static func escaped(_ text: String) -> String {
        var copy = text
        return copy.withUTF8 { bytes in
            guard bytes.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }) else { return text }
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + 16)
            for byte in bytes {
                switch byte {
                case 0x26: out.append(contentsOf: [0x26, 0x61, 0x6D, 0x70, 0x3B]) // &amp;
                case 0x3C: out.append(contentsOf: [0x26, 0x6C, 0x74, 0x3B]) // &lt;
                case 0x3E: out.append(contentsOf: [0x26, 0x67, 0x74, 0x3B]) // &gt;
                case 0x22: out.append(contentsOf: [0x26, 0x71, 0x75, 0x6F, 0x74, 0x3B]) // &quot;
                case 0x27: out.append(contentsOf: [0x26, 0x23, 0x33, 0x39, 0x3B]) // &#39;
                default: out.append(byte)
                }
            }
            return String(decoding: out, as: UTF8.self)
        }
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
