/// What a handler answers when it is asked to open a URL.
///
/// The answers of the open-URL chain (Docs/OpenURL.md). `handled` and `discarded` end the dispatch;
/// `systemAction` hands the URL (or a rewritten one) straight to the system
/// opener, skipping every outer handler, as SwiftUI does; `forward` passes it
/// (or a rewritten one) to the nearest handler of an ancestor scope, and past
/// the outermost one to the system opener.
///
/// ```swift
/// let handler = OpenURLHandler("recipes") { url in
///     if url.hasPrefix("raycipe://") { return .handled }
///     if url.hasPrefix("http://") { return .forward("https://" + url.dropFirst(7)) }
///     return .forward
/// }
/// ```
///
/// The shape follows SwiftUI's `OpenURLAction.Result`: a value with static
/// members. Switch over ``kind`` to look inside one.
public struct OpenURLResult: Sendable, Hashable {
    /// The answer, for `switch`.
    public enum Kind: Sendable, Hashable {
        /// The app dealt with the URL.
        case handled
        /// The URL was refused or ignored on purpose.
        case discarded
        /// Open with the system opener, skipping outer handlers; `url` is the rewrite, if any.
        case systemAction(url: String?)
        /// Ask the nearest handler of an ancestor scope; `url` is the rewrite, if any.
        case forward(url: String?)
    }

    /// The answer.
    public var kind: Kind

    /// Makes a result from its kind.
    public init(_ kind: Kind) {
        self.kind = kind
    }

    /// The app dealt with the URL: the dispatch ends, `accepted == true`.
    public static let handled = OpenURLResult(.handled)

    /// The URL was refused or ignored on purpose: the dispatch ends, `accepted == false`.
    public static let discarded = OpenURLResult(.discarded)

    /// Hand the URL to the system opener, skipping every outer handler.
    public static let systemAction = OpenURLResult(.systemAction(url: nil))

    /// Hand `url` to the system opener instead, skipping every outer handler.
    ///
    /// A URL that differs from the one the dispatch started with must match the
    /// chain's allowlist, or the dispatch ends as discarded.
    public static func systemAction(_ url: String) -> OpenURLResult {
        OpenURLResult(.systemAction(url: url))
    }

    /// Pass the URL to the nearest handler of an ancestor scope (the system opener past the outermost).
    public static let forward = OpenURLResult(.forward(url: nil))

    /// Pass `url` instead to the nearest handler of an ancestor scope.
    public static func forward(_ url: String) -> OpenURLResult {
        OpenURLResult(.forward(url: url))
    }

    /// The answer's name as the trace and the JSON output spell it:
    /// `handled`, `discarded`, `systemAction` or `forward`.
    public var name: String {
        switch kind {
        case .handled: "handled"
        case .discarded: "discarded"
        case .systemAction: "systemAction"
        case .forward: "forward"
        }
    }

    /// The rewritten URL carried by `systemAction(url)` or `forward(url)`, else `nil`.
    public var url: String? {
        switch kind {
        case .handled, .discarded: nil
        case .systemAction(let url), .forward(let url): url
        }
    }
}

extension OpenURLResult: CustomStringConvertible {
    /// `handled`, `discarded`, `systemAction`, `systemAction(https://…)`, `forward`, `forward(https://…)`.
    public var description: String {
        if let url { "\(name)(\(url))" } else { name }
    }
}
