@testable import SwitchyardLinkService
import Testing

/// `POST /v1/reopenAttribution` as Firebase's iOS SDK called it: `requestedLink` and
/// `bundleId` in, the link's deep link, long link, campaign and minimum version out.
@Suite("reopenAttribution: Firebase's request and answer")
struct ReopenAttributionTests {
    static let longLink =
        testPrefix
        + "/?link=https://raycipe.example.com/recipes/2&ibi=com.example.raycipe&imv=2.1&utm_source=mail&utm_medium=email&utm_campaign=winter&utm_content=banner&utm_term=soup"

    func reopen(_ service: LinkService, _ body: String) async throws -> (status: Int, json: JSONValue) {
        let answer = await service.respond(to: request("POST", "/v1/reopenAttribution", body: body))
        return (answer.status, try JSONParser.parse(answer.body))
    }

    @Test("a short link, asked with bundleId, answers every field of Firebase's answer")
    func shortLink() async throws {
        let (service, suffix) = try await serviceWithLink(Self.longLink)
        let (status, json) = try await reopen(
            service, #"{"requestedLink":"\#(testPrefix)/\#(suffix)","bundleId":"com.example.raycipe","sdkVersion":"10.0.0"}"#)
        #expect(status == 200)
        #expect(json["deepLink"]?.string == "https://raycipe.example.com/recipes/2")
        #expect(json["resolvedLink"]?.string == Self.longLink)
        #expect(json["utmSource"]?.string == "mail")
        #expect(json["utmMedium"]?.string == "email")
        #expect(json["utmCampaign"]?.string == "winter")
        #expect(json["utmContent"]?.string == "banner")
        #expect(json["utmTerm"]?.string == "soup")
        #expect(json["iosMinAppVersion"]?.string == "2.1")
    }

    @Test("a long link of the service is answered from its own data; a value it lacks is null")
    func longLink() async throws {
        let service = makeService()
        let long = testPrefix + "/?link=https://raycipe.example.com/recipes/3"
        let (status, json) = try await reopen(service, #"{"requestedLink":"\#(long)","bundleId":"com.example.raycipe"}"#)
        #expect(status == 200)
        #expect(json["deepLink"]?.string == "https://raycipe.example.com/recipes/3")
        #expect(json["resolvedLink"]?.string == long)
        #expect(json["utmSource"] == .null)
        #expect(json["iosMinAppVersion"] == .null)
    }

    @Test("an unknown link is a 404 with the reason; a missing bundleId and platform a 400 naming the field")
    func refusals() async throws {
        let service = makeService()
        let unknown = try await reopen(service, #"{"requestedLink":"\#(testPrefix)/Zz9z","bundleId":"com.example.raycipe"}"#)
        #expect(unknown.status == 404)
        #expect(unknown.json["error"]?["message"]?.string == "there is no link with the suffix 'Zz9z'")
        let foreign = try await reopen(service, #"{"requestedLink":"https://evil.example/Zz9z","bundleId":"com.example.raycipe"}"#)
        #expect(foreign.status == 404)
        let neither = try await reopen(service, #"{"requestedLink":"\#(testPrefix)/Zz9z"}"#)
        #expect(neither.status == 400)
        #expect(neither.json["error"]?["field"]?.string == "platform")
        let emptyBundle = try await reopen(service, #"{"requestedLink":"\#(testPrefix)/Zz9z","bundleId":""}"#)
        #expect(emptyBundle.json["error"]?["field"]?.string == "bundleId")
    }
}
