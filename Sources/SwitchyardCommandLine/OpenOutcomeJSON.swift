import SwitchyardOpenURL

extension OpenURLOutcome {
    /// The outcome as one line of compact JSON, as `switchyard open --json` prints it.
    ///
    /// ```
    /// {"url":"raycipe://recipes/2","accepted":true,"result":"handled","decidedBy":"routes",
    ///  "trace":[{"handler":"routes","result":"handled","url":"raycipe://recipes/2","note":"route recipe.detail"}]}
    /// ```
    ///
    /// Keys in this order: `url`, `accepted`, `result` (`handled` or `discarded`),
    /// `decidedBy`, `reason` (only when there is one), `trace`. Each step: `handler`,
    /// `result` (the answer's name), `url` (the URL the handler was asked with), then, only
    /// when present, `rewrite` (the URL a `forward(url)` or `systemAction(url)` carried),
    /// `cause`, `note`, `depth` (for re-entrant opens). `/` is not escaped.
    var json: String {
        var json = JSONWriter()
        json.beginObject()
        json.key("url"); json.string(url)
        json.key("accepted"); json.bool(accepted)
        json.key("result"); json.string(result.name)
        json.key("decidedBy"); json.string(decidedBy)
        if let reason { json.key("reason"); json.string(reason) }
        json.key("trace")
        json.beginArray()
        for step in trace {
            json.beginObject()
            json.key("handler"); json.string(step.handler)
            json.key("result"); json.string(step.result.name)
            json.key("url"); json.string(step.url)
            if let rewrite = step.result.url { json.key("rewrite"); json.string(rewrite) }
            if let cause = step.cause { json.key("cause"); json.string(cause.description) }
            if let note = step.note { json.key("note"); json.string(note) }
            if step.depth > 0 { json.key("depth"); json.raw(String(step.depth)) }
            json.endObject()
        }
        json.endArray()
        json.endObject()
        return json.text
    }
}
