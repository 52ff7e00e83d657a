import Foundation
import Switchyard

/// One line of `github-methods.requests`: a method, a path, and what it gets (a route's name,
/// or the status 405 or 404).
struct MethodRequest: Sendable {
    var method: HTTPMethod
    var path: String
    /// The route's name, or `nil` for a 405 or a 404.
    var route: String?
    var status: Int

    /// The requests of `text` (`METHOD<TAB>PATH<TAB>{JSON}`; `#` lines are comments).
    static func parse(_ text: String, fileName: String) throws -> [MethodRequest] {
        var requests: [MethodRequest] = []
        for (index, line) in text.split(separator: "\n").enumerated() where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 3, let method = HTTPMethod(String(fields[0])),
                let object = try? JSONSerialization.jsonObject(with: Data(fields[2].utf8)) as? [String: Any]
            else { throw DataError("\(fileName):\(index + 1): expected METHOD<TAB>PATH<TAB>JSON") }
            let route = object["route"] as? String
            requests.append(MethodRequest(method: method, path: String(fields[1]), route: route, status: route == nil ? object["status"] as? Int ?? 0 : 200))
        }
        return requests
    }
}
