import Foundation

/// Headless Chromium (Debian package `chromium`), for the pages' layout tests.
enum Chromium {
    /// The path of `chromium`, if it is installed.
    static let path: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/local/bin/chromium"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Whether the Chromium tests run: it is there, or a missing one must fail (`.ci/run`).
    static var testsEnabled: Bool { path != nil || Tools.required }

    static let missing = "needs headless Chromium (Debian package chromium: apt-get install chromium)"

    /// Runs Chromium headless on `url` at `width`×`height` with `arguments` (`--dump-dom`,
    /// `--screenshot=FILE`); its standard output.
    static func run(_ arguments: [String], url: String, width: Int, height: Int) throws -> String {
        guard let path else { throw TestFailure("chromium is missing (Debian package chromium: apt-get install chromium), and SWITCHYARD_REQUIRE_TOOLS=1 makes that a failure") }
        let profile = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: profile) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments =
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--allow-file-access-from-files", "--no-first-run",
                "--user-data-dir=\(profile)", "--window-size=\(width),\(height)", "--virtual-time-budget=5000",
            ] + arguments + [url]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw TestFailure("chromium exited with \(process.terminationStatus)") }
        return String(decoding: data, as: UTF8.self)
    }

    /// The width and height in a PNG file's header; `nil` when the file is not a PNG.
    static func pngSize(_ path: String) -> (width: Int, height: Int)? {
        guard let data = FileManager.default.contents(atPath: path), data.count > 24,
            Array(data.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        else { return nil }
        let bytes = Array(data[16..<24])
        let width = bytes[0..<4].reduce(0) { $0 << 8 | Int($1) }
        let height = bytes[4..<8].reduce(0) { $0 << 8 | Int($1) }
        return (width, height)
    }
}
