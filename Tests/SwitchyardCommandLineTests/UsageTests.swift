import SwitchyardCommandLine
import Testing

extension CommandLineTests {
    /// Usage errors exit 2 with the message and the usage (the subcommand's, when the error is in
    /// one) on standard error; help exits 0.
    @Suite("switchyard usage")
    struct UsageTests {
        static let usagePrefix = "usage: switchyard <command> [options]\n"

        struct Case: Sendable, CustomTestStringConvertible {
            let name: String
            let arguments: [String]
            let message: String?
            init(_ name: String, _ arguments: [String], _ message: String?) { (self.name, self.arguments, self.message) = (name, arguments, message) }
            var testDescription: String { name }
        }

        static let usageErrors: [Case] = [
            Case("no command", [], nil),
            Case("unknown command", ["frobnicate"], "switchyard: unknown command 'frobnicate'"),
            Case("unknown option", ["match", "--nope", "x"], "switchyard: unknown option '--nope'"),
            Case("unknown option with a value", ["match", "--nope=1"], "switchyard: unknown option '--nope'"),
            Case("an option of another command", ["match", "--scheme", "x"], "switchyard: unknown option '--scheme'"),
            Case("a short option", ["match", "-r", "t.routes"], "switchyard: unknown option '-r'; did you mean --routes?"),
            Case("a misspelt option", ["url", "--route", "t.routes"], "switchyard: unknown option '--route'; did you mean --routes?"),
            Case("an option given twice", ["match", "--routes", "a", "--routes", "b"], "switchyard: --routes is given more than once"),
            Case("--routes without a value", ["match", "--routes"], "switchyard: --routes needs a value"),
            Case("check with --routes without a value", ["check", "--routes"], "switchyard: --routes needs a value"),
        ]

        /// The usage a usage error ends with: its subcommand's, or the whole usage.
        static func usage(of command: String?) -> String {
            switch command {
            case "match": return GoldenOutputTests.matchUsage
            case "explain": return GoldenOutputTests.explainUsage
            case "url": return GoldenOutputTests.urlUsage
            case "check": return GoldenOutputTests.checkUsage
            case "open": return GoldenOutputTests.openUsage
            default: return GoldenOutputTests.usage
            }
        }

        @Test("usage errors: exit 2, the message then the usage on standard error", arguments: usageErrors)
        func usageError(_ c: Case) {
            let result = switchyard(c.arguments)
            #expect(result.status == 2)
            #expect(result.out == "")
            let usage = Self.usage(of: c.arguments.first)
            if let message = c.message {
                #expect(result.err == message + "\n\n" + usage)
            } else {
                #expect(result.err == usage)
            }
        }

        @Test("help: the usage on standard output, exit 0", arguments: ["help", "--help", "-h"])
        func help(_ word: String) {
            let result = switchyard([word])
            #expect(result.status == 0)
            #expect(result.out.hasPrefix(Self.usagePrefix))
            #expect(result.out.contains("  match   [--routes FILE] [--method M] [--json] [URL ...]"))
            #expect(result.out.contains("  check   [--routes FILE] [--json]"))
            #expect(result.out.contains("  explain [--routes FILE] [--method M] [--json] URL"))
            #expect(result.err == "")
        }

        @Test("the executable target's module is linked (the thin main over SwitchyardCommandLine)")
        func entryPoint() async {
            // The async entry point runs the synchronous commands the same way.
            final class Box: @unchecked Sendable { var out = "" }
            let box = Box()
            let environment = CommandEnvironment(
                readFile: { _ in .failure(FileError(.read, path: "", reason: "")) }, readLine: { nil },
                write: { box.out += $0 }, writeError: { _ in }
            )
            let status = await SwitchyardCommand.run(["match", "raycipe://home"], environment: environment)
            #expect(status == 0)
            #expect(box.out == #"{"url":"raycipe://home","route":"home","pattern":"raycipe://home","params":{},"query":{},"scheme":"raycipe"}"# + "\n")
        }
    }
}
