import Foundation
import Testing

extension CommandLineTests.ExecutableTests {
    /// Runs the executable through `/bin/sh` so that its arguments can hold bytes that are not
    /// UTF-8 (`printf` octal escapes); `stdin` is written as the bytes it is.
    static func runShell(_ script: String, stdin: [UInt8] = []) throws -> CommandResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script, executable!]
        let input = Pipe(), output = Pipe(), error = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = error
        try process.run()
        input.fileHandleForWriting.write(Data(stdin))
        try input.fileHandleForWriting.close()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CommandResult(status: process.terminationStatus, out: String(decoding: out, as: UTF8.self), err: String(decoding: err, as: UTF8.self))
    }

    @Test("the process reads its arguments and standard input as bytes: not UTF-8 is malformed")
    func rawBytes() throws {
        let routes = try Self.temporaryFile(Array("r /:x\n".utf8), name: "raw.routes")
        let argument = try Self.runShell(#"exec "$0" match --routes '\#(routes)' "$(printf '/\300\257')" /ok"#)
        expectRun(
            argument, status: 1,
            out: """
                {"url":"/\u{FFFD}\u{FFFD}","route":null,"reason":"malformed","detail":"the bytes are not UTF-8"}
                {"url":"/ok","route":"r","pattern":"/:x","params":{"x":"ok"},"query":{}}

                """)
        let input = try Self.runShell(#"exec "$0" match --routes '\#(routes)'"#, stdin: [0x2F, 0xC0, 0xAF, 0x0A, 0x0C, 0x0A, 0x20, 0x0C, 0x0D, 0x0A, 0x2F, 0x62])
        expectRun(
            input, status: 1,
            out: """
                {"url":"/\u{FFFD}\u{FFFD}","route":null,"reason":"malformed","detail":"the bytes are not UTF-8"}
                {"url":"/b","route":"r","pattern":"/:x","params":{"x":"b"},"query":{}}

                """)
    }
}
