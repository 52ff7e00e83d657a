/// A file that could not be read (``FileReadError``) or written (``FileWriteError``).
///
/// The operation is part of the type, so a reader's failure and a writer's failure stay
/// distinct types with one definition.
///
/// ```swift
/// FileReadError(path: "routes.txt", reason: "No such file or directory").description
/// // "cannot read routes.txt: No such file or directory"
/// ```
package struct FileError<Operation: FileOperation>: Error, Sendable, CustomStringConvertible {
    /// `cannot VERB PATH: REASON`, as the command prints it.
    package let description: String

    /// An error for `path`, with why, as the system says it.
    package init(path: String, reason: String) {
        description = "cannot \(Operation.verb) \(path): \(reason)"
    }
}

/// What was done to a file, named by the verb of ``FileError``'s message.
package protocol FileOperation: Sendable {
    /// The verb, as in `read`.
    static var verb: String { get }
}

/// Reading a whole file.
package enum FileReading: FileOperation {
    /// `read`.
    package static var verb: String { "read" }
}

/// Writing a whole file.
package enum FileWriting: FileOperation {
    /// `write`.
    package static var verb: String { "write" }
}

/// A file that could not be read.
package typealias FileReadError = FileError<FileReading>

/// A file that could not be written.
package typealias FileWriteError = FileError<FileWriting>
