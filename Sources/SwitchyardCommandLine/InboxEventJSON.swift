import Switchyard
import SwitchyardInbox

/// The JSON lines `switchyard inbox` prints: one per event, and one for `list`.
///
/// ```
/// {"event":"waiting","url":"raycipe://profile","route":"profile","params":{},"confidence":"default","arrival":1,"age":0,"reason":"needs signedIn"}
/// {"event":"refused","url":"raycipe://settings","route":null,"params":{},"reason":"no-route: no route matches this URL"}
/// ```
///
/// Keys in that order; `confidence`, `arrival` and `age` (seconds) appear for every event
/// with a link (all but `refused`), `reason` for every event but `delivered`. A dynamic link
/// adds its deep link after `url`; below confidence `unique` its deep link and parameters are
/// `riskyDeepLink` and `riskyParams`, never `params`.
enum InboxEventJSON {
    static func line(for event: InboxEvent<RouteMatch>) -> String {
        var json = JSONWriter()
        json.beginObject()
        json.key("event"); json.string(event.kind.rawValue)
        json.key("url"); json.string(event.url)
        if let link = event.link {
            writeLink(link, &json)
        } else {
            json.key("route"); json.null()
            json.key("params"); json.beginObject(); json.endObject()
        }
        if let reason = event.reason { json.key("reason"); json.string(reason.description) }
        json.endObject()
        return json.text
    }

    /// `{"event":"list","waiting":[{"url":…,"route":…,"params":…,"confidence":…,"arrival":…,"age":…,"reason":…}]}`.
    static func line(forWaiting waiting: [(link: InboxLink<RouteMatch>, reason: InboxReason)]) -> String {
        var json = JSONWriter()
        json.beginObject()
        json.key("event"); json.string("list")
        json.key("waiting")
        json.beginArray()
        for (link, reason) in waiting {
            json.beginObject()
            json.key("url"); json.string(link.url)
            writeLink(link, &json)
            json.key("reason"); json.string(reason.description)
            json.endObject()
        }
        json.endArray()
        json.endObject()
        return json.text
    }

    /// A trusted link (an ordinary link, a dynamic link at `unique`) shows its deep link and
    /// parameters as `deepLink` and `params`; a dynamic link below `unique` only as
    /// `riskyDeepLink` and `riskyParams`, so that nothing reads them as safe.
    private static func writeLink(_ link: InboxLink<RouteMatch>, _ json: inout JSONWriter) {
        let risky = link.match == nil
        if link.isDynamicLink {
            json.key(risky ? "riskyDeepLink" : "deepLink"); json.string(link.routedURL)
        }
        json.key("route"); json.string(link.routeName)
        json.key(risky ? "riskyParams" : "params"); MatchJSON.writeParameters(link.riskyMatch, &json)
        json.key("confidence"); json.string(link.confidence.description)
        json.key("arrival"); json.raw(String(link.arrival))
        json.key("age"); json.raw(seconds(link.age))
    }

    /// A duration as a JSON number of seconds, to the millisecond: `0`, `0.3`, `600.001`.
    static func seconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let milliseconds = max(0, seconds * 1000 + attoseconds / 1_000_000_000_000_000)
        var text = String(milliseconds / 1000)
        var fraction = milliseconds % 1000
        guard fraction != 0 else { return text }
        var digits = 3
        while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
        let part = String(fraction)
        text += "." + String(repeating: "0", count: digits - part.count) + part
        return text
    }
}
