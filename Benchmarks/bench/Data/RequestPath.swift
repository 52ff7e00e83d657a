import Foundation

/// One `PATH<TAB>ROUTE<TAB>PARAMS_JSON` line of a `.paths` file.
struct RequestPath: Sendable {
    var path: String
    /// The route that must win.
    var route: String
    /// The parameters it captures, all strings in these tables.
    var parameters: [String: String]

    static func parse(_ text: String, fileName: String) throws -> [RequestPath] {
        var paths: [RequestPath] = []
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.isEmpty || line.hasPrefix("#") { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 3,
                let json = try? JSONSerialization.jsonObject(with: Data(fields[2].utf8)),
                let parameters = json as? [String: String]
            else {
                throw DataError("\(fileName):\(number + 1): expected PATH<TAB>ROUTE<TAB>PARAMS_JSON")
            }
            paths.append(RequestPath(path: String(fields[0]), route: String(fields[1]), parameters: parameters))
        }
        return paths
    }
}
