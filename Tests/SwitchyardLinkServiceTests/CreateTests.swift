@testable import SwitchyardLinkService
import Testing

@Suite("Creating links")
struct CreateTests {
    @Test("longDynamicLink: a short link, its preview link, warnings as Firebase wrote them")
    func longDynamicLink() async throws {
        let service = makeService()
        let body = #"{"longDynamicLink":"https://l.raycipe.example.com/?link=https://raycipe.example.com/recipes/2&utm_source=x&tracking=1","suffix":{"option":"SHORT"}}"#
        let response = await service.respond(to: request("POST", "/v1/shortLinks?key=\(testKey)", body: body))
        #expect(response.status == 200)
        #expect(response.header("Content-Type") == "application/json")
        let value = try JSONParser.parse(response.body)
        let short = try #require(value["shortLink"]?.string)
        let suffix = short.dropFirst(testPrefix.count + 1)
        #expect(short.hasPrefix(testPrefix + "/"))
        #expect(suffix.count == 4)
        #expect(value["previewLink"]?.string == short + "?d=1")
        #expect(value["warning"] == .array([.object([("warningCode", .string("UNRECOGNIZED_PARAM")), ("warningMessage", .string("the parameter 'tracking' is not one the format knows; it is kept as it is"))])]))
        let again = await service.respond(to: request("POST", "/v1/shortLinks", headers: [("Authorization", "Bearer \(testKey)")], body: body))
        #expect(try JSONParser.parse(again.body)["shortLink"]?.string == short)
    }

    @Test("dynamicLinkInfo: written as a long link with every field; UNGUESSABLE by default")
    func dynamicLinkInfo() async throws {
        let service = makeService()
        let body = """
            {"dynamicLinkInfo": {"domainUriPrefix": "https://l.raycipe.example.com", "link": "https://raycipe.example.com/recipes/2?x=1&y=2",
              "androidInfo": {"androidPackageName": "com.example.raycipe", "androidMinPackageVersionCode": "12"},
              "iosInfo": {"iosBundleId": "com.example.raycipe", "iosAppStoreId": "1234567890", "iosFallbackLink": "https://web.raycipe.example.com/ios"},
              "navigationInfo": {"enableForcedRedirect": true},
              "desktopInfo": {"desktopFallbackLink": "https://web.raycipe.example.com/d"},
              "socialMetaTagInfo": {"socialTitle": "Pasta", "socialDescription": "Quick", "socialImageLink": "https://raycipe.example.com/i.png"},
              "analyticsInfo": {"googlePlayAnalytics": {"utmSource": "news"}, "itunesConnectAnalytics": {"ct": "spring"}}}}
            """
        let response = await service.respond(to: request("POST", "/v1/shortLinks?key=\(testKey)", body: body))
        #expect(response.status == 200)
        let short = try #require(try JSONParser.parse(response.body)["shortLink"]?.string)
        let suffix = String(short.dropFirst(testPrefix.count + 1))
        #expect(suffix.count == 17)
        let stored = try #require(try await service.store.longLink(forSuffix: suffix))
        #expect(
            stored == "https://l.raycipe.example.com/?link=https%3A%2F%2Fraycipe.example.com%2Frecipes%2F2%3Fx%3D1%26y%3D2"
                + "&apn=com.example.raycipe&amv=12&ibi=com.example.raycipe&ifl=https%3A%2F%2Fweb.raycipe.example.com%2Fios&isi=1234567890"
                + "&ofl=https%3A%2F%2Fweb.raycipe.example.com%2Fd&st=Pasta&sd=Quick&si=https%3A%2F%2Fraycipe.example.com%2Fi.png"
                + "&utm_source=news&ct=spring&efr=1")
        let click = await service.respond(to: request("GET", "/" + suffix, agent: Agent.iPhoneSafari))
        #expect(click.header("Location") == "https://web.raycipe.example.com/ios")
    }

    struct RefusalCase: Sendable, CustomStringConvertible {
        var description: String
        var target: String = "/v1/shortLinks?key=\(testKey)"
        var headers: [String] = []
        var body: String
        var status: Int
        var error: String
    }

    static let refusalCases: [RefusalCase] = [
        RefusalCase(
            description: "no key", target: "/v1/shortLinks", body: "{}", status: 401,
            error: #"{"error":{"code":401,"message":"an API key is required: ?key=KEY or Authorization: Bearer KEY","status":"UNAUTHENTICATED"}}"#),
        RefusalCase(
            description: "a wrong key", target: "/v1/shortLinks?key=nope", body: "{}", status: 403,
            error: #"{"error":{"code":403,"message":"the API key is not valid","status":"PERMISSION_DENIED"}}"#),
        RefusalCase(
            description: "a wrong bearer token", target: "/v1/shortLinks", headers: ["Authorization", "Bearer \(testKey)x"], body: "{}", status: 403,
            error: #"{"error":{"code":403,"message":"the API key is not valid","status":"PERMISSION_DENIED"}}"#),
        RefusalCase(
            description: "not JSON", body: "{", status: 400,
            error: #"{"error":{"code":400,"message":"the body is not JSON: the JSON text ends inside an object at byte 1","status":"INVALID_ARGUMENT"}}"#),
        RefusalCase(
            description: "no link", body: "{}", status: 400,
            error: #"{"error":{"code":400,"message":"the body needs 'longDynamicLink' or 'dynamicLinkInfo'","status":"INVALID_ARGUMENT","field":"longDynamicLink"}}"#),
        RefusalCase(
            description: "a bad suffix option", body: #"{"longDynamicLink":"x","suffix":{"option":"LONG"}}"#, status: 400,
            error: #"{"error":{"code":400,"message":"'suffix.option' must be \"SHORT\" or \"UNGUESSABLE\"","status":"INVALID_ARGUMENT","field":"suffix.option"}}"#),
        RefusalCase(
            description: "another prefix", body: #"{"longDynamicLink":"https://x.page.link/?link=https://raycipe.example.com/"}"#, status: 400,
            error: #"{"error":{"code":400,"message":"the link is not under this service's prefix https://l.raycipe.example.com","status":"INVALID_ARGUMENT","field":"longDynamicLink"}}"#),
        RefusalCase(
            description: "a deep link off the allowlist", body: #"{"longDynamicLink":"https://l.raycipe.example.com/?link=https://evil.example/"}"#, status: 400,
            error: #"{"error":{"code":400,"message":"'link': the deep link is not on the allowlist: https://evil.example/","status":"INVALID_ARGUMENT","field":"link"}}"#),
        RefusalCase(
            description: "a fallback that is not http", body: #"{"longDynamicLink":"https://l.raycipe.example.com/?link=https://raycipe.example.com/&afl=intent://x"}"#, status: 400,
            error: #"{"error":{"code":400,"message":"'afl': the fallback 'afl' is not an http or https URL: intent://x","status":"INVALID_ARGUMENT","field":"afl"}}"#),
        RefusalCase(
            description: "a wrong type", body: #"{"longDynamicLink":"https://l.raycipe.example.com/?link=https://raycipe.example.com/&amv=x"}"#, status: 400,
            error: #"{"error":{"code":400,"message":"'amv': amv must be an integer of zero or more, not 'x'","status":"INVALID_ARGUMENT","field":"amv"}}"#),
        RefusalCase(
            description: "an unknown dynamicLinkInfo field", body: #"{"dynamicLinkInfo":{"domainUriPrefix":"https://l.raycipe.example.com","link":"https://raycipe.example.com/","iosInfo":{"iosBundle":"x"}}}"#, status: 400,
            error: #"{"error":{"code":400,"message":"unknown field 'dynamicLinkInfo.iosInfo.iosBundle'","status":"INVALID_ARGUMENT","field":"dynamicLinkInfo.iosInfo.iosBundle"}}"#),
        RefusalCase(
            description: "a field of the wrong kind", body: #"{"dynamicLinkInfo":{"domainUriPrefix":"https://l.raycipe.example.com","link":["x"]}}"#, status: 400,
            error: #"{"error":{"code":400,"message":"'dynamicLinkInfo.link' must be a string, not an array","status":"INVALID_ARGUMENT","field":"dynamicLinkInfo.link"}}"#),
    ]

    @Test("refusals: status, reason and field", arguments: refusalCases)
    func refusals(_ testCase: RefusalCase) async {
        let service = makeService()
        var headers: [(String, String)] = []
        if testCase.headers.count == 2 { headers.append((testCase.headers[0], testCase.headers[1])) }
        let response = await service.respond(to: request("POST", testCase.target, headers: headers, body: testCase.body))
        #expect(response.status == testCase.status)
        #expect(response.text == testCase.error + "\n")
    }

    @Test("without a configured key, creating is off")
    func disabled() async {
        let service = makeService(keys: [])
        let response = await service.respond(to: request("POST", "/v1/shortLinks?key=anything", body: "{}"))
        #expect(response.status == 403)
        #expect(response.text == #"{"error":{"code":403,"message":"creating links is disabled: the service has no API key configured","status":"PERMISSION_DENIED"}}"# + "\n")
    }

    @Test(
        "keys compare equal only when every byte is equal",
        arguments: [
            ("abc", "abc", true), ("abc", "abd", false), ("abc", "ab", false), ("", "", true), ("abc", "abcd", false),
        ])
    func constantTime(a: String, b: String, equal: Bool) {
        #expect(ASCIIText.constantTimeEqual(Array(a.utf8), Array(b.utf8)) == equal)
    }
}
