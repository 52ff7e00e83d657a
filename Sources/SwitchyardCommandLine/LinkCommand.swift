/// `switchyard link build ...` and `switchyard link decode ...`: dynamic links, offline.
enum LinkCommand {
    static func run(_ arguments: [String], _ environment: CommandEnvironment) throws -> Int32 {
        guard let subcommand = arguments.first else { throw UsageError("link needs a subcommand: build or decode") }
        let rest = Array(arguments.dropFirst())
        switch subcommand {
        case "build": return try LinkBuildCommand.run(rest, environment)
        case "decode": return try LinkDecodeCommand.run(rest, environment)
        default: throw UsageError("unknown link subcommand '\(subcommand)' (build or decode)")
        }
    }
}
