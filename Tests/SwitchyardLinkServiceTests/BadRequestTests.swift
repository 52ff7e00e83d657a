@testable import SwitchyardLinkService
import Testing

@Suite("Bad requests")
struct BadRequestTests {
    @Test(
        "unknown suffixes and paths that are not links get the same 404 page",
        arguments: [
            "/Zz9Q", "/abcd", "/not-a-link", "/a/b", "/" + String(repeating: "a", count: 65), "/favicon.ico",
        ])
    func notFound(path: String) async throws {
        let service = makeService()
        _ = try await createSuffix(service, longLink: testPrefix + "/?link=https://raycipe.example.com/recipes/2")
        let response = await service.respond(to: request("GET", path, agent: Agent.windowsChrome))
        #expect(response == LinkService.notFound)
        #expect(response.status == 404)
        #expect(response.text.contains("There is no link at this address."))
    }

    @Test("a method other than GET or HEAD on a link is 405", arguments: ["POST", "PUT", "DELETE", "PATCH"])
    func methodNotAllowed(method: String) async throws {
        let service = makeService()
        let suffix = try await createSuffix(service, longLink: testPrefix + "/?link=https://raycipe.example.com/recipes/2")
        let response = await service.respond(to: request(method, "/" + suffix))
        #expect(response.status == 405)
        #expect(response.header("Allow") == "GET, HEAD")
        #expect(response.text == apiErrorBody(405, "UNIMPLEMENTED", "\(method) is not allowed here; use GET or HEAD"))
    }

    @Test("GET on the create path is 405")
    func getCreate() async {
        let response = await makeService().respond(to: request("GET", "/v1/shortLinks"))
        #expect(response.status == 405)
        #expect(response.header("Allow") == "POST")
    }

    @Test("a body over 16 KB is 413; 16 KB exactly is read")
    func bodyLimit() async {
        let service = makeService()
        let over = await service.respond(to: request("POST", "/v1/shortLinks?key=\(testKey)", body: String(repeating: " ", count: 16_385)))
        #expect(over.status == 413)
        #expect(over.text == apiErrorBody(413, "INVALID_ARGUMENT", "the body is 16385 bytes, over the 16384-byte limit"))
        #expect(over.header("Content-Type") == "application/json")
        let exact = await service.respond(to: request("POST", "/v1/shortLinks?key=\(testKey)", body: String(repeating: " ", count: 16_383) + "x"))
        #expect(exact.status == 400)
    }
}
