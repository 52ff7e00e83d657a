import Testing
import Switchyard

/// The byte-level views of ``URLParts``: the parts' places in the text, the raw query items
/// walked without allocating, and strict decoding into bytes.
@Suite("URLParts: byte ranges and raw query items")
struct URLPartsBytesTests {
    struct RangeCase: Sendable, CustomStringConvertible {
        let name: String
        let url: String
        let scheme: String?
        let host: String?
        var description: String { name }
    }

    static let rangeCases: [RangeCase] = [
        RangeCase(name: "web link, trimmed, mixed case, trailing dot", url: "  HTTPS://Rayciperw.Page.Link./x?a=1 ", scheme: "HTTPS", host: "Rayciperw.Page.Link"),
        RangeCase(name: "custom scheme: no host", url: "raycipe://google/link", scheme: "raycipe", host: nil),
        RangeCase(name: "network-path reference: a host, no scheme", url: "//e.example/x", scheme: nil, host: "e.example"),
        RangeCase(name: "relative reference: neither", url: "/recipes/2", scheme: nil, host: nil),
    ]

    @Test(arguments: rangeCases)
    func rangesPointIntoTheTrimmedText(_ c: RangeCase) throws {
        let parts = try URLParts(c.url)
        let bytes = Array(parts.url.utf8)
        #expect(parts.schemeUTF8Range.map { String(decoding: bytes[$0], as: UTF8.self) } == c.scheme)
        #expect(parts.hostUTF8Range.map { String(decoding: bytes[$0], as: UTF8.self) } == c.host)
        #expect(parts.schemeUTF8Range.map { String(decoding: bytes[$0], as: UTF8.self).lowercased() } == parts.scheme)
    }

    @Test func rawItemsAreWalkedInOrderAsTheRouterSplitsThem() throws {
        let parts = try URLParts("https://e.example/?a=1&&b&c=x%3Dy=z&a=2")
        var seen: [String] = []
        parts.forEachRawQueryItem { name, value in
            seen.append(String(decoding: name, as: UTF8.self) + "|" + String(decoding: value, as: UTF8.self))
            return true
        }
        #expect(seen == ["a|1", "b|", "c|x%3Dy=z", "a|2"])
        #expect(seen == parts.rawQueryItems.map { $0.rawName + "|" + $0.rawValue })
    }

    @Test func theWalkStopsWhenAsked() throws {
        var count = 0
        try URLParts("https://e.example/?a=1&b=2&c=3").forEachRawQueryItem { _, _ in
            count += 1
            return count < 2
        }
        #expect(count == 2)
        var none = 0
        try URLParts("https://e.example/").forEachRawQueryItem { _, _ in
            none += 1
            return true
        }
        #expect(none == 0)
    }

    struct DecodeCase: Sendable, CustomStringConvertible {
        let raw: String
        let plusIsSpace: Bool
        let decoded: String?
        var description: String { "\(raw) plus \(plusIsSpace)" }
    }

    static let decodeCases: [DecodeCase] = [
        DecodeCase(raw: "plain", plusIsSpace: true, decoded: "plain"),
        DecodeCase(raw: "a+b", plusIsSpace: true, decoded: "a b"),
        DecodeCase(raw: "a+b", plusIsSpace: false, decoded: "a+b"),
        DecodeCase(raw: "https%3A%2F%2Fe.example", plusIsSpace: true, decoded: "https://e.example"),
        DecodeCase(raw: "caf%C3%A9", plusIsSpace: true, decoded: "café"),
        DecodeCase(raw: "%ZZ", plusIsSpace: true, decoded: nil),
        DecodeCase(raw: "%C3", plusIsSpace: true, decoded: nil),
        DecodeCase(raw: "%07", plusIsSpace: true, decoded: nil),
        DecodeCase(raw: "\u{85}", plusIsSpace: true, decoded: nil),
    ]

    @Test(arguments: decodeCases)
    func strictDecodingIntoBytesAgreesWithTheStringForm(_ c: DecodeCase) {
        var raw = c.raw
        var bytes: String?
        var called = 0
        raw.withUTF8 { raw in
            RawQueryItem.withStrictlyDecoded(raw, plusIsSpace: c.plusIsSpace) {
                called += 1
                bytes = $0.map { String(decoding: $0, as: UTF8.self) }
            }
        }
        #expect(called == 1)
        #expect(bytes == c.decoded)
        #expect(RawQueryItem.strictlyDecoded(c.raw, plusIsSpace: c.plusIsSpace) == c.decoded)
    }

    @Test func plusIsASpaceInWebLinksOnly() throws {
        #expect(try URLParts("https://e.example/?a=b").queryPlusIsSpace)
        #expect(try URLParts("/x?a=b").queryPlusIsSpace)
        #expect(try !URLParts("raycipe://x?a=b").queryPlusIsSpace)
    }
}
