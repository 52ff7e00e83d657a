#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SwitchyardPlatform

/// One client connection of the ``DevelopmentServer``: requests read with the limits, each
/// answered by the service and logged.
///
/// Sendable (unchecked): a connection is made on the accepting thread and handed, once, to
/// the thread that serves it; only that thread touches `buffer` (the one mutable field)
/// after that, and the other fields are constants.
final class Connection: @unchecked Sendable {
    private let server: DevelopmentServer
    private let descriptor: Int32
    private let address: String
    private var buffer: [UInt8] = []

    init(server: DevelopmentServer, descriptor: Int32, address: String) {
        self.server = server
        self.descriptor = descriptor
        self.address = address
    }

    func serve() {
        defer {
            close(descriptor)
            server.connections.decrement()
        }
        while !server.isStopping {
            guard let keepAlive = serveOne(), keepAlive else { return }
        }
    }

    /// Reads and answers one request; whether to keep the connection, `nil` to close it.
    private func serveOne() -> Bool? {
        let limits = server.limits
        let deadline = Socket.now() + limits.idleTimeout
        let started = Socket.now()
        // The head.
        var headEnd: Int?
        while true {
            if let end = Self.headEnd(buffer) {
                headEnd = end
                break
            }
            if buffer.count > limits.maximumHeaderSize {
                return refuse(431, "the request head passes \(limits.maximumHeaderSize) bytes", started: started)
            }
            switch read(until: deadline) {
            case .data: continue
            case .closed: return nil
            case .timedOut:
                return buffer.isEmpty ? nil : refuse(408, "the request did not arrive whole within \(Self.seconds(limits.idleTimeout))", started: started)
            }
        }
        guard let headEnd, headEnd <= limits.maximumHeaderSize else {
            return refuse(431, "the request head passes \(limits.maximumHeaderSize) bytes", started: started)
        }
        let head: HTTPRequestHead
        let length: Int
        do {
            head = try HTTPRequestHead.parse(buffer[0..<headEnd])
            length = try head.contentLength()
        } catch {
            return refuse(error.status, error.reason, started: started)
        }
        if length > limits.maximumBodySize {
            return refuse(413, "the body is \(length) bytes, over the \(limits.maximumBodySize)-byte limit", started: started, head: head)
        }
        // The body.
        while buffer.count < headEnd + 4 + length {
            switch read(until: deadline) {
            case .data: continue
            case .closed: return nil
            case .timedOut: return refuse(408, "the body did not arrive whole within \(Self.seconds(limits.idleTimeout))", started: started, head: head)
            }
        }
        let body = Array(buffer[(headEnd + 4)..<(headEnd + 4 + length)])
        buffer.removeFirst(headEnd + 4 + length)
        var received = LinkRequest(method: head.method, target: head.target, headers: head.fields.map { ($0.name, $0.value) }, clientAddress: address, body: body)
        received.scheme = "http"
        let request = received
        let service = server.service
        let response = Completion.run { await service.respond(to: request) }
        let keepAlive = head.keepsAlive && !server.isStopping
        let sent = Self.sendAll(descriptor, HTTPResponseBytes.make(response, keepAlive: keepAlive), deadline: Socket.now() + limits.idleTimeout)
        logLine(head: head, status: response.status, bytes: response.body.count, started: started, origin: service.origin(of: request))
        return sent && keepAlive
    }

    /// Answers a request the server refuses by itself with the API's JSON error, and closes
    /// the connection.
    private func refuse(_ status: Int, _ reason: String, started: Double, head: HTTPRequestHead? = nil) -> Bool? {
        let response = LinkResponse.apiError(status, reason)
        _ = Self.sendAll(descriptor, HTTPResponseBytes.make(response, keepAlive: false), deadline: Socket.now() + 1)
        logLine(head: head, status: status, bytes: response.body.count, started: started, note: reason)
        return nil
    }

    private func logLine(head: HTTPRequestHead?, status: Int, bytes: Int, started: Double, note: String? = nil, origin: ClientOrigin? = nil) {
        let milliseconds = (Socket.now() - started) * 1000
        server.log(
            AccessLogLine.text(
                time: WallClock.now(), address: origin?.address ?? address, head: head, status: status, bytes: bytes, milliseconds: milliseconds, note: note,
                proxy: origin?.proxy.map { (address: $0, scheme: origin?.scheme) }))
    }

    private enum ReadResult { case data, closed, timedOut }

    /// Reads what is there, waiting at most until `deadline` (in slices, to notice a stop).
    private func read(until deadline: Double) -> ReadResult {
        while true {
            let remaining = deadline - Socket.now()
            if remaining <= 0 { return .timedOut }
            if server.isStopping, buffer.isEmpty { return .closed }
            guard Socket.wait(descriptor, milliseconds: Int32(min(remaining, 0.2) * 1000) + 1) else { continue }
            var chunk = [UInt8](repeating: 0, count: 16_384)
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count < 0, errno == EINTR || errno == EAGAIN { continue }
            if count <= 0 { return .closed }
            buffer.append(contentsOf: chunk[0..<count])
            return .data
        }
    }

    /// Sends all of `bytes`, giving up at `deadline` (a client that does not read cannot hold the thread).
    @discardableResult
    static func sendAll(_ descriptor: Int32, _ bytes: [UInt8], deadline: Double) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let remaining = deadline - Socket.now()
            guard remaining > 0, Socket.wait(descriptor, forWriting: true, milliseconds: Int32(remaining * 1000) + 1) else { return false }
            let sent = bytes.withUnsafeBytes { send(descriptor, $0.baseAddress! + offset, bytes.count - offset, SocketConstants.sendFlags) }
            if sent < 0, errno == EINTR || errno == EAGAIN { continue }
            if sent <= 0 { return false }
            offset += sent
        }
        return true
    }

    /// Where `\r\n\r\n` starts, if it is there.
    static func headEnd(_ bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        for index in 0...(bytes.count - 4) where bytes[index] == 0x0D && bytes[index + 1] == 0x0A && bytes[index + 2] == 0x0D && bytes[index + 3] == 0x0A {
            return index
        }
        return nil
    }

    static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }
}
