import Switchyard
import SwitchyardLinks

/// `switchyard link decode [--prefix URL]... [--routes FILE] [URL ...]`: one JSON object a line
/// for each URL (or each line of standard input): the deep link, every parameter with its
/// type, the confidence, the warnings, and where the deep link leads in the table. Exit 0 when
/// every URL decoded, 1 when any did not (with the reason in its line), 2 for a usage error.
enum LinkDecodeCommand {
    static let prefix = OptionSpec("--prefix", aliases: ["--domain-uri-prefix"], takesValue: true, repeatable: true)

    static func run(_ arguments: [String], _ environment: CommandEnvironment) throws -> Int32 {
        let options = try Options(arguments, accepting: [prefix, .routes])
        var prefixes: [DynamicLinkPrefix] = []
        for text in options.values(prefix.name) {
            do {
                prefixes.append(try DynamicLinkPrefix(text))
            } catch {
                throw UsageError(error.description)
            }
        }
        let table = try TableLoader.load(options, environment)
        let decoder = DynamicLinkDecoder(prefixes: prefixes)
        var allDecoded = true
        func decode(_ url: String) {
            let line = LinkDecodeJSON.line(for: url, decoder: decoder, table: table)
            if !line.decoded { allDecoded = false }
            environment.write(line.text + "\n")
        }
        if options.operands.isEmpty {
            while var line = environment.readLine() {
                if line.hasSuffix("\r") { line.removeLast() }
                if line.allSatisfy({ $0 == " " || $0 == "\t" }) { continue }
                decode(line)
            }
        } else {
            options.operands.forEach(decode)
        }
        return allDecoded ? 0 : 1
    }
}
