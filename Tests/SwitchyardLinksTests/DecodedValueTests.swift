import Switchyard
import SwitchyardLinks
import Testing

@Suite("A decoded long link: its values are the ones written, however the link is written, and equal links are equal")
struct DecodedValueTests {
    typealias Case = RealLinkTests.Case

    /// One link, written in several ways: each decodes to the same value.
    static let writings = [
        Case(
            name: "plain",
            url: "https://rayciperw.page.link/?link=https://raycipe.example.com/recipes/2?servings=4&ibi=com.example.raycipe&isi=0042&amv=007&efr=1&utm_source=flyer"),
        Case(
            name: "percent-encoded",
            url: "https://rayciperw.page.link/?link=https%3A%2F%2Fraycipe.example.com%2Frecipes%2F2%3Fservings%3D4&ibi=com.example.raycipe&isi=0042&amv=007&efr=1&utm_source=flyer"),
        Case(
            name: "host and scheme in capitals, names encoded, parameters in another order",
            url: "HTTPS://RayCipeRW.Page.Link/?%69bi=com.example.raycipe&utm_source=flyer&efr=1&amv=007&isi=0042&link=https%3A%2F%2Fraycipe.example.com%2Frecipes%2F2%3Fservings%3D4"),
        Case(
            name: "white space around, the deep link's own white space encoded",
            url: " https://rayciperw.page.link?link=%20https://raycipe.example.com/recipes/2%3Fservings=4%20&ibi=com.example.raycipe&isi=0042&amv=007&efr=1&utm_source=flyer\t"),
    ]

    static var expected: DynamicLink {
        get throws {
            var link = DynamicLink(prefix: try DynamicLinkPrefix("https://rayciperw.page.link"), link: "https://raycipe.example.com/recipes/2?servings=4")
            link.iOS = .init(bundleID: "com.example.raycipe", appStoreID: AppStoreID("0042"))
            link.android.minimumVersionCode = 7
            link.forcedRedirect = true
            link.analytics.source = "flyer"
            return link
        }
    }

    @Test(arguments: writings)
    func eachWritingDecodesToTheSameValue(_ writing: Case) throws {
        let decoded = try DynamicLinkDecoder().decode(writing.url)
        #expect(decoded.form == .long(try DynamicLinkPrefix("https://rayciperw.page.link")))
        #expect(decoded.riskyLink == (try Self.expected))
        #expect(decoded.deepLink?.text == "https://raycipe.example.com/recipes/2?servings=4")
        #expect(decoded.deepLink?.host == "raycipe.example.com")
        #expect(decoded.riskyLink.text(of: .androidMinimumVersionCode) == "7")
        #expect(decoded.warnings.isEmpty)
    }

    @Test(arguments: writings)
    func equalLinksAreEqualAndHashAlike(_ writing: Case) throws {
        let decoder = DynamicLinkDecoder()
        let decoded = try decoder.decode(writing.url)
        let first = try decoder.decode(Self.writings[0].url)
        #expect(decoded == first)
        #expect(decoded.hashValue == first.hashValue)
        #expect(Set([decoded, first, try decoder.decode(writing.url)]).count == 1)
        let other = try decoder.decode("https://rayciperw.page.link/?link=https://raycipe.example.com/recipes/3")
        #expect(decoded != other)
    }

    @Test(arguments: writings)
    func eachWritingRoutesToTheSameScreen(_ writing: Case) throws {
        let router = try Router<String> {
            Route("recipe", "https://raycipe.example.com/recipes/:id(int)?servings=:servings(int)") { (id: Int, servings: Int) in
                "recipe \(id) for \(servings)"
            }
        }
        let route = router.resolveLink(writing.url)
        #expect(route.destination == "recipe 2 for 4")
        guard case .dynamicLink(let routed) = route else {
            Issue.record("not routed as a dynamic link: \(route)")
            return
        }
        guard case .matched(_, let match) = routed.riskyResolution else {
            Issue.record("the deep link matched no route")
            return
        }
        #expect(match.url == "https://raycipe.example.com/recipes/2?servings=4")
        #expect(routed.decoded.riskyLink == (try Self.expected))
    }

    /// `read` keeps a long link as its text and makes its values when asked; `decode` makes
    /// them at once. Both give the same link.
    @Test(
        arguments: writings + [
            Case(name: "with warnings", url: "https://rayciperw.page.link/?link=https://raycipe.example.com/&ifl=market://x&si=/i.png&zz=1#top"),
            Case(name: "a plus and unknown names", url: "https://rayciperw.page.link/?st=Pasta+al+limone&link=https://e.example/a%2Bb&x%79=2&ofl=https%3A%2F%2Fweb.example%2F"),
        ])
    func readingAndDecodingGiveTheSameLink(_ writing: Case) throws {
        let decoder = DynamicLinkDecoder()
        let decoded = try decoder.decode(writing.url)
        guard case .decoded(let read) = decoder.read(writing.url) else {
            Issue.record("read did not decode \(writing.url)")
            return
        }
        #expect(read == decoded)
        #expect(read.hashValue == decoded.hashValue)
        #expect(read.form == decoded.form)
        #expect(read.warnings == decoded.warnings)
        #expect(read.riskyLink == decoded.riskyLink)
        #expect(read.riskyDeepLink == decoded.riskyDeepLink)
        #expect(read.riskyLink.parameterTexts.map(\.name) == decoded.riskyLink.parameterTexts.map(\.name))
        #expect(read.riskyLink.parameterTexts.map(\.value) == decoded.riskyLink.parameterTexts.map(\.value))
    }

    @Test func aConfiguredPrefixIsKeptAndAWarningStillFound() throws {
        let prefix = try DynamicLinkPrefix("https://example.com/link")
        let url = "https://example.com/link/?link=https://raycipe.example.com/recipes/2&ifl=market://details&si=/images/2.png"
        let decoder = DynamicLinkDecoder(prefixes: [prefix])
        guard case .decoded(let read) = decoder.read(url) else {
            Issue.record("read did not decode \(url)")
            return
        }
        let decoded = try decoder.decode(url)
        #expect(read == decoded)
        #expect(read.form == .long(prefix))
        #expect(read.warnings == decoded.warnings)
        #expect(decoded.form == .long(prefix))
        #expect(decoded.riskyLink.iOS.fallback?.text == "market://details")
        #expect(decoded.riskyLink.socialPreview.imageURL?.text == "/images/2.png")
        #expect(
            decoded.warnings.map(\.description) == [
                "BAD_URI_SCHEME_IOS_FALLBACK_LINK: the fallback ifl is not an http or https URL: 'market://details'",
                "NOT_URI_SOCIAL_IMAGE_LINK: the preview image si is not an absolute URL: '/images/2.png'",
            ])
    }
}
