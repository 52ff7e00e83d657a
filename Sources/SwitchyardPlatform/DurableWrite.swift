#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Flushes what was written to `descriptor` to the disk itself: `0`, or `-1` with `errno` set.
///
/// On Linux `fsync` waits until the drive has the data on stable storage. On Darwin `fsync`
/// only hands the data to the drive, whose cache may still lose it in a power failure;
/// `fcntl(descriptor, F_FULLFSYNC)` also flushes the drive's cache. When `F_FULLFSYNC` fails
/// (a file system without it), this falls back to `fsync`.
package func durableSync(_ descriptor: Int32) -> Int32 {
    #if canImport(Darwin)
    if fcntl(descriptor, F_FULLFSYNC) != -1 { return 0 }
    #endif
    return fsync(descriptor)
}
