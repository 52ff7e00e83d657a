import Foundation

/// `switchyard serve --port 0 --domain https://l.raycipe.example.com` started as a process for
/// a test, with more arguments, and the port it printed on its first line.
struct ServeProcess {
    let process: Process
    let port: Int
    /// Where its standard error (the access log) is written.
    let logPath: String

    /// Starts the server and waits for its first line; throws when it prints no port.
    init(_ arguments: [String], logPath: String) throws {
        process = Process()
        process.executableURL = URL(fileURLWithPath: switchyardExecutable!)
        process.arguments = ["serve", "--port", "0", "--domain", "https://l.raycipe.example.com"] + arguments
        let output = Pipe()
        self.logPath = logPath
        _ = FileManager.default.createFile(atPath: logPath, contents: nil)
        process.standardOutput = output
        process.standardError = FileHandle(forWritingAtPath: logPath)
        try process.run()
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        let text = String(decoding: line, as: UTF8.self)
        guard let colon = text.range(of: "127.0.0.1:"), let port = Int(text[colon.upperBound...].prefix { $0.isNumber }) else {
            throw Failure("serve did not start: '\(text)' \((try? String(contentsOfFile: logPath, encoding: .utf8)) ?? "")")
        }
        self.port = port
    }

    /// Stops it with SIGTERM: its exit status and its log.
    func stop() -> (status: Int32, log: String) {
        process.terminate()
        process.waitUntilExit()
        return (process.terminationStatus, (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? "")
    }

    /// A server that did not start.
    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}
