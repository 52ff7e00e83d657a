#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What a command reads and writes, so that tests can run every command in-process.
package struct CommandEnvironment {
    /// Reads a whole file as UTF-8 text.
    package var readFile: (String) -> Result<String, FileError>
    /// Reads one line of standard input without its line end, or `nil` at the end.
    ///
    /// For commands that take text. `match` reads ``readRawLine`` when it is set, so that a
    /// line that is not UTF-8 reaches the router as it is.
    package var readLine: () -> String?
    /// Reads one line of standard input as bytes, without its `\n`, or `nil` at the end; the
    /// bytes need not be UTF-8. `nil` when the environment gives only text (``readLine``).
    package var readRawLine: (() -> [UInt8]?)?
    /// The arguments that are not UTF-8: their bytes, under the text that stands for each in
    /// the argument list (see ``CommandArguments``). Empty unless the command was started with
    /// raw arguments.
    package var undecodableArguments: [String: [UInt8]] = [:]
    /// Writes to standard output.
    package var write: (String) -> Void
    /// Writes to standard error.
    package var writeError: (String) -> Void
    /// Whether standard output is a terminal (binary output is refused there).
    package var standardOutputIsTerminal = false
    /// Writes bytes to standard output (a PNG), or `nil` where binary output is not possible.
    package var writeBytes: (([UInt8]) -> Void)?
    /// Writes a whole file, replacing it, or `nil` where files cannot be written.
    package var writeFile: ((String, [UInt8]) -> Result<Void, FileError>)?
    /// The name of the client library `--database` loads as PostgreSQL's: `pq` (`libpq.so.5`,
    /// `libpq.5.dylib`). A test names one that is not there.
    package var postgresClientLibrary = "pq"

    /// An environment whose standard input gives lines of text (UTF-8 already).
    package init(
        readFile: @escaping (String) -> Result<String, FileError>,
        readLine: @escaping () -> String?,
        write: @escaping (String) -> Void,
        writeError: @escaping (String) -> Void
    ) {
        self.readFile = readFile
        self.readLine = readLine
        self.write = write
        self.writeError = writeError
    }

    /// An environment whose standard input gives bytes, which need not be UTF-8; ``readLine``
    /// gives the same lines decoded (bytes that are not UTF-8 repaired to U+FFFD).
    package init(
        readFile: @escaping (String) -> Result<String, FileError>,
        readRawLine: @escaping () -> [UInt8]?,
        write: @escaping (String) -> Void,
        writeError: @escaping (String) -> Void
    ) {
        self.init(
            readFile: readFile,
            readLine: { readRawLine().map { String(decoding: $0, as: UTF8.self) } },
            write: write,
            writeError: writeError
        )
        self.readRawLine = readRawLine
    }

    /// The next line of standard input as bytes: from ``readRawLine`` when set, else the
    /// UTF-8 of ``readLine``'s text.
    func nextRawLine() -> [UInt8]? {
        if let readRawLine { return readRawLine() }
        return readLine().map { Array($0.utf8) }
    }

    /// This environment for a run with `arguments`: it knows the bytes of those that are not
    /// UTF-8, and what it writes shows their stand-ins as text.
    func taking(_ arguments: CommandArguments) -> CommandEnvironment {
        guard !arguments.undecodable.isEmpty else { return self }
        var environment = self
        let undecodable = arguments.undecodable
        let write = self.write
        let writeError = self.writeError
        environment.undecodableArguments = undecodable
        environment.write = { write(CommandArguments.display($0, undecodable)) }
        environment.writeError = { writeError(CommandArguments.display($0, undecodable)) }
        return environment
    }

    /// What a URL operand holds: its bytes when it is a stand-in for an argument that is not
    /// UTF-8, else `nil` (the operand is its own text).
    func undecodableBytes(of operand: String) -> [UInt8]? {
        undecodableArguments.isEmpty ? nil : undecodableArguments[operand]
    }

    /// The process's own files and standard streams; standard input is read as bytes.
    package static var standard: CommandEnvironment {
        let input = StandardInputLines()
        var environment = CommandEnvironment(
            readFile: readWholeFile,
            readRawLine: { input.next() },
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
        text.withUTF8 { StandardFiles.writeAll($0, to: 2) }
    }

    private static func readWholeFile(_ path: String) -> Result<String, FileError> {
        guard let file = fopen(path, "rb") else {
            return .failure(FileError(.read, path: path, reason: String(cString: strerror(errno))))
        }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count > 0 { bytes.append(contentsOf: buffer[0..<count]) }
            if count < buffer.count { break }
        }
        if ferror(file) != 0 { return .failure(FileError(.read, path: path, reason: "read error")) }
        guard let text = String(validatingUTF8Bytes: bytes) else {
            return .failure(FileError(.read, path: path, reason: "the file is not UTF-8 text"))
        }
        return .success(text)
    }
}
