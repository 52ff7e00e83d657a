import Foundation
@testable import SwitchyardLinkService
import Testing

@Suite("Managing links: look up, list, edit, delete")
struct ManagementTests {
    static func long(_ id: Int) -> String { testPrefix + "/?link=https://raycipe.example.com/recipes/\(id)" }

    func json(_ response: LinkResponse) throws -> JSONValue { try JSONParser.parse(response.body) }

    @Test("GET /v1/links/SUFFIX: the link, its settings and its counts")
    func show() async throws {
        let clock = ManualClock(noonDecember3)
        let service = makeService(clock: { clock.now })
        let suffix = try await createSuffix(service, longLink: Self.long(2))
        _ = await click(service, suffix, agent: Agent.windowsChrome)
        _ = await click(service, suffix, agent: Agent.slackbot)
        let response = await apiCall(service, "GET", "/v1/links/\(suffix)")
        #expect(response.status == 200)
        let text = response.text
        #expect(text.hasPrefix(#"{"suffix":"\#(suffix)","shortLink":"\#(testPrefix)/\#(suffix)","longDynamicLink":"\#(Self.long(2))","option":"SHORT","createTime":""#))
        #expect(
            text.hasSuffix(
                #""tags":[],"expireTime":null,"maxClicks":null,"disabled":false,"state":"active","clicks":1,"linkEventStats":[{"platform":"DESKTOP","count":"1","event":"CLICK"},{"platform":"DESKTOP","count":"1","event":"REDIRECT"},{"platform":"OTHER","count":"1","event":"CLICK"}]}"# + "\n"))
    }

    @Test("PATCH sets the long link, tags, an expiry, a click limit and disabled; null clears")
    func edit() async throws {
        let (service, suffix) = try await serviceWithLink(Self.long(2))
        let patched = await apiCall(
            service, "PATCH", "/v1/links/\(suffix)",
            body: #"{"longDynamicLink":"\#(Self.long(3))","tags":["winter","mail","winter"],"expireTime":"2030-01-01T00:00:00Z","maxClicks":5,"disabled":false}"#)
        #expect(patched.status == 200, "\(patched.text)")
        let value = try json(patched)
        #expect(value["longDynamicLink"]?.string == Self.long(3))
        #expect(value["tags"] == .array([.string("winter"), .string("mail")]))
        #expect(value["expireTime"]?.string == "2030-01-01T00:00:00Z")
        #expect(value["maxClicks"] == .number("5"))
        // The click goes to the new target at once.
        #expect(await click(service, suffix, agent: Agent.windowsChrome).header("Location") == "https://raycipe.example.com/recipes/3")
        let cleared = try json(await apiCall(service, "PATCH", "/v1/links/\(suffix)", body: #"{"expireTime":null,"maxClicks":null}"#))
        #expect(cleared["expireTime"] == .null)
        #expect(cleared["maxClicks"] == .null)
        #expect(cleared["tags"] == .array([.string("winter"), .string("mail")]))
        // A create of the new long link finds the edited link; one of the old long link gets a new one.
        #expect(try await createSuffix(service, longLink: Self.long(3)) == suffix)
        #expect(try await createSuffix(service, longLink: Self.long(2)) != suffix)
    }

    struct BadEdit: Sendable, CustomStringConvertible {
        var description: String
        var body: String
        var field: String?
    }

    @Test(
        "a bad PATCH body is 400 naming the field",
        arguments: [
            BadEdit(description: "not JSON", body: "{", field: nil),
            BadEdit(description: "not an object", body: "[]", field: nil),
            BadEdit(description: "an unknown field", body: #"{"target":"x"}"#, field: "target"),
            BadEdit(description: "tags not an array", body: #"{"tags":"a"}"#, field: "tags"),
            BadEdit(description: "a tag with a space", body: #"{"tags":["a b"]}"#, field: "tags"),
            BadEdit(description: "an expiry that is not RFC 3339", body: #"{"expireTime":"tomorrow"}"#, field: "expireTime"),
            BadEdit(description: "an expiry on a day that does not exist", body: #"{"expireTime":"2026-02-30T00:00:00Z"}"#, field: "expireTime"),
            BadEdit(description: "maxClicks 0", body: #"{"maxClicks":0}"#, field: "maxClicks"),
            BadEdit(description: "maxClicks a fraction", body: #"{"maxClicks":1.5}"#, field: "maxClicks"),
            BadEdit(description: "disabled a string", body: #"{"disabled":"yes"}"#, field: "disabled"),
            BadEdit(description: "a long link off the allowlist", body: #"{"longDynamicLink":"\#(testPrefix)/?link=https://evil.example/"}"#, field: "link"),
            BadEdit(description: "a long link under another prefix", body: #"{"longDynamicLink":"https://other.example/?link=https://raycipe.example.com/recipes/2"}"#, field: "longDynamicLink"),
        ])
    func badEdit(_ edit: BadEdit) async throws {
        let (service, suffix) = try await serviceWithLink(Self.long(2))
        let response = await apiCall(service, "PATCH", "/v1/links/\(suffix)", body: edit.body)
        #expect(response.status == 400, "\(response.text)")
        #expect(try json(response)["error"]?["field"]?.string == edit.field, "\(response.text)")
        // Nothing changed.
        #expect(try json(await apiCall(service, "GET", "/v1/links/\(suffix)"))["longDynamicLink"]?.string == Self.long(2))
    }

    @Test("the key, an unknown suffix, a method a path does not take")
    func refusals() async throws {
        let (service, suffix) = try await serviceWithLink(Self.long(2))
        #expect(await apiCall(service, "GET", "/v1/links/\(suffix)", key: nil).status == 401)
        #expect(await apiCall(service, "DELETE", "/v1/links/\(suffix)", key: "wrong").status == 403)
        #expect(await apiCall(service, "PATCH", "/v1/links", body: "{}").status == 405)
        let closed = makeService(keys: [])
        #expect(try json(await apiCall(closed, "GET", "/v1/links"))["error"]?["message"]?.string == "the API is disabled: the service has no API key configured")
        for method in ["GET", "PATCH", "DELETE"] {
            let response = await apiCall(service, method, "/v1/links/Zz9z", body: "{}")
            #expect(response.status == 404, "\(method)")
            #expect(try json(response)["error"]?["status"]?.string == "NOT_FOUND")
        }
        #expect(await apiCall(service, "GET", "/v1/nothing").status == 404)
        // The link is untouched by all of it.
        #expect(await click(service, suffix, agent: Agent.windowsChrome).status == 302)
    }

    @Test("a deleted link answers 410, never its target, and its suffix is never given again")
    func delete() async throws {
        let (service, suffix) = try await serviceWithLink(Self.long(2))
        let deleted = await apiCall(service, "DELETE", "/v1/links/\(suffix)")
        #expect(deleted.status == 200)
        #expect(try json(deleted)["state"]?.string == "deleted")
        let click = await click(service, suffix, agent: Agent.windowsChrome)
        #expect(click.status == 410)
        #expect(click.header("Location") == nil)
        #expect(click.text.contains("This link was deleted"))
        #expect(await apiCall(service, "GET", "/v1/links/\(suffix)").status == 410)
        #expect(await apiCall(service, "DELETE", "/v1/links/\(suffix)").status == 410)
        #expect(await apiCall(service, "PATCH", "/v1/links/\(suffix)", body: #"{"disabled":false}"#).status == 410)
        #expect(try await createSuffix(service, longLink: Self.long(2)) != suffix)
        #expect(try await service.store.longLink(forSuffix: suffix) == nil)
    }

    @Test("disabled, expired and used-up links answer a page that says so, never the target")
    func unavailable() async throws {
        let clock = ManualClock(noonDecember3)
        let service = makeService(clock: { clock.now })
        let suffix = try await createSuffix(service, longLink: Self.long(2))
        _ = await apiCall(service, "PATCH", "/v1/links/\(suffix)", body: #"{"disabled":true}"#)
        var answer = await click(service, suffix, agent: Agent.androidChrome)
        #expect(answer.status == 404)
        #expect(answer.text.contains("switched off"))
        #expect(!answer.text.contains("recipes/2"))
        _ = await apiCall(service, "PATCH", "/v1/links/\(suffix)", body: #"{"disabled":false,"expireTime":"2026-12-03T12:00:01Z"}"#)
        #expect(await click(service, suffix, agent: Agent.windowsChrome).status == 302)
        clock.advance(1)
        answer = await click(service, suffix, agent: Agent.windowsChrome)
        #expect(answer.status == 404)
        #expect(answer.text.contains("expired"))
        #expect(try json(await apiCall(service, "GET", "/v1/links/\(suffix)"))["state"]?.string == "expired")
        _ = await apiCall(service, "PATCH", "/v1/links/\(suffix)", body: #"{"expireTime":null,"maxClicks":2}"#)
        // One click so far; a crawler's preview fetch does not use one up.
        _ = await click(service, suffix, agent: Agent.slackbot)
        #expect(await click(service, suffix, agent: Agent.windowsChrome).status == 302)
        answer = await click(service, suffix, agent: Agent.windowsChrome)
        #expect(answer.status == 404)
        #expect(answer.text.contains("reached the number of clicks"))
        let entry = try json(await apiCall(service, "GET", "/v1/links/\(suffix)"))
        #expect(entry["state"]?.string == "exhausted")
        #expect(entry["clicks"] == .number("2"))
    }

    @Test("a click limit holds under concurrent clicks: exactly that many are answered")
    func limitUnderConcurrency() async throws {
        let (service, suffix) = try await serviceWithLink(Self.long(2))
        _ = await apiCall(service, "PATCH", "/v1/links/\(suffix)", body: #"{"maxClicks":10}"#)
        let statuses = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<50 { group.addTask { await click(service, suffix, agent: Agent.windowsChrome).status } }
            var all: [Int] = []
            for await status in group { all.append(status) }
            return all
        }
        #expect(statuses.filter { $0 == 302 }.count == 10)
        #expect(statuses.filter { $0 == 404 }.count == 40)
    }

    @Test("the allowlist is applied on every click, not only at creation")
    func allowlistOnClick() async throws {
        let store = InMemoryLinkStore()
        let wide = makeService(store: store)
        let suffix = try await createSuffix(wide, longLink: testPrefix + "/?link=https://raycipe.example.com/recipes/2&ofl=https://web.raycipe.example.com/r/2")
        var configuration = wide.configuration
        configuration.allowlist = try LinkAllowlist(patterns: ["https://raycipe.example.com/**"])
        let narrow = LinkService(configuration: configuration, store: store)
        let answer = await click(narrow, suffix, agent: Agent.iPhoneSafari)
        #expect(answer.status == 403)
        #expect(!answer.text.contains("web.raycipe.example.com"))
        #expect(await click(wide, suffix, agent: Agent.windowsChrome).status == 302)
    }

    @Test("GET /v1/links: pages in the order links were made, filtered by tag")
    func list() async throws {
        let service = makeService()
        var suffixes: [String] = []
        for id in 1...5 { suffixes.append(try await createSuffix(service, longLink: Self.long(id))) }
        for index in [0, 2, 3] { _ = await apiCall(service, "PATCH", "/v1/links/\(suffixes[index])", body: #"{"tags":["winter"]}"#) }
        _ = await apiCall(service, "DELETE", "/v1/links/\(suffixes[2])")
        func page(_ query: String) async throws -> (suffixes: [String], next: String?) {
            let response = await apiCall(service, "GET", "/v1/links?" + query)
            #expect(response.status == 200, "\(response.text)")
            let value = try json(response)
            return ((value["links"]?.elements ?? []).compactMap { $0["suffix"]?.string }, value["nextPageToken"]?.string)
        }
        let first = try await page("pageSize=2")
        #expect(first.suffixes == Array(suffixes[0..<2]))
        let second = try await page("pageSize=2&pageToken=\(try #require(first.next))")
        #expect(second.suffixes == [suffixes[3], suffixes[4]])
        #expect(second.next == nil)
        #expect(try await page("tag=winter").suffixes == [suffixes[0], suffixes[3]])
        #expect(try await page("tag=summer").suffixes == [])
        for bad in ["pageSize=0", "pageSize=1001", "pageToken=x", "pageToken=-1", "pageToken=9223372036854775807", "tag=a%20b", "sort=asc"] {
            #expect(await apiCall(service, "GET", "/v1/links?" + bad).status == 400, "\(bad)")
        }
    }

    @Test("edits and deletions survive a restart")
    func restart() async throws {
        let path = try temporaryDirectory() + "/links.jsonl"
        let clock = ManualClock(noonDecember3)
        let first = makeService(clock: { clock.now }, store: try FileLinkStore(path: path))
        let kept = try await createSuffix(first, longLink: Self.long(2))
        let gone = try await createSuffix(first, longLink: Self.long(3))
        _ = await apiCall(first, "PATCH", "/v1/links/\(kept)", body: #"{"longDynamicLink":"\#(Self.long(4))","tags":["mail"],"maxClicks":3,"expireTime":"2030-01-01T00:00:00Z"}"#)
        _ = await apiCall(first, "DELETE", "/v1/links/\(gone)")
        let before = await apiCall(first, "GET", "/v1/links/\(kept)").text

        let second = makeService(clock: { clock.now }, store: try FileLinkStore(path: path))
        #expect(await apiCall(second, "GET", "/v1/links/\(kept)").text == before)
        #expect(await click(second, gone, agent: Agent.windowsChrome).status == 410)
        #expect(await click(second, kept, agent: Agent.windowsChrome).header("Location") == "https://raycipe.example.com/recipes/4")
    }

    @Test("a store with suffixes holding - and _ opens and serves them")
    func dashAndUnderscore() async throws {
        let path = try temporaryDirectory() + "/links.jsonl"
        let lines =
            StoredLink(suffix: "summer-sale", longLink: Self.long(2), option: .short).recordLine
            + StoredLink(suffix: "spring_2024", longLink: Self.long(3), option: .short).recordLine
        try Data(lines.utf8).write(to: URL(fileURLWithPath: path))
        let service = makeService(store: try FileLinkStore(path: path))
        #expect(await click(service, "summer-sale", agent: Agent.windowsChrome).header("Location") == "https://raycipe.example.com/recipes/2")
        #expect(await click(service, "spring_2024", agent: Agent.windowsChrome).header("Location") == "https://raycipe.example.com/recipes/3")
        #expect(await apiCall(service, "GET", statsPath("summer-sale")).status == 200)
    }

    @Test("a store that is only a LinkStore answers management 501 and still serves clicks")
    func plainStore() async throws {
        let store = DatabaseLinkStore(table: MemoryLinkTable())
        let service = LinkService(configuration: makeService().configuration, store: store)
        let link = try await store.create(longLink: Self.long(2), option: .short)
        #expect(await apiCall(service, "GET", "/v1/links/\(link.suffix)").status == 501)
        #expect(await apiCall(service, "GET", statsPath(link.suffix)).status == 501)
        #expect(await click(service, link.suffix, agent: Agent.iPhoneSafari).status == 200)
        #expect(await service.rememberedClicks == 1)
    }
}
