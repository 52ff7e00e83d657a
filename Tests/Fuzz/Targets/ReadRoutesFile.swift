// fuzz-modules: Switchyard
// fuzz-dictionary: routes-file.dict
// Routes-file reading: any text as a routes file. Reading never throws; every problem has a
// message and a line inside the file; building the table succeeds or fails with problems,
// each with a message; a table that builds matches every route's own pattern text safely.
import Switchyard

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzReadRoutesFile(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = Fuzz.text(Fuzz.bytes(data, size))
    let file = RoutesFile(parsing: text, fileName: "fuzz.routes")
    let lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).count
    for problem in file.problems {
        Fuzz.check(!problem.message.isEmpty, "a problem with no message")
        if let location = problem.location {
            Fuzz.check(location.line >= 1 && location.line <= lines, "line \(location.line) of a \(lines)-line file")
            Fuzz.check(location.column >= 1, "column \(location.column)")
        }
    }
    do {
        let table = try RouteTable(routesFile: text, fileName: "fuzz.routes")
        Fuzz.check(file.problems.allSatisfy { $0.severity != .error }, "a table built from a file with errors")
        for definition in table.definitions.prefix(16) {
            _ = table.match(definition.pattern)
        }
    } catch {
        Fuzz.check(!error.problems.isEmpty, "a table error with no problem")
        for problem in error.problems { Fuzz.check(!problem.message.isEmpty, "a problem with no message") }
    }
    return 0
}
