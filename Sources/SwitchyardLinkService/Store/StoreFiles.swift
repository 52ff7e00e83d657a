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

    /// Takes the write lock of the whole store file open at `descriptor` (`fcntl` with
    /// `F_SETLK`), so that a second process cannot write the same file. The lock belongs to
    /// this process: it ends with the process, however it ends, and a store of this process
    /// opened again on the same file (a reopen to read back what was written) does not conflict.
    ///
    /// - Throws: ``LinkStoreError`` naming the file when another process holds it.
    static func lock(_ descriptor: Int32, path: String) throws(LinkStoreError) {
        var region = flock()
        region.l_type = Int16(F_WRLCK)
        region.l_whence = Int16(SEEK_SET)
        region.l_start = 0
        region.l_len = 0
        while fcntl(descriptor, F_SETLK, &region) == -1 {
            if errno == EINTR { continue }
            guard errno == EAGAIN || errno == EACCES else { throw LinkStoreError("cannot lock the link store \(path): \(systemError())") }
            throw LinkStoreError("the link store \(path) is in use by another process (a switchyard serve or links import): stop it, or use --database for several processes")
        }
    }

    /// The system's reason for the last failure.
    static func systemError() -> String { String(cString: strerror(errno)) }
}
