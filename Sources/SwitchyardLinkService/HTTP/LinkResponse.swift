/// One HTTP response from the link service: status, headers, body.
///
/// The host framework writes it out as it is. Every response carries `Content-Type` and
/// `Content-Length`; redirects carry `Location` and `Cache-Control: no-store`.
///
/// ```swift
/// let response = await service.respond(to: request)
/// response.status                  // 302
/// response.header("Location")      // "https://apps.apple.com/app/id1234567890"
/// ```
public struct LinkResponse: Sendable, Hashable {
    /// The status code.
    public var status: Int
    /// The headers in the order they are to be written.
    public var headers: [(name: String, value: String)]
    /// The body's bytes (for `HEAD`, empty, with the `Content-Length` of the `GET` answer).
    public var body: [UInt8]

    /// Makes a response; `Content-Length` is added from the body.
    public init(status: Int, headers: [(name: String, value: String)], body: [UInt8]) {
        self.status = status
        self.headers = headers + [(name: "Content-Length", value: String(body.count))]
        self.body = body
    }

    /// The value of a header, by name in any case; `nil` when absent.
    public func header(_ name: String) -> String? {
        let wanted = ASCIIText.lowercased(name)
        return headers.first { ASCIIText.lowercased($0.name) == wanted }?.value
    }

    /// The body as UTF-8 text.
    public var text: String { String(decoding: body, as: UTF8.self) }

    /// The standard reason phrase of ``status`` (`Found` for `302`).
    public var reasonPhrase: String { Self.reasonPhrase(status) }

    /// The standard reason phrase of a status code; `Unknown` for one the service never sends.
    public static func reasonPhrase(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 302: "Found"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 408: "Request Timeout"
        case 410: "Gone"
        case 411: "Length Required"
        case 413: "Content Too Large"
        case 429: "Too Many Requests"
        case 431: "Request Header Fields Too Large"
        case 500: "Internal Server Error"
        case 501: "Not Implemented"
        case 503: "Service Unavailable"
        case 505: "HTTP Version Not Supported"
        default: "Unknown"
        }
    }

    /// Equal when the status, the headers and the body are.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.status == rhs.status && lhs.body == rhs.body
            && lhs.headers.map(\.name) == rhs.headers.map(\.name) && lhs.headers.map(\.value) == rhs.headers.map(\.value)
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(status)
        hasher.combine(body)
        for header in headers {
            hasher.combine(header.name)
            hasher.combine(header.value)
        }
    }
}

extension LinkResponse {
    /// A plain-text answer (an error's reason, a short message).
    static func text(_ status: Int, _ message: String, extra: [(name: String, value: String)] = []) -> LinkResponse {
        LinkResponse(status: status, headers: [(name: "Content-Type", value: "text/plain; charset=utf-8")] + extra, body: Array((message + "\n").utf8))
    }

    /// A JSON answer.
    static func json(_ status: Int, _ text: String) -> LinkResponse {
        LinkResponse(status: status, headers: [(name: "Content-Type", value: "application/json")], body: Array(text.utf8))
    }

    /// An HTML page, never cached (it depends on who asks).
    static func html(_ status: Int, _ page: String) -> LinkResponse {
        LinkResponse(
            status: status,
            headers: [
                (name: "Content-Type", value: "text/html; charset=utf-8"),
                (name: "Cache-Control", value: "no-store"),
            ], body: Array(page.utf8))
    }

    /// A `302` to `location`, never cached, with a short body that names the target.
    static func redirect(to location: String) -> LinkResponse {
        LinkResponse(
            status: 302,
            headers: [
                (name: "Location", value: location),
                (name: "Cache-Control", value: "no-store"),
                (name: "Content-Type", value: "text/html; charset=utf-8"),
            ], body: Array("<!doctype html><title>Redirecting</title><a href=\"\(HTMLText.escaped(location))\">Continue</a>\n".utf8))
    }

    /// The answer to `HEAD`: the same status and headers, no body.
    func withoutBody() -> LinkResponse {
        var copy = self
        copy.body = []
        return copy
    }
}
