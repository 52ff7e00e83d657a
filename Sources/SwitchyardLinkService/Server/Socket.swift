#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SwitchyardPlatform

/// The few POSIX socket calls the development server makes, with their errors as text.
enum Socket {
    /// A listening socket bound to `host` (an IPv4 or IPv6 address) and `port` (`0` for any
    /// free port), and the port it got.
    static func listen(host: String, port: Int, backlog: Int32 = 128) throws(ServerError) -> (descriptor: Int32, port: Int) {
        let isIPv6 = host.contains(":")
        let descriptor = socket(isIPv6 ? AF_INET6 : AF_INET, SocketConstants.streamType, 0)
        guard descriptor >= 0 else { throw ServerError("cannot make a socket: \(systemError())") }
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        SocketConstants.suppressBrokenPipeSignal(on: descriptor)
        guard port >= 0, port <= 65_535 else {
            close(descriptor)
            throw ServerError("the port must be 0 to 65535, not \(port)")
        }
        // nil: `host` is not an address of its family.
        let result: Int32?
        if isIPv6 {
            var address = sockaddr_in6()
            address.sin6_family = sa_family_t(AF_INET6)
            address.sin6_port = in_port_t(UInt16(port).bigEndian)
            result = inet_pton(AF_INET6, host, &address.sin6_addr) == 1 ? bindAddress(descriptor, &address) : nil
        } else {
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(UInt16(port).bigEndian)
            result = inet_pton(AF_INET, host, &address.sin_addr) == 1 ? bindAddress(descriptor, &address) : nil
        }
        guard let result else {
            close(descriptor)
            throw ServerError("'\(host)' is not an IP address to listen on")
        }
        guard result == 0 else {
            let reason = systemError()
            close(descriptor)
            throw ServerError("cannot listen on \(host):\(port): \(reason)")
        }
        guard systemListen(descriptor, backlog) == 0 else {
            let reason = systemError()
            close(descriptor)
            throw ServerError("cannot listen on \(host):\(port): \(reason)")
        }
        var bound = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        _ = withUnsafeMutablePointer(to: &bound) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) } }
        return (descriptor, Self.port(of: bound))
    }

    /// Binds `descriptor` to `address`, a `sockaddr_in` or `sockaddr_in6`: `bind`'s result.
    private static func bindAddress<Address>(_ descriptor: Int32, _ address: inout Address) -> Int32 {
        withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<Address>.size)) } }
    }

    /// Accepts a connection: its descriptor and the client's address as text.
    static func accept(_ listener: Int32) -> (descriptor: Int32, address: String)? {
        var address = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let descriptor = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { systemAccept(listener, $0, &length) } }
        guard descriptor >= 0 else { return nil }
        SocketConstants.suppressBrokenPipeSignal(on: descriptor)
        return (descriptor, text(of: address))
    }

    static func port(of address: sockaddr_storage) -> Int {
        var address = address
        if Int32(address.ss_family) == AF_INET6 {
            return withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { Int(UInt16(bigEndian: $0.pointee.sin6_port)) } }
        }
        return withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { Int(UInt16(bigEndian: $0.pointee.sin_port)) } }
    }

    static func text(of address: sockaddr_storage) -> String {
        var address = address
        var buffer = [CChar](repeating: 0, count: 64)
        if Int32(address.ss_family) == AF_INET6 {
            _ = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { pointer in
                    withUnsafePointer(to: pointer.pointee.sin6_addr) { inet_ntop(AF_INET6, $0, &buffer, socklen_t(buffer.count)) }
                }
            }
        } else {
            _ = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { pointer in
                    withUnsafePointer(to: pointer.pointee.sin_addr) { inet_ntop(AF_INET, $0, &buffer, socklen_t(buffer.count)) }
                }
            }
        }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Waits until `descriptor` is readable (or writable) for at most `milliseconds`.
    static func wait(_ descriptor: Int32, forWriting: Bool = false, milliseconds: Int32) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(forWriting ? POLLOUT : POLLIN), revents: 0)
        return poll(&entry, 1, milliseconds) > 0
    }

    /// Seconds on the monotonic clock.
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    static func systemError() -> String { String(cString: strerror(errno)) }
}

#if canImport(Glibc)
private let systemListen = Glibc.listen
private let systemAccept = Glibc.accept
#elseif canImport(Musl)
private let systemListen = Musl.listen
private let systemAccept = Musl.accept
#elseif canImport(Darwin)
private let systemListen = Darwin.listen
private let systemAccept = Darwin.accept
#endif

/// The development server could not start.
public struct ServerError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, with the system's reason.
    public var message: String
    /// An error with `message`.
    public init(_ message: String) { self.message = message }
    /// The message.
    public var description: String { message }
}
