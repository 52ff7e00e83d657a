/// A block of IP addresses in CIDR notation (`10.0.0.0/8`, `2001:db8::/32`), or one address
/// (`127.0.0.1`, `::1`): what ``LinkServiceConfiguration/trustedProxies`` holds.
///
/// An IPv4-mapped IPv6 address (`::ffff:10.0.0.1`, as a dual-stack socket reports an IPv4
/// peer) is the IPv4 address it maps.
///
/// ```swift
/// let proxies = try AddressRange("10.0.0.0/8")
/// proxies.contains("10.1.2.3")       // true
/// proxies.contains("192.0.2.1")      // false
/// ```
public struct AddressRange: Sendable, Hashable, CustomStringConvertible {
    /// The address's 4 or 16 bytes.
    let bytes: [UInt8]
    /// The number of leading bits that must match.
    let prefixLength: Int

    /// Reads `text`: an address, or an address, `/` and a prefix length (at most 32 for IPv4,
    /// 128 for IPv6).
    ///
    /// - Throws: ``AddressRangeError`` naming what is wrong.
    public init(_ text: String) throws(AddressRangeError) {
        let parts = text.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
        guard let bytes = Self.addressBytes(parts[0]) else {
            throw AddressRangeError(text: text, reason: "'\(parts[0])' is not an IPv4 or IPv6 address")
        }
        let maximum = bytes.count * 8
        var length = maximum
        if parts.count == 2 {
            guard let given = Int(parts[1]), given >= 0, given <= maximum, parts[1].utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
                throw AddressRangeError(text: text, reason: "the prefix length must be a whole number from 0 to \(maximum), not '\(parts[1])'")
            }
            length = given
        }
        self.bytes = bytes
        prefixLength = length
    }

    /// Whether `address` (IPv4 or IPv6 text, IPv6 with or without brackets) is in the range;
    /// `false` for text that is not an address.
    public func contains(_ address: String) -> Bool {
        guard let other = Self.addressBytes(Substring(address)), other.count == bytes.count else { return false }
        var remaining = prefixLength
        for index in 0..<bytes.count where remaining > 0 {
            let bits = min(8, remaining)
            let mask = UInt8(truncatingIfNeeded: 0xFF << (8 - bits))
            if bytes[index] & mask != other[index] & mask { return false }
            remaining -= bits
        }
        return true
    }

    /// The range as CIDR text (`10.0.0.0/8`, `::1/128`).
    public var description: String {
        if bytes.count == 4 { return bytes.map(String.init).joined(separator: ".") + "/\(prefixLength)" }
        var groups: [String] = []
        for index in stride(from: 0, to: 16, by: 2) { groups.append(String(UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1]), radix: 16)) }
        return groups.joined(separator: ":") + "/\(prefixLength)"
    }

    /// The bytes of an IPv4 address (4) or an IPv6 address (16; an IPv4-mapped one as its 4);
    /// `nil` for anything else.
    static func addressBytes(_ text: Substring) -> [UInt8]? {
        var text = text
        if text.hasPrefix("["), text.hasSuffix("]") { text = text.dropFirst().dropLast() }
        if let v4 = ipv4(text) { return v4 }
        guard let v6 = ipv6(text) else { return nil }
        if v6[0..<10].allSatisfy({ $0 == 0 }), v6[10] == 0xFF, v6[11] == 0xFF { return Array(v6[12...]) }
        return v6
    }

    private static func ipv4(_ text: Substring) -> [UInt8]? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4 else { return nil }
        var out: [UInt8] = []
        for part in parts {
            guard !part.isEmpty, part.utf8.count <= 3, part.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let value = UInt8(part) else { return nil }
            out.append(value)
        }
        return out
    }

    private static func ipv6(_ text: Substring) -> [UInt8]? {
        guard text.contains(":") else { return nil }
        var text = text
        if let percent = text.firstIndex(of: "%") { text = text[..<percent] } // a zone (`fe80::1%eth0`)
        let halves = text.split(separator: "::", omittingEmptySubsequences: false)
        guard halves.count <= 2 else { return nil }
        func groups(_ part: Substring, allowsIPv4: Bool) -> [UInt8]? {
            guard !part.isEmpty else { return [] }
            var out: [UInt8] = []
            let pieces = part.split(separator: ":", omittingEmptySubsequences: false)
            for (index, piece) in pieces.enumerated() {
                if allowsIPv4, index == pieces.count - 1, piece.contains(".") {
                    guard let v4 = ipv4(piece) else { return nil }
                    out += v4
                } else {
                    guard !piece.isEmpty, piece.utf8.count <= 4, let value = UInt16(piece, radix: 16) else { return nil }
                    out += [UInt8(value >> 8), UInt8(value & 0xFF)]
                }
            }
            return out
        }
        if halves.count == 1 {
            guard let all = groups(halves[0], allowsIPv4: true), all.count == 16 else { return nil }
            return all
        }
        guard let head = groups(halves[0], allowsIPv4: false), let tail = groups(halves[1], allowsIPv4: true), head.count + tail.count <= 14 else { return nil }
        return head + [UInt8](repeating: 0, count: 16 - head.count - tail.count) + tail
    }
}

/// A trusted-proxy range that cannot be read: the text and why.
public struct AddressRangeError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The text given.
    public var text: String
    /// What is wrong.
    public var reason: String
    /// `'<text>' is not an address range: <reason>`.
    public var description: String { "'\(text)' is not an address range (ADDRESS or ADDRESS/BITS): \(reason)" }
}
