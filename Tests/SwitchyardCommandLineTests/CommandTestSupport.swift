import SwitchyardCommandLine
import Testing

/// What one run of the command gave.
struct CommandResult: Equatable, CustomStringConvertible {
    var status: Int32
    var out: String
    var err: String

    var description: String { "exit \(status)\n--- stdout\n\(out)--- stderr\n\(err)" }
}

/// What a run in-process writes, and the standard-input lines it is given, one by one.
final class TestConsole<Line> {
    var out = ""
    var err = ""
    var lines: [Line]

    init(lines: [Line] = []) { self.lines = lines }

    func nextLine() -> Line? { lines.isEmpty ? nil : lines.removeFirst() }
    func result(_ status: Int32) -> CommandResult { CommandResult(status: status, out: out, err: err) }
}

/// The environment of a run in-process: `files` are what `--routes` can read; what is written
/// goes to `console`.
func testEnvironment<Line>(files: [String: String], console: TestConsole<Line>) -> CommandEnvironment {
    CommandEnvironment(
        readFile: { path in files[path].map { .success($0) } ?? .failure(FileError(.read, path: path, reason: "no such file")) },
        readLine: { nil },
        write: { console.out += $0 },
        writeError: { console.err += $0 }
    )
}

/// Runs `switchyard` in-process: `files` are what `--routes` can read, `stdin` the lines
/// standard input gives (each without its `\n`, as `readLine(strippingNewline:)` gives them).
func switchyard(_ arguments: [String], files: [String: String] = [:], stdin: [String] = []) -> CommandResult {
    let console = TestConsole(lines: stdin)
    var environment = testEnvironment(files: files, console: console)
    environment.readLine = console.nextLine
    return console.result(SwitchyardCommand.run(arguments, environment: environment))
}

/// `switchyard check` of one routes file, `name`, that holds `contents`.
func check(_ name: String, _ contents: String) -> CommandResult {
    switchyard(["check", "--routes", name], files: [name: contents])
}

/// ``switchyard(_:files:stdin:)`` through the asynchronous entry point, which `open` needs.
func switchyardAsync(_ arguments: [String], files: [String: String] = [:], stdin: [String] = []) async -> CommandResult {
    let console = TestConsole(lines: stdin)
    var environment = testEnvironment(files: files, console: console)
    environment.readLine = console.nextLine
    return console.result(await SwitchyardCommand.run(arguments, environment: environment))
}

/// The parent of the command's suites: serialized, so that they run one test at a time and do
/// not crowd the cooperative pool that timing-sensitive tests of other targets rely on.
@Suite("The switchyard command", .serialized)
enum CommandLineTests {
    /// What `match` prints for `raycipe://home`, `raycipe://nope` and `raycipe://recipes/2` on
    /// the built-in table, however standard input gives them.
    static let homeNopeRecipeLines = """
        {"url":"raycipe://home","route":"home","pattern":"raycipe://home","params":{},"query":{},"scheme":"raycipe"}
        {"url":"raycipe://nope","route":null,"reason":"no-route","nearest":{"route":"home","pattern":"raycipe://home","verdict":"failed","progress":1,"failedAt":{"part":"segment","segment":1},"reason":"segment 1 \\"nope\\" is not \\"home\\""}}
        {"url":"raycipe://recipes/2","route":"recipe.detail","pattern":"raycipe://recipes/:id(int)","params":{"id":2},"query":{},"scheme":"raycipe"}

        """
}

/// Runs `switchyard` in-process with arguments and standard-input lines given as bytes (which
/// need not be UTF-8), as the process reads them: `stdin` lines come without their `\n`.
func switchyard(raw arguments: [[UInt8]], files: [String: String] = [:], stdin: [[UInt8]] = []) -> CommandResult {
    let console = TestConsole(lines: stdin)
    var environment = testEnvironment(files: files, console: console)
    environment.readRawLine = console.nextLine
    return console.result(SwitchyardCommand.run(CommandArguments(raw: arguments), environment: environment))
}

/// The UTF-8 bytes of `text`.
func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

/// Expects one run of the command to have given exactly `status`, `out` and `err`: a failure
/// prints the whole run.
func expectRun(_ result: CommandResult, status: Int32, out: String, err: String = "", sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(result == CommandResult(status: status, out: out, err: err), sourceLocation: sourceLocation)
}
