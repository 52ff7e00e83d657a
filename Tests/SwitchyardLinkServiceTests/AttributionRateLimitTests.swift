import Testing

@testable import SwitchyardLinkService

/// The attribution calls are limited per client address, on the service's clock.
@Suite("Attribution calls: the rate limit per address")
struct AttributionRateLimitTests {
    static let reopenBody = #"{"requestedLink":"https://l.raycipe.example.com/nope","bundleId":"com.example.raycipe"}"#
    static let installBody = #"{"platform":"ios"}"#

    func service(_ limit: RequestRateLimit?, clock: ManualClock) -> LinkService {
        var configuration = makeService(clock: { clock.now }).configuration
        configuration.attributionRateLimit = limit
        return LinkService(configuration: configuration, store: InMemoryLinkStore())
    }

    func reopen(_ service: LinkService, from address: String = "203.0.113.7") async -> LinkResponse {
        await service.respond(to: request("POST", "/v1/reopenAttribution", address: address, body: Self.reopenBody))
    }

    @Test("the default allows 60 reopens a minute per address, then answers 429 with Retry-After and the JSON error")
    func defaultLimit() async {
        let clock = ManualClock()
        let service = makeService(clock: { clock.now })
        #expect(service.configuration.attributionRateLimit == RequestRateLimit(requests: 60, per: 60))
        for _ in 0..<60 {
            #expect(await reopen(service).status == 404) // an unknown link: the call went through
        }
        let refused = await reopen(service)
        #expect(refused.status == 429)
        #expect(refused.reasonPhrase == "Too Many Requests")
        #expect(refused.header("Retry-After") == "1")
        #expect(refused.header("Content-Type") == "application/json")
        #expect(
            refused.text
                == apiErrorBody(429, "RESOURCE_EXHAUSTED", "too many attribution requests from this address (at most 60 requests per 60 s); retry after 1 s"))
        // Another address has its own bucket.
        #expect(await reopen(service, from: "198.51.100.9").status == 404)
        // One request a second comes back.
        clock.advance(1)
        #expect(await reopen(service).status == 404)
        #expect(await reopen(service).status == 429)
    }

    @Test("installAttribution and reopenAttribution share an address's limit")
    func shared() async throws {
        let clock = ManualClock()
        let service = service(RequestRateLimit(requests: 2, per: 10), clock: clock)
        let install = request("POST", "/v1/installAttribution", body: Self.installBody)
        #expect(await service.respond(to: install).status == 200)
        #expect(await reopen(service).status == 404)
        let refused = await service.respond(to: install)
        #expect(refused.status == 429)
        #expect(refused.header("Retry-After") == "5") // one request every 10 / 2 seconds
        #expect(await reopen(service).status == 429)
        clock.advance(4.5)
        #expect(await reopen(service).header("Retry-After") == "1")
        clock.advance(1)
        #expect(await service.respond(to: install).status == 200)
        #expect(await service.respond(to: install).status == 429)
    }

    @Test("the limit is the client's as a trusted proxy forwards it, not the proxy's")
    func behindProxy() async throws {
        let clock = ManualClock()
        var configuration = makeService(clock: { clock.now }).configuration
        configuration.attributionRateLimit = RequestRateLimit(requests: 1, per: 60)
        configuration.trustedProxies = [try AddressRange("10.0.0.0/8")]
        let service = LinkService(configuration: configuration, store: InMemoryLinkStore())
        func forwarded(for client: String) -> LinkRequest {
            request("POST", "/v1/reopenAttribution", headers: [("X-Forwarded-For", client)], address: "10.0.0.2", body: Self.reopenBody)
        }
        #expect(await service.respond(to: forwarded(for: "203.0.113.7")).status == 404)
        #expect(await service.respond(to: forwarded(for: "198.51.100.9")).status == 404)
        #expect(await service.respond(to: forwarded(for: "203.0.113.7")).status == 429)
    }

    @Test("without a limit, no request is refused; clicks and creates are never limited")
    func noLimit() async throws {
        let clock = ManualClock()
        let unlimited = service(nil, clock: clock)
        for _ in 0..<200 {
            #expect(await reopen(unlimited).status == 404)
        }
        let limited = service(RequestRateLimit(requests: 1, per: 60), clock: clock)
        #expect(await reopen(limited).status == 404)
        #expect(await reopen(limited).status == 429)
        for _ in 0..<5 {
            #expect(await limited.respond(to: request("GET", "/nope", agent: Agent.iPhoneSafari)).status == 404)
        }
        // A method the path does not take is answered before the limit.
        #expect(await limited.respond(to: request("GET", "/v1/reopenAttribution")).status == 405)
    }

    @Test("the limiter remembers a bounded number of addresses, forgetting refilled ones first")
    func boundedMemory() async {
        let limiter = AddressRateLimiter(limit: RequestRateLimit(requests: 2, per: 10, maximumAddresses: 4))
        for index in 0..<4 {
            #expect(await limiter.admit("192.0.2.\(index)", now: 0) == nil)
        }
        #expect(await limiter.count == 4)
        // 192.0.2.0 used up its bucket; the others are full again after 5 seconds.
        #expect(await limiter.admit("192.0.2.0", now: 0) == nil)
        #expect(await limiter.admit("192.0.2.0", now: 0) == 5)
        #expect(await limiter.admit("192.0.2.9", now: 5) == nil)
        #expect(await limiter.count == 2)
        #expect(await limiter.admit("192.0.2.0", now: 5) == nil)
        #expect(await limiter.admit("192.0.2.0", now: 5) == 5)
        // Many addresses at once, none refilled: never more than the maximum.
        for index in 0..<100 {
            #expect(await limiter.admit("198.51.100.\(index)", now: 6) == nil)
            #expect(await limiter.count <= 4)
        }
    }

    @Test("a clock set back regains nothing, and odd limits are read as the smallest sensible ones")
    func oddInputs() async {
        let limiter = AddressRateLimiter(limit: RequestRateLimit(requests: 1, per: 60))
        #expect(await limiter.admit("a", now: 100) == nil)
        #expect(await limiter.admit("a", now: 40) == 60)
        #expect(await limiter.admit("a", now: 160) == nil)
        let odd = RequestRateLimit(requests: 0, per: -3, maximumAddresses: 0)
        #expect(odd.description == "1 requests per 1 s (2 addresses)")
        let oddLimiter = AddressRateLimiter(limit: odd)
        #expect(await oddLimiter.admit("a", now: 0) == nil)
        #expect(await oddLimiter.admit("a", now: 0) == 1)
        #expect(LinkService.retryAfter(.infinity) == 1)
        #expect(LinkService.retryAfter(0.2) == 1)
        #expect(LinkService.retryAfter(1.2) == 2)
        #expect(LinkService.retryAfter(1e300) == 86_400)
    }
}
