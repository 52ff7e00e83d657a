import SwitchyardLinkService

/// `--trusted-proxy CIDR` (repeatable): the reverse proxies whose `Forwarded`,
/// `X-Forwarded-For` and `X-Forwarded-Proto` `serve` believes. Without it, no header is
/// believed and the client is the connection's peer.
enum ServeProxyOptions {
    static let trustedProxy = OptionSpec("--trusted-proxy", takesValue: true, repeatable: true)

    /// The ranges given, in order.
    static func ranges(_ options: Options) throws(UsageError) -> [AddressRange] {
        var ranges: [AddressRange] = []
        for text in options.values(trustedProxy.name) {
            do {
                ranges.append(try AddressRange(text))
            } catch {
                throw UsageError("--trusted-proxy: \(error)")
            }
        }
        return ranges
    }
}
