#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SwitchyardLinks
import SwitchyardPlatform

/// A store in a file of one JSON record a line: the links, their settings and deletions,
/// every click and app event with the counts they make, and the clicks waiting for install
/// attribution (Docs/LinkService.md lists the lines).
///
/// Links, edits and deletions are appended and flushed to the disk itself (`fsync` on Linux,
/// `fcntl` with `F_FULLFSYNC` on Darwin) before the call returns. Clicks, app events and
/// pending clicks are counted at once and appended in batches flushed at most
/// half a second apart, so a crash loses at most that much of them;
/// ``flush()`` writes them at once (a clean stop).
///
/// On open, every line is read back and applied. A last line without its `\n`, or one that
/// does not parse, is what a crash in the middle of a write leaves: it was never acknowledged,
/// so it is cut off (the file is truncated to the last whole record) and reported in
/// ``recovery``. A bad line anywhere else is damage the store did not cause: opening fails
/// and names the line. Lines are written and flushed on the store's own thread, never on
/// the concurrency pool; lines that come together share one flush. Concurrent creates get
/// distinct suffixes, and every acknowledged one is in the file. The process holds a write
/// lock on the file (`fcntl`, `F_SETLK`) while a store has it open, so a second process that
/// opens it fails with a clear error instead of interleaving its lines. The salt of the pending
/// clicks' address hashes is kept in `<path>.salt` (mode 0600), made on first open.
///
/// ```swift
/// let store = try FileLinkStore(path: "links.jsonl")
/// if let note = store.recovery { print(note) }   // a torn last line, if there was one
/// ```
public actor FileLinkStore: LinkStore, LedgerStore {
    /// The file's path.
    public nonisolated let path: String
    /// What opening found that was not a whole record (a torn last line), or `nil`.
    public nonisolated let recovery: String?
    nonisolated let addressSalt: [UInt64]
    private var ledger: LinkLedger
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
    /// - Throws: ``LinkStoreError`` when the file or its salt file cannot be opened, read or
    ///   repaired, or a line other than the last is not a record.
    public init(path: String) throws(LinkStoreError) {
        self.path = path
        let existed = access(path, F_OK) == 0
        let descriptor = open(path, O_RDWR | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw LinkStoreError("cannot open the link store \(path): \(Self.systemError())") }
        do throws(LinkStoreError) {
            try StoreFiles.lock(descriptor, path: path)
            let bytes = try Self.readAll(descriptor, path: path)
            let replayed = try Self.replay(bytes, path: path)
            if let torn = replayed.tornAt {
                guard ftruncate(descriptor, off_t(torn)) == 0, durableSync(descriptor) == 0 else {
                    throw LinkStoreError("cannot cut the torn last line off \(path): \(Self.systemError())")
                }
            }
            if !existed { StoreFiles.syncDirectory(of: path) }
            addressSalt = try StoreSalt.load(path: path + ".salt")
            ledger = replayed.ledger
            recovery = replayed.note
            appender = FileAppender(descriptor: descriptor, path: path)
        } catch {
            close(descriptor)
            throw error
        }
    }

    deinit { appender.stop() }

    /// What the file at `path` holds, read without changing it (a torn last line is left
    /// out, not cut off): for reading a store another process is writing.
    ///
    /// - Throws: ``LinkStoreError`` when the file cannot be read or a line other than the last is not a record.
    static func ledger(readingOnly path: String) throws(LinkStoreError) -> LinkLedger {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw LinkStoreError("cannot open the link store \(path): \(systemError())") }
        defer { close(descriptor) }
        return try replay(try readAll(descriptor, path: path), path: path).ledger
    }

    /// The counts of `suffix` over `days` in the file at `path`, read without changing it;
    /// `nil` when the file has no such link.
    package static func stats(readingOnly path: String, suffix: String, days: ClosedRange<Int>) throws(LinkStoreError) -> [LinkEventCount]? {
        let ledger = try ledger(readingOnly: path)
        guard ledger.entry(suffix) != nil else { return nil }
        return ledger.stats(suffix, days: days)
    }

    /// Applies every line of `bytes`; where a torn last line starts, and the note about it.
    private static func replay(_ bytes: [UInt8], path: String) throws(LinkStoreError) -> (ledger: LinkLedger, tornAt: Int?, note: String?) {
        var ledger = LinkLedger()
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
                if line.isEmpty {
                    lineStart = lineEnd + 1
                    continue
                }
                try ledger.apply(try LedgerRecord(line: line))
            } catch {
                guard isLast else { throw LinkStoreError("\(path):\(lineNumber): not a link record (\(error.message))") }
                let note = "\(path):\(lineNumber): ignored a torn last line (\(bytes.count - lineStart) bytes, \(error.message)); it was never acknowledged"
                return (ledger, lineStart, note)
            }
            lineStart = lineEnd + 1
        }
        return (ledger, nil, nil)
    }

    /// The number of suffixes in use (deleted links keep theirs).
    public var count: Int { ledger.index.count }

    /// The long link stored under `suffix`, or `nil` (also for a deleted link).
    public func longLink(forSuffix suffix: String) -> String? {
        ledger.exists(suffix) ? ledger.index.link(forSuffix: suffix)?.longLink : nil
    }

    /// Writes every click and event counted so far to the disk, and returns once they are there.
    public func flush() async throws(LinkStoreError) {
        try await appender.append("").wait()
    }

    /// The existing link for `longLink` with `option`, or a new one, written and flushed
    /// to the disk before this returns.
    ///
    /// The write happens on the store's own thread; while it is under way the new suffix is
    /// reserved (no other create draws it) and a create of the same link waits for it.
    public func create(longLink: String, option: SuffixOption) async throws(LinkStoreError) -> StoredLink {
        let key = InFlightKey(longLink: longLink, option: option)
        if let writing = inFlight[key] { return try await Self.value(of: writing) }
        if let existing = ledger.index.existing(longLink: longLink, option: option) { return existing }
        let link = StoredLink(suffix: ledger.index.freshSuffix(option, using: &generator), longLink: longLink, option: option)
        let record = LedgerRecord.link(link, time: WallClock.now())
        try ledger.apply(record)
        let waiter = appender.append(record.line)
        let writing = Task { () async throws -> StoredLink in
            try await waiter.wait()
            return link
        }
        inFlight[key] = writing
        defer { inFlight[key] = nil }
        do {
            return try await Self.value(of: writing)
        } catch {
            ledger.withdraw(suffix: link.suffix)
            throw error
        }
    }

    /// Stores `link` under its own suffix (an import), durably: `nil` when stored, else why not
    /// (the suffix is taken).
    package func importLink(_ link: StoredLink, settings: LinkSettings, time: Double) async throws(LinkStoreError) -> String? {
        if let existing = ledger.index.link(forSuffix: link.suffix) {
            return existing.longLink == link.longLink ? "already stored" : "the suffix is taken by another link"
        }
        let record = LedgerRecord.link(link, time: time)
        try ledger.apply(record)
        var waiters = [appender.append(record.line)]
        if settings != LinkSettings() {
            let change = LedgerRecord.settings(suffix: link.suffix, longLink: link.longLink, settings)
            try ledger.apply(change)
            waiters.append(appender.append(change.line))
        }
        for waiter in waiters { try await waiter.wait() }
        return nil
    }

    func entry(suffix: String) -> LinkEntry? { ledger.entry(suffix) }

    func page(tag: String?, after cursor: Int?, limit: Int) -> (entries: [LinkEntry], next: Int?) { ledger.page(tag: tag, after: cursor, limit: limit) }

    func stats(suffix: String, days: ClosedRange<Int>) -> [LinkEventCount] { ledger.stats(suffix, days: days) }

    func change(suffix: String, longLink: String, settings: LinkSettings) async throws(LinkStoreError) -> LinkEntry? {
        guard let before = ledger.entry(suffix), !before.deleted else { return nil }
        try await applyDurably(LedgerRecord.settings(suffix: suffix, longLink: longLink, settings), undoing: before)
        return ledger.entry(suffix)
    }

    func delete(suffix: String, time: Double) async throws(LinkStoreError) -> LinkEntry? {
        guard let before = ledger.entry(suffix), !before.deleted else { return nil }
        try await applyDurably(LedgerRecord.delete(suffix: suffix, time: time), undoing: before)
        return before
    }

    /// Applies `record` to the ledger and writes it to the file before returning; if the
    /// write fails, the ledger gets `before` back, so that nothing unwritten is answered.
    private func applyDurably(_ record: LedgerRecord, undoing before: LinkEntry) async throws(LinkStoreError) {
        try ledger.apply(record)
        do {
            try await appender.append(record.line).wait()
        } catch {
            ledger.restore(before)
            throw error
        }
    }

    /// The lines are written out before the store's isolation is entered, so that clicks do not
    /// wait for one another's JSON.
    nonisolated func admit(_ activity: LinkActivity, now: Double, pending: ClickRecord?, window: Double, capacity: Int) async -> LinkState? {
        let line = LedgerRecord.activity(activity).line
        let pendingLine = pending.map { LedgerRecord.pending($0).line }
        return await admit(activity, line: line, now: now, pending: pending, pendingLine: pendingLine, window: window, capacity: capacity)
    }

    private func admit(_ activity: LinkActivity, line: String, now: Double, pending: ClickRecord?, pendingLine: String?, window: Double, capacity: Int) -> LinkState? {
        let state = ledger.admit(activity, now: now)
        guard state == .active else { return state }
        appender.appendLater(line)
        if let pending, let pendingLine {
            ledger.pending.window = window
            ledger.pending.capacity = capacity
            ledger.pending.remember(pending)
            appender.appendLater(pendingLine)
        }
        return state
    }

    func record(_ activity: LinkActivity) {
        guard (try? ledger.apply(.activity(activity))) != nil else { return }
        appender.appendLater(LedgerRecord.activity(activity).line)
    }

    var pendingCount: Int { ledger.pending.count }

    func remember(_ click: ClickRecord, window: Double, capacity: Int) {
        ledger.pending.window = window
        ledger.pending.capacity = capacity
        ledger.pending.remember(click)
        appender.appendLater(LedgerRecord.pending(click).line)
    }

    func claim(_ claim: AttributionClaim, now: Double, window: Double) -> (ClickRecord, confidence: MatchConfidence)? {
        ledger.pending.window = window
        guard let claimed = ledger.pending.claim(claim, now: now) else { return nil }
        appender.appendLater(LedgerRecord.claimed(token: claimed.0.token).line)
        return claimed
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

    private static func systemError() -> String { StoreFiles.systemError() }
}
