#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The real-time clock: seconds since 1970-01-01 00:00:00 UTC, as `clock_gettime` with
/// `CLOCK_REALTIME` gives them on Linux and Darwin alike. It can jump when the system's time
/// is set; the link service uses it for what must mean the same after a restart (click times,
/// expiry times, days).
package enum WallClock {
    /// The current time in seconds since 1970, with the clock's fraction.
    package static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
