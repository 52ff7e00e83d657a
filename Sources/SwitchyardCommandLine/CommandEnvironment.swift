#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What a command reads and writes, so that tests can run every command in-process.
public struct CommandEnvironment {
    /// Reads a whole file as UTF-8 text.
    public var readFile: (String) -> Result<String, FileReadError>
    /// Reads one line of standard input without its line end, or `nil` at the end.
    public var readLine: () -> String?
    /// Writes to standard output.
    public var write: (String) -> Void
    /// Writes to standard error.
    public var writeError: (String) -> Void
    /// Whether standard output is a terminal (binary output is refused there).
    public var standardOutputIsTerminal = false
    /// Writes bytes to standard output (a PNG), or `nil` where binary output is not possible.
    public var writeBytes: (([UInt8]) -> Void)?
    /// Writes a whole file, replacing it, or `nil` where files cannot be written.
    public var writeFile: ((String, [UInt8]) -> Result<Void, FileWriteError>)?

    public init(
        readFile: @escaping (String) -> Result<String, FileReadError>,
        readLine: @escaping () -> String?,
        write: @escaping (String) -> Void,
        writeError: @escaping (String) -> Void
    ) {
        self.readFile = readFile
        self.readLine = readLine
        self.write = write
        self.writeError = writeError
    }

    /// The process's own files and standard streams.
    public static var standard: CommandEnvironment {
        var environment = CommandEnvironment(
            readFile: readWholeFile,
            readLine: { Swift.readLine(strippingNewline: true) },
            write: { text in print(text, terminator: "") },
            writeError: writeToStandardError
        )
        environment.standardOutputIsTerminal = isatty(1) != 0
        environment.writeBytes = StandardFiles.writeToStandardOutput
        environment.writeFile = StandardFiles.writeWholeFile
        return environment
    }

    private static func writeToStandardError(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = systemWrite(2, bytes.baseAddress! + offset, bytes.count - offset)
                if written <= 0 { return }
                offset += written
            }
        }
    }

    private static func readWholeFile(_ path: String) -> Result<String, FileReadError> {
        guard let file = fopen(path, "rb") else {
            return .failure(FileReadError(path: path, reason: String(cString: strerror(errno))))
        }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count > 0 { bytes.append(contentsOf: buffer[0..<count]) }
            if count < buffer.count { break }
        }
        if ferror(file) != 0 { return .failure(FileReadError(path: path, reason: "read error")) }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return .failure(FileReadError(path: path, reason: "the file is not UTF-8 text"))
        }
        return .success(text)
    }
}

/// A file that could not be read.
public struct FileReadError: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }
    public var description: String { "cannot read \(path): \(reason)" }
}

#if canImport(Glibc)
private let systemWrite = Glibc.write
#elseif canImport(Musl)
private let systemWrite = Musl.write
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
#endif
