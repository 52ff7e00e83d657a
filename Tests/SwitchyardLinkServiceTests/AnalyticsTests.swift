import Foundation
@testable import SwitchyardLinkService
import Testing

@Suite("Analytics: clicks counted, the stats call")
struct AnalyticsTests {
    static let longLink = testPrefix + "/?link=https://raycipe.example.com/recipes/2&apn=com.example.raycipe&isi=1234567890&utm_source=mail&utm_campaign=winter&pt=98765"

    @Test("every click is counted per platform and event: CLICK, and REDIRECT for a 302")
    func countsPerPlatform() async throws {
        let clock = ManualClock(noonDecember3)
        let service = makeService(clock: { clock.now })
        let suffix = try await createSuffix(service, longLink: Self.longLink)
        for agent in [Agent.iPhoneSafari, Agent.iPadSafari, Agent.iPhoneSafari, Agent.androidChrome, Agent.windowsChrome, Agent.slackbot] {
            _ = await click(service, suffix, agent: agent)
        }
        // Neither the debug page nor HEAD is a click.
        _ = await service.respond(to: request("GET", "/\(suffix)?d=1", agent: Agent.iPhoneSafari))
        _ = await service.respond(to: request("HEAD", "/\(suffix)", agent: Agent.iPhoneSafari))
        let stats = await apiCall(service, "GET", statsPath(suffix))
        #expect(stats.status == 200)
        #expect(stats.header("Content-Type") == "application/json")
        #expect(
            stats.text
                == #"{"linkEventStats":[{"platform":"ANDROID","count":"1","event":"CLICK"},{"platform":"ANDROID","count":"1","event":"REDIRECT"},{"platform":"IOS","count":"3","event":"CLICK"},{"platform":"DESKTOP","count":"1","event":"CLICK"},{"platform":"DESKTOP","count":"1","event":"REDIRECT"},{"platform":"OTHER","count":"1","event":"CLICK"}]}"# + "\n")
    }

    @Test("durationDays counts today and the days before it, in UTC")
    func durationWindow() async throws {
        let clock = ManualClock(noonDecember3 - 3 * 86_400)
        let service = makeService(clock: { clock.now })
        let suffix = try await createSuffix(service, longLink: Self.longLink)
        _ = await click(service, suffix, agent: Agent.windowsChrome) // December 0
        clock.advance(2 * 86_400)
        _ = await click(service, suffix, agent: Agent.windowsChrome) // December 2
        clock.advance(86_400)
        _ = await click(service, suffix, agent: Agent.windowsChrome) // December 3, today
        func clicks(_ days: String) async -> String? {
            let response = await apiCall(service, "GET", statsPath(suffix, days: days))
            return try? JSONParser.parse(response.body)["linkEventStats"]?.elements?.first { $0["event"]?.string == "CLICK" }?["count"]?.string
        }
        #expect(await clicks("1") == "1")
        #expect(await clicks("2") == "2")
        #expect(await clicks("3") == "2")
        #expect(await clicks("4") == "3")
        #expect(await clicks("3653") == "3")
    }

    @Test("a link with no clicks answers an empty list")
    func noClicks() async throws {
        let (service, suffix) = try await serviceWithLink(Self.longLink)
        #expect(await apiCall(service, "GET", statsPath(suffix)).text == #"{"linkEventStats":[]}"# + "\n")
    }

    struct Refusal: Sendable, CustomStringConvertible {
        var description: String
        var target: @Sendable (String) -> String
        var key: String?
        var status: Int
        var field: String?
    }

    @Test(
        "bad stats calls: the key, the link, durationDays",
        arguments: [
            Refusal(description: "no key", target: { statsPath($0) }, key: nil, status: 401),
            Refusal(description: "a wrong key", target: { statsPath($0) }, key: "wrong", status: 403),
            Refusal(description: "an unknown suffix", target: { _ in statsPath("Zz9z") }, key: testKey, status: 404),
            Refusal(description: "another domain", target: { "/v1/https%3A%2F%2Fexample.page.link%2F\($0)/linkStats?durationDays=7" }, key: testKey, status: 404, field: "dynamicLink"),
            Refusal(description: "no durationDays", target: { "/v1/" + (testPrefix + "/" + $0).replacing("/", with: "%2F") + "/linkStats" }, key: testKey, status: 400, field: "durationDays"),
            Refusal(description: "durationDays 0", target: { statsPath($0, days: "0") }, key: testKey, status: 400, field: "durationDays"),
            Refusal(description: "durationDays not a number", target: { statsPath($0, days: "seven") }, key: testKey, status: 400, field: "durationDays"),
            Refusal(description: "durationDays over ten years", target: { statsPath($0, days: "3654") }, key: testKey, status: 400, field: "durationDays"),
        ])
    func refusals(_ refusal: Refusal) async throws {
        let (service, suffix) = try await serviceWithLink(Self.longLink)
        let response = await apiCall(service, "GET", refusal.target(suffix), key: refusal.key)
        #expect(response.status == refusal.status, "\(response.text)")
        let error = try JSONParser.parse(response.body)["error"]
        #expect(error?["code"] == .number(String(refusal.status)))
        #expect(error?["field"]?.string == refusal.field)
    }

    @Test("an install claimed with the Play Store token counts APP_INSTALL and APP_FIRST_OPEN; without, APP_FIRST_OPEN")
    func installEvents() async throws {
        let clock = ManualClock(noonDecember3)
        let service = makeService(clock: { clock.now })
        let suffix = try await createSuffix(service, longLink: Self.longLink)
        let android = await click(service, suffix, agent: Agent.androidChrome)
        let location = try #require(android.header("Location"))
        let token = String(location[try #require(location.firstRange(of: "switchyard_token%253D")).upperBound...].prefix(17))
        _ = await service.respond(to: request("POST", "/v1/installAttribution", body: #"{"platform":"android","token":"\#(token)"}"#))
        _ = await click(service, suffix, agent: Agent.iPhoneSafari)
        _ = await service.respond(to: request("POST", "/v1/installAttribution", body: #"{"platform":"ios"}"#))
        let stats = try JSONParser.parse(await apiCall(service, "GET", statsPath(suffix)).body)["linkEventStats"]?.elements ?? []
        let lines = stats.map { "\($0["platform"]?.string ?? "") \($0["event"]?.string ?? "") \($0["count"]?.string ?? "")" }
        #expect(lines == ["ANDROID CLICK 1", "ANDROID REDIRECT 1", "ANDROID APP_INSTALL 1", "ANDROID APP_FIRST_OPEN 1", "IOS CLICK 1", "IOS APP_FIRST_OPEN 1"])
    }

    @Test("reopenAttribution answers the deep link and counts APP_RE_OPEN; bad calls name the problem")
    func reopen() async throws {
        let (service, suffix) = try await serviceWithLink(Self.longLink)
        let body = #"{"requestedLink":"\#(testPrefix)/\#(suffix)","platform":"ios"}"#
        let answer = await service.respond(to: request("POST", "/v1/reopenAttribution", body: body))
        #expect(answer.status == 200)
        #expect(try JSONParser.parse(answer.body)["deepLink"]?.string == "https://raycipe.example.com/recipes/2")
        #expect(await apiCall(service, "GET", statsPath(suffix)).text == #"{"linkEventStats":[{"platform":"IOS","count":"1","event":"APP_RE_OPEN"}]}"# + "\n")
        let unknown = await service.respond(to: request("POST", "/v1/reopenAttribution", body: #"{"requestedLink":"\#(testPrefix)/Zz9z","platform":"ios"}"#))
        #expect(unknown.status == 404)
        let noPlatform = await service.respond(to: request("POST", "/v1/reopenAttribution", body: #"{"requestedLink":"\#(testPrefix)/\#(suffix)"}"#))
        #expect(noPlatform.status == 400)
        #expect(try JSONParser.parse(noPlatform.body)["error"]?["field"]?.string == "platform")
    }

    @Test("the store keeps each click's time, link, platform, referrer host and campaign; never the address")
    func clickRecords() async throws {
        let path = try temporaryDirectory() + "/links.jsonl"
        let clock = ManualClock(noonDecember3)
        let service = makeService(clock: { clock.now }, store: try FileLinkStore(path: path))
        let suffix = try await createSuffix(service, longLink: Self.longLink)
        _ = await click(service, suffix, agent: Agent.windowsChrome, headers: [("Referer", "https://User@News.Example:8443/story?id=1")])
        try await (service.store as! FileLinkStore).flush()
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 2)
        #expect(
            lines.last
                == #"{"record":"activity","suffix":"\#(suffix)","time":1796299200,"platform":"DESKTOP","events":["CLICK","REDIRECT"],"referrer":"news.example","campaign":{"utm_source":"mail","utm_campaign":"winter","pt":"98765"}}"#)
        #expect(!(try String(contentsOfFile: path, encoding: .utf8)).contains("203.0.113.7"))
    }

    @Test("counts and clicks waiting for attribution survive a restart")
    func restart() async throws {
        let path = try temporaryDirectory() + "/links.jsonl"
        let clock = ManualClock(noonDecember3)
        let first = makeService(clock: { clock.now }, store: try FileLinkStore(path: path))
        let suffix = try await createSuffix(first, longLink: Self.longLink)
        _ = await click(first, suffix, agent: Agent.windowsChrome)
        _ = await click(first, suffix, agent: Agent.iPhoneSafari)
        let before = await apiCall(first, "GET", statsPath(suffix)).text
        try await (first.store as! FileLinkStore).flush()

        let second = makeService(clock: { clock.now }, store: try FileLinkStore(path: path))
        #expect(await apiCall(second, "GET", statsPath(suffix)).text == before)
        #expect(await second.rememberedClicks == 1)
        // The address hash compares after the restart: the store keeps its salt.
        let claim = await second.respond(to: request("POST", "/v1/installAttribution", body: #"{"platform":"ios"}"#))
        #expect(try JSONParser.parse(claim.body)["deepLink"]?.string == "https://raycipe.example.com/recipes/2")
        try await (second.store as! FileLinkStore).flush()

        // The claim was written too: a third start has nothing pending.
        let third = makeService(clock: { clock.now }, store: try FileLinkStore(path: path))
        #expect(await third.rememberedClicks == 0)
        let salt = try String(contentsOfFile: path + ".salt", encoding: .utf8)
        #expect(salt.utf8.count == 65)
        #expect(try FileManager.default.attributesOfItem(atPath: path + ".salt")[.posixPermissions] as? Int == 0o600)
    }

    @Test("clicks reach the disk within a second without a flush")
    func batchedFlush() async throws {
        let path = try temporaryDirectory() + "/links.jsonl"
        let service = makeService(store: try FileLinkStore(path: path))
        let suffix = try await createSuffix(service, longLink: Self.longLink)
        _ = await click(service, suffix, agent: Agent.windowsChrome)
        let clicked = Date()
        var written = false
        while !written, Date().timeIntervalSince(clicked) < 1 {
            try await Task.sleep(for: .milliseconds(20))
            written = (try String(contentsOfFile: path, encoding: .utf8)).contains(#""record":"activity""#)
        }
        #expect(written, "the click was not on the disk a second after it")
    }
}
