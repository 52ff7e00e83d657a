// fuzz-modules: Switchyard
// fuzz-dictionary: url.dict
// The explainer: any URL against the tables of at most 60 routes (it reads every pattern of
// the table for each URL, so the large ones would spend the run on few inputs). Its result
// is the router's result, it lists at most `limit` candidates, and each candidate names a
// route of the table.
import Switchyard

private let tables = Fuzz.tables.filter { $0.table.count <= 60 }

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzExplain(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Fuzz.bytes(data, size)
    guard let first = bytes.first else { return 0 }
    let (name, table) = tables[Int(first) % tables.count]
    let url = Fuzz.text(UnsafeBufferPointer(rebasing: bytes.dropFirst()))
    let limit = Int(first >> 4)
    let explanation = table.explain(url, limit: limit)
    let result = table.match(url)
    Fuzz.check(
        explanation.result.match?.routeName == result.match?.routeName && explanation.result.noMatch?.reason == result.noMatch?.reason,
        "\(name): explain and match disagree on \(url.debugDescription)")
    Fuzz.check(explanation.candidates.count <= max(limit, 0), "\(name): \(explanation.candidates.count) candidates, limit \(limit)")
    let names = Set(table.definitions.map(\.name))
    for candidate in explanation.candidates {
        Fuzz.check(names.contains(candidate.routeName), "\(name): candidate \(candidate.routeName) is not a route")
        _ = candidate.verdict.description
    }
    return 0
}
