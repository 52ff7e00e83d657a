#if canImport(SwiftUI)
import SwiftUI

// A thin bridge to SwiftUI (not built on Linux; kept tiny on purpose).
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, visionOS 1, *)
extension OpenURLScope {
    /// This scope as SwiftUI's `OpenURLAction`, for `.environment(\.openURL, scope.openURLAction)`.
    ///
    /// ```swift
    /// ContentView().environment(\.openURL, appScope.openURLAction)
    /// ```
    ///
    /// SwiftUI wants an answer at once and the chain is asynchronous, so the action answers
    /// `.handled` and dispatches in a task: the chain's own root (its ``SystemOpener``,
    /// e.g. one calling `UIApplication.shared.open`) decides what finally opens.
    @MainActor
    public var openURLAction: OpenURLAction {
        OpenURLAction { url in
            let text = url.absoluteString
            Task { _ = await self.open(text) }
            return .handled
        }
    }
}
#endif
