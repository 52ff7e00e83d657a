extension OpenURLOutcome {
    /// The outcome as one line of compact JSON, as `switchyard open --json` prints it.
    ///
    /// ```swift
    /// print(outcome.json)
    /// // {"url":"raycipe://recipes/2","accepted":true,"result":"handled","decidedBy":"routes",
    /// //  "trace":[{"handler":"routes","result":"handled","url":"raycipe://recipes/2","note":"route recipe.detail"}]}
    /// ```
    ///
    /// Keys in this order: `url`, `accepted`, `result` (`handled` or `discarded`),
    /// `decidedBy`, `reason` (only when there is one), `trace`. Each step: `handler`,
    /// `result` (the answer's name), `url` (the URL the handler was asked with), then, only
    /// when present, `rewrite` (the URL a `forward(url)` or `systemAction(url)` carried),
    /// `cause`, `note`, `depth` (for re-entrant opens). `/` is not escaped.
    public var json: String {
        var json = JSONText()
        json.object { json in
            json.field("url", url)
            json.field("accepted", accepted)
            json.field("result", result.name)
            json.field("decidedBy", decidedBy)
            json.optionalField("reason", reason)
            json.array("trace", trace) { json, step in
                json.object { json in
                    json.field("handler", step.handler)
                    json.field("result", step.result.name)
                    json.field("url", step.url)
                    json.optionalField("rewrite", step.result.url)
                    json.optionalField("cause", step.cause?.description)
                    json.optionalField("note", step.note)
                    if step.depth > 0 { json.field("depth", step.depth) }
                }
            }
        }
        return json.text
    }
}
