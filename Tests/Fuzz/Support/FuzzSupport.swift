// Compiled into every fuzz target (see Tests/Fuzz/README.md): what the targets share.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Switchyard

/// Where a target's checks stop the run: the message is printed and the process aborts, so
/// libFuzzer records the input that broke the property (a crash-<sha1> file).
enum Fuzz {
    static func fail(_ message: String) -> Never {
        var line = "fuzz property failed: \(message)\n"
        line.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
        abort()
    }

    /// Stops the run with `message` unless `condition` holds.
    @inline(__always)
    static func check(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fail(message()) }
    }

    /// The input as text: its bytes when they are UTF-8, else with each bad byte replaced.
    static func text(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// The input's bytes as a buffer.
    static func bytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: data, count: data == nil ? 0 : size)
    }

    /// The repository's folder, found from this file's place in it (Tests/Fuzz/Support/).
    static let repository: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(4)
        return parts.joined(separator: "/")
    }()

    /// The text of a file under the repository, or a failure naming it.
    static func file(_ relativePath: String) -> String {
        let path = repository + "/" + relativePath
        guard let handle = fopen(path, "rb") else { fail("cannot open \(path)") }
        defer { fclose(handle) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let read = fread(&buffer, 1, buffer.count, handle)
            if read <= 0 { break }
            bytes.append(contentsOf: buffer[0..<read])
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The route tables matching is checked on: the recipe app's (the command's built-in
    /// table) and the shared public route sets the test suite keeps in its data folder.
    static let tables: [(name: String, table: RouteTable)] = {
        var tables: [(String, RouteTable)] = []
        do {
            tables.append(("recipe-app", try RouteTable(routesFile: ExampleRoutes.recipeApp, fileName: "<built-in>")))
            for name in ["github", "gplus", "parse", "static", "synthetic100"] {
                let text = file("Tests/SwitchyardTests/Data/routes/\(name).routes")
                tables.append((name, try RouteTable(routesFile: text, fileName: "\(name).routes")))
            }
            let edge = file("Tests/SwitchyardTests/Data/edge.routes")
            tables.append(("edge", try RouteTable(routesFile: edge, fileName: "edge.routes")))
        } catch {
            fail("a fuzz table does not build: \(error)")
        }
        return tables
    }()

    /// Every failure reason has a detail to show.
    static func checkNoMatch(_ noMatch: NoMatch, _ input: String) {
        check(!noMatch.description.isEmpty, "an empty reason for \(input.debugDescription)")
    }
}
