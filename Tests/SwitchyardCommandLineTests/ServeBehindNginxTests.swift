#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing

/// The nginx and openssl executables (Debian packages `nginx` and `openssl`), if installed.
let nginxExecutable: String? = ["/usr/sbin/nginx", "/usr/bin/nginx", "/usr/local/sbin/nginx"].first { FileManager.default.isExecutableFile(atPath: $0) }
let opensslExecutable: String? = ["/usr/bin/openssl", "/usr/local/bin/openssl"].first { FileManager.default.isExecutableFile(atPath: $0) }

extension CommandLineTests {
    /// `switchyard serve` behind a real nginx on loopback, as a team deploys it: nginx listens
    /// on 127.0.0.3 (plain HTTP, and HTTPS with a certificate made for the test), connects to
    /// `serve` from 127.0.0.2 (`proxy_bind`), and passes `X-Forwarded-For` and
    /// `X-Forwarded-Proto`; `serve` trusts 127.0.0.2 only. Clients connect from 127.0.0.4 and
    /// 127.0.0.5 (`curl --interface`), so every party has an address of its own.
    @Suite(
        "switchyard serve behind nginx", .serialized,
        .switchyardBuilt, .curlInstalled,
        .enabled(if: nginxExecutable != nil || toolsRequired, "needs nginx (Debian package nginx: apt-get install nginx)"),
        .enabled(if: opensslExecutable != nil || toolsRequired, "needs openssl (Debian package openssl) for the test's certificate"))
    struct ServeBehindNginxTests {
        struct Failure: Error, CustomStringConvertible {
            var description: String
            init(_ description: String) { self.description = description }
        }

        /// A free TCP port on `host`: bound, read and released (the test uses it at once).
        static func freePort(_ host: String) throws -> Int {
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            guard descriptor >= 0 else { throw Failure("socket: \(errno)") }
            defer { close(descriptor) }
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = 0
            inet_pton(AF_INET, host, &address.sin_addr)
            let bound = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
            guard bound == 0 else { throw Failure("bind \(host): \(errno)") }
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) } }
            return Int(UInt16(bigEndian: address.sin_port))
        }

        /// Stops a process the test started: SIGTERM, then SIGKILL if it is still running two
        /// seconds later (nginx without a master process may not act on SIGTERM at once).
        static func stop(_ process: Process) {
            guard process.isRunning else { return }
            kill(process.processIdentifier, SIGTERM)
            for _ in 0..<40 where process.isRunning { usleep(50_000) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
        }

        /// Runs a program to its end; its standard output.
        @discardableResult
        static func run(_ executable: String, _ arguments: [String]) throws -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return String(decoding: data, as: UTF8.self)
        }

        /// `curl` from `interface`: the status, then the body.
        static func curl(_ curl: String, from interface: String, _ arguments: [String]) throws -> (status: Int, body: String) {
            let text = try run(curl, ["--silent", "--show-error", "--max-time", "10", "--insecure", "--interface", interface, "--write-out", "\n%{http_code}"] + arguments)
            guard let newline = text.lastIndex(of: "\n"), let status = Int(text[text.index(after: newline)...]) else { throw Failure("curl answered '\(text)'") }
            return (status, String(text[..<newline]))
        }

        /// What the scenario saw, checked by the test.
        struct Outcome: Sendable {
            var health: (status: Int, body: String) = (0, "")
            var created: [String] = []
            var onSecondDomain: (status: Int, body: String) = (0, "")
            var onWrongDomain = 0
            var strangerClaim = ""
            var visitorClaim = ""
            var log: [String] = []
        }

        @Test("client address and scheme come from nginx's headers, never from a client's")
        func behindNginx() async throws {
            guard let curl = curlExecutable, let nginx = nginxExecutable, let openssl = opensslExecutable else {
                Issue.record("curl, nginx or openssl is missing (Debian packages curl, nginx, openssl), and SWITCHYARD_REQUIRE_TOOLS=1 makes that a failure")
                return
            }
            let outcome = try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Outcome, any Error>) in
                Foundation.Thread.detachNewThread { continuation.resume(with: Result { try Self.scenario(curl: curl, nginx: nginx, openssl: openssl) }) }
            }
            #expect(outcome.health.status == 200)
            #expect(outcome.health.body == #"{"status":"ok","store":"reachable"}"# + "\n")
            #expect(outcome.created == ["https://l.raycipe.example.com/", "https://go.raycipe.example.com/"])
            #expect(outcome.onSecondDomain.status == 302)
            #expect(outcome.onWrongDomain == 404)
            // The visitor clicked from 127.0.0.4, forging X-Forwarded-For: 6.6.6.6; a stranger
            // behind the same proxy (127.0.0.5) does not get the link, the visitor does.
            #expect(outcome.strangerClaim.contains(#""confidence":"none""#))
            #expect(outcome.visitorClaim.contains(#""confidence":"weak""#))
            let clicks = outcome.log.filter { $0.contains("\"GET /") && !$0.contains("/healthz") }
            #expect(clicks.contains { $0.contains(" 127.0.0.4 \"GET ") && $0.hasSuffix(" via 127.0.0.2 http") }, "\(outcome.log)")
            #expect(clicks.contains { $0.contains(" 127.0.0.4 \"GET ") && $0.hasSuffix(" via 127.0.0.2 https") }, "\(outcome.log)")
            #expect(!outcome.log.contains { $0.contains("6.6.6.6") }, "\(outcome.log)")
            // Straight to serve, not through the proxy: the forged headers are ignored.
            #expect(clicks.contains { $0.contains(" 127.0.0.1 \"GET ") && !$0.contains(" via ") }, "\(outcome.log)")
        }

        static func scenario(curl: String, nginx: String, openssl: String) throws -> Outcome {
            var outcome = Outcome()
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("switchyard-nginx-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: directory + "/tmp", withIntermediateDirectories: true)
            let keyFile = directory + "/key", logPath = directory + "/serve.log"
            try Data("nginx-test-key\n".utf8).write(to: URL(fileURLWithPath: keyFile))
            // The server: two domains, trusting 127.0.0.2 only.
            let serve = Process()
            serve.executableURL = URL(fileURLWithPath: switchyardExecutable!)
            serve.arguments = [
                "serve", "--port", "0", "--domain", "https://l.raycipe.example.com", "--domain", "https://go.raycipe.example.com",
                "--api-key-file", keyFile, "--trusted-proxy", "127.0.0.2",
            ]
            let output = Pipe()
            _ = FileManager.default.createFile(atPath: logPath, contents: nil)
            serve.standardOutput = output
            serve.standardError = FileHandle(forWritingAtPath: logPath)
            try serve.run()
            defer { Self.stop(serve) }
            var line = Data()
            while !line.contains(UInt8(ascii: "\n")) {
                let chunk = output.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                line.append(chunk)
            }
            let first = String(decoding: line, as: UTF8.self)
            guard first.contains("serving links under https://l.raycipe.example.com, https://go.raycipe.example.com"),
                let colon = first.range(of: "127.0.0.1:"), let servePort = Int(first[colon.upperBound...].prefix { $0.isNumber })
            else { throw Failure("serve printed '\(first)'") }
            // A certificate for the proxy's HTTPS.
            try run(
                openssl,
                [
                    "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=l.raycipe.example.com",
                    "-keyout", directory + "/cert.key", "-out", directory + "/cert.pem",
                ])
            let httpPort = try freePort("127.0.0.3"), httpsPort = try freePort("127.0.0.3")
            let configuration = """
                daemon off;
                master_process off;
                worker_processes 1;
                pid \(directory)/nginx.pid;
                error_log \(directory)/error.log;
                events { worker_connections 64; }
                http {
                  access_log off;
                  client_body_temp_path \(directory)/tmp/body;
                  proxy_temp_path \(directory)/tmp/proxy;
                  fastcgi_temp_path \(directory)/tmp/fastcgi;
                  uwsgi_temp_path \(directory)/tmp/uwsgi;
                  scgi_temp_path \(directory)/tmp/scgi;
                  server {
                    listen 127.0.0.3:\(httpPort);
                    listen 127.0.0.3:\(httpsPort) ssl;
                    ssl_certificate \(directory)/cert.pem;
                    ssl_certificate_key \(directory)/cert.key;
                    location / {
                      proxy_pass http://127.0.0.1:\(servePort);
                      proxy_bind 127.0.0.2;
                      proxy_http_version 1.1;
                      proxy_set_header Host $host;
                      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
                      proxy_set_header X-Forwarded-Proto $scheme;
                    }
                  }
                }
                """
            try configuration.write(toFile: directory + "/nginx.conf", atomically: true, encoding: .utf8)
            let proxy = Process()
            proxy.executableURL = URL(fileURLWithPath: nginx)
            proxy.arguments = ["-p", directory, "-c", directory + "/nginx.conf", "-e", directory + "/error.log"]
            proxy.standardOutput = FileHandle.nullDevice
            proxy.standardError = FileHandle.nullDevice
            try proxy.run()
            defer { Self.stop(proxy) }
            let http = "http://127.0.0.3:\(httpPort)", https = "https://127.0.0.3:\(httpsPort)"
            // nginx is up once it answers.
            for _ in 0..<100 {
                outcome.health = try Self.curl(curl, from: "127.0.0.4", [http + "/healthz"])
                if outcome.health.status == 200 { break }
                usleep(50_000)
            }
            guard outcome.health.status == 200 else {
                throw Failure("nginx did not answer: \((try? String(contentsOfFile: directory + "/error.log", encoding: .utf8)) ?? "")")
            }
            var suffixes: [String] = []
            for prefix in ["https://l.raycipe.example.com", "https://go.raycipe.example.com"] {
                let body = #"{"longDynamicLink":"\#(prefix)/?link=https://raycipe.example.com/recipes/2&isi=1234567890&ofl=https://raycipe.example.com/recipes/2","suffix":{"option":"SHORT"}}"#
                let created = try Self.curl(curl, from: "127.0.0.4", ["-H", "Authorization: Bearer nginx-test-key", "--data-binary", body, http + "/v1/shortLinks"])
                guard let start = created.body.range(of: #""shortLink":""#)?.upperBound, let end = created.body[start...].firstIndex(of: "\"") else {
                    throw Failure("create answered \(created.status) \(created.body)")
                }
                let short = String(created.body[start..<end])
                outcome.created.append(String(short[...short.lastIndex(of: "/")!]))
                suffixes.append(String(short[short.index(after: short.lastIndex(of: "/")!)...]))
            }
            let iPhone = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1"
            let desktop = "Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0"
            // The visitor, through the proxy, forging its address and scheme.
            _ = try Self.curl(curl, from: "127.0.0.4", ["-A", iPhone, "-H", "X-Forwarded-For: 6.6.6.6", "-H", "X-Forwarded-Proto: https", http + "/" + suffixes[0]])
            _ = try Self.curl(curl, from: "127.0.0.4", ["-A", desktop, "-H", "X-Forwarded-Proto: http", https + "/" + suffixes[0]])
            outcome.onSecondDomain = try Self.curl(curl, from: "127.0.0.4", ["-A", desktop, "-H", "Host: go.raycipe.example.com", http + "/" + suffixes[1]])
            outcome.onWrongDomain = try Self.curl(curl, from: "127.0.0.4", ["-A", desktop, "-H", "Host: l.raycipe.example.com", http + "/" + suffixes[1]]).status
            // Straight to serve, forging the headers a proxy would send.
            _ = try Self.curl(curl, from: "127.0.0.1", ["-A", desktop, "-H", "X-Forwarded-For: 6.6.6.6", "http://127.0.0.1:\(servePort)/" + suffixes[0]])
            let claim = #"{"platform":"ios"}"#
            outcome.strangerClaim = try Self.curl(curl, from: "127.0.0.5", ["--data-binary", claim, http + "/v1/installAttribution"]).body
            outcome.visitorClaim = try Self.curl(curl, from: "127.0.0.4", ["-H", "X-Forwarded-For: 6.6.6.6", "--data-binary", claim, http + "/v1/installAttribution"]).body
            Self.stop(serve)
            outcome.log = ((try? String(contentsOfFile: logPath, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
            return outcome
        }
    }
}
