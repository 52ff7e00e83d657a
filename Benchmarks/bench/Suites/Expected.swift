/// What a lookup must give: the winning route and its parameters, or no match.
struct Expected: Sendable {
    /// nil: nothing may match.
    var route: String?
    var parameters: [String: String]

    static let miss = Expected(route: nil, parameters: [:])

    init(route: String?, parameters: [String: String]) {
        self.route = route
        self.parameters = parameters
    }

    init(_ request: RequestPath) {
        self.init(route: request.route, parameters: request.parameters)
    }
}
