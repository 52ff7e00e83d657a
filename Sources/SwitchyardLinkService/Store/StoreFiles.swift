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

    /// The system's reason for the last failure.
    static func systemError() -> String { String(cString: strerror(errno)) }
}
