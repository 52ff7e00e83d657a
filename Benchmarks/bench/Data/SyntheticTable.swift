import SwitchyardTestSupport

/// Synthetic tables shaped like `synthetic*.routes`: `count / 10` resources with
/// ten sub-resources each, `NAME /v1/resource{i}/:id/sub{j}`, generated in code so
/// any size (100,000 included) is available without a file.
enum SyntheticTable {
    /// The sizes of the Scale suites.
    static let sizes = [10, 100, 1_000, 10_000, 100_000]
    /// Sizes the package also has as files, checked against the generator.
    static let sizesWithFiles = [10, 100, 1_000, 10_000]

    /// The routes of a table of `count` routes (a multiple of 10), in file order.
    static func routes(count: Int) -> [RouteLine] {
        precondition(count % 10 == 0, "synthetic tables come in tens")
        var routes: [RouteLine] = []
        routes.reserveCapacity(count)
        for resource in 0..<(count / 10) {
            for sub in 0..<10 {
                routes.append(
                    RouteLine(
                        name: "v1.resource\(resource).id.sub\(sub)",
                        pattern: "/v1/resource\(resource)/:id/sub\(sub)"
                    ))
            }
        }
        return routes
    }

    /// `samples` request paths spread over a table of `count` routes, from a fixed
    /// seed: every size is looked up with the same number of distinct inputs, so
    /// the figures compare table sizes, not input working sets.
    static func requests(count: Int, samples: Int) -> [RequestPath] {
        var generator = SplitMix64(seed: 0x5317_C4A2_D00D_F00D ^ UInt64(count))
        return (0..<samples).map { _ in
            let route = Int(generator.next() % UInt64(count))
            let resource = route / 10
            let sub = route % 10
            let id = String(100_000 + Int(generator.next() % 900_000))
            return RequestPath(
                path: "/v1/resource\(resource)/\(id)/sub\(sub)",
                route: "v1.resource\(resource).id.sub\(sub)",
                parameters: ["id": id]
            )
        }
    }

    /// Problems if the generator does not reproduce `synthetic{count}.routes`.
    static func differencesFromFile(count: Int) throws -> [String] {
        let fileName = "synthetic\(count).routes"
        let fromFile = try RouteLine.parse(try DataDirectory.read(fileName), fileName: fileName)
        let generated = routes(count: count)
        guard fromFile.count == generated.count else {
            return ["\(fileName) has \(fromFile.count) routes, the generator \(generated.count)"]
        }
        for (line, (file, made)) in zip(fromFile, generated).enumerated()
        where file.name != made.name || file.pattern != made.pattern {
            return ["\(fileName) route \(line + 1) is '\(file.name) \(file.pattern)', the generator made '\(made.name) \(made.pattern)'"]
        }
        return []
    }
}
