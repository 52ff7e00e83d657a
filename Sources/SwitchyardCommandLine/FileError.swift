/// A file that could not be read or written: its path and why, as the system says it.
///
/// ```swift
/// FileError(.read, path: "routes.txt", reason: "No such file or directory").description
/// // "cannot read routes.txt: No such file or directory"
/// ```
package struct FileError: Error, Sendable, CustomStringConvertible {
    /// What was done to the file.
    package enum Access: String, Sendable {
        /// Reading it.
        case read
        /// Writing it.
        case write
    }

    /// What failed: reading or writing.
    package var access: Access
    /// The file's path.
    package var path: String
    /// Why, as the system says it.
    package var reason: String

    /// An error for `access` to `path`.
    package init(_ access: Access, path: String, reason: String) {
        self.access = access
        self.path = path
        self.reason = reason
    }

    /// `cannot read PATH: REASON` or `cannot write PATH: REASON`.
    package var description: String { "cannot \(access.rawValue) \(path): \(reason)" }
}
