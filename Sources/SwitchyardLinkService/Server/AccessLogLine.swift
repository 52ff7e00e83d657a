/// One line of the development server's access log:
///
/// ```
/// 2026-12-03T18:09:48Z 127.0.0.1 "GET /7H68 HTTP/1.1" 302 288 1.22ms "Mozilla/5.0 (Linux; Android 14; Pixel 8) …" "https://news.example/"
/// ```
///
/// The time (UTC), the client's address, the request line (the value of `key=` hidden), the
/// status, the body's size, the time taken, the `User-Agent` and the `Referer` (`"-"` when
/// absent), for a request the server refused by itself, the reason in parentheses, and for a
/// request a trusted proxy forwarded, `via` the proxy's address and the scheme it reported
/// (`-` when it did not), the address at the start being the client's. A `"`,
/// a `\` or a control character inside a quoted value is escaped (`\"`, `\\`, `\xNN`, and
/// `\u2028`/`\u2029` for the Unicode line separators), so a client cannot forge a line; other
/// text is kept as it is.
enum AccessLogLine {
    static func text(
        time: Double, address: String, head: HTTPRequestHead?, status: Int, bytes: Int, milliseconds: Double, note: String?,
        proxy: (address: String, scheme: String?)? = nil
    ) -> String {
        let rounded = Double(Int(milliseconds * 100)) / 100
        var line = UTCTime.text(time) + " " + address + " "
        if let head {
            line += quoted("\(head.method) \(redacted(head.target)) \(head.version)")
        } else {
            line += "-"
        }
        line += " \(status) \(bytes) \(rounded)ms "
        line += quoted(head?.field("user-agent")) + " " + quoted(head?.field("referer"))
        if let note { line += " (\(note))" }
        if let proxy { line += " via \(proxy.address) \(proxy.scheme ?? "-")" }
        return line
    }

    /// `"value"` with `"`, `\` and control characters escaped; `"-"` for none.
    static func quoted(_ value: String?) -> String {
        guard let value else { return "\"-\"" }
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar.value {
            case 0x22: out += "\\\""
            case 0x5C: out += "\\\\"
            case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029:
                let hex = String(scalar.value, radix: 16)
                out += (scalar.value > 0xFF ? "\\u" + String(repeating: "0", count: 4 - hex.utf8.count) : "\\x" + (hex.utf8.count == 1 ? "0" : "")) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// The target with the value of `key=` hidden, so that API keys stay out of logs.
    static func redacted(_ target: String) -> String {
        guard let mark = target.firstIndex(of: "?") else { return target }
        let items = target[target.index(after: mark)...].split(separator: "&", omittingEmptySubsequences: false).map { item in
            item.hasPrefix("key=") ? "key=REDACTED" : String(item)
        }
        return String(target[...mark]) + items.joined(separator: "&")
    }
}
