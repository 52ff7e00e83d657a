/// Finds the long link behind a short link: the interface to the service that issued it.
///
/// A short link (`https://rayciperw.page.link/AbCd`) carries no data, so this library never
/// guesses one. A team that runs its own link service implements this over that service (an
/// HTTP call, a database); ``SuffixTableResolver`` maps suffixes it was given.
///
/// ```swift
/// struct MyService: ShortLinkResolver {
///     func longLink(for link: ShortDynamicLink) async throws -> String? {
///         try await client.lookUp(suffix: link.suffix)
///     }
/// }
/// let route = try await router.resolveLink(url, resolver: MyService())
/// ```
public protocol ShortLinkResolver: Sendable {
    /// The long link behind `link`, or `nil` when the service does not know its suffix.
    func longLink(for link: ShortDynamicLink) async throws -> String?
}

/// A resolver over a fixed table of suffixes, for links exported from the old service or
/// kept in the app.
///
/// Suffixes are case-sensitive; the prefix is not compared (one table per prefix).
///
/// ```swift
/// let resolver = SuffixTableResolver(["AbCd": "https://rayciperw.page.link/?link=https://raycipe.example.com/recipes/2"])
/// ```
public struct SuffixTableResolver: ShortLinkResolver {
    /// Long links by suffix.
    public let longLinks: [String: String]

    /// A resolver over `longLinks`, long links by suffix.
    public init(_ longLinks: [String: String]) {
        self.longLinks = longLinks
    }

    /// The long link stored for the link's suffix, or `nil`.
    public func longLink(for link: ShortDynamicLink) async throws -> String? {
        longLinks[link.suffix]
    }
}
