#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Detached POSIX threads: the development server's loops and connections, and the file
/// store's writer.
///
/// The Linux/Darwin difference is the thread handle: Glibc's `pthread_t` is an integer that
/// `pthread_create` fills in, Darwin's is a non-optional pointer with no `init()`, and
/// `pthread_create` takes a pointer to an optional one. The start routine's argument is
/// optional on Glibc and not on Darwin; ``runDetachedBody(_:)`` takes it either way.
package enum DetachedThread {
    /// Starts a detached thread that runs `body`; when no thread can be made, runs `body` on
    /// the calling thread.
    package static func start(_ body: @escaping @Sendable () -> Void) {
        let box = Unmanaged.passRetained(Box(body)).toOpaque()
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        let result = pthread_create(&thread, nil, { runDetachedBody($0) }, box)
        guard result == 0 else {
            Unmanaged<Box>.fromOpaque(box).takeRetainedValue().body()
            return
        }
        #if canImport(Darwin)
        if let thread { pthread_detach(thread) }
        #else
        pthread_detach(thread)
        #endif
    }
}

private final class Box {
    let body: @Sendable () -> Void
    init(_ body: @escaping @Sendable () -> Void) { self.body = body }
}

/// The start routine: runs and releases the `Box` that `context` holds.
private func runDetachedBody(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    let box = Unmanaged<Box>.fromOpaque(context!).takeRetainedValue()
    box.body()
    return nil
}
