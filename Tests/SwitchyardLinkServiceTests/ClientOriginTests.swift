@testable import SwitchyardLinkService
import Testing

@Suite("The client's address and scheme behind proxies")
struct ClientOriginTests {
    struct RangeCase: Sendable, CustomStringConvertible {
        var range: String
        var inside: [String]
        var outside: [String]
        var description: String { range }
    }

    static let rangeCases: [RangeCase] = [
        RangeCase(range: "10.0.0.0/8", inside: ["10.0.0.1", "10.255.255.255", "::ffff:10.1.2.3"], outside: ["11.0.0.1", "9.255.255.255", "::1", "nonsense"]),
        RangeCase(range: "127.0.0.2", inside: ["127.0.0.2"], outside: ["127.0.0.1", "127.0.0.3"]),
        RangeCase(range: "192.168.1.128/25", inside: ["192.168.1.128", "192.168.1.255"], outside: ["192.168.1.127"]),
        RangeCase(range: "::1", inside: ["::1", "[::1]", "0:0:0:0:0:0:0:1"], outside: ["::2", "127.0.0.1"]),
        RangeCase(range: "2001:db8::/32", inside: ["2001:db8::1", "2001:DB8:ffff::", "2001:db8:0:0:0:0:1.2.3.4"], outside: ["2001:db9::1", "2001:db8", "2001:db8:::1"]),
        RangeCase(range: "0.0.0.0/0", inside: ["1.2.3.4", "255.255.255.255"], outside: ["::1"]),
    ]

    @Test("address ranges", arguments: rangeCases)
    func ranges(_ testCase: RangeCase) throws {
        let range = try AddressRange(testCase.range)
        for address in testCase.inside { #expect(range.contains(address), "\(address)") }
        for address in testCase.outside { #expect(!range.contains(address), "\(address)") }
    }

    @Test(
        "bad ranges say what is wrong",
        arguments: [
            ("10.0.0.0/33", "'10.0.0.0/33' is not an address range (ADDRESS or ADDRESS/BITS): the prefix length must be a whole number from 0 to 32, not '33'"),
            ("10.0.0/8", "'10.0.0/8' is not an address range (ADDRESS or ADDRESS/BITS): '10.0.0' is not an IPv4 or IPv6 address"),
            ("::1/+5", "'::1/+5' is not an address range (ADDRESS or ADDRESS/BITS): the prefix length must be a whole number from 0 to 128, not '+5'"),
            ("256.1.1.1", "'256.1.1.1' is not an address range (ADDRESS or ADDRESS/BITS): '256.1.1.1' is not an IPv4 or IPv6 address"),
        ])
    func badRanges(_ text: String, _ message: String) {
        do {
            _ = try AddressRange(text)
            Issue.record("\(text) was read")
        } catch {
            #expect(error.description == message)
        }
    }

    static let proxies = [try! AddressRange("10.0.0.0/8"), try! AddressRange("::1")]

    struct OriginCase: Sendable, CustomStringConvertible {
        var description: String
        var peer: String
        var headers: [(String, String)]
        var address: String
        var scheme: String?
    }

    static let originCases: [OriginCase] = [
        OriginCase(description: "an untrusted peer's headers are ignored", peer: "203.0.113.7", headers: [("X-Forwarded-For", "198.51.100.1"), ("X-Forwarded-Proto", "https")], address: "203.0.113.7"),
        OriginCase(description: "a trusted proxy without headers is the client", peer: "10.0.0.2", headers: [], address: "10.0.0.2"),
        OriginCase(description: "one proxy", peer: "10.0.0.2", headers: [("X-Forwarded-For", "203.0.113.7"), ("X-Forwarded-Proto", "https")], address: "203.0.113.7", scheme: "https"),
        OriginCase(
            description: "a client's own X-Forwarded-For is passed over", peer: "10.0.0.2", headers: [("X-Forwarded-For", "1.1.1.1, 203.0.113.7"), ("X-Forwarded-Proto", "https")],
            address: "203.0.113.7", scheme: "https"),
        OriginCase(
            description: "two trusted proxies", peer: "10.0.0.2", headers: [("X-Forwarded-For", "203.0.113.7, 10.0.0.9"), ("X-Forwarded-Proto", "https, http")],
            address: "203.0.113.7", scheme: "https"),
        OriginCase(description: "repeated headers are one list", peer: "::1", headers: [("X-Forwarded-For", "1.1.1.1"), ("X-Forwarded-For", "203.0.113.7")], address: "203.0.113.7"),
        OriginCase(description: "every hop trusted: the leftmost", peer: "10.0.0.2", headers: [("X-Forwarded-For", "10.0.0.5, 10.0.0.9")], address: "10.0.0.5"),
        OriginCase(description: "unknown stops the walk", peer: "10.0.0.2", headers: [("X-Forwarded-For", "203.0.113.7, unknown, 10.0.0.9")], address: "10.0.0.9"),
        OriginCase(
            description: "Forwarded, with a port and IPv6", peer: "10.0.0.2",
            headers: [("Forwarded", #"for=198.51.100.1;proto=http, for="[2001:db8::7]:4711";proto=HTTPS"#), ("X-Forwarded-For", "1.1.1.1")],
            address: "2001:db8::7", scheme: "https"),
        OriginCase(description: "a scheme that is not http(s) is none", peer: "10.0.0.2", headers: [("X-Forwarded-For", "203.0.113.7"), ("X-Forwarded-Proto", "gopher")], address: "203.0.113.7"),
    ]

    @Test("the client and its scheme", arguments: originCases)
    func origins(_ testCase: OriginCase) {
        let origin = ClientOrigin(of: LinkRequest(method: "GET", path: "/", headers: testCase.headers, clientAddress: testCase.peer), trustedProxies: Self.proxies)
        #expect(origin.address == testCase.address)
        #expect(origin.scheme == testCase.scheme)
    }

    @Test("install attribution matches the forwarded client, not the proxy")
    func attributionBehindProxy() async throws {
        var configuration = LinkServiceConfiguration(prefix: testPrefix, allowlist: testAllowlist)
        configuration.apiKeys = [testKey]
        configuration.trustedProxies = Self.proxies
        let service = LinkService(configuration: configuration, store: InMemoryLinkStore())
        let suffix = try await createSuffix(service, longLink: testPrefix + "/?link=https://raycipe.example.com/recipes/2&isi=1")
        _ = await service.respond(to: request("GET", "/" + suffix, agent: Agent.iPhoneSafari, headers: [("X-Forwarded-For", "203.0.113.7")], address: "10.0.0.2"))
        // Another visitor behind the same proxy does not get the link.
        let stranger = await service.respond(to: request("POST", "/v1/installAttribution", headers: [("X-Forwarded-For", "198.51.100.4")], address: "10.0.0.2", body: #"{"platform":"ios"}"#))
        #expect(try JSONParser.parse(stranger.body)["confidence"]?.string == "none")
        let visitor = await service.respond(to: request("POST", "/v1/installAttribution", headers: [("X-Forwarded-For", "203.0.113.7")], address: "10.0.0.2", body: #"{"platform":"ios"}"#))
        #expect(try JSONParser.parse(visitor.body)["confidence"]?.string == "weak")
    }
}
