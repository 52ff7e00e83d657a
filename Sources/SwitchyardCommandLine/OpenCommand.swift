import Switchyard
import SwitchyardOpenURL

/// `switchyard open [--routes FILE] [--system dry-run|xdg-open] [--json] URL`: dispatches the URL
/// through the sample open-URL chain (Docs/OpenURL.md) and prints each step and the outcome, or with
/// `--json` one object. Exit 0 when accepted, 1 when not.
///
/// ```
/// $ switchyard open --json raycipe://recipes/2
/// {"url":"raycipe://recipes/2","accepted":true,"result":"handled","decidedBy":"routes","trace":[…]}
/// ```
enum OpenCommand {
    static func run(_ arguments: [String], _ environment: CommandEnvironment) async throws -> Int32 {
        let options = try Options(arguments, allowed: ["--routes", "--system", "--json"])
        guard options.operands.count == 1 else { throw UsageError("open takes exactly one URL") }
        let system = try systemOpener(options.system ?? "dry-run")
        let table = try TableLoader.load(options, environment)
        let scope = try SampleChain.make(routes: table, system: system)
        let outcome = await scope.open(options.operands[0])
        environment.write((options.json ? outcome.json : outcome.report) + "\n")
        return outcome.accepted ? 0 : 1
    }

    private static func systemOpener(_ name: String) throws(UsageError) -> any SystemOpener {
        switch name {
        case "dry-run":
            return DryRunSystemOpener()
        case "xdg-open":
            #if os(Linux)
            return XDGOpenSystemOpener()
            #else
            throw UsageError("--system xdg-open is only available on Linux")
            #endif
        default:
            throw UsageError("--system must be dry-run or xdg-open, not '\(name)'")
        }
    }
}
