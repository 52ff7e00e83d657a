import Testing
import SwitchyardLinks

@Suite("Prefixes: https, a host and an optional path")
struct PrefixTests {
    @Test(arguments: [
        ("https://rayciperw.page.link", "https://rayciperw.page.link", "rayciperw.page.link", [String]()),
        ("https://RaycipeRW.page.link/", "https://rayciperw.page.link", "rayciperw.page.link", []),
        ("https://example.com/link", "https://example.com/link", "example.com", ["link"]),
        ("https://example.com//go/links/", "https://example.com/go/links", "example.com", ["go", "links"]),
        ("https://example.com/a%20b", "https://example.com/a%20b", "example.com", ["a b"]),
    ])
    func readsAndWritesAPrefix(_ example: (text: String, written: String, host: String, path: [String])) throws {
        let prefix = try DynamicLinkPrefix(example.text)
        #expect(prefix.description == example.written)
        #expect(prefix.host == example.host)
        #expect(prefix.path == example.path)
        #expect(try DynamicLinkPrefix(prefix.description) == prefix)
    }

    @Test(arguments: [
        ("http://rayciperw.page.link", "'http://rayciperw.page.link' is not a dynamic link prefix: http is not allowed, use https"),
        ("raycipe://links", "'raycipe://links' is not a dynamic link prefix: the scheme must be https, not raycipe"),
        ("//example.com/link", "'//example.com/link' is not a dynamic link prefix: it needs https:// and a host"),
        ("/link", "'/link' is not a dynamic link prefix: it needs https:// and a host"),
        ("https://example.com/link?x=1", "'https://example.com/link?x=1' is not a dynamic link prefix: a prefix has no query"),
        ("https://example.com/link#x", "'https://example.com/link#x' is not a dynamic link prefix: a prefix has no fragment"),
        ("ftp://example.com", "'ftp://example.com' is not a dynamic link prefix: the scheme must be https, not ftp"),
        ("https://bad host", "'https://bad host' is not a dynamic link prefix: it is not a URL (malformed: a host must be ASCII letters, digits and - . _ ~ (internationalised names arrive as xn-- labels) (at byte 11))"),
    ])
    func refusesWhatIsNotAPrefix(_ example: (text: String, message: String)) {
        do {
            _ = try DynamicLinkPrefix(example.text)
            Issue.record("accepted \(example.text)")
        } catch {
            #expect(error.description == example.message)
        }
    }

    @Test(arguments: [
        ("x.page.link", true), ("a.b.app.goo.gl", true), ("page.link", false), ("app.goo.gl", false),
        ("evilpage.link", false), ("x.page.link.evil.example", false),
    ])
    func defaultHosts(_ example: (host: String, isDefault: Bool)) {
        #expect(DynamicLinkPrefix.isDefaultHost(example.host) == example.isDefault)
    }
}

@Suite("Parameters: names, types and the builder's order")
struct ParameterTableTests {
    @Test func everyNameReadsBackAndUnknownNamesDoNot() {
        for parameter in DynamicLinkParameter.allCases {
            #expect(DynamicLinkParameter(rawValue: parameter.rawValue) == parameter)
        }
        #expect(DynamicLinkParameter(rawValue: "IBI") == nil)
        #expect(DynamicLinkParameter(rawValue: "utm_id") == nil)
    }

    @Test func aKnownNameDecodesIntoItsFieldAndAnUnknownOneIsKept() throws {
        let decoded = try DynamicLinkDecoder().decode("https://x.page.link/?link=https://e.example/&IBI=a&ibi=b&utm_sourcex=c")
        let link = try #require(decoded.link)
        #expect(link.iOS.bundleID == "b")
        #expect(link.unknownParameters == [.init(name: "IBI", value: "a"), .init(name: "utm_sourcex", value: "c")])
    }

    @Test func settingAPropertyToNilRemovesItsParameter() throws {
        var link = DynamicLink(prefix: try DynamicLinkPrefix("https://x.page.link"), link: "https://e.example/")
        link.iOS.bundleID = "a"
        link.forcedRedirect = true
        link.iOS.bundleID = nil
        link.forcedRedirect = false
        #expect(link == DynamicLink(prefix: try DynamicLinkPrefix("https://x.page.link"), link: "https://e.example/"))
        #expect(link.parameterTexts.map(\.name) == ["link"])
    }
}
