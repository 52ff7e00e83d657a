import Switchyard
import SwitchyardLinks
import SwitchyardTestSupport
import Testing

/// The reading `resolveLink` and `read` do (on the link's bytes, its deep link read once and
/// matched from that reading) against the full decoding (`decode`, every value made), over
/// random built links and every way of breaking one: the same link, warnings, error and
/// destination, whichever reading decides.
@Suite("Lazy reading: read and resolveLink give what decode gives")
struct LazyReadingTests {
    enum Screen: Sendable, Equatable {
        case recipe(id: Int, servings: Int?), home, any(String)
    }

    static let router = try! Router<Screen> {
        Route("home", "https://raycipe.example.com/", to: .home)
        Route("recipe.detail", "https://raycipe.example.com/recipes/:id(int)") { (view: MatchView) in
            .recipe(id: try view.parameter("id"), servings: try view.queryValue("servings", as: Int.self))
        }
        Route("recipe.rest", "https://raycipe.example.com/recipes/**rest") { (rest: String) in .any(rest) }
        Route("app", "raycipe://**rest") { (rest: String) in .any(rest) }
    }

    /// A deep link the router knows, written plainly or with characters that need encoding.
    static func deepLink(_ g: inout SplitMix64) -> LinkURL {
        switch Int.random(in: 0..<5, using: &g) {
        case 0: return LinkURL("https://raycipe.example.com/recipes/\(Int.random(in: 0...99, using: &g))")!
        case 1: return LinkURL("https://raycipe.example.com/recipes/\(Int.random(in: 0...99, using: &g))?servings=\(Int.random(in: 1...9, using: &g))")!
        case 2: return LinkURL("https://raycipe.example.com/recipes/caf%C3%A9/\(RoundTripTests.segment(&g))")!
        case 3: return LinkURL("https://raycipe.example.com/")
        default: return RoundTripTests.webURL(&g)
        }
    }

    /// A random link under a default host.
    static func link(_ g: inout SplitMix64) throws -> DynamicLink {
        var link = try RoundTripTests.link(&g)
        link.link = deepLink(&g)
        link.prefix = try DynamicLinkPrefix(Bool.random(using: &g) ? "https://rayciperw.page.link" : "https://cards.app.goo.gl")
        // Most links carry no unknown parameter (the common case the lazy reading decides).
        if Int.random(in: 0..<3, using: &g) > 0 { link.unknownParameters = [] }
        return link
    }

    /// The link as built, and as written with its deep link plainly in the query when it can be.
    static func texts(of link: DynamicLink) throws -> [String] {
        let built = try DynamicLinkBuilder().build(link).url
        var texts = [built]
        let encodedDeepLink = "link=" + (built.split(separator: "&").first.map { String($0.split(separator: "=", maxSplits: 1).last ?? "") } ?? "")
        let plain = link.link.text
        if !plain.contains("&"), !plain.contains("#"), !plain.contains("+"), !plain.contains("%") {
            texts.append(built.replacingFirst(encodedDeepLink, with: "link=" + plain))
        }
        return texts
    }

    /// Ways of breaking (or bending) a link's text.
    static let changes: [(name: String, change: @Sendable (String) -> String)] = [
        ("as built", { $0 }),
        ("a repeated link", { $0 + "&link=https://raycipe.example.com/" }),
        ("a repeated parameter", { $0 + "&isi=1&isi=2" }),
        ("no link", { $0.replacingFirst("?link=", with: "?lonk=") }),
        ("a link that is not http", { $0.replacingFirst("?link=", with: "?link=ftp%3A%2F%2Fe.example%2F&x_link=") }),
        ("a link that is a custom scheme", { $0.replacingFirst("?link=", with: "?link=raycipe://recipes/2&x_link=") }),
        ("a link that is a dynamic link", { $0.replacingFirst("?link=", with: "?link=https%3A%2F%2Fa.page.link%2F%3Flink%3Dx&x_link=") }),
        ("a link that is a dynamic link, plainly", { $0.replacingFirst("?link=", with: "?link=https://A.APP.GOO.GL/&x_link=") }),
        ("a link that is not a URL", { $0.replacingFirst("?link=", with: "?link=https%3A%2F%2Fe.example%2F%2E%2E%2F&x_link=") }),
        ("a bad escape in a value", { $0 + "&st=%ZZ" }),
        ("a bad escape in the link", { $0.replacingFirst("?link=", with: "?link=%E9") }),
        ("an escape that is not UTF-8", { $0 + "&sd=%C3%28" }),
        ("a decoded control character", { $0 + "&st=a%0Ab" }),
        ("a bad escape in a name", { $0 + "&%ZZ=1" }),
        ("an encoded known name", { $0 + "&%69si=1" }),
        ("a version code that is not a number", { $0 + "&amv=abc" }),
        ("a version code past Int", { $0 + "&amv=99999999999999999999" }),
        ("an App Store ID that is not digits", { $0 + "&isi=12a" }),
        ("a flag that is not 0 or 1", { $0 + "&efr=2" }),
        ("a flag that is off", { $0 + "&efr=0" }),
        ("a fallback that is not web", { $0 + "&ifl=market%3A%2F%2Fdetails" }),
        ("an image that is not absolute", { $0 + "&si=%2Fimages%2Fa.png" }),
        ("a fallback that is not a URL", { $0 + "&afl=https%3A%2F%2Fbad%20host%2F" }),
        ("an unknown parameter", { $0 + "&x=1" }),
        ("an empty item", { $0 + "&&" }),
        ("a name without a value", { $0 + "&st" }),
        ("a plus in a value", { $0 + "&st=a+b" }),
        ("a fragment", { $0 + "#top" }),
        ("white space around it", { " " + $0 + "\n" }),
        ("a short link", { $0.replacingFirst("/?link=", with: "/AbCd?link=") }),
        ("a path", { $0.replacingFirst("/?link=", with: "/a/b?link=") }),
        ("an http prefix", { "http" + $0.dropFirst("https".count) }),
        ("an upper-case prefix", { "HTTPS://" + $0.dropFirst("https://".count).uppercasedHost() }),
        ("a space inside", { $0 + "&st=a b" }),
        ("past the practical length", { $0 + "&st=" + String(repeating: "a", count: DynamicLinkBuilder.practicalLengthLimit) }),
    ]

    static let decoder = DynamicLinkDecoder()

    @Test(arguments: [1, 2, 3] as [UInt64])
    func theLazyReadingGivesWhatTheFullDecodingGives(seed: UInt64) throws {
        var g = SplitMix64(seed: seed)
        for _ in 0..<40 {
            let link = try Self.link(&g)
            for text in try Self.texts(of: link) {
                for (name, change) in Self.changes {
                    Self.expectSameReading(change(text), name)
                }
            }
        }
    }

    @Test(arguments: [
        "https://rayciperw.page.link/?link=https://raycipe.example.com/recipes/2&ibi=com.example.raycipe&isi=1234567890",
        "https://rayciperw.page.link/?link=https%3A%2F%2Fraycipe.example.com%2Frecipes%2F2&ibi=com.example.raycipe&isi=1234567890",
        "https://rayciperw.page.link?link=https://raycipe.example.com/recipes/2%3Fservings%3D4",
        "https://rayciperw.page.link/?link=https://raycipe.example.com/recipes/2?servings=4",
        "https://rayciperw.page.link/?link=https://raycipe.example.com/recipes/caf%25C3%25A9",
        "https://rayciperw.page.link/?link=https://raycipe.example.com/recipes/a+b",
        "https://rayciperw.page.link/?link=https://elsewhere.example.com/recipes/2",
        "https://rayciperw.page.link/?link=%20https://raycipe.example.com/recipes/2",
        "https://rayciperw.page.link/?link=//raycipe.example.com/recipes/2",
        "https://rayciperw.page.link/",
        "https://rayciperw.page.link/?",
        "https://page.link/?link=https://raycipe.example.com/recipes/2",
        "https://raycipe.example.com/recipes/2",
        "raycipe://recipes/2",
        "/recipes/2",
        "https://bad host/",
        "raycipe://home",
        "raycipe://recipes/2?servings=4#top",
        "raycipe:recipes/2",
        "raycipe://google/link/?deep_link_id=https%3A%2F%2Fraycipe.example.com%2Frecipes%2F2&match_type=unique",
        "raycipe://GOOGLE/Link?deep_link_id=https%3A%2F%2Fraycipe.example.com%2Frecipes%2F2",
        "raycipe:///google//link//?deep_link_id=https%3A%2F%2Fraycipe.example.com%2Frecipes%2F2",
        "raycipe:google/link?deep_link_id=https%3A%2F%2Fraycipe.example.com%2Frecipes%2F2",
        "raycipe://google/%6Cink?deep_link_id=https%3A%2F%2Fraycipe.example.com%2Frecipes%2F2",
        "raycipe://google/./link?deep_link_id=https%3A%2F%2Fraycipe.example.com%2Frecipes%2F2",
        "raycipe://google/x/../link?deep_link_id=https%3A%2F%2Fraycipe.example.com%2Frecipes%2F2",
        "raycipe://user@google/link?deep_link_id=https%3A%2F%2Fraycipe.example.com%2Frecipes%2F2",
        "raycipe://google:1/link?deep_link_id=https%3A%2F%2Fraycipe.example.com%2Frecipes%2F2",
        "raycipe://google/link/more?deep_link_id=https%3A%2F%2Fraycipe.example.com%2Frecipes%2F2",
        "raycipe://google?deep_link_id=https%3A%2F%2Fraycipe.example.com%2Frecipes%2F2",
        "raycipe://google/links?deep_link_id=https%3A%2F%2Fraycipe.example.com%2Frecipes%2F2",
        "raycipe://google/link#frag",
        "raycipe://goo%67le/link?deep_link_id=https%3A%2F%2Fraycipe.example.com%2Frecipes%2F2",
        "raycipe://google%2F/link?deep_link_id=https%3A%2F%2Fraycipe.example.com%2Frecipes%2F2",
        "raycipe://googlex/link?deep_link_id=https%3A%2F%2Fraycipe.example.com%2Frecipes%2F2",
        "raycipe://goog/link?deep_link_id=https%3A%2F%2Fraycipe.example.com%2Frecipes%2F2",
        "raycipe://google/link/%2F?deep_link_id=https%3A%2F%2Fraycipe.example.com%2Frecipes%2F2",
        "raycipe://recipes/pancakes",
    ])
    func realAndOddLinksReadTheSameBothWays(_ url: String) {
        Self.expectSameReading(url, url)
    }

    /// `read(url)` and `resolveLink(url)` against `decode(url)` and routing its deep link.
    static func expectSameReading(_ url: String, _ name: String) {
        let comment = Comment(rawValue: "\(name): \(url)")
        let lazy = decoder.read(url)
        let routed = router.resolveLink(url, decoder: decoder)
        #expect(router.destination(forLink: url, decoder: decoder) == LinkDestination(routed), comment)
        do {
            let full = try decoder.decode(url)
            guard case .decoded(let decoded) = lazy, case .dynamicLink(let route) = routed else {
                Issue.record("\(comment): decode gives a link, read gives \(lazy), resolveLink \(routed)")
                return
            }
            #expect(decoded == full, comment)
            #expect(decoded.link == full.link, comment)
            #expect(decoded.deepLink == full.deepLink, comment)
            #expect(decoded.form == full.form, comment)
            #expect(decoded.warnings == full.warnings, comment)
            #expect(route.decoded == full, comment)
            #expect(route.decoded.warnings == full.warnings, comment)
            #expect(route.confidence == full.confidence, comment)
            #expect(summary(route.riskyResolution) == summary(router.resolve(full.riskyDeepLink.text)), comment)
        } catch .shortLink(let short) {
            #expect(lazy == .short(short), comment)
            guard case .needsResolving(let resolving) = routed else {
                Issue.record("\(comment): a short link, resolveLink gives \(routed)")
                return
            }
            #expect(resolving == short, comment)
        } catch .notDynamicLink, .malformedURL {
            #expect(lazy == .ordinary, comment)
            guard case .ordinary(let resolution) = routed else {
                Issue.record("\(comment): an ordinary URL, resolveLink gives \(routed)")
                return
            }
            #expect(summary(resolution) == summary(router.resolve(url)), comment)
        } catch {
            #expect(lazy == .invalid(error), comment)
            guard case .invalidLink(let invalid) = routed else {
                Issue.record("\(comment): decode throws \(error), resolveLink gives \(routed)")
                return
            }
            #expect(invalid == error, comment)
            #expect("\(invalid)" == "\(error)", comment)
        }
    }

    /// What a resolution says: the destination, the route and the URL it matched, or why not.
    static func summary(_ resolution: Resolution<Screen>) -> String {
        switch resolution {
        case .matched(let screen, let match): "\(screen) \(match.routeName) \(match.url)"
        case .notMatched(let miss): "no match: \(miss.reason) \(miss.detail) \(miss.offset.map(String.init) ?? "-")"
        case .failed(let error, let match): "failed: \(error) \(match.routeName) \(match.url)"
        }
    }
}

extension String {
    fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
        var i = startIndex
        while i < endIndex {
            if self[i...].hasPrefix(target) {
                return String(self[..<i]) + replacement + String(self[index(i, offsetBy: target.count)...])
            }
            i = index(after: i)
        }
        return self
    }

    /// The host (up to the first `/` or `?`) upper-cased.
    fileprivate func uppercasedHost() -> String {
        let end = firstIndex(where: { $0 == "/" || $0 == "?" }) ?? endIndex
        return self[..<end].uppercased() + self[end...]
    }
}

extension Substring {
    fileprivate func uppercasedHost() -> String { String(self).uppercasedHost() }
}
