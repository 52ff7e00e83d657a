import Foundation
import SwitchyardCommandLine
import Testing

/// The debug `switchyard` executable that `swift test` builds beside the tests, if it is there.
let switchyardExecutable: String? = {
    var directory = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { directory.deleteLastPathComponent() }
    let path = directory.appendingPathComponent(".build/debug/switchyard").path
    return FileManager.default.isExecutableFile(atPath: path) ? path : nil
}()

extension CommandLineTests {
    /// The `switchyard` executable as a process: real standard input (with `\r\n` line ends and
    /// blank lines), real files (a byte-order mark, bytes that are not UTF-8), exit statuses.
    /// The executable is the one `swift test` builds beside the tests.
    @Suite("switchyard executable", .switchyardBuilt)
    struct ExecutableTests {
        static var executable: String? { switchyardExecutable }

        static func run(_ arguments: [String], stdin: String = "") throws -> CommandResult {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable!)
            process.arguments = arguments
            let input = Pipe(), output = Pipe(), error = Pipe()
            process.standardInput = input
            process.standardOutput = output
            process.standardError = error
            try process.run()
            input.fileHandleForWriting.write(Data(stdin.utf8))
            try input.fileHandleForWriting.close()
            let out = output.fileHandleForReading.readDataToEndOfFile()
            let err = error.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return CommandResult(status: process.terminationStatus, out: String(decoding: out, as: UTF8.self), err: String(decoding: err, as: UTF8.self))
        }

        static func temporaryFile(_ bytes: [UInt8], name: String) throws -> String {
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("switchyard-tests-\(getpid())-\(name)").path
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            return path
        }

        @Test("standard input with \\r\\n line ends and blank lines")
        func standardInput() throws {
            let result = try Self.run(["match"], stdin: "raycipe://home\r\n\r\n   \r\nraycipe://nope\r\nraycipe://recipes/2")
            expectRun(result, status: 1, out: CommandLineTests.homeNopeRecipeLines)
            #expect(try Self.run(["match"], stdin: "raycipe://home\n").status == 0)
        }

        @Test("exit statuses: 0 matched, 1 not, 2 usage")
        func exitStatuses() throws {
            #expect(try Self.run(["match", "raycipe://home"]).status == 0)
            #expect(try Self.run(["match", "raycipe://home", "raycipe://x/y/z"]).status == 1)
            #expect(try Self.run(["match", "--bogus"]).status == 2)
            #expect(try Self.run([]).status == 2)
            expectRun(try Self.run(["check"]), status: 0, out: "<built-in>: 6 routes, 12 patterns, 0 errors, 0 warnings\n")
        }

        @Test("a routes file on disk, with a byte-order mark")
        func routesFileWithBOM() throws {
            let path = try Self.temporaryFile([0xEF, 0xBB, 0xBF] + Array("home /home\ndetail /d/:id(int)\n".utf8), name: "bom.routes")
            defer { try? FileManager.default.removeItem(atPath: path) }
            #expect(
                try Self.run(["match", "--routes", path, "/d/3"])
                    == CommandResult(
                        status: 0, out: #"{"url":"/d/3","route":"detail","pattern":"/d/:id(int)","params":{"id":3},"query":{}}"# + "\n", err: ""))
            expectRun(try Self.run(["check", "--routes", path]), status: 0, out: "\(path): 2 routes, 0 errors, 0 warnings\n")
        }

        @Test("a broken routes file on disk: FILE:LINE:COLUMN on standard error, exit 2")
        func brokenFile() throws {
            let path = try Self.temporaryFile(Array("ok /ok\nbad /:1\n".utf8), name: "broken.routes")
            defer { try? FileManager.default.removeItem(atPath: path) }
            expectRun(
                try Self.run(["match", "--routes", path, "/ok"]), status: 2, out: "",
                err: """
                    \(path):2:7: error: a parameter name must be an ASCII identifier ([A-Za-z_][A-Za-z0-9_]*), not '1'
                    switchyard: the routes table \(path) does not build

                    """)
        }

        @Test("a file that is not UTF-8, or not there: exit 2 with the reason")
        func unreadable() throws {
            let path = try Self.temporaryFile([0x61, 0x20, 0x2F, 0xFF, 0x0A], name: "latin1.routes")
            defer { try? FileManager.default.removeItem(atPath: path) }
            expectRun(try Self.run(["check", "--routes", path]), status: 2, out: "", err: "switchyard: cannot read \(path): the file is not UTF-8 text\n")
            let missing = try Self.run(["check", "--routes", "/nonexistent/x.routes"])
            expectRun(missing, status: 2, out: "", err: "switchyard: cannot read /nonexistent/x.routes: No such file or directory\n")
        }
    }
}
