extension Explanation: CustomStringConvertible {
    /// The URL, what matching gave, and each candidate with its verdict, on one line.
    ///
    /// ```swift
    /// print(table.explain("raycipe://recipes/abc"))
    /// // raycipe://recipes/abc: matched route 'recipe.slug' (raycipe://recipes/:slug), slug: "abc";
    /// // candidates: recipe.slug (raycipe://recipes/:slug): matched (chosen); recipe.detail
    /// // (raycipe://recipes/:id(int)): segment 2 "abc" is not a valid int      (on one line)
    /// ```
    ///
    /// `switchyard explain` prints the same facts over several lines.
    public var description: String {
        var text = "\(url): \(result)"
        if !candidates.isEmpty {
            text += "; candidates: " + candidates.map(\.description).joined(separator: "; ")
        }
        return text
    }
}

extension Explanation.Reading: CustomStringConvertible {
    /// The kind of URL, its scheme, host, source and decoded segments.
    ///
    /// ```swift
    /// // web URL, scheme https, host raycipe.example.com, source https://raycipe.example.com, segments ["recipes", "2"], query [utm_source: "qr"]
    /// ```
    public var description: String {
        var text = "\(kind) URL"
        if let scheme { text += ", scheme \(scheme)" }
        if let host { text += ", host \(host)" }
        if let knownSource { text += ", source \(knownSource)" }
        text += ", segments [" + segments.map(\.debugDescription).joined(separator: ", ") + "]"
        if !query.isEmpty { text += ", query [" + query.map(\.description).joined(separator: ", ") + "]" }
        return text
    }
}

extension Explanation.QueryItem: CustomStringConvertible {
    /// `name: "value"`, the value quoted and escaped as in Swift source.
    public var description: String {
        "\(name): \(value.debugDescription)"
    }
}

extension Explanation.Candidate: CustomStringConvertible {
    /// `NAME (PATTERN): verdict`.
    public var description: String {
        "\(routeName) (\(pattern)): \(verdict)"
    }
}

extension Explanation.Verdict: CustomStringConvertible {
    /// `matched (chosen)`, why another route ranks first, or why the route failed.
    public var description: String {
        switch self {
        case .chosen: return "matched (chosen)"
        case .outranked(let winner): return "matches too, but '\(winner)' is more specific (or pinned to the URL's source)"
        case .failed(let reason): return reason
        }
    }
}
