@testable import SwitchyardLinkService
import Testing

/// A store whose every call fails, as a database that is down does.
struct UnreachableStore: LinkStore {
    struct Down: Error, CustomStringConvertible {
        var description: String { "connection refused" }
    }
    func longLink(forSuffix suffix: String) async throws -> String? { throw Down() }
    func create(longLink: String, option: SuffixOption) async throws -> StoredLink { throw Down() }
}

@Suite("Several domains and health")
struct DomainTests {
    static let second = "https://go.raycipe.example.com"

    static func service() -> LinkService {
        var configuration = LinkServiceConfiguration(prefix: testPrefix, allowlist: testAllowlist)
        configuration.additionalPrefixes = [second + "/"]
        configuration.apiKeys = [testKey]
        return LinkService(configuration: configuration, store: InMemoryLinkStore())
    }

    static func create(_ service: LinkService, prefix: String) async throws -> String {
        let body = #"{"longDynamicLink":"\#(prefix)/?link=https://raycipe.example.com/recipes/2&ofl=https://web.raycipe.example.com/r/2","suffix":{"option":"SHORT"}}"#
        let answer = await service.respond(to: request("POST", "/v1/shortLinks?key=\(testKey)", body: body))
        let short = try #require(try JSONParser.parse(answer.body)["shortLink"]?.string)
        #expect(short.hasPrefix(prefix + "/"))
        return String(short.dropFirst(prefix.count + 1))
    }

    @Test("one service, several domains: each link answers on its own host only")
    func severalDomains() async throws {
        let service = Self.service()
        #expect(service.configuration.prefixes == [testPrefix, Self.second])
        let first = try await Self.create(service, prefix: testPrefix)
        let other = try await Self.create(service, prefix: Self.second)
        let onSecond = await service.respond(to: request("GET", "/" + other, agent: Agent.windowsChrome, headers: [("Host", "GO.raycipe.example.com:443")]))
        #expect(onSecond.status == 302)
        #expect(onSecond.header("Location") == "https://web.raycipe.example.com/r/2")
        let wrongHost = await service.respond(to: request("GET", "/" + other, agent: Agent.windowsChrome, headers: [("Host", "l.raycipe.example.com")]))
        #expect(wrongHost.status == 404)
        // No Host, or one that names no domain: the first domain.
        #expect(await service.respond(to: request("GET", "/" + first, agent: Agent.windowsChrome)).status == 302)
        #expect(await service.respond(to: request("GET", "/" + other, agent: Agent.windowsChrome, headers: [("Host", "elsewhere.example")])).status == 404)
        let preview = await service.respond(to: request("GET", "/" + other, agent: Agent.slackbot, headers: [("Host", "go.raycipe.example.com")]))
        #expect(preview.text.contains(#"<meta property="og:url" content="https://go.raycipe.example.com/\#(other)">"#))
        let reopen = await service.respond(to: request("POST", "/v1/reopenAttribution", body: #"{"requestedLink":"\#(Self.second)/\#(other)","platform":"ios"}"#))
        #expect(reopen.status == 200)
        let crossed = await service.respond(to: request("POST", "/v1/reopenAttribution", body: #"{"requestedLink":"\#(Self.second)/\#(first)","platform":"ios"}"#))
        #expect(crossed.status == 404)
        let shown = await apiCall(service, "GET", "/v1/links/" + other)
        #expect(try JSONParser.parse(shown.body)["shortLink"]?.string == Self.second + "/" + other)
    }

    @Test("a long link under none of the domains is refused, naming them")
    func foreignPrefix() async {
        let service = Self.service()
        let body = #"{"longDynamicLink":"https://x.example/?link=https://raycipe.example.com/recipes/2"}"#
        let answer = await service.respond(to: request("POST", "/v1/shortLinks?key=\(testKey)", body: body))
        #expect(answer.status == 400)
        #expect(answer.text.contains("the link is not under this service's prefix https://l.raycipe.example.com, https://go.raycipe.example.com"))
    }

    @Test("GET /healthz: 200 when the store answers, 503 with Retry-After when it does not")
    func health() async {
        let healthy = await makeService().respond(to: request("GET", "/healthz"))
        #expect(healthy.status == 200)
        #expect(healthy.text == #"{"status":"ok","store":"reachable"}"# + "\n")
        #expect(healthy.header("Cache-Control") == "no-store")
        let down = LinkService(configuration: LinkServiceConfiguration(prefix: testPrefix, allowlist: testAllowlist), store: UnreachableStore())
        let sick = await down.respond(to: request("GET", "/healthz"))
        #expect(sick.status == 503)
        #expect(sick.header("Retry-After") == "1")
        #expect(sick.text == apiErrorBody(503, "UNAVAILABLE", "the link store is not reachable: connection refused"))
        #expect(await down.respond(to: request("HEAD", "/healthz")).status == 503)
        #expect(await makeService().respond(to: request("POST", "/healthz")).status == 405)
    }

    @Test("an import never takes the suffix healthz, the health check's path")
    func importHealthz() {
        let configuration = LinkServiceConfiguration(prefix: testPrefix, allowlist: testAllowlist)
        do {
            _ = try LinkImport.read(#"{"suffix":"healthz","longDynamicLink":"https://x.page.link/?link=https://raycipe.example.com/recipes/2"}"#, configuration: configuration)
            Issue.record("healthz was imported")
        } catch {
            #expect(error.reason == "/healthz is the service's health check, not a link")
        }
        #expect((try? LinkImport.read(#"{"suffix":"healthy","longDynamicLink":"https://x.page.link/?link=https://raycipe.example.com/recipes/2"}"#, configuration: configuration)) != nil)
    }

    @Test("every API error is the JSON error, 4xx and 5xx alike")
    func apiErrors() async throws {
        let service = makeService()
        let down = LinkService(configuration: LinkServiceConfiguration(prefix: testPrefix, allowlist: testAllowlist), store: UnreachableStore())
        var down2 = LinkServiceConfiguration(prefix: testPrefix, allowlist: testAllowlist)
        down2.apiKeys = [testKey]
        let downWithKey = LinkService(configuration: down2, store: UnreachableStore())
        let answers = [
            await service.respond(to: request("GET", "/v1/shortLinks")),
            await service.respond(to: request("PUT", "/v1/installAttribution")),
            await service.respond(to: request("POST", "/v1/shortLinks?key=\(testKey)", body: String(repeating: " ", count: 20_000))),
            await service.respond(to: request("GET", "/v1/nothing")),
            await service.respond(to: request("POST", "/.well-known/assetlinks.json")),
            await down.respond(to: request("GET", "/healthz")),
            await downWithKey.respond(to: request("POST", "/v1/shortLinks?key=\(testKey)", body: #"{"longDynamicLink":"\#(testPrefix)/?link=https://raycipe.example.com/recipes/2"}"#)),
        ]
        #expect(answers.map(\.status) == [405, 405, 413, 404, 405, 503, 503])
        for answer in answers {
            #expect(answer.header("Content-Type") == "application/json")
            #expect(try JSONParser.parse(answer.body)["error"]?["code"] == .number(String(answer.status)))
        }
    }
}
