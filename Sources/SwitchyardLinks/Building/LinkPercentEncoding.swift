/// Percent-encoding for the values a builder writes: every byte outside
/// `A-Z a-z 0-9 - . _ ~` becomes `%XX` with upper-case hex, the router's rule for built URLs.
///
/// ```swift
/// LinkPercentEncoding.encoded("https://e.example/x?id=1")   // "https%3A%2F%2Fe.example%2Fx%3Fid%3D1"
/// ```
enum LinkPercentEncoding {
    private static let hex = Array("0123456789ABCDEF".utf8)

    static func isUnreserved(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
            true
        default:
            false
        }
    }

    static func append(_ text: String, to out: inout [UInt8]) {
        for b in text.utf8 {
            if isUnreserved(b) {
                out.append(b)
            } else {
                out.append(UInt8(ascii: "%"))
                out.append(hex[Int(b >> 4)])
                out.append(hex[Int(b & 0x0F)])
            }
        }
    }

    static func encoded(_ text: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        append(text, to: &out)
        return String(decoding: out, as: UTF8.self)
    }
}
