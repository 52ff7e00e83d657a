import Foundation

/// Where the route tables are: the package's copies in
/// `Tests/SwitchyardTests/Data/routes`, found from this source file's path so
/// that `swift run -c release bench` works from the root of any clone.
enum DataDirectory {
    /// `SWITCHYARD_BENCH_DATA` if set, else the tables next to this source file's
    /// package, else `Tests/SwitchyardTests/Data/routes` under the current directory.
    static func routes() throws -> String {
        if let overridden = ProcessInfo.processInfo.environment["SWITCHYARD_BENCH_DATA"] {
            return overridden
        }
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent() // Data
            .deletingLastPathComponent() // bench
            .deletingLastPathComponent() // Benchmarks
            .deletingLastPathComponent()
        let candidates = [
            packageRoot.appendingPathComponent("Tests/SwitchyardTests/Data/routes").path,
            FileManager.default.currentDirectoryPath + "/Tests/SwitchyardTests/Data/routes",
        ]
        for candidate in candidates where FileManager.default.fileExists(atPath: candidate + "/github.routes") {
            return candidate
        }
        throw DataError("no route tables found; looked in \(candidates.joined(separator: " and ")); set SWITCHYARD_BENCH_DATA")
    }

    /// The text of `name` (such as `github.routes`) in the routes directory.
    static func read(_ name: String) throws -> String {
        let path = try routes() + "/" + name
        do {
            return try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw DataError("cannot read \(path): \(error.localizedDescription)")
        }
    }
}

/// Data the bench needs and could not read, with the reason for people.
struct DataError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
