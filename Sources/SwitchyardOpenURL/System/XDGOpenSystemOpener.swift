#if os(Linux)
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A system opener for Linux desktops: runs `xdg-open URL`.
///
/// The URL is passed as one argument through `posix_spawn`, never through a
/// shell. Before anything runs, the URL is refused when it is empty, starts
/// with `-` (xdg-open would read it as an option), contains a space or a
/// control character (xdg-open is a shell script, and a NUL would cut the
/// argument short), has no scheme, or has a scheme outside the allowed ones
/// (by default `http`, `https`, `mailto`). When `xdg-open` is not on the search
/// path it says so. Its standard input is `/dev/null` and its standard output goes
/// to standard error, so a command's own output stays clean.
///
/// ```swift
/// let chain = OpenURLChain(system: XDGOpenSystemOpener(allowedSchemes: ["https"]))
/// ```
public struct XDGOpenSystemOpener: SystemOpener {
    /// `http`, `https` and `mailto`.
    public static let defaultSchemes: Set<String> = ["http", "https", "mailto"]

    /// The schemes it opens, lower-cased.
    public let allowedSchemes: Set<String>

    /// The directories searched for `xdg-open`, `:`-separated; `nil` for `$PATH` at the time of opening.
    public let searchPath: String?

    /// Makes an xdg-open opener.
    ///
    /// - Parameters:
    ///   - allowedSchemes: the schemes it opens (compared case-insensitively).
    ///   - searchPath: where to look for `xdg-open`, as in `PATH`; `nil` for the environment's `PATH`.
    public init(allowedSchemes: Set<String> = XDGOpenSystemOpener.defaultSchemes, searchPath: String? = nil) {
        self.allowedSchemes = Set(allowedSchemes.map { Self.lowercased($0) })
        self.searchPath = searchPath
    }

    /// `xdg-open`.
    public var name: String { "xdg-open" }

    /// Checks `url`, finds `xdg-open`, runs it and waits for it; throws with a message on any failure.
    public func open(_ url: String) async throws(SystemOpenerError) {
        try check(url)
        let executable = try locate()
        let pid = try spawn(executable, url)
        let status = await wait(for: pid)
        try interpret(status)
    }

    /// Refuses a URL that xdg-open must not see.
    func check(_ url: String) throws(SystemOpenerError) {
        guard let first = url.utf8.first else {
            throw SystemOpenerError("xdg-open: refusing an empty URL")
        }
        if first == UInt8(ascii: "-") {
            throw SystemOpenerError("xdg-open: refusing a URL that starts with '-' (it would be read as an option): \(url)")
        }
        if url.utf8.contains(where: { $0 <= 0x20 || $0 == 0x7F }) {
            throw SystemOpenerError("xdg-open: refusing a URL that contains a space or a control character")
        }
        guard let scheme = Self.scheme(of: url) else {
            throw SystemOpenerError("xdg-open: refusing a URL without a scheme: \(url)")
        }
        guard allowedSchemes.contains(scheme) else {
            let allowed = allowedSchemes.sorted().joined(separator: ", ")
            throw SystemOpenerError("xdg-open: the scheme '\(scheme)' is not allowed (allowed: \(allowed))")
        }
    }

    /// The lower-cased scheme (RFC 3986: a letter, then letters, digits, `+`, `-`, `.`, then `:`), if any.
    static func scheme(of url: String) -> String? {
        let bytes = url.utf8
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon != bytes.startIndex else { return nil }
        let candidate = bytes[bytes.startIndex..<colon]
        guard let head = candidate.first, isLetter(head) else { return nil }
        for byte in candidate.dropFirst()
        where !(isLetter(byte) || (0x30...0x39).contains(byte) || byte == 0x2B || byte == 0x2D || byte == 0x2E) {
            return nil
        }
        return lowercased(String(decoding: candidate, as: UTF8.self))
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    private static func lowercased(_ text: String) -> String {
        String(decoding: text.utf8.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }, as: UTF8.self)
    }

    /// The first executable `xdg-open` in the search path.
    func locate() throws(SystemOpenerError) -> String {
        let path = searchPath ?? getenv("PATH").map { String(cString: $0) } ?? ""
        // Empty entries (the current directory, by POSIX) are skipped on purpose.
        for directory in path.split(separator: ":") {
            let candidate = directory.hasSuffix("/") ? "\(directory)xdg-open" : "\(directory)/xdg-open"
            if access(candidate, X_OK) == 0 {
                return candidate
            }
        }
        throw SystemOpenerError(
            "xdg-open: not found in PATH (\(path.isEmpty ? "empty" : path)); install xdg-utils, or use the dry-run opener")
    }

    /// Starts `executable` with `argv = ["xdg-open", url]`; returns its process id.
    private func spawn(_ executable: String, _ url: String) throws(SystemOpenerError) -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, 2, 1)

        let arguments: [UnsafeMutablePointer<CChar>?] = [strdup("xdg-open"), strdup(url), nil]
        defer { for argument in arguments { free(argument) } }

        var pid: pid_t = 0
        var code = posix_spawn(&pid, executable, &actions, nil, arguments, environ)
        // "Text file busy": another process still holds the script open for writing (a package
        // manager replacing it, or a fork in the middle of its exec). It passes; try again.
        var attempts = 1
        while code == ETXTBSY && attempts < 20 {
            usleep(10_000)
            code = posix_spawn(&pid, executable, &actions, nil, arguments, environ)
            attempts += 1
        }
        guard code == 0 else {
            throw SystemOpenerError("xdg-open: could not start \(executable): \(String(cString: strerror(code)))")
        }
        return pid
    }

    /// Waits for `pid` without blocking a thread while it runs; returns the raw wait status.
    private func wait(for pid: pid_t) async -> Int32 {
        var status: Int32 = 0
        var delay = 1
        while true {
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid { return status }
            if result == -1 && errno != EINTR { return -1 }
            if Task.isCancelled {
                // Abandoned: reap the child (xdg-open exits quickly once it has handed over).
                while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
                return status
            }
            try? await Task.sleep(for: .milliseconds(delay))
            delay = min(delay * 2, 50)
        }
    }

    /// Turns a wait status into success or a message naming the failure.
    private func interpret(_ status: Int32) throws(SystemOpenerError) {
        guard status != -1 else {
            throw SystemOpenerError("xdg-open: lost track of the process: \(String(cString: strerror(errno)))")
        }
        let signal = status & 0x7F
        guard signal == 0 else {
            throw SystemOpenerError("xdg-open: killed by signal \(signal)")
        }
        let code = (status >> 8) & 0xFF
        guard code == 0 else {
            let meaning =
                switch code {
                case 1: " (error in command line syntax)"
                case 2: " (a file passed on the command line did not exist)"
                case 3: " (a required tool could not be found)"
                case 4: " (the action failed)"
                default: ""
                }
            throw SystemOpenerError("xdg-open: exited with status \(code)\(meaning)")
        }
    }
}
#endif
