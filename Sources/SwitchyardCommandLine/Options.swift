/// The options and operands of one subcommand, parsed by hand (no dependencies).
struct Options {
    var routesFile: String?
    var scheme: String?
    var system: String?
    var json = false
    var operands: [String] = []

    /// Parses `arguments`, accepting only the flags in `allowed`.
    init(_ arguments: [String], allowed: Set<String>) throws(UsageError) {
        var index = 0
        var onlyOperands = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyOperands || !argument.hasPrefix("--") {
                operands.append(argument)
                continue
            }
            if argument == "--" { onlyOperands = true; continue }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard allowed.contains(name) else { throw UsageError("unknown option \(name)") }
            if name == "--json" {
                guard inlineValue == nil else { throw UsageError("--json takes no value") }
                json = true
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else {
                guard index < arguments.count else { throw UsageError("\(name) needs a value") }
                value = arguments[index]
                index += 1
            }
            switch name {
            case "--routes": routesFile = value
            case "--scheme": scheme = value
            case "--system": system = value
            default: throw UsageError("unknown option \(name)")
            }
        }
    }
}
