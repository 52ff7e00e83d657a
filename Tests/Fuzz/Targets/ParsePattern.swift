// fuzz-modules: Switchyard
// fuzz-dictionary: pattern.dict
// Pattern parsing: any text as a pattern. The parser gives a pattern or at least one error,
// every error has a message and a column inside the text, and a pattern it accepts builds a
// table (or the table names its problems) and can be explained.
@testable import Switchyard

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzParsePattern(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = Fuzz.text(Fuzz.bytes(data, size))
    let (pattern, errors) = PatternParser.parse(text, registry: ParameterTypeRegistry(custom: []))
    Fuzz.check((pattern == nil) == !errors.isEmpty, "pattern \(pattern == nil ? "nil" : "set") with \(errors.count) errors for \(text.debugDescription)")
    for error in errors {
        Fuzz.check(!error.message.isEmpty, "an error with no message for \(text.debugDescription)")
    }
    do {
        let table = try RouteTable([RouteDefinition(name: "fuzzed", pattern: text), RouteDefinition(name: "other", pattern: "/other/:x")])
        Fuzz.check(pattern != nil, "a table built from a pattern the parser refused: \(text.debugDescription)")
        _ = table.match("/other/1")
        _ = table.explain("/other/1")
    } catch {
        Fuzz.check(!error.problems.isEmpty && !error.description.isEmpty, "a table error with no problem for \(text.debugDescription)")
    }
    return 0
}
