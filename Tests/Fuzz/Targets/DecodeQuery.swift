// fuzz-modules: Switchyard
// fuzz-dictionary: url.dict
// Query decoding: the input is a query (after `?`) of a URL that matches. Every item
// decodes (or keeps its raw text), the count is at most the number of `&`-separated parts,
// `first`, `all` and typed reads agree with the items, in web and custom-scheme URLs.
import Switchyard

private let table = try! RouteTable(
    routesFile: """
        web     https://raycipe.example.com/q
        custom  raycipe://q
        path    /q
        """, fileName: "query.routes")

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDecodeQuery(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let query = Fuzz.text(Fuzz.bytes(data, size))
    for prefix in ["https://raycipe.example.com/q?", "raycipe://q?", "/q?"] {
        guard let match = table.match(prefix + query).match else { continue }
        let items = match.query.items
        // Split on bytes: a combining mark after `&` joins it into one Character.
        let parts = query.utf8.prefix { $0 != UInt8(ascii: "#") }.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: false).count
        Fuzz.check(items.count <= parts, "\(items.count) items from \(parts) parts of \(query.debugDescription)")
        for item in items.prefix(8) {
            Fuzz.check(match.query.first(item.name) != nil, "item \(item.name.debugDescription) has no first value")
            let all = match.query.all(item.name)
            Fuzz.check(all.contains(item.value), "all(\(item.name.debugDescription)) misses \(item.value.debugDescription)")
            if let number = try? match.query.value(item.name, as: Int.self) {
                Fuzz.check(String(number) == all.first || Int(all.first ?? "") == number, "int \(number) from \(all)")
            }
        }
    }
    return 0
}
