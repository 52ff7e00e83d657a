import Testing
import SwitchyardLinks

@Suite("Builder: every parameter, encoded, in the documented order, with the service's warnings")
struct BuilderTests {
    static func recipe() throws -> DynamicLink {
        DynamicLink(prefix: try DynamicLinkPrefix("https://rayciperw.page.link"), link: "https://raycipe.example.com/recipes/2")
    }

    @Test func everyParameterIsWrittenInTheTablesOrder() throws {
        var link = try Self.recipe()
        link.debug = true
        link.appStoreAnalytics = .init(affiliateToken: "at1", campaignToken: "ct1", providerToken: "pt1", mediaType: "8")
        link.analytics = .init(source: "flyer", medium: "print", campaign: "spring sale", term: "pie", content: "a&b")
        link.socialPreview = .init(title: "Apple pie", description: "Grandma's, with cinnamon", imageURL: "https://raycipe.example.com/pie.png")
        link.otherPlatformFallback = "https://raycipe.example.com/web/recipes/2"
        link.forcedRedirect = true
        link.iPad = .init(bundleID: "com.example.raycipe.ipad", fallback: "https://raycipe.example.com/ipad")
        link.iOS = .init(
            bundleID: "com.example.raycipe", fallback: "https://raycipe.example.com/ios", customScheme: "raycipe",
            appStoreID: 1234567890, minimumVersion: "2.1")
        link.android = .init(
            packageName: "com.example.raycipe", fallback: "https://raycipe.example.com/android",
            minimumVersionCode: 21, appLink: "raycipe://recipes/2")
        let built = try DynamicLinkBuilder().build(link)
        #expect(
            built.url == "https://rayciperw.page.link/?link=https%3A%2F%2Fraycipe.example.com%2Frecipes%2F2"
                + "&apn=com.example.raycipe&afl=https%3A%2F%2Fraycipe.example.com%2Fandroid&amv=21&al=raycipe%3A%2F%2Frecipes%2F2"
                + "&ibi=com.example.raycipe&ifl=https%3A%2F%2Fraycipe.example.com%2Fios&ius=raycipe&isi=1234567890&imv=2.1"
                + "&ipbi=com.example.raycipe.ipad&ipfl=https%3A%2F%2Fraycipe.example.com%2Fipad&efr=1"
                + "&ofl=https%3A%2F%2Fraycipe.example.com%2Fweb%2Frecipes%2F2"
                + "&st=Apple%20pie&sd=Grandma%27s%2C%20with%20cinnamon&si=https%3A%2F%2Fraycipe.example.com%2Fpie.png"
                + "&utm_source=flyer&utm_medium=print&utm_campaign=spring%20sale&utm_term=pie&utm_content=a%26b"
                + "&at=at1&ct=ct1&pt=pt1&mt=8&d=1")
        #expect(built.warnings.isEmpty)
        #expect(try DynamicLinkDecoder().decode(built.url).link == link)
    }

    @Test func aPrefixWithAPathKeepsItsPath() throws {
        let link = DynamicLink(prefix: try DynamicLinkPrefix("https://example.com/link/"), link: "https://raycipe.example.com/")
        #expect(try DynamicLinkBuilder().build(link).url == "https://example.com/link/?link=https%3A%2F%2Fraycipe.example.com%2F")
    }

    @Test func nonASCIITextIsEncodedAsUTF8() throws {
        var link = try Self.recipe()
        link.socialPreview.title = "Crème brûlée + 🍮"
        #expect(try DynamicLinkBuilder().build(link).url.hasSuffix("&st=Cr%C3%A8me%20br%C3%BBl%C3%A9e%20%2B%20%F0%9F%8D%AE"))
    }

    typealias WarningCase = LinkChangeCase<String>

    static let warningCases: [WarningCase] = [
        WarningCase(
            name: "an unknown parameter", change: { $0.unknownParameters = [.init(name: "utm_id", value: "7")] },
            outcome: "UNRECOGNIZED_PARAM", message: "the parameter 'utm_id' is not one the format knows; it is kept as it is"),
        WarningCase(
            name: "an iOS fallback on a custom scheme", change: { $0.iOS.fallback = "raycipe://home" },
            outcome: "BAD_URI_SCHEME_IOS_FALLBACK_LINK", message: "the fallback ifl is not an http or https URL: 'raycipe://home'"),
        WarningCase(
            name: "an iPad fallback that is relative", change: { $0.iPad.fallback = "/ipad" },
            outcome: "BAD_URI_SCHEME_IPAD_FALLBACK_LINK", message: "the fallback ipfl is not an http or https URL: '/ipad'"),
        WarningCase(
            name: "an Android fallback on market:", change: { $0.android.fallback = "market://details?id=com.example.raycipe" },
            outcome: "BAD_URI_SCHEME_ANDROID_FALLBACK_LINK", message: "the fallback afl is not an http or https URL: 'market://details?id=com.example.raycipe'"),
        WarningCase(
            name: "a desktop fallback on ftp", change: { $0.otherPlatformFallback = "ftp://raycipe.example.com/" },
            outcome: "BAD_URI_SCHEME_OTHER_PLATFORM_FALLBACK_LINK", message: "the fallback ofl is not an http or https URL: 'ftp://raycipe.example.com/'"),
        WarningCase(
            name: "a preview image that is not absolute", change: { $0.socialPreview.imageURL = "/images/pie.png" },
            outcome: "NOT_URI_SOCIAL_IMAGE_LINK", message: "the preview image si is not an absolute URL: '/images/pie.png'"),
        WarningCase(
            name: "a link longer than the practical limit", change: { $0.socialPreview.description = String(repeating: "x", count: 2_000) },
            outcome: "LINK_LENGTH_TOO_LONG", message: "the link is 2085 bytes long, more than the practical limit of 2048"),
    ]

    @Test(arguments: warningCases)
    func warnsAndStillBuilds(_ example: WarningCase) throws {
        var link = try Self.recipe()
        example.change(&link)
        let built = try DynamicLinkBuilder().build(link)
        #expect(built.warnings.map(\.code) == [example.outcome])
        #expect(built.warnings.map(\.message) == [example.message])
        let decoded = try DynamicLinkDecoder().decode(built.url)
        #expect(decoded.link == link)
        #expect(decoded.warnings == built.warnings)
    }

    typealias FailureCase = LinkChangeCase<DynamicLinkError>

    static let failureCases: [FailureCase] = [
        FailureCase(name: "no prefix", change: { $0.prefix = nil }, outcome: .missingPrefix, message: "the link has no prefix to build under"),
        FailureCase(
            name: "a custom-scheme deep link", change: { $0.link = "raycipe://recipes/2" },
            outcome: .linkNotWeb("raycipe://recipes/2"), message: "the deep link 'raycipe://recipes/2' is not an absolute http or https URL"),
        FailureCase(
            name: "a deep link under a default host", change: { $0.link = "https://other.page.link/?link=https://e.example/" },
            outcome: .linkIsDynamicLink("https://other.page.link/?link=https://e.example/"),
            message: "the deep link 'https://other.page.link/?link=https://e.example/' is itself a dynamic link"),
        FailureCase(
            name: "a deep link under its own prefix with a path",
            change: {
                $0.prefix = try! DynamicLinkPrefix("https://raycipe.example.com/link"); $0.link = "https://raycipe.example.com/link/AbCd"
            },
            outcome: .linkIsDynamicLink("https://raycipe.example.com/link/AbCd"),
            message: "the deep link 'https://raycipe.example.com/link/AbCd' is itself a dynamic link"),
        FailureCase(
            name: "a negative version code", change: { $0.android.minimumVersionCode = -1 },
            outcome: .wrongType(.androidMinimumVersionCode, "-1"), message: "amv must be an integer of zero or more, not '-1'"),
        FailureCase(
            name: "a control character", change: { $0.socialPreview.title = "a\u{7}b" },
            outcome: .controlCharacter("st"), message: "the value of 'st' holds a control character, which a link cannot carry"),
        FailureCase(
            name: "an unknown parameter named like a known one", change: { $0.unknownParameters = [.init(name: "isi", value: "1")] },
            outcome: .repeatedParameter("isi"), message: "the parameter 'isi' is given more than once"),
        FailureCase(
            name: "an unknown parameter given twice",
            change: { $0.unknownParameters = [.init(name: "x", value: "1"), .init(name: "x", value: "2")] },
            outcome: .repeatedParameter("x"), message: "the parameter 'x' is given more than once"),
    ]

    @Test(arguments: failureCases)
    func refusesWhatCouldNotBeDecodedBack(_ example: FailureCase) throws {
        var link = try Self.recipe()
        example.change(&link)
        #expect(throws: example.outcome) { try DynamicLinkBuilder().build(link) }
        #expect(example.outcome.description == example.message)
    }
}
