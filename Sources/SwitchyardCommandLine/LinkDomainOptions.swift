import Switchyard
import SwitchyardLinkService
import SwitchyardLinks

/// `--domain URL`, `--routes FILE` and `--allow PATTERN`: what `serve` and `links import`
/// check links against, read the same way by both.
enum LinkDomainOptions {
    static let domain = OptionSpec("--domain", takesValue: true, repeatable: true)
    static let allow = OptionSpec("--allow", takesValue: true, repeatable: true)

    /// The configuration of the prefixes given as `--domain` (the first is the default, the
    /// others ``LinkServiceConfiguration/additionalPrefixes``), with the allowlist of `--allow`
    /// (by default, the table's own `http` and `https` routes), and the table.
    static func configuration(_ options: Options, _ environment: CommandEnvironment, command: String) throws -> (LinkServiceConfiguration, RouteTable) {
        let prefixes = options.values(domain.name)
        guard let prefix = prefixes.first else { throw UsageError("\(command) needs --domain URL: the link prefix it serves (https://l.example.com)") }
        for given in prefixes {
            do {
                _ = try DynamicLinkPrefix(given)
            } catch {
                throw UsageError("--domain: \(error)")
            }
        }
        guard Set(prefixes.map { $0.lowercased() }).count == prefixes.count else { throw UsageError("--domain: a prefix is given twice") }
        let table = try TableLoader.load(options, environment)
        let allowlist: LinkAllowlist
        do {
            let patterns = options.values(allow.name)
            allowlist = patterns.isEmpty ? try LinkAllowlist(webRoutesOf: table) : try LinkAllowlist(patterns: patterns)
        } catch {
            throw UsageError("--allow: \(error.problems.map(\.description).joined(separator: "; "))")
        }
        var configuration = LinkServiceConfiguration(prefix: prefix, allowlist: allowlist)
        configuration.additionalPrefixes = Array(prefixes.dropFirst())
        return (configuration, table)
    }
}
