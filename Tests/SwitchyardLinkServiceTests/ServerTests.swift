import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
@testable import SwitchyardLinkService
import SwitchyardPlatform
import Testing

/// A development server on an ephemeral loopback port, for one test.
final class RunningServer: Sendable {
    let server: DevelopmentServer
    let service: LinkService

    init(limits: ServerLimits = ServerLimits()) throws {
        service = makeService()
        let box = LineBox()
        server = try DevelopmentServer(service: service, host: "127.0.0.1", port: 0, limits: limits) { box.append($0) }
        logBox = box
        server.start()
    }

    /// A server with the default limits but these.
    convenience init(idleTimeout: Double, maximumConnections: Int? = nil) throws {
        var limits = ServerLimits()
        limits.idleTimeout = idleTimeout
        if let maximumConnections { limits.maximumConnections = maximumConnections }
        try self.init(limits: limits)
    }

    private let logBox: LineBox
    var log: [String] { logBox.lines }
    var base: String { "http://127.0.0.1:\(server.port)" }

    func stop() async {
        server.stop()
        await server.waitUntilStopped()
    }
}

final class LineBox: Sendable {
    private let stored = Locked<[String]>([])
    func append(_ line: String) { stored.withLock { $0.append(line) } }
    var lines: [String] { stored.withLock { $0 } }
}

/// A connected loopback socket (`-1` when the connection failed).
func connectLoopback(port: Int) -> Int32 {
    let descriptor = socket(AF_INET, SocketConstants.streamType, 0)
    SocketConstants.suppressBrokenPipeSignal(on: descriptor)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    inet_pton(AF_INET, "127.0.0.1", &address.sin_addr)
    let connected = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
    guard connected == 0 else {
        close(descriptor)
        return -1
    }
    return descriptor
}

/// Writes `parts` to a raw loopback connection and returns what comes back until it closes.
func rawExchange(port: Int, _ parts: [String], pause: Double = 0) -> String {
    let descriptor = connectLoopback(port: port)
    guard descriptor >= 0 else { return "connect failed" }
    defer { close(descriptor) }
    for part in parts {
        _ = part.withCString { send(descriptor, $0, strlen($0), SocketConstants.sendFlags) }
        if pause > 0 { usleep(useconds_t(pause * 1_000_000)) }
    }
    return readUntilClosed(descriptor)
}

@Suite("The development server with real clients", .serialized, .enabled(if: Tools.curlTestsEnabled, "needs curl (Debian package curl)"))
struct ServerTests {
    /// `curl -i` output split into status, headers (lower-cased names) and body.
    struct CurlResponse {
        var status: Int
        var headers: [String: String]
        var body: String

        init(_ text: String) {
            let parts = text.components(separatedBy: "\r\n\r\n")
            let head = parts.first ?? ""
            body = parts.dropFirst().joined(separator: "\r\n\r\n")
            let lines = head.components(separatedBy: "\r\n")
            status = Int(lines.first?.split(separator: " ").dropFirst().first ?? "") ?? 0
            var headers: [String: String] = [:]
            for line in lines.dropFirst() {
                guard let colon = line.firstIndex(of: ":") else { continue }
                headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
            self.headers = headers
        }
    }

    func curl(_ arguments: [String]) async throws -> CurlResponse {
        let text = try await offPool { try Tools.runCurl(["-i"] + arguments) }
        return CurlResponse(text)
    }

    @Test("create with curl, then click as each platform")
    func createAndClick() async throws {
        let running = try RunningServer()
        let long = testPrefix + "/?link=https://raycipe.example.com/recipes/2&apn=com.example.raycipe&isi=1234567890&ofl=https://web.raycipe.example.com/r/2&st=Pasta"
        let created = try await curl([
            "-X", "POST", "-H", "Authorization: Bearer \(testKey)", "-H", "Content-Type: application/json",
            "--data-binary", #"{"longDynamicLink":"\#(long)","suffix":{"option":"SHORT"}}"#, running.base + "/v1/shortLinks",
        ])
        #expect(created.status == 200)
        let short = try #require(try JSONParser.parse(created.body)["shortLink"]?.string)
        let path = String(short.dropFirst(testPrefix.count))
        let iPhone = try await curl(["-A", Agent.iPhoneSafari, running.base + path])
        #expect(iPhone.status == 200)
        #expect(iPhone.body.contains(#"<meta property="og:title" content="Pasta">"#))
        let android = try await curl(["-A", Agent.androidChrome, running.base + path])
        #expect(android.status == 302)
        #expect(android.headers["location"]?.hasPrefix("intent://raycipe.example.com/recipes/2#Intent;scheme=https;package=com.example.raycipe;") == true)
        #expect(android.headers["cache-control"] == "no-store")
        let desktop = try await curl(["-A", Agent.windowsChrome, "-e", "https://news.example/story?x=\"1", running.base + path])
        #expect(desktop.status == 302)
        #expect(desktop.headers["location"] == "https://web.raycipe.example.com/r/2")
        let crawler = try await curl(["-A", Agent.slackbot, running.base + path])
        #expect(crawler.status == 200)
        let debug = try await curl([running.base + path + "?d=1"])
        #expect(debug.status == 200)
        #expect(debug.body.contains(#"<dl class="platform" id="platform-desktop"><dt>desktop</dt><dd>302 to</dd><dt>target</dt><dd><code>https://web.raycipe.example.com/r/2</code></dd></dl>"#))
        let head = try await curl(["-I", "-A", Agent.windowsChrome, running.base + path])
        #expect(head.status == 302)
        #expect(head.body.isEmpty)
        await running.stop()
        #expect(running.log.count == 7)
        // Each line: the time (UTC), the address, the request, the status, the size, the time
        // taken, the user agent and the referrer, quoted and escaped.
        let time = #/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z /#
        for line in running.log { #expect(line.prefixMatch(of: time) != nil, "\(line)") }
        #expect(running.log.first?.dropFirst(21).hasPrefix(#"127.0.0.1 "POST /v1/shortLinks HTTP/1.1" 200 "#) == true)
        #expect(running.log.first?.firstMatch(of: #/ms "curl/[0-9.]+" "-"$/#) != nil, "\(running.log.first ?? "")")
        #expect(running.log[3].dropFirst(21).hasPrefix(#"127.0.0.1 "GET \#(path) HTTP/1.1" 302 "#), "\(running.log[3])")
        #expect(running.log[3].hasSuffix(#"ms "\#(Agent.windowsChrome)" "https://news.example/story?x=\"1""#), "\(running.log[3])")
    }

    @Test("association files over HTTP: JSON, no redirect")
    func associationFiles() async throws {
        let running = try RunningServer()
        let apple = try await curl([running.base + "/.well-known/apple-app-site-association"])
        #expect(apple.status == 200)
        #expect(apple.headers["content-type"] == "application/json")
        #expect(apple.body == (try AppleAppSiteAssociation.file(for: testRoutes, configuration: running.service.configuration.association)))
        let android = try await curl([running.base + "/.well-known/assetlinks.json"])
        #expect(android.status == 200)
        #expect(android.body.contains(#""package_name": "com.example.raycipe""#))
        await running.stop()
    }

    struct BadCase: Sendable, CustomStringConvertible {
        var description: String
        var arguments: [String]
        var status: Int
        var body: String
    }

    static let badCases: [BadCase] = [
        BadCase(description: "unknown suffix", arguments: ["/Zz9Q"], status: 404, body: "There is no link at this address."),
        BadCase(description: "a path that is not a link", arguments: ["/a/b/c"], status: 404, body: "There is no link at this address."),
        BadCase(description: "DELETE on a link", arguments: ["-X", "DELETE", "/Zz9Q"], status: 405, body: apiErrorBody(405, "UNIMPLEMENTED", "DELETE is not allowed here; use GET or HEAD")),
        BadCase(
            description: "no key", arguments: ["-X", "POST", "--data-binary", "{}", "/v1/shortLinks"], status: 401,
            body: #"{"error":{"code":401,"message":"an API key is required: ?key=KEY or Authorization: Bearer KEY","status":"UNAUTHENTICATED"}}"# + "\n"),
        BadCase(
            description: "a wrong key", arguments: ["-X", "POST", "--data-binary", "{}", "/v1/shortLinks?key=wrong"], status: 403,
            body: #"{"error":{"code":403,"message":"the API key is not valid","status":"PERMISSION_DENIED"}}"# + "\n"),
        BadCase(
            description: "a deep link off the allowlist", arguments: ["-X", "POST", "--data-binary", #"{"longDynamicLink":"https://l.raycipe.example.com/?link=https://evil.example/"}"#, "/v1/shortLinks?key=\(testKey)"], status: 400,
            body: #"{"error":{"code":400,"message":"'link': the deep link is not on the allowlist: https://evil.example/","status":"INVALID_ARGUMENT","field":"link"}}"# + "\n"),
        BadCase(
            description: "a body over 16 KB", arguments: ["-X", "POST", "--data-binary", String(repeating: "x", count: 16_385), "/v1/shortLinks?key=\(testKey)"], status: 413,
            body: apiErrorBody(413, "INVALID_ARGUMENT", "the body is 16385 bytes, over the 16384-byte limit")),
        BadCase(
            description: "a chunked body", arguments: ["-X", "POST", "-H", "Transfer-Encoding: chunked", "--data-binary", "{}", "/v1/shortLinks?key=\(testKey)"], status: 411,
            body: apiErrorBody(411, "FAILED_PRECONDITION", "chunked bodies are not read; send Content-Length")),
        BadCase(
            description: "a header past 8 KB", arguments: ["-H", "X-Big: " + String(repeating: "y", count: 9_000), "/Zz9Q"], status: 431,
            body: apiErrorBody(431, "INVALID_ARGUMENT", "the request head passes 8192 bytes")),
    ]

    @Test("every bad request over HTTP", arguments: badCases)
    func badRequests(_ testCase: BadCase) async throws {
        let running = try RunningServer()
        var arguments = testCase.arguments
        arguments[arguments.count - 1] = running.base + arguments[arguments.count - 1]
        let response = try await curl(arguments)
        #expect(response.status == testCase.status)
        #expect(response.body.contains(testCase.body))
        await running.stop()
    }

    @Test("a client that trickles its request gets 408 within the idle time")
    func slowClient() async throws {
        let running = try RunningServer(idleTimeout: 0.5)
        let port = running.server.port
        let started = Date()
        let answer = try await offPool { rawExchange(port: port, ["GET /Zz9Q HTTP/1.1\r\n", "Host: x\r\n", "X-Slow: 1\r\n"], pause: 0.3) }
        expectAnswer(answer, status: "408 Request Timeout", endsWith: apiErrorBody(408, "DEADLINE_EXCEEDED", "the request did not arrive whole within 0.5 s"))
        #expect(Date().timeIntervalSince(started) < 2)
        await running.stop()
    }

    @Test("one connection past the limit is answered 503")
    func connectionLimit() async throws {
        let running = try RunningServer(idleTimeout: 1, maximumConnections: 1)
        let port = running.server.port
        // The first connection holds the only slot by sending half a request.
        let holder = connectLoopback(port: port)
        defer { close(holder) }
        _ = "GET /Zz9Q HTTP/1.1\r\n".withCString { send(holder, $0, strlen($0), SocketConstants.sendFlags) }
        for _ in 0..<100 where running.server.connections.value < 1 { try await Task.sleep(for: .milliseconds(10)) }
        #expect(running.server.connections.value == 1)
        let second = try await offPool { rawExchange(port: port, ["GET /Zz9Q HTTP/1.1\r\nHost: x\r\n\r\n"]) }
        #expect(second.hasPrefix("HTTP/1.1 503 Service Unavailable\r\n"))
        #expect(second.hasSuffix(apiErrorBody(503, "UNAVAILABLE", "the server is serving 1 connections; try again")))
        await running.stop()
    }

    @Test("keep-alive: two requests on one connection")
    func keepAlive() async throws {
        let running = try RunningServer()
        let port = running.server.port
        let answer = try await offPool {
            rawExchange(port: port, ["GET /Zz9Q HTTP/1.1\r\nHost: x\r\n\r\nGET /.well-known/assetlinks.json HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"])
        }
        #expect(answer.components(separatedBy: "HTTP/1.1 ").count == 3)
        #expect(answer.hasPrefix("HTTP/1.1 404 Not Found\r\n"))
        #expect(answer.contains("HTTP/1.1 200 OK\r\n"))
        await running.stop()
    }

    #if canImport(FoundationNetworking) || canImport(Darwin)
    @Test("URLSession: create and fetch the Apple file")
    func urlSession() async throws {
        let running = try RunningServer()
        var create = URLRequest(url: URL(string: running.base + "/v1/shortLinks?key=\(testKey)")!)
        create.httpMethod = "POST"
        create.httpBody = Data(#"{"longDynamicLink":"https://l.raycipe.example.com/?link=https://raycipe.example.com/recipes/9"}"#.utf8)
        let (data, response) = try await URLSession.shared.data(for: create)
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        let short = try #require(try JSONParser.parse(Array(data))["shortLink"]?.string)
        #expect(short.count == testPrefix.count + 18)
        let (apple, appleResponse) = try await URLSession.shared.data(from: URL(string: running.base + "/.well-known/apple-app-site-association")!)
        #expect((appleResponse as? HTTPURLResponse)?.value(forHTTPHeaderField: "Content-Type") == "application/json")
        #expect(String(decoding: apple, as: UTF8.self).contains("ABCDE12345.com.example.raycipe"))
        await running.stop()
    }
    #endif
}
