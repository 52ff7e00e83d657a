import Foundation
import Testing

/// The independent decoder: `zbarimg` from the Debian package zbar-tools.
enum Zbarimg {
    /// The path of `zbarimg`, or `nil` when it is not installed.
    static let path: String? = {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return directories.map { "\($0)/zbarimg" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// Whether a missing tool fails the test instead of skipping it (`.ci/run` sets it).
    static let isRequired = ProcessInfo.processInfo.environment["SWITCHYARD_REQUIRE_TOOLS"] == "1"

    /// The condition for tests that decode: the tool is there, or it is required (and then
    /// the test fails on its absence).
    static let isUsable = path != nil || isRequired

    static let missing = "needs zbarimg (Debian package zbar-tools)"

    /// What zbarimg reads from the images, as raw bytes (`-Sbinary`: no character-set
    /// guessing), the symbols of all files one after the other, in file order.
    static func decode(_ files: [String]) throws -> [UInt8] {
        guard let path else { throw ToolMissing() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["--raw", "-q", "-Sbinary"] + files
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Array(data)
    }

    struct ToolMissing: Error, CustomStringConvertible {
        var description: String { "SWITCHYARD_REQUIRE_TOOLS=1, but zbarimg is missing: install the Debian package zbar-tools" }
    }

    /// A fresh directory for the test's images.
    static func temporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "switchyard-qr-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
