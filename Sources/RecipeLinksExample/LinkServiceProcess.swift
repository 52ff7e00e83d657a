#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation

/// A `switchyard serve` of the app's link domain, run as a child process on loopback, with
/// one API key to create short links.
final class LinkServiceProcess {
    let process = Process()
    /// `http://127.0.0.1:PORT`, as the server printed it.
    let base: URL
    private let key = "example-key-0123456789"
    private let keyFile: URL

    /// Starts `switchyard` (the executable at `path`) and waits for its first line.
    init(switchyard path: String) throws {
        keyFile = FileManager.default.temporaryDirectory.appendingPathComponent("recipe-links-\(getpid()).key")
        try key.write(to: keyFile, atomically: true, encoding: .utf8)
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = [
            "serve", "--port", "0", "--domain", Links.linkDomain, "--allow", "https://raycipe.example.com/**",
            "--api-key-file", keyFile.path,
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // "listening on http://127.0.0.1:PORT, serving links under …"
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { break }
            line.append(chunk)
        }
        let text = String(decoding: line, as: UTF8.self)
        guard let start = text.range(of: "http://"), let end = text[start.lowerBound...].firstIndex(of: ","),
            let base = URL(string: String(text[start.lowerBound..<end]))
        else {
            process.terminate()
            throw ExampleError("switchyard serve did not say where it listens: \(text)")
        }
        self.base = base
    }

    /// Creates a short link for `longLink` (`POST /v1/shortLinks`), as the app's backend would.
    func shortLink(for longLink: String) async throws -> String {
        var request = URLRequest(url: base.appendingPathComponent("v1").appendingPathComponent("shortLinks"))
        request.httpMethod = "POST"
        request.setValue("Bearer \(key)", forHTTPHeaderField: "Authorization")
        request.httpBody = try JSONSerialization.data(withJSONObject: ["longDynamicLink": longLink, "suffix": ["option": "SHORT"]])
        let (data, _) = try await URLSession.shared.data(for: request)
        guard let answer = try JSONSerialization.jsonObject(with: data) as? [String: Any], let link = answer["shortLink"] as? String else {
            throw ExampleError("the link service made no short link: \(String(decoding: data, as: UTF8.self))")
        }
        return link
    }

    func stop() {
        process.terminate()
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: keyFile)
    }
}

/// What went wrong in the example, in a sentence.
struct ExampleError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
