#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation
import Switchyard
import SwitchyardLinkClient
import SwitchyardLinkService
import SwitchyardLinks
import Testing

/// `LinkServiceResolver` against a real link service, served on loopback in this process.
@Suite("A short link resolved by the link service over HTTP", .timeLimit(.minutes(1)))
struct LinkServiceResolverTests {
    static let prefix = "https://l.raycipe.example.com"
    static let longLink = prefix + "/?link=https://raycipe.example.com/cards/7&ibi=com.example.raycipe&utm_campaign=winter"

    enum Screen: Sendable, Equatable { case card(Int) }

    static let router = try! Router<Screen> {
        Route("card", "https://raycipe.example.com/cards/:id(int)") { (id: Int) in .card(id) }
    }

    /// A service with one stored link, served on 127.0.0.1 at a free port; its suffix.
    static func serve() async throws -> (server: DevelopmentServer, base: URL, suffix: String) {
        let store = InMemoryLinkStore()
        let stored = await store.create(longLink: longLink, option: .short)
        let configuration = LinkServiceConfiguration(prefix: prefix, allowlist: try LinkAllowlist(patterns: ["https://raycipe.example.com/**"]))
        let server = try DevelopmentServer(service: LinkService(configuration: configuration, store: store)) { _ in }
        server.start()
        return (server, URL(string: "http://127.0.0.1:\(server.port)")!, stored.suffix)
    }

    @Test("resolveLink takes a short link to the app's destination at the long link's confidence")
    func resolves() async throws {
        let (server, base, suffix) = try await Self.serve()
        defer { server.stop() }
        let resolver = LinkServiceResolver(service: base, bundleID: "com.example.raycipe", timeout: .seconds(5))
        let decoder = DynamicLinkDecoder(prefixes: [try DynamicLinkPrefix(Self.prefix)])
        let route = try await Self.router.resolveLink(Self.prefix + "/" + suffix, decoder: decoder, resolver: resolver)
        guard case .dynamicLink(let routed) = route else {
            Issue.record("expected a dynamic link, got \(route)")
            return
        }
        #expect(routed.confidence == .unique)
        #expect(routed.destination == .card(7))
        let answer = try await resolver.reopenAttribution(for: Self.prefix + "/" + suffix)
        #expect(answer?.deepLink == "https://raycipe.example.com/cards/7")
        #expect(answer?.utmCampaign == "winter")
    }

    @Test("a suffix the service does not know is nil: the route stays needsResolving")
    func unknown() async throws {
        let (server, base, _) = try await Self.serve()
        defer { server.stop() }
        let resolver = LinkServiceResolver(service: base, bundleID: "com.example.raycipe")
        let decoder = DynamicLinkDecoder(prefixes: [try DynamicLinkPrefix(Self.prefix)])
        let short = ShortDynamicLink(url: Self.prefix + "/Zz9z", prefix: try DynamicLinkPrefix(Self.prefix), suffix: "Zz9z")
        #expect(try await resolver.longLink(for: short) == nil)
        let route = try await Self.router.resolveLink(Self.prefix + "/Zz9z", decoder: decoder, resolver: resolver)
        guard case .needsResolving = route else {
            Issue.record("expected needsResolving, got \(route)")
            return
        }
    }

    @Test("no service: a clear error, at once, not retried")
    func unreachable() async throws {
        let (server, base, _) = try await Self.serve()
        server.stop()
        await server.waitUntilStopped()
        let resolver = LinkServiceResolver(service: base, bundleID: "com.example.raycipe", timeout: .seconds(2))
        let short = ShortDynamicLink(url: Self.prefix + "/AbCd", prefix: try DynamicLinkPrefix(Self.prefix), suffix: "AbCd")
        do {
            _ = try await resolver.longLink(for: short)
            Issue.record("no error")
        } catch let error as LinkServiceResolverError {
            #expect(error.kind == .unreachable)
            #expect(error.message.hasPrefix("\(base.absoluteString)/v1/reopenAttribution did not answer: "))
        }
    }

    @Test("another status is an error that names it and the service's reason")
    func status() async throws {
        let (server, base, _) = try await Self.serve()
        defer { server.stop() }
        let resolver = LinkServiceResolver(service: base, bundleID: "")
        do {
            _ = try await resolver.reopenAttribution(for: Self.prefix + "/AbCd")
            Issue.record("no error")
        } catch {
            #expect(error.kind == .status(400))
            #expect(error.message.contains("bundleId"))
        }
    }
}
