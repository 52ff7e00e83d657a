// Guards that declarations set: the `@available` of a stored property covers its initial
// value, and a declaration unavailable on a platform is not checked for that platform.
import Synchronization

enum Counters {
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    static let shared = Mutex(0)
}

@available(macOS 15, iOS 18, tvOS 18, visionOS 2, *)
@available(watchOS, unavailable)
func count() -> Int {
    Mutex(0).withLock { $0 }
}
