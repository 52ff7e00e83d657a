import SwitchyardLinkService
import SwitchyardPlatform

/// `switchyard links import FILE --store STORE --domain URL [--routes FILE] [--allow PATTERN]...`:
/// links from an export (``LinkImport`` defines the lines) into a file store, each checked as
/// a create checks it; a report of what was skipped and why.
///
/// The store must not be open in a running `serve` meanwhile: two processes appending to one
/// file would interleave their lines.
enum LinksCommand {
    static let store = OptionSpec("--store", takesValue: true)

    static func run(_ arguments: [String], _ environment: CommandEnvironment) async throws -> Int32 {
        guard let subcommand = arguments.first else { throw UsageError("links needs a subcommand: import") }
        guard subcommand == "import" else { throw UsageError("unknown links subcommand '\(subcommand)' (import)") }
        let options = try Options(Array(arguments.dropFirst()), accepting: [store, .routes, LinkDomainOptions.domain, LinkDomainOptions.allow])
        guard options.operands.count == 1, let file = options.operands.first else { throw UsageError("links import takes one export file") }
        guard let path = options.value(store.name) else { throw UsageError("links import needs --store FILE: the link store to add to") }
        let (configuration, _) = try LinkDomainOptions.configuration(options, environment, command: "links import")
        let text: String
        switch environment.readFile(file) {
        case .success(let contents): text = contents
        case .failure(let error): throw UsageError("\(error)")
        }
        let linkStore: FileLinkStore
        do {
            linkStore = try FileLinkStore(path: path)
        } catch {
            throw UsageError("--store: \(error)")
        }
        if let note = linkStore.recovery { environment.writeError("switchyard: \(note)\n") }
        let report: LinkImport.Report
        do {
            report = try await LinkImport.run(text, into: linkStore, configuration: configuration, time: WallClock.now())
        } catch {
            environment.writeError("switchyard: \(error)\n")
            return 2
        }
        for skip in report.skipped {
            environment.write("\(file):\(skip.line): skipped\(skip.suffix.map { " " + $0 } ?? ""): \(skip.reason)\n")
        }
        environment.write("imported \(report.imported) link\(report.imported == 1 ? "" : "s"), skipped \(report.skipped.count)\n")
        return report.skipped.isEmpty ? 0 : 1
    }
}
