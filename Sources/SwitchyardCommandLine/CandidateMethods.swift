import Switchyard

/// The methods each route of a table answers, for `explain --method`'s candidates, found by
/// the route's name and pattern.
struct CandidateMethods {
    private var byRoute: [String: [HTTPMethod]] = [:]

    init(_ table: RouteTable) {
        for (index, definition) in table.definitions.enumerated() {
            byRoute[definition.name + " " + definition.pattern] = table.methods(ofRoute: index)
        }
    }

    /// The methods `candidate`'s route answers; empty for every method.
    func methods(of candidate: Explanation.Candidate) -> [HTTPMethod] {
        byRoute[candidate.routeName + " " + candidate.pattern] ?? []
    }

    /// The methods as the text listing shows them: `GET,POST`, or `*` for every method.
    func text(for candidate: Explanation.Candidate) -> String {
        let methods = methods(of: candidate)
        return methods.isEmpty ? "*" : methods.map(\.rawValue).joined(separator: ",")
    }

    /// The widest ``text(for:)``.
    var width: Int { byRoute.values.map { $0.isEmpty ? 1 : $0.map(\.rawValue).joined(separator: ",").count }.max() ?? 1 }
}
