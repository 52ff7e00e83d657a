/// The head of an HTTP/1.1 request (request line and headers), parsed from bytes: what the
/// development server reads before it hands a ``LinkRequest`` to the service.
struct HTTPRequestHead: Sendable, Hashable {
    var method: String
    var target: String
    /// `HTTP/1.1` or `HTTP/1.0`.
    var version: String
    /// Header fields in order, names as sent.
    var fields: [(name: String, value: String)]

    /// The value of a header by name in any case (the last one when repeated).
    func field(_ name: String) -> String? {
        let wanted = ASCIIText.lowercased(name)
        return fields.last { ASCIIText.lowercased($0.name) == wanted }?.value
    }

    /// Whether the connection stays open after the answer.
    var keepsAlive: Bool {
        let connection = field("connection").map { ASCIIText.lowercased($0) }
        if version == "HTTP/1.0" { return connection == "keep-alive" }
        return connection != "close"
    }

    /// Parses the bytes before the blank line (without the final `\r\n\r\n`).
    static func parse(_ bytes: ArraySlice<UInt8>) throws(HTTPParseError) -> HTTPRequestHead {
        guard let text = String(validatingUTF8Bytes: bytes) else { throw HTTPParseError(status: 400, reason: "the request head is not UTF-8") }
        var lines = text.split(separator: "\r\n", omittingEmptySubsequences: false)
        guard !lines.isEmpty else { throw HTTPParseError(status: 400, reason: "the request has no request line") }
        let requestLine = lines.removeFirst()
        let parts = requestLine.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, !parts[1].isEmpty else {
            throw HTTPParseError(status: 400, reason: "the request line must be METHOD TARGET HTTP/1.1")
        }
        guard parts[0].utf8.allSatisfy({ $0 >= 0x41 && $0 <= 0x5A }) else { throw HTTPParseError(status: 400, reason: "the method must be upper-case letters") }
        guard parts[2] == "HTTP/1.1" || parts[2] == "HTTP/1.0" else { throw HTTPParseError(status: 505, reason: "only HTTP/1.1 and HTTP/1.0 are served") }
        guard parts[1].hasPrefix("/"), !parts[1].utf8.contains(where: { $0 <= 0x20 || $0 >= 0x7F }) else {
            throw HTTPParseError(status: 400, reason: "the request target must be a path starting with /")
        }
        var fields: [(name: String, value: String)] = []
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { throw HTTPParseError(status: 400, reason: "a header line has no ':'") }
            let name = line[..<colon]
            guard !name.isEmpty, !name.utf8.contains(where: { $0 <= 0x20 || $0 >= 0x7F }) else {
                throw HTTPParseError(status: 400, reason: "a header name is empty or holds a space")
            }
            fields.append((String(name), String(ASCIIText.trimmed(line[line.index(after: colon)...]))))
        }
        return HTTPRequestHead(method: String(parts[0]), target: String(parts[1]), version: String(parts[2]), fields: fields)
    }

    /// The length of the body the head announces; `0` when none.
    ///
    /// - Throws: ``HTTPParseError``: `411` for a chunked body (send `Content-Length`), `400` for
    ///   a bad or repeated length.
    func contentLength() throws(HTTPParseError) -> Int {
        if field("transfer-encoding") != nil { throw HTTPParseError(status: 411, reason: "chunked bodies are not read; send Content-Length") }
        let lengths = fields.filter { ASCIIText.lowercased($0.name) == "content-length" }
        guard let text = lengths.last?.value else { return 0 }
        guard lengths.count == 1, let length = Int(text), length >= 0 else { throw HTTPParseError(status: 400, reason: "Content-Length must be one number") }
        return length
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.method == rhs.method && lhs.target == rhs.target && lhs.version == rhs.version
            && lhs.fields.map(\.name) == rhs.fields.map(\.name) && lhs.fields.map(\.value) == rhs.fields.map(\.value)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(method)
        hasher.combine(target)
    }
}

/// A request the server answers itself, before the service sees it.
struct HTTPParseError: Error, Sendable, Hashable {
    var status: Int
    var reason: String
}
