// Foundation conveniences: matching a `URL`, and `UUID` as a parameter type.
// Nothing on the matching hot path uses Foundation; these only hand over text.
#if canImport(FoundationEssentials)
import FoundationEssentials
#elseif canImport(Foundation)
import Foundation
#endif

#if canImport(FoundationEssentials) || canImport(Foundation)
extension RouteTable {
    /// Routes a Foundation `URL` by its absolute string.
    ///
    /// ```swift
    /// table.match(URL(string: "raycipe://recipes/2")!)
    /// ```
    public func match(_ url: URL) -> MatchResult {
        match(url.absoluteString)
    }

    /// Explains how a Foundation `URL` routes.
    public func explain(_ url: URL, limit: Int = 8) -> Explanation {
        explain(url.absoluteString, limit: limit)
    }
}

extension Router {
    /// Routes a Foundation `URL` to a destination.
    public func resolve(_ url: URL) -> Resolution<Destination> {
        resolve(url.absoluteString)
    }

    /// The destination for a Foundation `URL`, or `nil`.
    public func destination(for url: URL) -> Destination? {
        resolve(url).destination
    }
}

extension UUID: RouteParameter {
    /// `uuid`, as in `:key(uuid)`.
    public static var routeParameterTypeName: String { "uuid" }

    /// Accepts 8-4-4-4-12 hexadecimal digits in any case, as the `uuid` pattern type does.
    public init?(routeParameter text: Substring) {
        var text = text
        guard text.withUTF8({ StandardTypeCheck.isUUID($0) }), let value = UUID(uuidString: String(text)) else { return nil }
        self = value
    }

    /// The lower-case form.
    public var routeParameterText: String { uuidString.lowercased() }

    /// Reads the 16 bytes from the hexadecimal digits in place, no `String` made.
    public init?(routeParameterUTF8 bytes: UnsafeBufferPointer<UInt8>) {
        guard let value = StandardTypeCheck.uuidBytes(bytes) else { return nil }
        self = UUID(uuid: value)
    }
}
#endif
