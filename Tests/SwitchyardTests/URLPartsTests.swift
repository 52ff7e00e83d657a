import Testing
import Switchyard

@Suite("URLParts: a URL read by the router's rules without a table")
struct URLPartsTests {
    @Test func aWebLinkIsReadPartByPart() throws {
        let parts = try URLParts("  HTTPS://Rayciperw.Page.Link./a%20b//c?link=https%3A%2F%2Fe.example&x=1+2&flag#frag%21 ")
        #expect(parts.kind == .web)
        #expect(parts.url == "HTTPS://Rayciperw.Page.Link./a%20b//c?link=https%3A%2F%2Fe.example&x=1+2&flag#frag%21")
        #expect(parts.scheme == "https")
        #expect(parts.host == "rayciperw.page.link")
        #expect(parts.pathSegments == ["a b", "c"])
        #expect(parts.hasQuery)
        #expect(parts.query.first("link") == "https://e.example")
        #expect(parts.query.first("x") == "1 2")
        #expect(parts.fragment == "frag!")
        #expect(
            parts.rawQueryItems == [
                RawQueryItem(rawName: "link", rawValue: "https%3A%2F%2Fe.example", plusIsSpace: true),
                RawQueryItem(rawName: "x", rawValue: "1+2", plusIsSpace: true),
                RawQueryItem(rawName: "flag", rawValue: "", plusIsSpace: true),
            ])
        #expect(parts.rawQueryItems.map(\.value) == ["https://e.example", "1 2", ""])
    }

    @Test func aCustomSchemeHasNoHostAndKeepsPlus() throws {
        let parts = try URLParts("raycipe://google/link/?deep_link_id=a+b")
        #expect(parts.kind == .custom)
        #expect(parts.scheme == "raycipe")
        #expect(parts.host == nil)
        #expect(parts.pathSegments == ["google", "link"])
        #expect(parts.rawQueryItems.first?.value == "a+b")
    }

    @Test func referencesHaveNoScheme() throws {
        #expect(try URLParts("/recipes/2").kind == .relative)
        #expect(try URLParts("/recipes/2").scheme == nil)
        let network = try URLParts("//raycipe.example.com/x")
        #expect(network.kind == .web)
        #expect(network.scheme == nil)
        #expect(network.host == "raycipe.example.com")
        #expect(!network.hasQuery)
    }

    @Test(arguments: [
        ("https://bad host/", NoMatchReason.malformed),
        ("https://e.example/../x", .dotSegment),
        ("https://e.example/%G1", .malformed),
    ])
    func refusesWhatTheRouterRefuses(_ example: (url: String, reason: NoMatchReason)) {
        #expect(throws: NoMatch.self) { try URLParts(example.url) }
        #expect((try? URLParts(example.url)) == nil)
        do {
            _ = try URLParts(example.url)
        } catch {
            #expect(error.reason == example.reason)
        }
    }

    @Test func theSizeLimitIsTheTables() {
        do {
            _ = try URLParts("https://e.example/" + String(repeating: "a", count: 100), maximumLength: 64)
            Issue.record("read a URL past the limit")
        } catch {
            #expect(error.reason == .tooLong)
        }
    }

    @Test(
        arguments: [
            ("a%20b", true, "a b"), ("a+b", true, "a b"), ("a+b", false, "a+b"), ("caf%C3%A9", true, "café"),
            ("%ZZ", true, nil), ("%2", true, nil), ("%C3%28", true, nil), ("a%00", true, nil), ("a%C2%85", true, nil), ("", true, ""),
        ] as [(String, Bool, String?)])
    func strictDecodingRefusesWhatDoesNotDecode(_ example: (raw: String, plusIsSpace: Bool, decoded: String?)) {
        #expect(RawQueryItem.strictlyDecoded(example.raw, plusIsSpace: example.plusIsSpace) == example.decoded)
    }
}
