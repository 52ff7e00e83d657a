#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SwitchyardPlatform

/// File chores of the file store.
enum StoreFiles {
    /// Flushes the directory entry of a file just created, so the file itself survives a crash.
    static func syncDirectory(of path: String) {
        let directory: String
        if let slash = path.lastIndex(of: "/") {
            directory = slash == path.startIndex ? "/" : String(path[..<slash])
        } else {
            directory = "."
        }
        let descriptor = open(directory, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = durableSync(descriptor)
        close(descriptor)
    }

    /// Takes the exclusive lock of the store file open at `descriptor` (`flock`), so that a
    /// second process cannot write the same file. The lock goes with the descriptor: it is
    /// released when the store closes it, or the process ends, however it ends. A lock held
    /// elsewhere is waited for up to `patience` seconds (a store of this process still closing).
    ///
    /// - Throws: ``LinkStoreError`` naming the file when another process keeps it.
    static func lock(_ descriptor: Int32, path: String, patience: Double = 2) throws(LinkStoreError) {
        let deadline = WallClock.now() + patience
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR else { throw LinkStoreError("cannot lock the link store \(path): \(systemError())") }
            guard WallClock.now() < deadline else {
                throw LinkStoreError("the link store \(path) is in use by another process (a switchyard serve or links import): stop it, or use --database for several processes")
            }
            usleep(10_000)
        }
    }

    /// The system's reason for the last failure.
    static func systemError() -> String { String(cString: strerror(errno)) }
}
