import Switchyard
import SwitchyardLinks
import SwitchyardOpenURL

/// `switchyard open [--routes FILE] [--system dry-run|xdg-open] [--prefix URL]... [--service URL]
/// [--grant NAME]... [--json] URL`: dispatches the URL through the app's chain (``OpenChain``,
/// the composition of Docs/Apps.md) and prints each step and the outcome, or with `--json` one
/// object. Exit 0 when accepted, 1 when not.
///
/// ```
/// $ switchyard open --json raycipe://recipes/2
/// {"url":"raycipe://recipes/2","accepted":true,"result":"handled","decidedBy":"inbox","trace":[…]}
/// ```
enum OpenCommand {
    static let prefix = OptionSpec("--prefix", takesValue: true, repeatable: true)
    static let grant = OptionSpec("--grant", takesValue: true, repeatable: true)

    static func run(_ arguments: [String], _ environment: CommandEnvironment) async throws -> Int32 {
        let options = try Options(
            arguments,
            accepting: [.routes, .system, .json, prefix, grant, LinkResolveCommand.service, LinkResolveCommand.bundleID])
        guard options.operands.count == 1 else { throw UsageError("open takes exactly one URL") }
        let system = try systemOpener(options.system ?? "dry-run")
        let table = try TableLoader.load(options, environment)
        if let bytes = environment.undecodableBytes(of: options.operands[0]) {
            // The chain takes text: a URL that is not UTF-8 is turned down before it.
            environment.write(notText(String(decoding: bytes, as: UTF8.self), table.match(utf8: bytes), json: options.json) + "\n")
            return 1
        }
        var prefixes: [DynamicLinkPrefix] = []
        for text in options.values(prefix.name) {
            do {
                prefixes.append(try DynamicLinkPrefix(text))
            } catch {
                throw UsageError("--prefix: \(error)")
            }
        }
        let resolver = options.value(LinkResolveCommand.service.name) == nil ? nil : try LinkResolveCommand.resolver(options)
        let (scope, _) = try OpenChain.make(
            routes: table, system: system, decoder: DynamicLinkDecoder(prefixes: prefixes), resolver: resolver,
            conditions: options.values(grant.name))
        let outcome = await scope.open(options.operands[0])
        environment.write((options.json ? outcome.json : outcome.report) + "\n")
        return outcome.accepted ? 0 : 1
    }

    /// The outcome for a URL that is not UTF-8: not accepted, decided by the command, with the
    /// router's reason (`malformed`, or `too-long` past the limit).
    static func notText(_ url: String, _ result: MatchResult, json: Bool) -> String {
        let reason = result.noMatch.map { "\($0.reason.description): \($0.detail)" } ?? "malformed: the bytes are not UTF-8"
        guard json else { return "\(url)\nnot accepted: \(reason)" }
        var writer = JSONWriter()
        writer.beginObject()
        writer.key("url"); writer.string(url)
        writer.key("accepted"); writer.bool(false)
        writer.key("result"); writer.string("discarded")
        writer.key("decidedBy"); writer.string("switchyard")
        writer.key("reason"); writer.string(reason)
        writer.key("trace"); writer.beginArray(); writer.endArray()
        writer.endObject()
        return writer.text
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
