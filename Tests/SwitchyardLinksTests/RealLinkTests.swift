import Testing
import SwitchyardLinks

@Suite("Real links: the recipe tutorial's and a card-sharing link decode to their parts")
struct RealLinkTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let url: String
        var testDescription: String { name }
    }

    static let recipeLinks = [
        Case(
            name: "recipe, as the tutorial writes it (not encoded)",
            url: "https://rayciperw.page.link/?link=https://raycipe.example.com/recipes/2&ibi=com.example.raycipe&isi=1234567890"),
        Case(
            name: "recipe, percent-encoded",
            url: "https://rayciperw.page.link/?link=https%3A%2F%2Fraycipe.example.com%2Frecipes%2F2&ibi=com.example.raycipe&isi=1234567890"),
        Case(
            name: "recipe, with a trailing slash missing and white space around",
            url: "  https://RaycipeRW.page.link?link=https%3a%2f%2fraycipe.example.com%2frecipes%2f2&ibi=com.example.raycipe&isi=1234567890\n"),
    ]

    @Test(arguments: recipeLinks)
    func recipeLinkDecodes(_ example: Case) throws {
        let decoded = try DynamicLinkDecoder().decode(example.url)
        #expect(decoded.confidence == .unique)
        #expect(decoded.form == .long(try DynamicLinkPrefix("https://rayciperw.page.link")))
        #expect(decoded.warnings.isEmpty)
        let link = try #require(decoded.link)
        #expect(link.link.text == "https://raycipe.example.com/recipes/2")
        #expect(link.iOS.bundleID == "com.example.raycipe")
        #expect(link.iOS.appStoreID?.digits == "1234567890")
        var expected = DynamicLink(prefix: try DynamicLinkPrefix("https://rayciperw.page.link"), link: "https://raycipe.example.com/recipes/2")
        expected.iOS = .init(bundleID: "com.example.raycipe", appStoreID: 1234567890)
        #expect(link == expected)
    }

    static let cardLinks = [
        Case(
            name: "card, percent-encoded",
            url: "https://cards.page.link/?link=https%3A%2F%2Fcards.example.com%2Fshare%3FcardID%3DAB12&apn=com.example.cards"),
        Case(
            name: "card, encoded only where its own query needs it",
            url: "https://cards.page.link/?link=https://cards.example.com/share%3FcardID%3DAB12&apn=com.example.cards"),
    ]

    @Test(arguments: cardLinks)
    func cardLinkKeepsTheCardIDInsideTheDeepLink(_ example: Case) throws {
        let link = try #require(try DynamicLinkDecoder().decode(example.url).link)
        #expect(link.link.text == "https://cards.example.com/share?cardID=AB12")
        #expect(link.android.packageName == "com.example.cards")
        #expect(link.unknownParameters.isEmpty)
    }

    @Test func anUnencodedDeepLinkQueryIsReadAsAnyQueryIsRead() throws {
        // `?link=https://cards.example.com/share?cardID=AB12&apn=…`: items split on `&`, the
        // value after the first `=`, so `cardID` stays in the deep link and `apn` is the link's.
        let url = "https://cards.page.link/?link=https://cards.example.com/share?cardID=AB12&apn=com.example.cards"
        let link = try #require(try DynamicLinkDecoder().decode(url).link)
        #expect(link.link.text == "https://cards.example.com/share?cardID=AB12")
        #expect(link.android.packageName == "com.example.cards")
    }

    @Test func theBuilderWritesTheCardLinkAsTheOriginalServiceDid() throws {
        var link = DynamicLink(prefix: try DynamicLinkPrefix("https://cards.page.link"), link: "https://cards.example.com/share?cardID=AB12")
        link.android.packageName = "com.example.cards"
        let built = try DynamicLinkBuilder().build(link)
        #expect(built.url == "https://cards.page.link/?link=https%3A%2F%2Fcards.example.com%2Fshare%3FcardID%3DAB12&apn=com.example.cards")
        #expect(built.warnings.isEmpty)
    }

    @Test func aPrefixWithAPathDecodesWhenConfigured() throws {
        let url = "https://example.com/link/?link=https%3A%2F%2Fraycipe.example.com%2Frecipes%2F2&ibi=com.example.raycipe"
        #expect(DynamicLinkDecoder().read(url) == .ordinary)
        let decoder = DynamicLinkDecoder(prefixes: [try DynamicLinkPrefix("https://example.com/link")])
        let decoded = try decoder.decode(url)
        #expect(decoded.form == .long(try DynamicLinkPrefix("https://example.com/link")))
        #expect(decoded.deepLink?.text == "https://raycipe.example.com/recipes/2")
        // Under the same host, other paths are ordinary URLs.
        #expect(decoder.read("https://example.com/about") == .ordinary)
    }

    @Test func theAppGooGlHostsAreDefaultsToo() throws {
        let decoded = try DynamicLinkDecoder().decode("https://raycipe.app.goo.gl/?link=https://raycipe.example.com/")
        #expect(decoded.deepLink?.text == "https://raycipe.example.com/")
    }

    static let shortLinks: [(url: String, suffix: String)] = [
        ("https://rayciperw.page.link/AbCd", "AbCd"),
        ("https://rayciperw.page.link/abcd?d=1", "abcd"),
        ("https://raycipe.app.goo.gl/x7Gq9", "x7Gq9"),
    ]

    @Test(arguments: shortLinks)
    func shortLinksAreRecognisedNotGuessed(_ example: (url: String, suffix: String)) throws {
        guard case .short(let short) = DynamicLinkDecoder().read(example.url) else {
            Issue.record("not a short link: \(example.url)")
            return
        }
        #expect(short.suffix == example.suffix)
        #expect(throws: DynamicLinkError.shortLink(short)) { try DynamicLinkDecoder().decode(example.url) }
    }

    @Test func aShortLinkUnderAPrefixWithAPath() throws {
        let decoder = DynamicLinkDecoder(prefixes: [try DynamicLinkPrefix("https://example.com/link")])
        #expect(
            decoder.read("https://example.com/link/AbCd")
                == .short(
                    ShortDynamicLink(
                        url: "https://example.com/link/AbCd", prefix: try DynamicLinkPrefix("https://example.com/link"), suffix: "AbCd"
                    )))
    }

    static let ordinary = [
        "https://raycipe.example.com/recipes/2",
        "raycipe://recipes/2",
        "/recipes/2",
        "https://page.link/?link=https://raycipe.example.com/",
        "https://evil.example/x.page.link/?link=https://raycipe.example.com/",
        "raycipe://google/other?deep_link_id=https://raycipe.example.com/",
    ]

    @Test(arguments: ordinary)
    func anythingNotUnderAPrefixIsOrdinary(_ url: String) {
        #expect(DynamicLinkDecoder().read(url) == .ordinary)
        #expect(throws: DynamicLinkError.notDynamicLink(url)) { try DynamicLinkDecoder().decode(url) }
    }
}
