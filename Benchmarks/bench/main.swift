// `swift run -c release bench`: the benchmark suite (Docs/Performance.md).
// See `bench --help` and Docs/Performance.md.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

func fail(_ message: String, status: Int32) -> Never {
    writeToStandardError("bench: \(message)\n")
    exit(status)
}

let options: Options
do {
    options = try Options(parsing: Array(CommandLine.arguments.dropFirst()))
} catch {
    fail("\(error)\n\n\(Options.usage)", status: 2)
}

if options.help {
    print(Options.usage)
    exit(0)
}

BuildConfiguration.warnIfDebug()

let catalog = Catalog.all()
let selected = SuiteSelection.select(catalog, filters: options.filters)

if options.list {
    for suite in selected { print(suite.name) }
    exit(0)
}

guard !selected.isEmpty else {
    fail("no suite matches \(options.filters.map { "'\($0)'" }.joined(separator: ", ")); see bench --list", status: 2)
}

if let iterations = options.iterations {
    guard selected.count == 1 else {
        fail("--iterations runs one suite; --filter selects \(selected.count): \(selected.map(\.name).joined(separator: ", "))", status: 2)
    }
    do {
        try Runner.runFixed(selected[0], operations: iterations)
    } catch {
        fail("\(selected[0].name): \(error)", status: 1)
    }
    print("\(selected[0].name): \(iterations) operations")
    exit(0)
}

exit(BenchCommand.runSuites(selected, catalog: catalog, options: options))
