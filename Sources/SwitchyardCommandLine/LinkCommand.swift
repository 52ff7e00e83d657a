/// `switchyard link build ...` and `switchyard link decode ...`: dynamic links, offline;
/// `switchyard link resolve ...`: a link service's answer for its links.
import SwitchyardLinks

enum LinkCommand {
    /// `switchyard help link`: both subcommands and every parameter's option.
    static let usage: String = {
        let options = DynamicLinkParameter.allCases.filter { $0 != .link }.map { parameter in
            let name = "--\(parameter.rawValue), --\(parameter.alias)" + (parameter.valueType == .flag ? "" : " VALUE")
            return "  " + name.padding(toLength: 38) + " " + parameter.valueType.rawValue
        }
        return """
            usage: switchyard link build --prefix URL --link URL [--PARAMETER VALUE ...] [--param NAME=VALUE ...]
                   switchyard link decode [--prefix URL]... [--routes FILE] [URL ...]
                   switchyard link resolve --service URL [--bundle-id ID] [LINK ...]

            build writes the long dynamic link (standard output) with the original service's warnings
            (standard error). decode prints one JSON object a line for each URL, or each line of
            standard input when no URL is given: the deep link, every parameter with its type, the
            confidence, the warnings, and the route the deep link reaches in the table. resolve asks
            the link service at --service (POST /v1/reopenAttribution) what each short or long link
            of its domain leads to, and prints its answer, one JSON object a line (deepLink,
            resolvedLink, the utm values, iosMinAppVersion; or error).

              --prefix URL, --domain-uri-prefix URL
                                                     https, a host and an optional path (decode: repeatable, added to
                                                     the hosts ending in .page.link or .app.goo.gl)
              --link URL, --deep-link URL            the deep link: an absolute http or https URL
            \(options.joined(separator: "\n"))
              --param NAME=VALUE, --parameter NAME=VALUE
                                                     a parameter the format does not know (repeatable)
              --routes FILE                          decode: the routes file (without it, the built-in recipe-app table)
              --service URL                          resolve: the link service's base URL (http://127.0.0.1:8080)
              --bundle-id ID                         resolve: the app's bundle ID sent to the service (default switchyard)
              -h, --help                             this text

            Exit status: 0 built / every URL decoded / every link resolved, 1 not built / any URL not
            decoded / any link not resolved, 2 usage error.

            """
    }()

    static func run(_ arguments: [String], _ environment: CommandEnvironment) throws -> Int32 {
        guard let subcommand = arguments.first else { throw UsageError("link needs a subcommand: build, decode or resolve") }
        let rest = Array(arguments.dropFirst())
        switch subcommand {
        case "build": return try LinkBuildCommand.run(rest, environment)
        case "decode": return try LinkDecodeCommand.run(rest, environment)
        case "resolve": throw UsageError("link resolve needs the asynchronous entry point (await SwitchyardCommand.run)")
        default: throw UsageError("unknown link subcommand '\(subcommand)' (build, decode or resolve)")
        }
    }
}

private extension String {
    /// The text padded with spaces to `length` characters (left as it is when longer).
    func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }
}
