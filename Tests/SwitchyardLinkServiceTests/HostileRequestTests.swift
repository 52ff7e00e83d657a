import Foundation
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

/// Sends `bytes` until the peer stops taking them, then reads what comes back until it closes.
///
/// The server answers an oversized head before it has read all of it, so the send may fail
/// part-way (the peer closed); what it answered is still read.
func hostileExchange(port: Int, _ bytes: [UInt8]) -> String {
    let descriptor = connectLoopback(port: port)
    guard descriptor >= 0 else { return "connect failed" }
    defer { close(descriptor) }
    var offset = 0
    while offset < bytes.count {
        let sent = bytes.withUnsafeBytes { send(descriptor, $0.baseAddress! + offset, bytes.count - offset, SocketConstants.sendFlags) }
        if sent <= 0 { break }
        offset += sent
    }
    return readUntilClosed(descriptor)
}

/// What arrives on `descriptor` until the peer closes or resets it.
func readUntilClosed(_ descriptor: Int32) -> String {
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
        let count = recv(descriptor, &buffer, buffer.count, 0)
        if count <= 0 { break }
        received.append(contentsOf: buffer[0..<count])
    }
    return String(decoding: received, as: UTF8.self)
}

/// Sends `bytes` one at a time, `every` seconds apart, until the server answers or closes;
/// returns the answer.
func trickle(port: Int, _ bytes: [UInt8], every seconds: Double) -> String {
    let descriptor = connectLoopback(port: port)
    guard descriptor >= 0 else { return "connect failed" }
    defer { close(descriptor) }
    for byte in bytes {
        var value = byte
        guard send(descriptor, &value, 1, SocketConstants.sendFlags) == 1 else { break }
        if Socket.wait(descriptor, milliseconds: Int32(seconds * 1000)) { break }
    }
    return readUntilClosed(descriptor)
}

/// The answer to a plain request for an unknown link: proof the server still serves.
func stillServes(port: Int) -> Bool {
    let answer = rawExchange(port: port, ["GET /Zz9Q HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"])
    return answer.hasPrefix("HTTP/1.1 404 Not Found\r\n") && answer.contains("There is no link at this address.")
}

/// Expects the server to answer a plain request still, then stops it.
func expectStillServesThenStop(_ running: RunningServer, sourceLocation: Testing.SourceLocation = #_sourceLocation) async throws {
    #expect(try await offPool { stillServes(port: running.server.port) }, sourceLocation: sourceLocation)
    await running.stop()
}

@Suite("Hostile requests to the development server (raw sockets)", .serialized)
struct HostileRequestTests {
    @Test("100 KB of headers: 431, and the server serves the next client")
    func hugeHeaders() async throws {
        let running = try RunningServer()
        let port = running.server.port
        var request = "GET /Zz9Q HTTP/1.1\r\nHost: x\r\n"
        for index in 0..<1_000 { request += "X-Hostile-\(index): " + String(repeating: "h", count: 84) + "\r\n" }
        request += "\r\n"
        #expect(request.utf8.count > 100_000)
        let bytes = Array(request.utf8)
        let answer = try await offPool { hostileExchange(port: port, bytes) }
        expectAnswer(answer, status: "431 Request Header Fields Too Large", endsWith: apiErrorBody(431, "INVALID_ARGUMENT", "the request head passes 8192 bytes"))
        try await expectStillServesThenStop(running)
    }

    @Test("a Content-Length longer than the body sent: 408 at the idle time, then serving")
    func bodyThatNeverEnds() async throws {
        let running = try RunningServer(idleTimeout: 0.5)
        let port = running.server.port
        let started = Date()
        let answer = try await offPool {
            rawExchange(port: port, ["POST /v1/shortLinks?key=\(testKey) HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n{\"longDynamicLink\":"])
        }
        expectAnswer(answer, status: "408 Request Timeout", endsWith: apiErrorBody(408, "DEADLINE_EXCEEDED", "the body did not arrive whole within 0.5 s"))
        #expect(Date().timeIntervalSince(started) < 3)
        try await expectStillServesThenStop(running)
    }

    @Test("a body announced and sent past 16 KB: 413 without reading it, then serving")
    func bodyPastTheLimit() async throws {
        let running = try RunningServer()
        let port = running.server.port
        let body = String(repeating: "b", count: 200_000)
        let request = "POST /v1/shortLinks?key=\(testKey) HTTP/1.1\r\nHost: x\r\nContent-Length: \(body.utf8.count)\r\n\r\n" + body
        let answer = try await offPool { hostileExchange(port: port, Array(request.utf8)) }
        expectAnswer(answer, status: "413 Content Too Large", endsWith: apiErrorBody(413, "INVALID_ARGUMENT", "the body is 200000 bytes, over the 16384-byte limit"))
        try await expectStillServesThenStop(running)
    }

    /// 1,000 connections that send nothing, against a configured limit of 50 (the default is
    /// 64; the lower limit keeps the threads the test starts few).
    ///
    /// Both ends of every connection are in this process, so the soft limit on open
    /// descriptors is raised first (macOS starts processes with a lower one); a hard limit too
    /// low for that fails the test rather than testing fewer connections.
    @Test("1,000 idle connections: the limit serves 50, answers the rest 503, and serving resumes once they close")
    func thousandIdleConnections() async throws {
        let descriptorsNeeded = 2 * 1_000 + 64
        if let problem = raiseOpenDescriptorLimit(toAtLeast: descriptorsNeeded) {
            Issue.record("1,000 loopback connections need \(descriptorsNeeded) open descriptors in this process: \(problem)")
            return
        }
        let running = try RunningServer(idleTimeout: 5, maximumConnections: 50)
        let port = running.server.port
        // In batches of 100, so that the listen backlog (128) is never full: a connection past it
        // would wait for the kernel's SYN retry instead of being answered.
        var opened: [Int32] = []
        for _ in 0..<10 {
            opened += (0..<100).map { _ in connectLoopback(port: port) }
            try await Task.sleep(for: .milliseconds(50))
        }
        let descriptors = opened
        defer { for descriptor in descriptors where descriptor >= 0 { close(descriptor) } }
        #expect(descriptors.allSatisfy { $0 >= 0 })
        // Every connection past the limit is answered and closed at once; the ones held say nothing
        // (they are held for the idle time, longer than this check takes).
        let answers = try await offPool {
            var answers = [String?](repeating: nil, count: descriptors.count)
            let deadline = Date().addingTimeInterval(3)
            while answers.compactMap({ $0 }).count < 950, Date() < deadline {
                for (index, descriptor) in descriptors.enumerated() where answers[index] == nil && Socket.wait(descriptor, milliseconds: 0) {
                    answers[index] = readUntilClosed(descriptor)
                }
            }
            return answers.map { $0 ?? "" }
        }
        let refused = answers.filter { $0.hasPrefix("HTTP/1.1 503 Service Unavailable\r\n") && $0.hasSuffix(apiErrorBody(503, "UNAVAILABLE", "the server is serving 50 connections; try again")) }
        #expect(refused.count == 950)
        #expect(answers.filter(\.isEmpty).count == 50)
        #expect(running.server.connections.value == 50)
        for descriptor in descriptors where descriptor >= 0 { shutdown(descriptor, Int32(SHUT_RDWR)) }
        for _ in 0..<200 where running.server.connections.value > 0 { try await Task.sleep(for: .milliseconds(10)) }
        #expect(running.server.connections.value == 0)
        try await expectStillServesThenStop(running)
    }

    /// The deadline runs from the first byte of a request; a byte a second does not move it.
    @Test("a byte a second: 408 at the idle time, while another client is served meanwhile")
    func byteASecond() async throws {
        let running = try RunningServer(idleTimeout: 2.5)
        let port = running.server.port
        let started = Date()
        async let slow = offPool { trickle(port: port, Array("GET /Zz9Q HTTP/1.1\r\n".utf8), every: 1) }
        try await Task.sleep(for: .milliseconds(300))
        #expect(try await offPool { stillServes(port: port) })
        let answer = try await slow
        #expect(Date().timeIntervalSince(started) < 5)
        expectAnswer(answer, status: "408 Request Timeout", endsWith: apiErrorBody(408, "DEADLINE_EXCEEDED", "the request did not arrive whole within 2.5 s"))
        #expect(running.log.contains { $0.hasSuffix("(the request did not arrive whole within 2.5 s)") })
        try await expectStillServesThenStop(running)
    }
}
