/// What the association files say besides the routes: the apps and, optionally, which routes
/// must not open the app.
///
/// ```swift
/// var configuration = AssociationConfiguration()
/// configuration.appIDs = ["ABCDE12345.com.example.raycipe"]
/// configuration.androidPackage = "com.example.raycipe"
/// configuration.androidFingerprints = ["14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"]
/// configuration.webOnlyRoutes = ["recipe.edit"]   // the site serves it; the app must not open it
/// ```
public struct AssociationConfiguration: Sendable, Hashable {
    /// iOS app identifiers, `TEAMID.BUNDLEID` (a ten-character team ID).
    public var appIDs: [String] = []
    /// The Android package name.
    public var androidPackage: String?
    /// SHA-256 fingerprints of the Android signing certificates, as `AB:CD:…` (32 bytes).
    public var androidFingerprints: [String] = []
    /// Names of routes the web site serves that must not open the app: written as `exclude`
    /// in the Apple file, left out of the Android filters.
    public var webOnlyRoutes: Set<String> = []
    /// The hosts to write the files for; `nil` for every `https` host the table names.
    public var hosts: Set<String>?
    /// The link service's prefix (`https://l.raycipe.example.com`, or with a path), whose own
    /// links the files claim on its domain: the short links and the long links under it open
    /// the installed app; the debug pages (`?d=1`) and the service's API paths (`/v1/…`,
    /// `/.well-known/…`) do not. `nil` claims none (a `LinkService` sets its own prefix).
    public var linkPrefix: String?

    /// An empty configuration.
    public init() {}
}

/// Association files that cannot be written, with the reason.
public struct AssociationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong, in a sentence.
    public var message: String
    /// An error with `message`.
    public init(_ message: String) { self.message = message }
    /// The message.
    public var description: String { message }
}
