#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The socket type and the way to keep a write to a closed peer from raising SIGPIPE.
///
/// Glibc imports `SOCK_STREAM` as a case of the enum `__socket_type`; Darwin imports it as an
/// `Int32`. Linux suppresses SIGPIPE per call, with the send flag `MSG_NOSIGNAL`; Darwin has
/// no such flag and suppresses it per socket, with the option `SO_NOSIGPIPE`. A socket gets
/// both treatments: ``suppressBrokenPipeSignal(on:)`` when it is made or accepted, and
/// ``sendFlags`` on every `send`.
package enum SocketConstants {
    #if canImport(Glibc)
    /// `SOCK_STREAM`, as `socket`'s type argument.
    package static let streamType = Int32(SOCK_STREAM.rawValue)
    #else
    /// `SOCK_STREAM`, as `socket`'s type argument.
    package static let streamType = SOCK_STREAM
    #endif

    #if os(Linux)
    /// The flags for `send`: `MSG_NOSIGNAL`.
    package static let sendFlags = Int32(MSG_NOSIGNAL)
    #else
    /// The flags for `send`: none (the socket option does the work).
    package static let sendFlags: Int32 = 0
    #endif

    /// Sets `SO_NOSIGPIPE` on `descriptor` on Darwin; nothing on Linux, where ``sendFlags``
    /// does the work.
    package static func suppressBrokenPipeSignal(on descriptor: Int32) {
        #if !os(Linux)
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }
}
