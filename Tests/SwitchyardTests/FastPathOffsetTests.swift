@testable import Switchyard
import Testing

extension RoutingCoreTests.FastPathAgreementTests {
    /// The fast path checks a path one or two words at a time, then the word that ends the
    /// input, and finds segment ends a word at a time: a byte that needs a look must be seen
    /// wherever it falls against those words. Each such byte is put at every offset of paths of
    /// 1 to 48 bytes (with and without a query and a host before them), and each URL is
    /// compared between the two paths as above.
    @Test("a byte that needs a look, at every offset against the words")
    func everyOffset() throws {
        let table = try makeTable([
            ("one", "/:a"), ("two", "/:a/:b"), ("three", "/:a/:b/:c"), ("lit", "/abcdefgh/:b/ijklmnopq"),
            ("rest", "/r/**rest"), ("web", "https://example.com/:a/:b"), ("q", "/q/:a?k=:v"),
        ])
        // `%41` decodes (general path); `%G` is a bad escape; `?` and `#` end the path; space,
        // DEL, `\` and a control are rejected; `é` is non-ASCII; `.` and `..` are dot segments
        // when they fill a segment; `-`, `_` and `~` are ordinary bytes the check flags or not.
        let insertions = ["%41", "%G", "?", "#", " ", "\u{7F}", "\\", "\u{1}", "é", ".", "..", "-", "_", "~", "/", "//"]
        var urls: [String] = []
        for length in 1...48 {
            let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
            let body = String((0..<length).map { letters[$0 % letters.count] })
            let path = "/" + String(body.enumerated().map { $0.offset % 9 == 8 ? "/" : $0.element })
            for prefix in ["", "https://example.com", "r"] {
                let base = prefix == "r" ? "/r" + path : prefix + path
                urls.append(base)
                urls.append(base + "?k=v")
                let characters = Array(base)
                for offset in 1...characters.count {
                    for insertion in insertions {
                        urls.append(String(characters[..<offset]) + insertion + String(characters[offset...]))
                        // And as a whole segment, for the dot segments.
                        if offset < characters.count, characters[offset - 1] == "/" {
                            urls.append(String(characters[..<offset]) + insertion + "/" + String(characters[offset...]))
                        }
                    }
                }
            }
        }
        let report = Self.compare(urls, in: table, named: "every offset", othersEvery: 5)
        Self.check(report)
        #expect(report.urls > 50_000, "\(report.urls) URLs")
    }
}
