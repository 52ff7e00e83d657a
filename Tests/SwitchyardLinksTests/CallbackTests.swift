import Testing
import SwitchyardLinks

@Suite("Callbacks and confidence: a custom-scheme callback is at most default")
struct CallbackTests {
    static let deepLink = "https%3A%2F%2Fraycipe.example.com%2Frecipes%2F2"

    @Test(arguments: [
        ("unique", MatchConfidence.default), ("default", .default), ("weak", .weak), ("none", .none),
    ])
    func matchTypeIsCappedAtDefault(_ example: (matchType: String, confidence: MatchConfidence)) throws {
        let url = "com.example.raycipe://google/link/?deep_link_id=\(Self.deepLink)&match_type=\(example.matchType)"
        let decoded = try DynamicLinkDecoder().decode(url)
        #expect(decoded.confidence == example.confidence)
        #expect(decoded.form == .callback(scheme: "com.example.raycipe"))
        #expect(decoded.link == nil)
        #expect(decoded.deepLink == nil)
        #expect(decoded.riskyDeepLink.text == "https://raycipe.example.com/recipes/2")
        #expect(decoded.riskyLink.prefix == nil)
    }

    @Test func aMissingMatchTypeIsNone() throws {
        let decoded = try DynamicLinkDecoder().decode("raycipe://google/link?deep_link_id=\(Self.deepLink)")
        #expect(decoded.confidence == .none)
    }

    @Test func theCallbackDecodesIntoTheSameValueAsTheLongLink() throws {
        let long = try DynamicLinkDecoder().decode("https://rayciperw.page.link/?link=\(Self.deepLink)&utm_source=flyer&utm_campaign=spring")
        let callback = try DynamicLinkDecoder().decode(
            "raycipe://google/link/?deep_link_id=\(Self.deepLink)&match_type=unique&utm_source=flyer&utm_campaign=spring&match_message=Link%20is%20uniquely%20matched"
        )
        var expected = try #require(long.link)
        expected.prefix = nil
        expected.unknownParameters = [.init(name: "match_message", value: "Link is uniquely matched")]
        #expect(callback.riskyLink == expected)
        #expect(callback.warnings.isEmpty)
    }

    @Test func aLongLinkIsUniqueAndItsLinkIsPlain() throws {
        let decoded = try DynamicLinkDecoder().decode("https://rayciperw.page.link/?link=\(Self.deepLink)")
        #expect(decoded.confidence == .unique)
        #expect(decoded.deepLink == decoded.riskyDeepLink)
    }

    @Test func onlyTheConfiguredSchemesAreCallbacks() throws {
        let decoder = DynamicLinkDecoder(callbackSchemes: ["com.example.raycipe"])
        #expect(decoder.read("other.app://google/link/?deep_link_id=\(Self.deepLink)") == .ordinary)
        guard case .decoded = decoder.read("COM.EXAMPLE.RAYCIPE://google/link/?deep_link_id=\(Self.deepLink)") else {
            Issue.record("the app's own scheme (in any case) is a callback")
            return
        }
    }

    typealias Case = MalformedLinkCase

    static let failures = [
        Case(
            name: "no deep_link_id", url: "raycipe://google/link/?match_type=unique",
            error: .missingLink, message: "the deep link is missing: a long link needs 'link', a callback 'deep_link_id'"),
        Case(
            name: "an unknown match_type", url: "raycipe://google/link/?deep_link_id=\(deepLink)&match_type=strong",
            error: .badMatchType("strong"), message: "match_type must be none, weak, default or unique, not 'strong'"),
        Case(
            name: "a repeated deep_link_id", url: "raycipe://google/link/?deep_link_id=\(deepLink)&deep_link_id=https%3A%2F%2Fevil.example%2F",
            error: .repeatedParameter("deep_link_id"), message: "the parameter 'deep_link_id' is given more than once"),
        Case(
            name: "a repeated match_type", url: "raycipe://google/link/?deep_link_id=\(deepLink)&match_type=weak&match_type=unique",
            error: .repeatedParameter("match_type"), message: "the parameter 'match_type' is given more than once"),
        Case(
            name: "a custom-scheme deep link", url: "raycipe://google/link/?deep_link_id=raycipe%3A%2F%2Frecipes%2F2",
            error: .linkNotWeb("raycipe://recipes/2"), message: "the deep link 'raycipe://recipes/2' is not an absolute http or https URL"),
        Case(
            name: "a dynamic link as deep link", url: "raycipe://google/link/?deep_link_id=https%3A%2F%2Frayciperw.page.link%2FAbCd",
            error: .linkIsDynamicLink("https://rayciperw.page.link/AbCd"), message: "the deep link 'https://rayciperw.page.link/AbCd' is itself a dynamic link"),
        Case(
            name: "bad percent-encoding", url: "raycipe://google/link/?deep_link_id=https%3A%2F%2Fraycipe.example.com%2F%E2%82",
            error: .badPercentEncoding(name: "deep_link_id", rawText: "https%3A%2F%2Fraycipe.example.com%2F%E2%82"),
            message: "the parameter 'deep_link_id' has bad percent-encoding: 'https%3A%2F%2Fraycipe.example.com%2F%E2%82' does not decode to UTF-8 text without control characters"),
    ]

    @Test(arguments: failures)
    func failsWithItsReason(_ example: Case) {
        #expect(throws: example.error) { try DynamicLinkDecoder().decode(example.url) }
        #expect(example.error.description == example.message)
    }

    @Test func plusIsALiteralPlusInACallbackAsTheRouterReadsCustomSchemes() throws {
        let decoded = try DynamicLinkDecoder().decode("raycipe://google/link/?deep_link_id=\(Self.deepLink)&utm_term=a+b")
        #expect(decoded.riskyLink.analytics.term == "a+b")
        let long = try DynamicLinkDecoder().decode("https://rayciperw.page.link/?link=\(Self.deepLink)&utm_term=a+b")
        #expect(long.link?.analytics.term == "a b")
    }
}

@Suite("Fragments: not a parameter, warned about rather than dropped in silence")
struct FragmentTests {
    @Test(arguments: [
        "https://rayciperw.page.link/?link=https%3A%2F%2Fraycipe.example.com%2F#steps",
        "raycipe://google/link/?deep_link_id=https%3A%2F%2Fraycipe.example.com%2F#steps",
    ])
    func aFragmentIsWarnedAbout(_ url: String) throws {
        let decoded = try DynamicLinkDecoder().decode(url)
        #expect(decoded.riskyDeepLink.text == "https://raycipe.example.com/")
        #expect(decoded.warnings.map(\.description) == ["LINK_WITH_FRAGMENTS: the link has a fragment '#steps', which carries no parameter and is not kept"])
    }

    @Test func aFragmentInsideTheEncodedDeepLinkIsTheDeepLinks() throws {
        let decoded = try DynamicLinkDecoder().decode("https://rayciperw.page.link/?link=https%3A%2F%2Fraycipe.example.com%2Frecipes%2F2%23steps")
        #expect(decoded.deepLink?.text == "https://raycipe.example.com/recipes/2#steps")
        #expect(decoded.warnings.isEmpty)
    }
}
