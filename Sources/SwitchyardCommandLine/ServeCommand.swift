#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Switchyard
import SwitchyardLinkService
import SwitchyardLinks
import SwitchyardPlatform

/// `switchyard serve --domain URL [options]`: the link service on a development server.
///
/// Prints `listening on http://HOST:PORT, serving links under URL[, URL…]` on standard output
/// (the chosen port for `--port 0`), then one line a request on standard error, until SIGINT or
/// SIGTERM. `--domain` may be repeated: one service, one store, several link domains. Links are
/// kept in `--store FILE` or `--database URL` (in memory without either); creating needs a key
/// from `--api-key-file` (one key a line; without it creating is off).
enum ServeCommand {
    static let host = OptionSpec("--host", takesValue: true)
    static let port = OptionSpec("--port", takesValue: true)
    static let apiKeyFile = OptionSpec("--api-key-file", takesValue: true)
    static let maxConnections = OptionSpec("--max-connections", takesValue: true)
    static let idleTimeout = OptionSpec("--idle-timeout", takesValue: true)

    static func run(_ arguments: [String], _ environment: CommandEnvironment) async throws -> Int32 {
        let server = try prepare(arguments, environment)
        server.stopOnSignals()
        await server.run()
        await DatabaseOptions.flush(server.service.store, environment)
        environment.writeError("switchyard: stopped\n")
        return 0
    }

    /// Everything but running: the configured server, listening, with its first line printed.
    static func prepare(_ arguments: [String], _ environment: CommandEnvironment) throws -> DevelopmentServer {
        let options = try Options(
            arguments,
            accepting: [host, port, .routes, LinkDomainOptions.domain, LinkDomainOptions.allow, apiKeyFile, maxConnections, idleTimeout, ServeProxyOptions.trustedProxy, ServeRateLimitOptions.attributionLimit]
                + AssociationOptions.all + ServePageOptions.all + DatabaseOptions.all)
        guard options.operands.isEmpty else { throw UsageError("serve takes no operands") }
        var (configuration, table) = try LinkDomainOptions.configuration(options, environment, command: "serve")
        configuration.routes = table
        configuration.association = AssociationOptions.configuration(options)
        configuration.trustedProxies = try ServeProxyOptions.ranges(options)
        configuration.attributionRateLimit = try ServeRateLimitOptions.attributionLimit(options, current: configuration.attributionRateLimit)
        configuration.pages = try ServePageOptions.settings(options, environment)
        if let path = options.value(apiKeyFile.name) {
            switch environment.readFile(path) {
            case .success(let text):
                configuration.apiKeys = text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" }).map { String($0.filter { $0 != " " && $0 != "\t" && $0 != "\r" }) }.filter { !$0.isEmpty }
                guard !configuration.apiKeys.isEmpty else { throw UsageError("--api-key-file \(path) holds no key") }
            case .failure(let error):
                throw UsageError("\(error)")
            }
        }
        var limits = ServerLimits()
        if let text = options.value(maxConnections.name) {
            guard let value = Int(text), value >= 1 else { throw UsageError("--max-connections must be a whole number of 1 or more, not '\(text)'") }
            limits.maximumConnections = value
        }
        if let text = options.value(idleTimeout.name) {
            guard let value = Double(text), value > 0, value <= 3600 else { throw UsageError("--idle-timeout must be seconds above 0 (at most 3600), not '\(text)'") }
            limits.idleTimeout = value
        }
        let linkStore = try DatabaseOptions.linkStore(options, environment)
        let portText = options.value(port.name) ?? "8080"
        guard let portNumber = Int(portText), portNumber >= 0, portNumber <= 65_535 else { throw UsageError("--port must be 0 to 65535, not '\(portText)'") }
        let service = LinkService(configuration: configuration, store: linkStore)
        let sink = LogSink(environment.writeError)
        let server: DevelopmentServer
        do {
            server = try DevelopmentServer(service: service, host: options.value(host.name) ?? "127.0.0.1", port: portNumber, limits: limits) { sink.write($0 + "\n") }
        } catch {
            throw UsageError("\(error)")
        }
        let creating = configuration.apiKeys.isEmpty ? "creating off (no --api-key-file)" : "creating on"
        environment.write("listening on http://\(server.host.contains(":") ? "[\(server.host)]" : server.host):\(server.port), serving links under \(configuration.prefixes.joined(separator: ", ")), \(creating)\n")
        fflush(nil)
        return server
    }
}

/// A log writer that threads share: one line at a time.
///
/// Sendable (unchecked): `body` is not itself `Sendable`, but it is only called holding
/// `lock`, so no two threads run it at once.
final class LogSink: @unchecked Sendable {
    private let body: (String) -> Void
    private let lock = Locked(())

    init(_ body: @escaping (String) -> Void) {
        self.body = body
    }

    func write(_ line: String) {
        lock.withLock { _ in body(line) }
    }
}
