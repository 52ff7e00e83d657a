/// Why a system opener refused a URL, in words for people.
///
/// ```swift
/// throw SystemOpenerError("the kiosk opens no URLs")
/// ```
///
/// The xdg-open opener's messages name the URL's problem and what would be
/// accepted, e.g. `xdg-open: the scheme 'file' is not allowed (allowed: http, https, mailto)`.
public struct SystemOpenerError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The message.
    public var message: String

    /// Makes an error with a message.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
