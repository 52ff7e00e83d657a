import Foundation
import Testing

/// The path of `curl`, if it is installed.
let curlExecutable: String? = ["/usr/bin/curl", "/usr/local/bin/curl"].first { FileManager.default.isExecutableFile(atPath: $0) }

/// True when `SWITCHYARD_REQUIRE_TOOLS=1` (as `.ci/run` sets it): a test whose tool is missing
/// then runs and fails, naming the Debian package, instead of being skipped.
let toolsRequired = ProcessInfo.processInfo.environment["SWITCHYARD_REQUIRE_TOOLS"] == "1"

extension Trait where Self == ConditionTrait {
    /// Runs a suite only where the `switchyard` executable was built beside the tests.
    static var switchyardBuilt: Self {
        .enabled(if: switchyardExecutable != nil, "the switchyard executable was not built")
    }

    /// Runs a suite where `curl` is installed, or where tools are required (it then fails in
    /// ``requireCurl()``); skipped otherwise, with a message naming the package.
    static var curlInstalled: Self {
        .enabled(if: curlExecutable != nil || toolsRequired, "needs curl (Debian package curl)")
    }
}

/// The path of `curl`; when it is missing, records a failure naming the Debian package and
/// returns `nil` (a suite marked ``Testing/Trait/curlInstalled`` gets here only when tools are
/// required).
func requireCurl() -> String? {
    guard let curl = curlExecutable else {
        Issue.record("curl is missing (Debian package curl: apt-get install curl), and SWITCHYARD_REQUIRE_TOOLS=1 makes that a failure")
        return nil
    }
    return curl
}

/// Runs `curl` with `arguments` and returns what it wrote to standard output, once it has
/// exited. Call it from a thread of its own, never from the concurrency pool.
func runCurl(_ curl: String, _ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: curl)
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return text
}
