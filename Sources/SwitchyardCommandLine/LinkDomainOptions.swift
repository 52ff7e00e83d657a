import Switchyard
import SwitchyardLinkService
import SwitchyardLinks

/// `--domain URL`, `--routes FILE` and `--allow PATTERN`: what `serve` and `links import`
/// check links against, read the same way by both.
enum LinkDomainOptions {
    static let domain = OptionSpec("--domain", takesValue: true)
    static let allow = OptionSpec("--allow", takesValue: true, repeatable: true)

    /// The configuration of the prefix given as `--domain`, with the allowlist of `--allow`
    /// (by default, the table's own `http` and `https` routes), and the table.
    static func configuration(_ options: Options, _ environment: CommandEnvironment, command: String) throws -> (LinkServiceConfiguration, RouteTable) {
        guard let prefix = options.value(domain.name) else { throw UsageError("\(command) needs --domain URL: the link prefix it serves (https://l.example.com)") }
        do {
            _ = try DynamicLinkPrefix(prefix)
        } catch {
            throw UsageError("--domain: \(error)")
        }
        let table = try TableLoader.load(options, environment)
        let allowlist: LinkAllowlist
        do {
            let patterns = options.values(allow.name)
            allowlist = patterns.isEmpty ? try LinkAllowlist(webRoutesOf: table) : try LinkAllowlist(patterns: patterns)
        } catch {
            throw UsageError("--allow: \(error.problems.map(\.description).joined(separator: "; "))")
        }
        return (LinkServiceConfiguration(prefix: prefix, allowlist: allowlist), table)
    }
}
