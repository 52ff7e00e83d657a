// fuzz-modules: Switchyard
// fuzz-dictionary: url.dict
// Matching against the example table and the shared tables: the first byte picks a table,
// the rest is the URL. `match`, `withMatch` and the reader-only path agree; a hit's
// parameters read back, the matched URL is the input trimmed, a miss has a reason.
@testable import Switchyard

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMatchTables(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Fuzz.bytes(data, size)
    guard let first = bytes.first else { return 0 }
    let (name, table) = Fuzz.tables[Int(first) % Fuzz.tables.count]
    let url = Fuzz.text(UnsafeBufferPointer(rebasing: bytes.dropFirst()))
    let result = table.match(url)
    let viewed = table.withMatch(url) { view in view.routeName }
    let read = table.matchThroughReader(url)
    Fuzz.check(result.match?.routeName == viewed, "\(name): match and withMatch disagree on \(url.debugDescription)")
    Fuzz.check(
        result.match?.routeName == read.match?.routeName && result.noMatch?.reason == read.noMatch?.reason,
        "\(name): the fast path and the reader disagree on \(url.debugDescription)")
    if let match = result.match {
        for parameter in match.parameters {
            Fuzz.check(match.parameterText(parameter.name) != nil, "\(name): parameter \(parameter.name) does not read back")
        }
        _ = match.query.items
        Fuzz.check(url.contains(match.url), "\(name): matched URL \(match.url.debugDescription) is not in \(url.debugDescription)")
    } else if let noMatch = result.noMatch {
        Fuzz.checkNoMatch(noMatch, url)
    }
    return 0
}
