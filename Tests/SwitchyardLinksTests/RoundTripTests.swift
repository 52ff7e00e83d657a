import Testing
import SwitchyardLinks
import SwitchyardTestSupport

@Suite("Round trips: decode(build(v)) == v over random values")
struct RoundTripTests {
    /// Text drawn from characters that need encoding in a query (`&`, `=`, `+`, `%`, `#`,
    /// `?`, `/`, space), letters, digits and non-ASCII, sometimes empty.
    static func text(_ g: inout SplitMix64, allowEmpty: Bool = true) -> String {
        let alphabet: [Character] = Array("aZ09-._~&=+%#?/ :;,'\"!@$()[]*éß中🍮") + ["\u{301}"]
        let count = Int.random(in: (allowEmpty ? 0 : 1)...12, using: &g)
        return String((0..<count).map { _ in alphabet.randomElement(using: &g)! })
    }

    static func segment(_ g: inout SplitMix64) -> String {
        let alphabet = Array("abcxyz019-_")
        return String((0..<Int.random(in: 1...8, using: &g)).map { _ in alphabet.randomElement(using: &g)! })
    }

    /// A web URL with an encoded query value, so the deep link's own query survives.
    static func webURL(_ g: inout SplitMix64) -> LinkURL {
        let scheme = Bool.random(using: &g) ? "https" : "http"
        var text = "\(scheme)://\(segment(&g)).example.com"
        for _ in 0..<Int.random(in: 0...3, using: &g) { text += "/" + segment(&g) }
        if Bool.random(using: &g) { text += "?id=\(segment(&g))&q=a%26b+c" }
        if Bool.random(using: &g) { text += "#" + segment(&g) }
        return LinkURL(text)!
    }

    static func anyURL(_ g: inout SplitMix64) -> LinkURL {
        switch Int.random(in: 0..<4, using: &g) {
        case 0: LinkURL("raycipe://recipes/\(segment(&g))")!
        case 1: LinkURL("/images/\(segment(&g)).png")!
        default: webURL(&g)
        }
    }

    static func maybe<T>(_ g: inout SplitMix64, _ make: (inout SplitMix64) -> T) -> T? {
        Bool.random(using: &g) ? make(&g) : nil
    }

    static func link(_ g: inout SplitMix64) throws -> DynamicLink {
        let prefixes = ["https://rayciperw.page.link", "https://cards.app.goo.gl", "https://example.com/link", "https://go.example.org/a/b"]
        var link = DynamicLink(prefix: try DynamicLinkPrefix(prefixes.randomElement(using: &g)!), link: webURL(&g))
        link.iOS = .init(
            bundleID: maybe(&g) { text(&$0) }, fallback: maybe(&g, anyURL), customScheme: maybe(&g) { text(&$0) },
            appStoreID: maybe(&g) { AppStoreID(String(UInt64.random(in: 0...9_999_999_999, using: &$0)))! },
            minimumVersion: maybe(&g) { text(&$0) })
        link.iPad = .init(bundleID: maybe(&g) { text(&$0) }, fallback: maybe(&g, anyURL))
        link.android = .init(
            packageName: maybe(&g) { text(&$0) }, fallback: maybe(&g, anyURL),
            minimumVersionCode: maybe(&g) { Int.random(in: 0...Int.max, using: &$0) }, appLink: maybe(&g, anyURL))
        link.otherPlatformFallback = maybe(&g, anyURL)
        link.forcedRedirect = Bool.random(using: &g)
        link.socialPreview = .init(title: maybe(&g) { text(&$0) }, description: maybe(&g) { text(&$0) }, imageURL: maybe(&g, anyURL))
        link.analytics = .init(
            source: maybe(&g) { text(&$0) }, medium: maybe(&g) { text(&$0) }, campaign: maybe(&g) { text(&$0) },
            term: maybe(&g) { text(&$0) }, content: maybe(&g) { text(&$0) })
        link.appStoreAnalytics = .init(
            affiliateToken: maybe(&g) { text(&$0) }, campaignToken: maybe(&g) { text(&$0) },
            providerToken: maybe(&g) { text(&$0) }, mediaType: maybe(&g) { text(&$0) })
        link.debug = Bool.random(using: &g)
        var names = Set(DynamicLinkParameter.allCases.map(\.rawValue))
        for _ in 0..<Int.random(in: 0...2, using: &g) {
            let name = "x_" + text(&g, allowEmpty: false)
            if names.insert(name).inserted { link.unknownParameters.append(.init(name: name, value: text(&g))) }
        }
        return link
    }

    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func decodingABuiltLinkGivesItBack(seed: UInt64) throws {
        var g = SplitMix64(seed: seed)
        let builder = DynamicLinkBuilder(prefixes: [try DynamicLinkPrefix("https://example.com/link"), try DynamicLinkPrefix("https://go.example.org/a/b")])
        let decoder = DynamicLinkDecoder(prefixes: builder.prefixes)
        for _ in 0..<250 {
            let value = try Self.link(&g)
            let built = try builder.build(value)
            let decoded = try decoder.decode(built.url)
            #expect(decoded.link == value, "seed \(seed): \(built.url)")
            #expect(decoded.warnings == built.warnings, "seed \(seed): \(built.url)")
            // The same value always gives the same text.
            #expect(try builder.build(value).url == built.url)
        }
    }
}
