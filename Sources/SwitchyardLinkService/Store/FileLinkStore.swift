#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SwitchyardPlatform

/// A store in a file of one JSON record a line, appended and flushed to the disk itself
/// (`fsync` on Linux, `fcntl` with `F_FULLFSYNC` on Darwin) before a create returns.
///
/// On open, every line is read back. A last line without its `\n`, or one that does not
/// parse, is what a crash in the middle of a write leaves: it was never acknowledged, so it
/// is cut off (the file is truncated to the last whole record) and reported in
/// ``recovery``. A bad line anywhere else is damage the store did not cause: opening fails
/// and names the line. Lines are written and flushed on the store's own thread, never on
/// the concurrency pool; lines of creates that come together share one flush. Concurrent
/// creates get distinct suffixes, and every acknowledged one is in the file.
///
/// ```swift
/// let store = try FileLinkStore(path: "links.jsonl")
/// if let note = store.recovery { print(note) }   // a torn last line, if there was one
/// ```
public actor FileLinkStore: LinkStore {
    /// The file's path.
    public nonisolated let path: String
    /// What opening found that was not a whole record (a torn last line), or `nil`.
    public nonisolated let recovery: String?
    private var index = LinkIndex()
    private var generator = SuffixGenerator()
    private let appender: FileAppender
    /// Creates whose line is being written, by long link and option: a second create of the
    /// same link waits for the first instead of answering before the line is on the disk.
    private var inFlight: [InFlightKey: Task<StoredLink, any Error>] = [:]

    private struct InFlightKey: Hashable {
        var longLink: String
        var option: SuffixOption
    }

    /// Opens (or creates) the store at `path` and reads every record.
    ///
    /// - Throws: ``LinkStoreError`` when the file cannot be opened, read or repaired, or a
    ///   line other than the last is not a record.
    public init(path: String) throws(LinkStoreError) {
        self.path = path
        let existed = access(path, F_OK) == 0
        let descriptor = open(path, O_RDWR | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw LinkStoreError("cannot open the link store \(path): \(Self.systemError())") }
        do throws(LinkStoreError) {
            let bytes = try Self.readAll(descriptor, path: path)
            var index = LinkIndex()
            var recovery: String?
            var lineStart = 0
            var lineNumber = 0
            while lineStart < bytes.count {
                lineNumber += 1
                let newline = bytes[lineStart...].firstIndex(of: 0x0A)
                let lineEnd = newline ?? bytes.count
                let line = bytes[lineStart..<lineEnd]
                let isLast = (newline ?? bytes.count) >= bytes.count - 1
                do throws(LinkStoreError) {
                    guard newline != nil else { throw LinkStoreError("no line end") }
                    if line.isEmpty { lineStart = lineEnd + 1; continue }
                    let link = try StoredLink(recordLine: line)
                    guard index.insert(link) else { throw LinkStoreError("the suffix \(link.suffix) is stored twice") }
                } catch {
                    guard isLast else { throw LinkStoreError("\(path):\(lineNumber): not a link record (\(error.message))") }
                    guard ftruncate(descriptor, off_t(lineStart)) == 0, durableSync(descriptor) == 0 else {
                        throw LinkStoreError("cannot cut the torn last line off \(path): \(Self.systemError())")
                    }
                    recovery = "\(path):\(lineNumber): ignored a torn last line (\(bytes.count - lineStart) bytes, \(error.message)); it was never acknowledged"
                    break
                }
                lineStart = lineEnd + 1
            }
            if !existed { Self.syncDirectory(of: path) }
            self.index = index
            self.recovery = recovery
            appender = FileAppender(descriptor: descriptor, path: path)
        } catch {
            close(descriptor)
            throw error
        }
    }

    deinit { appender.stop() }

    /// The number of links stored.
    public var count: Int { index.count }

    /// The long link stored under `suffix`, or `nil`.
    public func longLink(forSuffix suffix: String) -> String? { index.link(forSuffix: suffix)?.longLink }

    /// The existing link for `longLink` with `option`, or a new one, written and flushed
    /// to the disk before this returns.
    ///
    /// The write happens on the store's own thread; while it is under way the new suffix is
    /// reserved (no other create draws it) and a create of the same link waits for it.
    public func create(longLink: String, option: SuffixOption) async throws(LinkStoreError) -> StoredLink {
        let key = InFlightKey(longLink: longLink, option: option)
        if let writing = inFlight[key] { return try await Self.value(of: writing) }
        if let existing = index.existing(longLink: longLink, option: option) { return existing }
        let link = StoredLink(suffix: index.freshSuffix(option, using: &generator), longLink: longLink, option: option)
        index.insert(link)
        let appender = self.appender
        let writing = Task { () async throws -> StoredLink in
            try await appender.append(link.recordLine)
            return link
        }
        inFlight[key] = writing
        defer { inFlight[key] = nil }
        do {
            return try await Self.value(of: writing)
        } catch {
            index.remove(suffix: link.suffix)
            throw error
        }
    }

    private static func value(of task: Task<StoredLink, any Error>) async throws(LinkStoreError) -> StoredLink {
        do {
            return try await task.value
        } catch let error as LinkStoreError {
            throw error
        } catch {
            throw LinkStoreError("\(error)")
        }
    }

    private static func readAll(_ descriptor: Int32, path: String) throws(LinkStoreError) -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, off_t(bytes.count)) }
            if count < 0 {
                if errno == EINTR { continue }
                throw LinkStoreError("cannot read the link store \(path): \(systemError())")
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: buffer[0..<count])
        }
    }

    /// Flushes the directory entry of a file just created, so the file itself survives a crash.
    private static func syncDirectory(of path: String) {
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

    private static func systemError() -> String { String(cString: strerror(errno)) }
}
