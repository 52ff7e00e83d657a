import SwitchyardLinks

/// `switchyard link build --prefix URL --link URL [--PARAMETER VALUE ...]`: prints the long
/// link; warnings go to standard error. Exit 0 built, 1 when it cannot be built, 2 for a
/// usage error.
///
/// Every parameter of the format has an option named as the parameter (`--ibi`, `--isi`,
/// `--apn`, `--efr`, …) and a descriptive alias (`--ios-bundle-id`, …); `--efr` and `--d`
/// are flags. `--param NAME=VALUE` (repeatable) adds a parameter the format does not know.
enum LinkBuildCommand {
    static let prefix = OptionSpec("--prefix", aliases: ["--domain-uri-prefix"], takesValue: true)
    static let param = OptionSpec("--param", aliases: ["--parameter"], takesValue: true, repeatable: true)

    /// One option per parameter of the format.
    static let parameterOptions: [(DynamicLinkParameter, OptionSpec)] = DynamicLinkParameter.allCases.map { parameter in
        (parameter, OptionSpec("--" + parameter.rawValue, aliases: ["--" + parameter.alias], takesValue: parameter.valueType != .flag))
    }

    static func run(_ arguments: [String], _ environment: CommandEnvironment) throws -> Int32 {
        let options = try Options(arguments, accepting: [prefix, param] + parameterOptions.map(\.1))
        if let operand = options.operands.first { throw UsageError("link build takes no operand ('\(operand)'); give values as options") }
        guard let prefixText = options.value(prefix.name) else { throw UsageError("link build needs --prefix URL") }
        guard let linkText = options.value("--link") else { throw UsageError("link build needs --link URL") }
        func fail(_ message: String) -> Int32 {
            environment.writeError("switchyard: link build: \(message)\n")
            return 1
        }
        let linkPrefix: DynamicLinkPrefix
        do {
            linkPrefix = try DynamicLinkPrefix(prefixText)
        } catch {
            return fail(error.description)
        }
        guard let deepLink = LinkURL(linkText) else { return fail(DynamicLinkError.wrongType(.link, linkText).description) }
        var link = DynamicLink(prefix: linkPrefix, link: deepLink)
        do {
            for (parameter, spec) in parameterOptions where parameter != .link && options.isGiven(spec.name) {
                try link.set(parameter, text: spec.takesValue ? options.value(spec.name)! : "1")
            }
            for item in options.values(param.name) {
                guard let equals = item.firstIndex(of: "=") else {
                    throw UsageError("--param needs NAME=VALUE, not '\(item)'")
                }
                link.unknownParameters.append(.init(name: String(item[..<equals]), value: String(item[item.index(after: equals)...])))
            }
            let built = try DynamicLinkBuilder().build(link)
            for warning in built.warnings { environment.writeError("warning: \(warning.code): \(warning.message)\n") }
            environment.write(built.url + "\n")
            return 0
        } catch let error as DynamicLinkError {
            return fail(error.description)
        }
    }
}
