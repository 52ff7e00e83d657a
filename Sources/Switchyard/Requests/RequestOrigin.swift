/// Where a request was sent: a web scheme, a host and, for a local origin, a port
/// (`http://localhost:8080`). Scheme and host are kept in lower case.
struct RequestOrigin: Sendable, Hashable, CustomStringConvertible {
    var scheme: String
    var host: String
    /// The port, when the origin names one; an origin without one matches every port.
    var port: Int?

    /// `scheme://host[:port]`.
    var description: String { "\(scheme)://\(host)" + (port.map { ":\($0)" } ?? "") }

    /// Reads `http://host`, `https://host` or, where `allowsPort`, `http://host:port`; one
    /// trailing `/` is allowed. The error is a sentence for people.
    static func parse(_ text: Substring, allowsPort: Bool) -> Result<RequestOrigin, OriginError> {
        var rest = text
        if rest.hasSuffix("/") { rest = rest.dropLast() }
        guard let colon = rest.firstIndex(of: ":"), rest[colon...].hasPrefix("://") else { return .failure(OriginError("write it as https://host")) }
        let scheme = rest[..<colon].lowercased()
        guard scheme == "http" || scheme == "https" else { return .failure(OriginError("an origin's scheme is http or https, not '\(scheme)'")) }
        let authority = rest[rest.index(colon, offsetBy: 3)...]
        guard !authority.contains("/"), !authority.contains("?"), !authority.contains("#") else {
            return .failure(OriginError("an origin has no path, query or fragment"))
        }
        guard !authority.contains("@") else { return .failure(OriginError("an origin has no user info")) }
        guard let (host, port) = splitAuthority(authority) else { return .failure(OriginError("the port is digits up to 65535")) }
        guard !host.isEmpty, host.utf8.allSatisfy(isHostByte) else {
            return .failure(OriginError("the host is ASCII letters, digits, - and ., or an IP literal in brackets"))
        }
        if port != nil && !allowsPort { return .failure(OriginError("the public origin takes no port (ports take no part in matching)")) }
        return .success(RequestOrigin(scheme: scheme, host: host.lowercased(), port: port))
    }

    /// The host and port of `host[:port]` (an IP literal in brackets keeps them); `nil` when
    /// the port is not digits up to 65535.
    static func splitAuthority(_ authority: Substring) -> (host: Substring, port: Int?)? {
        var host = authority
        var port: Int?
        let closing = authority.lastIndex(of: "]")
        if let colon = authority.lastIndex(of: ":"), closing.map({ colon > $0 }) ?? true {
            host = authority[..<colon]
            let digits = authority[authority.index(after: colon)...]
            guard !digits.isEmpty, digits.count <= 5, digits.utf8.allSatisfy(ASCII.isDigit), let number = Int(digits), number <= 65535 else {
                return nil
            }
            port = number
        }
        return (host, port)
    }

    private static func isHostByte(_ byte: UInt8) -> Bool {
        ASCII.isAlphanumeric(byte) || byte == ASCII.minus || byte == ASCII.dot || byte == UInt8(ascii: "[")
            || byte == UInt8(ascii: "]") || byte == UInt8(ascii: ":")
    }

    /// Why an origin was not read.
    struct OriginError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}
