import SwitchyardCommandLine
import SwitchyardLinkService
import Testing

/// `switchyard link resolve`, run in-process against a link service served on loopback.
@Suite("switchyard link resolve", .timeLimit(.minutes(1)))
struct LinkResolveCommandTests {
    static let prefix = "https://l.raycipe.example.com"

    @Test("one JSON line per link: the service's answer, or why there is none; exit 1 when any has none")
    func resolves() async throws {
        let store = InMemoryLinkStore()
        let stored = await store.create(longLink: Self.prefix + "/?link=https://raycipe.example.com/recipes/2&utm_source=mail", option: .short)
        let configuration = LinkServiceConfiguration(prefix: Self.prefix, allowlist: try LinkAllowlist(patterns: ["https://raycipe.example.com/**"]))
        let server = try DevelopmentServer(service: LinkService(configuration: configuration, store: store)) { _ in }
        server.start()
        defer { server.stop() }
        let base = "http://127.0.0.1:\(server.port)"
        let short = Self.prefix + "/" + stored.suffix
        let result = await switchyardAsync(["link", "resolve", "--service", base, short, Self.prefix + "/Zz9z"])
        expectRun(
            result, status: 1,
            out: """
                {"link":"\(short)","deepLink":"https://raycipe.example.com/recipes/2","resolvedLink":"\(Self.prefix)/?link=https://raycipe.example.com/recipes/2&utm_source=mail","utmSource":"mail","utmMedium":null,"utmCampaign":null,"utmContent":null,"utmTerm":null,"iosMinAppVersion":null}
                {"link":"\(Self.prefix)/Zz9z","error":"the link service does not know this link (404)"}

                """)
        let fromInput = await switchyardAsync(["link", "resolve", "--service", base], stdin: [short])
        #expect(fromInput.status == 0)
        #expect(fromInput.out.hasPrefix(#"{"link":"\#(short)","deepLink":"https://raycipe.example.com/recipes/2""#))
    }

    @Test("no --service, or one that is not a web URL: a usage error")
    func usage() async {
        let missing = await switchyardAsync(["link", "resolve", "https://l.raycipe.example.com/AbCd"])
        #expect(missing.status == 2)
        #expect(missing.err.hasPrefix("switchyard: link resolve needs --service URL: the link service's base URL (http://127.0.0.1:8080)\n"))
        let bad = await switchyardAsync(["link", "resolve", "--service", "ftp://x", "https://l.raycipe.example.com/AbCd"])
        #expect(bad.err.hasPrefix("switchyard: --service must be an http or https URL, not 'ftp://x'\n"))
    }
}
