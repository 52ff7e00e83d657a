// fuzz-modules: Switchyard
// fuzz-dictionary: url.dict
// The building law as an oracle: a URL built for a route routes back to that route with the
// values it was built from. The first byte picks a table and a route; the rest, split at
// 0x01, gives the texts of the route's parameters in order. A build that fails must name a
// reason; one that succeeds must match, to the same route, with values that build the same
// URL again. Then the other way: a URL the route matches rebuilds to a URL that matches it.
@testable import Switchyard

/// The parameter names a pattern declares, read from its text here (`:name`, `**name`),
/// independently of the library's parser.
private func parameterNames(_ pattern: String) -> [String] {
    var names: [String] = []
    let scalars = Array(pattern.unicodeScalars)
    var i = 0
    func isNameScalar(_ s: Unicode.Scalar) -> Bool { s.properties.isAlphabetic || ("0"..."9").contains(s) || s == "_" }
    while i < scalars.count {
        let starts = (scalars[i] == ":" && i > 0 && (scalars[i - 1] == "/" || scalars[i - 1] == "="))
        let rest = scalars[i] == "*" && i + 1 < scalars.count && scalars[i + 1] == "*"
        if starts || rest {
            var j = i + (rest ? 2 : 1)
            var name = ""
            while j < scalars.count && isNameScalar(scalars[j]) { name.unicodeScalars.append(scalars[j]); j += 1 }
            if !name.isEmpty && !names.contains(name) { names.append(name) }
            i = j
        } else {
            i += 1
        }
    }
    return names
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBuildingLaw(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Fuzz.bytes(data, size)
    guard bytes.count >= 2 else { return 0 }
    let (tableName, table) = Fuzz.tables[Int(bytes[0]) % Fuzz.tables.count]
    let definitions = table.definitions
    let definition = definitions[Int(bytes[1]) % definitions.count]
    let values = UnsafeBufferPointer(rebasing: bytes.dropFirst(2)).split(separator: 1, omittingEmptySubsequences: false)
        .map { String(decoding: $0, as: UTF8.self) }
    var texts: [String: String] = [:]
    for (name, value) in zip(parameterNames(definition.pattern), values) { texts[name] = value }
    let label = "\(tableName): \(definition.name) \(definition.pattern) with \(texts)"
    do {
        let url = try table.url(for: definition.name, parameterTexts: texts)
        guard let match = table.match(url).match else { Fuzz.fail("\(label): built \(url.debugDescription), which does not match") }
        Fuzz.check(match.routeName == definition.name, "\(label): built \(url.debugDescription), which matches \(match.routeName)")
        var back: [String: String] = [:]
        for parameter in match.parameters { back[parameter.name] = parameter.text }
        for (key, value) in texts where back[key] == nil && match.query.first(key) == nil {
            Fuzz.fail("\(label): \(key)=\(value.debugDescription) is lost in \(url.debugDescription)")
        }
        // Read back and built again, the values give the same URL (or a pattern of the same name).
        let again = try table.url(for: definition.name, parameterTexts: back.merging(texts.filter { back[$0.key] == nil }) { a, _ in a })
        Fuzz.check(table.match(again).match?.routeName == definition.name, "\(label): rebuilt \(again.debugDescription) leaves the route")
    } catch {
        Fuzz.check(!error.description.isEmpty && error.routeName == definition.name, "\(label): an error that names no reason")
    }
    return 0
}
