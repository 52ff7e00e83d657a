#if canImport(SwiftUI)
import SwiftUI

// A thin bridge to SwiftUI (not built on Linux; kept tiny on purpose).
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, visionOS 1, *)
extension View {
    /// Feeds the links this app is opened with into `inbox`: custom-scheme and universal links
    /// (`onOpenURL`) and web-browsing user activities (`onContinueUserActivity`), so that a
    /// universal link that arrives both ways counts once.
    ///
    /// ```swift
    /// WindowGroup {
    ///     ContentView().feedingLinks(into: inbox)
    /// }
    /// ```
    public func feedingLinks<Destination>(into inbox: Inbox<Destination>) -> some View {
        onOpenURL { url in
            _ = inbox.open(url.absoluteString)
        }
        .onContinueUserActivity(NSUserActivityTypeBrowsingWeb) { activity in
            if let url = activity.webpageURL { _ = inbox.open(url.absoluteString) }
        }
    }

    /// Runs `action` on the main actor for each link `inbox` delivers, while this view is up.
    ///
    /// ```swift
    /// NavigationStack(path: $path) { RecipesView() }
    ///     .onInboxDelivery(inbox) { link in if let screen = link.destination { path.append(screen) } }
    ///     .onAppear { inbox.ready() }
    /// ```
    ///
    /// When the view goes away its loop ends; links delivered after that wait for the next reader.
    public func onInboxDelivery<Destination>(_ inbox: Inbox<Destination>, perform action: @escaping @MainActor @Sendable (InboxLink<Destination>) async -> Void) -> some View {
        task {
            for await link in inbox.deliveries { await action(link) }
        }
    }
}
#endif
