@testable import SwitchyardLinkService
import Testing

@Suite("Install attribution")
struct AttributionTests {
    static let longLink = testPrefix + "/?link=https://raycipe.example.com/recipes/2&apn=com.example.raycipe&isi=1234567890"

    func claim(_ service: LinkService, _ body: String, address: String = "203.0.113.7") async throws -> JSONValue {
        let response = await service.respond(to: request("POST", "/v1/installAttribution", address: address, body: body))
        #expect(response.status == 200)
        return try JSONParser.parse(response.body)
    }

    @Test("the newest click from the address and platform, once: weak, or default when system and locale agree")
    func addressMatch() async throws {
        let (service, suffix) = try await serviceWithLink(Self.longLink)
        _ = await click(service, suffix, agent: Agent.iPhoneSafari, headers: [("Accept-Language", "en-GB,en;q=0.9")])
        let other = try await createSuffix(service, longLink: testPrefix + "/?link=https://raycipe.example.com/recipes/3")
        _ = await click(service, other, agent: Agent.iPhoneSafari, headers: [("Accept-Language", "en-GB")])
        #expect(await service.rememberedClicks == 2)
        let strong = try await claim(service, #"{"platform":"ios","locale":"en_GB","userAgent":"Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148"}"#)
        #expect(strong["deepLink"]?.string == "https://raycipe.example.com/recipes/3")
        #expect(strong["confidence"]?.string == "default")
        let weak = try await claim(service, #"{"platform":"ios"}"#)
        #expect(weak["deepLink"]?.string == "https://raycipe.example.com/recipes/2")
        #expect(weak["confidence"]?.string == "weak")
        let none = try await claim(service, #"{"platform":"ios"}"#)
        #expect(none == .object([("deepLink", .null), ("confidence", .string("none"))]))
    }

    @Test("another address or platform does not match")
    func noMatch() async throws {
        let (service, suffix) = try await serviceWithLink(Self.longLink)
        _ = await click(service, suffix, agent: Agent.iPhoneSafari)
        #expect(try await claim(service, #"{"platform":"ios"}"#, address: "198.51.100.1")["confidence"]?.string == "none")
        #expect(try await claim(service, #"{"platform":"android"}"#)["confidence"]?.string == "none")
        #expect(try await claim(service, #"{"platform":"ios"}"#)["confidence"]?.string == "weak")
    }

    @Test("desktop and crawler clicks are not remembered")
    func notRemembered() async throws {
        let (service, suffix) = try await serviceWithLink(Self.longLink)
        _ = await click(service, suffix, agent: Agent.windowsChrome)
        _ = await click(service, suffix, agent: Agent.slackbot)
        #expect(await service.rememberedClicks == 0)
    }

    @Test("the Play Store referrer token gives unique, from any address")
    func token() async throws {
        let (service, suffix) = try await serviceWithLink(Self.longLink)
        let click = await click(service, suffix, agent: Agent.androidChrome)
        let location = try #require(click.header("Location"))
        let marker = "switchyard_token%253D"
        let start = try #require(location.firstRange(of: marker)).upperBound
        let token = String(location[start...].prefix(17))
        let result = try await claim(service, #"{"platform":"android","token":"switchyard_token=\#(token)"}"#, address: "198.51.100.9")
        #expect(result["confidence"]?.string == "unique")
        #expect(result["deepLink"]?.string == "https://raycipe.example.com/recipes/2")
        #expect(result["longLink"]?.string == Self.longLink)
        #expect(try await claim(service, #"{"platform":"android","token":"\#(token)"}"#)["confidence"]?.string == "none")
    }

    @Test("a click is forgotten when its window ends")
    func expiry() async throws {
        let clock = ManualClock()
        let service = makeService(clock: { clock.now })
        let suffix = try await createSuffix(service, longLink: Self.longLink)
        _ = await click(service, suffix, agent: Agent.iPhoneSafari)
        clock.advance(3601)
        #expect(try await claim(service, #"{"platform":"ios"}"#)["confidence"]?.string == "none")
        #expect(await service.rememberedClicks == 0)
    }

    @Test("at most the capacity is kept, the oldest forgotten first")
    func capacity() async throws {
        var configuration = makeService().configuration
        configuration.attributionCapacity = 3
        let service = LinkService(configuration: configuration, store: InMemoryLinkStore())
        for number in 1...5 {
            let suffix = try await createSuffix(service, longLink: testPrefix + "/?link=https://raycipe.example.com/recipes/\(number)")
            _ = await click(service, suffix, agent: Agent.iPhoneSafari)
        }
        #expect(await service.rememberedClicks == 3)
        var claimed: [String] = []
        for _ in 0..<4 {
            if let link = try await claim(service, #"{"platform":"ios"}"#)["deepLink"]?.string { claimed.append(link) }
        }
        #expect(claimed == (3...5).reversed().map { "https://raycipe.example.com/recipes/\($0)" })
    }

    @Test(
        "bad claims name the field",
        arguments: [
            (#"{"platform":"windows"}"#, #"{"error":{"code":400,"message":"'platform' must be \"ios\" or \"android\"","status":"INVALID_ARGUMENT","field":"platform"}}"#),
            (#"{"platform":"ios","token":5}"#, #"{"error":{"code":400,"message":"'token' must be a string, not a number","status":"INVALID_ARGUMENT","field":"token"}}"#),
            ("nope", #"{"error":{"code":400,"message":"the body is not JSON: unexpected character at byte 0","status":"INVALID_ARGUMENT"}}"#),
        ])
    func badClaims(body: String, error: String) async {
        let response = await makeService().respond(to: request("POST", "/v1/installAttribution", body: body))
        #expect(response.status == 400)
        #expect(response.text == error + "\n")
    }

    @Test(
        "device signals",
        arguments: [
            (Agent.iPhoneSafari, "iOS 18.1"), (Agent.iPadSafari, "iOS 16.6"), (Agent.androidChrome, "Android 14"), (Agent.windowsChrome, nil as String?),
        ])
    func signals(agent: String, system: String?) {
        #expect(DeviceSignals.system(fromUserAgent: agent) == system)
    }
}
