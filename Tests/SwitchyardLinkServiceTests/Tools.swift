import Foundation

/// The Debian tools the real-client tests use.
enum Tools {
    /// Set in `.ci/run`: a missing tool fails the test instead of skipping it.
    static let required = ProcessInfo.processInfo.environment["SWITCHYARD_REQUIRE_TOOLS"] == "1"

    /// The path of `curl`, if it is installed.
    static let curl: String? = ["/usr/bin/curl", "/usr/local/bin/curl", "/bin/curl"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Whether the curl tests run: curl is there, or a missing one must fail.
    static var curlTestsEnabled: Bool { curl != nil || required }

    /// Runs curl with `arguments`; its standard output.
    static func runCurl(_ arguments: [String], input: Data? = nil) throws -> String {
        let curl = try requireCurl()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: curl)
        process.arguments = ["--silent", "--show-error", "--max-time", "10"] + arguments
        let output = Pipe(), error = Pipe(), standardInput = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = standardInput
        try process.run()
        if let input { standardInput.fileHandleForWriting.write(input) }
        try standardInput.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        _ = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    static func requireCurl() throws -> String {
        guard let curl else { throw TestFailure("curl is missing (Debian package curl: apt-get install curl), and SWITCHYARD_REQUIRE_TOOLS=1 makes that a failure") }
        return curl
    }
}

/// Runs blocking work (a child process, a raw socket) on a thread of its own, so that it never
/// holds a thread of the concurrency pool that timing-sensitive tests of other targets share.
func offPool<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Foundation.Thread.detachNewThread {
            continuation.resume(with: Result { try body() })
        }
    }
}
