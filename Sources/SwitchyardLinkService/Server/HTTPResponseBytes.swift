/// A ``LinkResponse`` as the bytes of an HTTP/1.1 response.
enum HTTPResponseBytes {
    static func make(_ response: LinkResponse, keepAlive: Bool) -> [UInt8] {
        var head = "HTTP/1.1 \(response.status) \(response.reasonPhrase)\r\n"
        for header in response.headers { head += "\(header.name): \(header.value)\r\n" }
        head += keepAlive ? "Connection: keep-alive\r\n\r\n" : "Connection: close\r\n\r\n"
        return Array(head.utf8) + response.body
    }
}
