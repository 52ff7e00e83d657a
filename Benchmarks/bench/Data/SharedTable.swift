/// A shared route table and its request paths, as read from the package's test data.
struct SharedTable: Sendable {
    /// The name in suite names: `GitHub`.
    var displayName: String
    /// The file stem: `github`.
    var fileStem: String
    var routesText: String
    var routes: [RouteLine]
    var requests: [RequestPath]

    /// The four public API tables of the Match and Miss suites.
    static let publicTables: [(displayName: String, fileStem: String)] = [
        ("GitHub", "github"), ("Parse", "parse"), ("GPlus", "gplus"), ("Static", "static"),
    ]

    static func load(displayName: String, fileStem: String) throws -> SharedTable {
        let routesText = try DataDirectory.read(fileStem + ".routes")
        let pathsText = try DataDirectory.read(fileStem + ".paths")
        return SharedTable(
            displayName: displayName,
            fileStem: fileStem,
            routesText: routesText,
            routes: try RouteLine.parse(routesText, fileName: fileStem + ".routes"),
            requests: try RequestPath.parse(pathsText, fileName: fileStem + ".paths")
        )
    }
}
