/// One option a subcommand accepts: its name, its other spellings, and whether it takes a value.
///
/// ```swift
/// let specs = [
///     OptionSpec.routes,
///     OptionSpec("--ibi", aliases: ["--ios-bundle-id"], takesValue: true),
///     OptionSpec("--prefix", takesValue: true, repeatable: true),
///     OptionSpec.json,
/// ]
/// let options = try Options(arguments, accepting: specs)
/// options.value("--ibi")      // the value given as --ibi or --ios-bundle-id
/// options.values("--prefix")  // every --prefix, in order
/// ```
struct OptionSpec: Sendable {
    /// The canonical spelling, with its dashes (`--routes`).
    let name: String
    /// Other spellings that mean the same option (`--ios-bundle-id` for `--ibi`).
    let aliases: [String]
    /// `true` for `--name VALUE` / `--name=VALUE`; `false` for a flag.
    let takesValue: Bool
    /// Whether the option may be given more than once (its values are kept in order).
    let repeatable: Bool

    init(_ name: String, aliases: [String] = [], takesValue: Bool, repeatable: Bool = false) {
        self.name = name
        self.aliases = aliases
        self.takesValue = takesValue
        self.repeatable = repeatable
    }

    static let routes = OptionSpec("--routes", takesValue: true)
    static let scheme = OptionSpec("--scheme", takesValue: true)
    static let system = OptionSpec("--system", takesValue: true)
    static let json = OptionSpec("--json", takesValue: false)
    static let method = OptionSpec("--method", takesValue: true)

    /// The options the first subcommands share, by name.
    static let common: [String: OptionSpec] = [
        routes.name: routes, scheme.name: scheme, system.name: system, json.name: json, method.name: method,
    ]
}

/// The options and operands of one subcommand, parsed by hand (no dependencies).
///
/// An argument that starts with `-` and is not an accepted option is a usage error that names
/// it and suggests the nearest accepted option; `--` ends the options, so every argument after
/// it is an operand; a lone `-` is an operand. An option that is not repeatable may be given once.
struct Options {
    /// The arguments that are not options, in order.
    private(set) var operands: [String] = []
    /// Each given option's values under its canonical name; a flag has one empty value.
    private var given: [String: [String]] = [:]

    /// Parses `arguments`, accepting only the options in `specs`.
    init(_ arguments: [String], accepting specs: [OptionSpec]) throws(UsageError) {
        var byName: [String: OptionSpec] = [:]
        for spec in specs {
            byName[spec.name] = spec
            for alias in spec.aliases { byName[alias] = spec }
        }
        var index = 0
        var onlyOperands = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyOperands || !argument.hasPrefix("-") || argument == "-" {
                operands.append(argument)
                continue
            }
            if argument == "--" {
                onlyOperands = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let spec = byName[name] else {
                throw UsageError(Self.unknownOptionMessage(name, accepted: Array(byName.keys)))
            }
            guard spec.repeatable || given[spec.name] == nil else {
                throw UsageError("\(spec.name) is given more than once")
            }
            guard spec.takesValue else {
                guard inlineValue == nil else { throw UsageError("\(spec.name) takes no value") }
                given[spec.name, default: []].append("")
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else {
                guard index < arguments.count else { throw UsageError("\(spec.name) needs a value") }
                value = arguments[index]
                index += 1
            }
            given[spec.name, default: []].append(value)
        }
    }

    /// Parses `arguments`, accepting only the shared options named in `allowed` (`--routes`,
    /// `--scheme`, `--system`, `--json`).
    init(_ arguments: [String], allowed: Set<String>) throws(UsageError) {
        try self.init(arguments, accepting: allowed.sorted().compactMap { OptionSpec.common[$0] })
    }

    /// The value of a single-valued option, by its canonical name; `nil` when not given.
    func value(_ name: String) -> String? { given[name]?.last }

    /// Every value of a repeatable option, in the order given.
    func values(_ name: String) -> [String] { given[name] ?? [] }

    /// Whether a flag (or any option) was given.
    func isGiven(_ name: String) -> Bool { given[name] != nil }

    var routesFile: String? { value(OptionSpec.routes.name) }
    var scheme: String? { value(OptionSpec.scheme.name) }
    var system: String? { value(OptionSpec.system.name) }
    var json: Bool { isGiven(OptionSpec.json.name) }

    /// "unknown option '-r'; did you mean --routes?" when one accepted option is close enough.
    static func unknownOptionMessage(_ name: String, accepted: [String]) -> String {
        let message = "unknown option '\(name)'"
        guard let suggestion = suggestion(for: name, among: accepted) else { return message }
        return message + "; did you mean \(suggestion)?"
    }

    /// The accepted option nearest to `name`: a single-dash letter suggests the one long option
    /// starting with it; otherwise the option within two edits (ties to the first in order).
    static func suggestion(for name: String, among accepted: [String]) -> String? {
        let sorted = accepted.sorted()
        let bare = name.drop(while: { $0 == "-" })
        if !name.hasPrefix("--"), bare.count == 1 {
            let starting = sorted.filter { $0.dropFirst(2).first == bare.first }
            return starting.count == 1 ? starting[0] : nil
        }
        return Suggestion.nearest(to: bare, among: accepted) { $0.dropFirst(2) }
    }
}
