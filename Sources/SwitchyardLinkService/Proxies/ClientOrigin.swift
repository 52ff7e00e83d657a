/// Who sent a request, and over which scheme: the address the request came from, or, when that
/// address is a trusted proxy, what the proxies' forwarding headers say.
///
/// From a peer in ``LinkServiceConfiguration/trustedProxies``, the hops of `Forwarded`
/// (RFC 7239, its `for=` and `proto=`), or else of `X-Forwarded-For` and
/// `X-Forwarded-Proto`, are read from the right (the nearest proxy) to the left: each hop that
/// is itself a trusted proxy is passed over, and the first that is not is the client. A hop
/// that is not an address (`unknown`, an obfuscated name) stops the walk, and the client is
/// the last trusted address. Every hop trusted: the leftmost. The scheme is the `proto` of
/// the client's hop (`http` or `https`), `nil` when no trusted proxy said. From any other
/// peer the headers are ignored, so a client cannot choose the address it is hashed as.
///
/// ```swift
/// let proxies = [try AddressRange("10.0.0.0/8")]
/// let request = LinkRequest(method: "GET", path: "/AbCd",
///     headers: [("X-Forwarded-For", "198.51.100.9, 203.0.113.7"), ("X-Forwarded-Proto", "https")],
///     clientAddress: "10.0.0.2")
/// let origin = ClientOrigin(of: request, trustedProxies: proxies)
/// origin.address     // "203.0.113.7" (198.51.100.9 was written by the client itself)
/// origin.scheme      // "https"
/// ```
public struct ClientOrigin: Sendable, Hashable {
    /// The client's address.
    public var address: String
    /// `http` or `https` when a trusted proxy said which; `nil` otherwise.
    public var scheme: String?
    /// The proxy the request came from, when its headers were believed.
    public var proxy: String?

    /// The origin of `request` (whose ``LinkRequest/clientAddress`` is the peer's address).
    public init(of request: LinkRequest, trustedProxies: [AddressRange]) {
        address = request.clientAddress
        scheme = nil
        proxy = nil
        let peer = request.clientAddress
        guard Self.isTrusted(peer, trustedProxies) else { return }
        let hops = Self.hops(of: request)
        guard !hops.isEmpty else { return }
        proxy = peer
        var client = (address: peer, proto: String?.none)
        for hop in hops.reversed() {
            guard let given = hop.address else { break }
            client = (given, hop.proto)
            if !Self.isTrusted(given, trustedProxies) { break }
        }
        address = client.address
        scheme = client.proto
    }

    static func isTrusted(_ address: String, _ ranges: [AddressRange]) -> Bool {
        ranges.contains { $0.contains(address) }
    }

    /// One hop of the forwarding headers: the address it names (`nil` when it names none) and
    /// the scheme the hop was reached over, when given.
    struct Hop: Hashable {
        var address: String?
        var proto: String?
    }

    /// The hops, leftmost (farthest) first: from `Forwarded` when the request has it, else from
    /// `X-Forwarded-For` with `X-Forwarded-Proto` matched from the right.
    static func hops(of request: LinkRequest) -> [Hop] {
        if let forwarded = request.header("forwarded") {
            return forwarded.split(separator: ",").map { element in
                var hop = Hop()
                for pair in element.split(separator: ";") {
                    let trimmed = ASCIIText.trimmed(pair)
                    guard let equals = trimmed.firstIndex(of: "=") else { continue }
                    let name = ASCIIText.lowercased(String(ASCIIText.trimmed(trimmed[..<equals])))
                    var value = ASCIIText.trimmed(trimmed[trimmed.index(after: equals)...])
                    if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 { value = value.dropFirst().dropLast() }
                    switch name {
                    case "for": hop.address = address(inNode: value)
                    case "proto": hop.proto = scheme(value)
                    default: break
                    }
                }
                return hop
            }
        }
        guard let forwardedFor = request.header("x-forwarded-for") else { return [] }
        let addresses = forwardedFor.split(separator: ",").map { address(inNode: ASCIIText.trimmed($0)) }
        let protos = (request.header("x-forwarded-proto") ?? "").split(separator: ",").map { scheme(ASCIIText.trimmed($0)) }
        return addresses.enumerated().map { index, address in
            let fromRight = addresses.count - 1 - index
            let protoIndex = protos.count - 1 - fromRight
            return Hop(address: address, proto: protoIndex >= 0 ? protos[protoIndex] : nil)
        }
    }

    /// The address of a node (`203.0.113.7`, `203.0.113.7:4711`, `[2001:db8::1]:4711`,
    /// `2001:db8::1`); `nil` for `unknown`, an obfuscated name or anything else.
    static func address(inNode node: Substring) -> String? {
        var text = node
        if text.hasPrefix("[") {
            guard let close = text.firstIndex(of: "]") else { return nil }
            text = text[text.index(after: text.startIndex)..<close]
        } else if text.filter({ $0 == ":" }).count == 1, let colon = text.firstIndex(of: ":") {
            text = text[..<colon]
        }
        return AddressRange.addressBytes(text) == nil ? nil : String(text)
    }

    /// `http` or `https` (any case); `nil` for anything else.
    static func scheme(_ text: Substring) -> String? {
        let lower = ASCIIText.lowercased(String(text))
        return lower == "http" || lower == "https" ? lower : nil
    }
}
