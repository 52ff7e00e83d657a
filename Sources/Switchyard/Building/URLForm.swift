/// The form a built URL is written in: as built, or the form that scans smallest in a QR code.
///
/// Both forms obey the round-trip law (`Docs/BuildingURLs.md`): matching the URL gives the
/// route it was built for, with every parameter reading back as its value.
///
/// ```swift
/// try table.url(for: "recipe.detail", parameters: ["id": 2], scheme: "https")
/// // "https://raycipe.example.com/recipes/2"
/// try table.url(for: "recipe.detail", parameters: ["id": 2], scheme: "https", form: .qrFriendly)
/// // "HTTPS://RAYCIPE.EXAMPLE.COM/recipes/2"
/// ```
public struct URLForm: Sendable, Hashable, CustomStringConvertible {
    enum Kind: Sendable, Hashable {
        case standard, qrFriendly
    }

    let kind: Kind
    private init(_ kind: Kind) { self.kind = kind }

    /// The URL as built: the pattern's literals, values percent-encoded with upper-case hex.
    public static let standard = URLForm(.standard)

    /// The form that encodes smallest in a QR code while the table still routes it to the same
    /// route with the same values.
    ///
    /// The scheme, and a web link's host, are upper-cased always; path literals only when the
    /// table folds their case (``RouteTableOptions/caseInsensitivePaths``, the routes-file
    /// `@case-insensitive-paths`); `int` and `uuid` path values are upper-cased too, since they
    /// read back as the same value. Other values, the query and the fragment are as built, and
    /// percent-escapes use upper-case hex. An upper-case link is held by the QR code's
    /// alphanumeric mode (5.5 bits a character instead of 8), so its symbol is smaller. The
    /// round-trip law is checked for this form too (a `uuid` compared as a UUID, ignoring case);
    /// a form that does not round-trip is refused with a ``URLBuildError`` naming it.
    public static let qrFriendly = URLForm(.qrFriendly)

    /// `standard` or `qr-friendly`.
    public var description: String {
        switch kind {
        case .standard: "standard"
        case .qrFriendly: "qr-friendly"
        }
    }
}
