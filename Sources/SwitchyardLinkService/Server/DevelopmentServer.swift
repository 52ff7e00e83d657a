#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SwitchyardPlatform

/// A small HTTP/1.1 server on POSIX sockets that hosts a ``LinkService``: for trying the
/// service from the shell with `curl` and a browser, and for tests with real clients. It is
/// not meant to face the internet: production runs the library inside a server framework.
///
/// Each connection has a thread of its own (at most ``ServerLimits/maximumConnections``;
/// one more is answered `503`), reads requests with the limits of ``ServerLimits`` (`431`,
/// `413`, `408` for a client too slow to send a whole request in the idle time), and keeps
/// the connection open between requests unless asked not to. Every request is logged as one
/// line (the time, the address, the request, the status, the user agent, the referrer). ``stop()`` (or SIGINT/SIGTERM after ``stopOnSignals()``) stops accepting, lets the
/// requests in progress finish, and returns from ``run()``.
///
/// ```swift
/// let server = try DevelopmentServer(service: service, host: "127.0.0.1", port: 0) { print($0) }
/// print(server.port)         // the port the system chose
/// await server.run()         // until stop() or a signal
/// ```
///
/// Sendable (unchecked): every stored property is a constant; the state that changes lives in
/// `AtomicCounter` and `Completion`, which take a lock for every access, and the
/// descriptors are only used with system calls that are safe from any thread.
public final class DevelopmentServer: @unchecked Sendable {
    /// The address listened on.
    public let host: String
    /// The port listened on (the chosen one when `0` was asked for).
    public let port: Int
    /// The limits each client gets.
    public let limits: ServerLimits
    /// The service answering the requests.
    public let service: LinkService
    let log: @Sendable (String) -> Void
    private let listener: Int32
    private let wakeRead: Int32
    private let wakeWrite: Int32
    let connections = AtomicCounter()
    private let stopping = AtomicCounter()
    private let finished = Completion<Bool>()

    /// Binds and listens; nothing is accepted until ``run()`` or ``start()``.
    ///
    /// - Throws: ``ServerError`` when the address is not an IP address or cannot be bound.
    public init(service: LinkService, host: String = "127.0.0.1", port: Int = 0, limits: ServerLimits = ServerLimits(), log: @escaping @Sendable (String) -> Void) throws(ServerError) {
        let (descriptor, boundPort) = try Socket.listen(host: host, port: port)
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else {
            close(descriptor)
            throw ServerError("cannot make a pipe: \(Socket.systemError())")
        }
        self.host = host
        self.port = boundPort
        self.limits = limits
        self.service = service
        self.log = log
        listener = descriptor
        wakeRead = pipeEnds[0]
        wakeWrite = pipeEnds[1]
    }

    deinit {
        close(wakeRead)
        close(wakeWrite)
    }

    /// Accepts connections on a thread of its own and returns at once.
    public func start() {
        DetachedThread.start { [self] in acceptLoop() }
    }

    /// Serves until ``stop()`` or a signal, then returns once the requests in progress finish.
    public func run() async {
        start()
        await waitUntilStopped()
    }

    /// Returns once the server has stopped.
    public func waitUntilStopped() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            DetachedThread.start { [finished] in
                _ = finished.wait()
                continuation.resume()
            }
        }
    }

    /// Stops accepting; requests in progress finish. Safe to call from any thread, more than once.
    public func stop() {
        var byte: UInt8 = 1
        _ = write(wakeWrite, &byte, 1)
    }

    /// Makes SIGINT and SIGTERM call ``stop()``.
    public func stopOnSignals() {
        SignalStop.install(wakeDescriptor: wakeWrite)
    }

    /// Whether ``stop()`` was called.
    var isStopping: Bool { stopping.value > 0 }

    private func acceptLoop() {
        while true {
            var entries = [pollfd(fd: listener, events: Int16(POLLIN), revents: 0), pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&entries, 2, -1)
            if ready < 0 {
                if errno == EINTR { continue }
                break
            }
            if entries[1].revents != 0 { break }
            guard entries[0].revents != 0, let (descriptor, address) = Socket.accept(listener) else { continue }
            guard connections.increment(below: limits.maximumConnections) else {
                let response = LinkResponse.apiError(503, "the server is serving \(limits.maximumConnections) connections; try again", extra: [(name: "Retry-After", value: "1")])
                Connection.sendAll(descriptor, HTTPResponseBytes.make(response, keepAlive: false), deadline: Socket.now() + 1)
                log(AccessLogLine.text(time: WallClock.now(), address: address, head: nil, status: 503, bytes: response.body.count, milliseconds: 0, note: "over \(limits.maximumConnections) connections"))
                close(descriptor)
                continue
            }
            let connection = Connection(server: self, descriptor: descriptor, address: address)
            DetachedThread.start { connection.serve() }
        }
        _ = stopping.increment(below: Int.max)
        close(listener)
        // Requests in progress finish; idle connections notice `isStopping` within a poll slice.
        let deadline = Socket.now() + limits.idleTimeout + 1
        while connections.value > 0, Socket.now() < deadline { usleep(20_000) }
        finished.finish(true)
    }
}

/// SIGINT and SIGTERM write a byte to the server's wake pipe (all a signal handler may do).
enum SignalStop {
    nonisolated(unsafe) static var descriptor: Int32 = -1

    static func install(wakeDescriptor: Int32) {
        descriptor = wakeDescriptor
        let handler: @convention(c) (Int32) -> Void = { _ in
            var byte: UInt8 = 1
            _ = write(SignalStop.descriptor, &byte, 1)
        }
        signal(SIGINT, handler)
        signal(SIGTERM, handler)
    }
}
