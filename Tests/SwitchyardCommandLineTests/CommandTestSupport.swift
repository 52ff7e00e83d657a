import SwitchyardCommandLine
import Testing

/// What one run of the command gave.
struct CommandResult: Equatable, CustomStringConvertible {
    var status: Int32
    var out: String
    var err: String

    var description: String { "exit \(status)\n--- stdout\n\(out)--- stderr\n\(err)" }
}

/// Runs `switchyard` in-process: `files` are what `--routes` can read, `stdin` the lines
/// standard input gives (each without its `\n`, as `readLine(strippingNewline:)` gives them).
func switchyard(_ arguments: [String], files: [String: String] = [:], stdin: [String] = []) -> CommandResult {
    final class Box {
        var out = ""
        var err = ""
        var lines: [String] = []
    }
    let box = Box()
    box.lines = stdin
    let environment = CommandEnvironment(
        readFile: { path in files[path].map { .success($0) } ?? .failure(FileReadError(path: path, reason: "no such file")) },
        readLine: { box.lines.isEmpty ? nil : box.lines.removeFirst() },
        write: { box.out += $0 },
        writeError: { box.err += $0 }
    )
    let status = SwitchyardCommand.run(arguments, environment: environment)
    return CommandResult(status: status, out: box.out, err: box.err)
}

/// The parent of the command's suites: serialized, so that they run one test at a time and do
/// not crowd the cooperative pool that timing-sensitive tests of other targets rely on.
@Suite("The switchyard command", .serialized)
enum CommandLineTests {}

/// Runs `switchyard` in-process with arguments and standard-input lines given as bytes (which
/// need not be UTF-8), as the process reads them: `stdin` lines come without their `\n`.
func switchyard(raw arguments: [[UInt8]], files: [String: String] = [:], stdin: [[UInt8]] = []) -> CommandResult {
    final class Box {
        var out = ""
        var err = ""
        var lines: [[UInt8]] = []
    }
    let box = Box()
    box.lines = stdin
    let environment = CommandEnvironment(
        readFile: { path in files[path].map { .success($0) } ?? .failure(FileReadError(path: path, reason: "no such file")) },
        readRawLine: { box.lines.isEmpty ? nil : box.lines.removeFirst() },
        write: { box.out += $0 },
        writeError: { box.err += $0 }
    )
    let status = SwitchyardCommand.run(CommandArguments(raw: arguments), environment: environment)
    return CommandResult(status: status, out: box.out, err: box.err)
}

/// The UTF-8 bytes of `text`.
func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }
