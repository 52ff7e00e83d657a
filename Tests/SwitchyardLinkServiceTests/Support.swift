import Foundation
import Switchyard
import SwitchyardPlatform
import Testing
@testable import SwitchyardLinkService

/// The link prefix the tests serve.
let testPrefix = "https://l.raycipe.example.com"

/// The app's routes, as a routes file would give them.
let testRoutes = try! RouteTable([
    RouteDefinition(name: "home", pattern: "https://raycipe.example.com/"),
    RouteDefinition(name: "recipe.detail", pattern: "https://raycipe.example.com/recipes/:id(int)"),
    RouteDefinition(name: "recipe.edit", pattern: "https://raycipe.example.com/recipes/:id(int)/edit"),
    RouteDefinition(name: "recipe.new", pattern: "https://raycipe.example.com/recipes/new"),
    RouteDefinition(name: "share", pattern: "https://raycipe.example.com/share?recipeID=:id(int)&via=qr"),
    RouteDefinition(name: "files", pattern: "https://raycipe.example.com/files/**path"),
    RouteDefinition(name: "custom", pattern: "raycipe://recipes/:id(int)"),
])

/// The allowlist: the app's site, and the web fallbacks the tests use.
let testAllowlist = try! LinkAllowlist(patterns: [
    "https://raycipe.example.com/**",
    "https://web.raycipe.example.com/**",
])

let testKey = "test-key-0123456789"

/// A service on an in-memory store, configured as the tests expect.
func makeService(keys: [String] = [testKey], clock: (@Sendable () -> Double)? = nil, store: (any LinkStore)? = nil) -> LinkService {
    var configuration = LinkServiceConfiguration(prefix: testPrefix, allowlist: testAllowlist)
    configuration.apiKeys = keys
    configuration.routes = testRoutes
    configuration.association.appIDs = ["ABCDE12345.com.example.raycipe"]
    configuration.association.androidPackage = "com.example.raycipe"
    configuration.association.androidFingerprints = ["14:6d:e9:83:c5:73:06:50:d8:ee:b9:95:2f:34:fc:64:16:a0:83:42:e6:1d:be:a8:8a:04:96:b2:3f:cf:44:e5"]
    configuration.association.webOnlyRoutes = ["recipe.edit"]
    if let clock { configuration.now = clock }
    return LinkService(configuration: configuration, store: store ?? InMemoryLinkStore())
}

/// A clock the test moves by hand.
final class ManualClock: Sendable {
    private let seconds: Locked<Double>
    /// A clock at `start` seconds since 1970.
    init(_ start: Double = 1000) { seconds = Locked(start) }
    var now: Double { seconds.withLock { $0 } }
    func advance(_ by: Double) { seconds.withLock { $0 += by } }
}

/// Real user-agent strings.
enum Agent {
    static let iPhoneSafari = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1"
    static let iPadSafari = "Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1"
    static let macSafari = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15"
    static let androidChrome = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.81 Mobile Safari/537.36"
    static let windowsChrome = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36"
    static let slackbot = "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)"
}

/// A request for the service.
func request(_ method: String, _ target: String, agent: String? = nil, headers: [(String, String)] = [], address: String = "203.0.113.7", body: String = "") -> LinkRequest {
    var all = headers
    if let agent { all.append(("User-Agent", agent)) }
    return LinkRequest(method: method, target: target, headers: all, clientAddress: address, body: Array(body.utf8))
}

/// Creates a link through the API and returns its suffix.
func createSuffix(_ service: LinkService, longLink: String, option: String = "SHORT") async throws -> String {
    let body = #"{"longDynamicLink":"\#(longLink)","suffix":{"option":"\#(option)"}}"#
    let response = await service.respond(to: request("POST", "/v1/shortLinks?key=\(testKey)", body: body))
    guard response.status == 200, let value = try? JSONParser.parse(response.body), let short = value["shortLink"]?.string else {
        throw TestFailure("create failed: \(response.status) \(response.text)")
    }
    return String(short.dropFirst(testPrefix.count + 1))
}

/// A service as ``makeService(keys:clock:store:)`` makes it, holding one short link for
/// `longLink`: the service and the link's suffix.
func serviceWithLink(_ longLink: String) async throws -> (service: LinkService, suffix: String) {
    let service = makeService()
    return (service, try await createSuffix(service, longLink: longLink))
}

/// A click on the short link of `suffix`: `GET /SUFFIX` from a browser that says it is `agent`.
func click(_ service: LinkService, _ suffix: String, agent: String, headers: [(String, String)] = []) async -> LinkResponse {
    await service.respond(to: request("GET", "/" + suffix, agent: agent, headers: headers))
}

struct TestFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// A fresh directory for files a test writes.
func temporaryDirectory() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("switchyard-service-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// Expects a raw HTTP answer to open with the status line `HTTP/1.1 STATUS` and to end with
/// `end` (the last words of its body).
func expectAnswer(_ answer: String, status: String, endsWith end: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    #expect(answer.hasPrefix("HTTP/1.1 \(status)\r\n"), "\(answer)", sourceLocation: sourceLocation)
    #expect(answer.hasSuffix(end), "\(answer)", sourceLocation: sourceLocation)
}

/// 2026-12-03T12:00:00Z, in seconds since 1970: the day the analytics tests click on.
let noonDecember3 = 1_796_299_200.0

/// A call of the API with the test key (or `key`, or none when `key` is nil).
func apiCall(_ service: LinkService, _ method: String, _ target: String, body: String = "", key: String? = testKey) async -> LinkResponse {
    var headers: [(String, String)] = []
    if let key { headers.append(("Authorization", "Bearer \(key)")) }
    return await service.respond(to: request(method, target, headers: headers, body: body))
}

/// The stats call's path for the short link of `suffix`, percent-encoded as Firebase's clients sent it.
func statsPath(_ suffix: String, days: String = "7") -> String {
    "/v1/" + (testPrefix + "/" + suffix).replacing(":", with: "%3A").replacing("/", with: "%2F") + "/linkStats?durationDays=" + days
}
