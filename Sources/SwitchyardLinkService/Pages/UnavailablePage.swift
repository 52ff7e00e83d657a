/// The page a link answers when it does not lead anywhere now, never its old target:
/// `404` for a link disabled, expired or past its clicks (a `PATCH` can bring it back),
/// `410` for a deleted one (gone for good), `403` for one whose target the allowlist no
/// longer passes.
enum UnavailablePage {
    /// The answer for a link in `state` (not ``LinkState/active``).
    static func response(for state: LinkState) -> LinkResponse {
        switch state {
        case .active, .disabled: page(404, "Link disabled", "This link has been switched off by its owner.")
        case .expired: page(404, "Link expired", "This link has expired.")
        case .exhausted: page(404, "Link used up", "This link has reached the number of clicks it was allowed.")
        case .deleted: page(410, "Link deleted", "This link was deleted and no longer leads anywhere.")
        }
    }

    /// The answer for a link whose deep link or a fallback is off the allowlist.
    static let offAllowlist = page(403, "Link not allowed", "This link leads to an address this domain no longer sends visitors to.")

    private static func page(_ status: Int, _ title: String, _ text: String) -> LinkResponse {
        ErrorPage.response(status, title, text, settings: PageSettings())
    }
}
