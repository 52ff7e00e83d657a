import Foundation
import SwitchyardCommandLine
import Testing

extension CommandLineTests {
    /// A file store belongs to one process: a second `serve` on the same file is refused while
    /// the first runs, and starts once it has stopped.
    @Suite("switchyard serve, one process a store file", .switchyardBuilt)
    struct ServeStoreLockTests {
        @Test func aSecondProcessCannotOpenTheStoreFile() async throws {
            let outcome = try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<(CommandResult, Int32, Int), any Error>) in
                Foundation.Thread.detachNewThread {
                    continuation.resume(
                        with: Result {
                            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("switchyard-lock-\(UUID().uuidString)").path
                            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
                            defer { try? FileManager.default.removeItem(atPath: directory) }
                            try Data("lock-test-key\n".utf8).write(to: URL(fileURLWithPath: directory + "/key"))
                            let first = try ServeProcess(["--store", directory + "/links.jsonl", "--api-key-file", directory + "/key"], logPath: directory + "/log-1")
                            let refused = try ExecutableTests.run(["serve", "--port", "0", "--domain", "https://l.raycipe.example.com", "--store", directory + "/links.jsonl"])
                            first.process.terminate()
                            first.process.waitUntilExit()
                            let second = try ServeProcess(["--store", directory + "/links.jsonl", "--api-key-file", directory + "/key"], logPath: directory + "/log-2")
                            second.process.terminate()
                            second.process.waitUntilExit()
                            return (refused, first.process.terminationStatus, second.port)
                        })
                }
            }
            let (refused, firstStatus, secondPort) = outcome
            #expect(refused.status == 2)
            #expect(refused.out.isEmpty)
            #expect(refused.err.contains("is in use by another process (a switchyard serve or links import): stop it, or use --database for several processes"), "\(refused.err)")
            #expect(firstStatus == 0)
            // Once the first has stopped, the file opens again: the second is listening.
            #expect(secondPort > 0)
        }
    }
}
