/// Builds the URL for one route and checks it against the table: the engine behind
/// ``RouteTable/url(for:parameters:query:fragment:scheme:form:)``.
///
/// Four steps:
/// 1. **Values.** Each parameter's text is taken from its value (`routeParameterText`) and
///    checked: it must convert back through the value's own type and be valid for the
///    declared type, hold no control character, and, in the path, be non-empty and free of
///    `.`/`..` parts (a `**name` value may be empty but may not have an empty segment).
/// 2. **Assembly.** `scheme://first/rest`, `scheme://host/path` or `/path` (ending with `/`
///    when the pattern's path does; after the table's public origin when one is given), then
///    the query
///    (the pattern's constraints in order, then the extra keys sorted, then the caller's
///    items in order), then the fragment; every byte outside `A-Z a-z 0-9 - . _ ~`
///    percent-encoded (``PercentEncoding``).
/// 3. **Size.** The URL must fit the table's size limit.
/// 4. **The law.** The URL is matched against the table: it must give this route, and each
///    parameter must read back as the text it was built from. Otherwise building fails,
///    naming the route that would win.
///
/// ```swift
/// var builder = URLBuilder(table: table, route: 7, routeName: "recipe.detail")
/// let url = try builder.build(values: ["id": 2], convertingText: false, query: [], fragment: nil)
/// // "raycipe://recipes/2"
/// ```
struct URLBuilder {
    let table: RouteTable
    let route: Int32
    let routeName: String
    /// The origin (`https://api.example.com`) written before a pattern without a scheme, for
    /// an absolute URL on the table's public origin; `nil` for the pattern's own form.
    let origin: String?
    private var storage: RouteTableStorage { table.storage }

    init(table: RouteTable, route: Int32, routeName: String, origin: String? = nil) {
        self.table = table
        self.route = route
        self.routeName = routeName
        self.origin = origin
    }

    private var parameterInfos: ArraySlice<RouteTableStorage.ParameterInfo> { storage.parameters(of: route) }

    private var constraintInfos: ArraySlice<RouteTableStorage.ConstraintInfo> { storage.constraints(of: route) }

    private func fail(_ problem: URLBuildError.Problem) -> URLBuildError {
        URLBuildError(problem, routeName: routeName, pattern: storage.patterns[Int(route)])
    }

    /// Builds and checks the URL.
    ///
    /// - Parameters:
    ///   - values: parameter values by name; names the pattern does not use become query items.
    ///   - convertingText: the values are text to convert to each parameter's declared type first
    ///     (`"007"` for an `int` becomes `7`), as from a command line.
    ///   - query: extra query items, added last, in order.
    ///   - fragment: the fragment, or `nil` for none.
    func build(
        values: [String: any RouteParameter], convertingText: Bool,
        query: [(name: String, value: any RouteParameter)], fragment: String?
    ) throws(URLBuildError) -> String {
        try checkStructure()
        let texts = try parameterTexts(values, convertingText: convertingText)
        let (presenceValues, extras) = try extraItems(values, query: query)
        if let fragment, BuildValueCheck.hasControlCharacter(fragment.utf8) {
            throw fail(.controlCharacter(what: "the fragment", text: fragment))
        }

        var out: [UInt8] = []
        out.reserveCapacity(storage.patterns.withUTF8(at: Int(route)) { $0.count } &+ texts.reduce(0) { $0 &+ $1.utf8.count &* 3 } &+ 16)
        if let origin { out.append(contentsOf: origin.utf8) }
        appendPath(texts, to: &out)
        appendQuery(texts, presenceValues: presenceValues, extras: extras, to: &out)
        if let fragment {
            out.append(ASCII.hash)
            PercentEncoding.append(fragment, to: &out)
        }
        if out.count > storage.maximumURLLength {
            throw fail(.tooLong(length: out.count, limit: storage.maximumURLLength))
        }
        let url = String(decoding: out, as: UTF8.self)
        try verify(url, texts)
        return url
    }

    // MARK: Step 1: values

    /// An unnamed `*` has no value to build from.
    private func checkStructure() throws(URLBuildError) {
        let hasWildcard = storage.patterns.withUTF8(at: Int(route)) { text -> Bool in
            guard text.contains(ASCII.star) else { return false }
            var template = PatternTemplate(text)
            while let segment = template.nextSegment() {
                if segment == .wildcard { return true }
            }
            return false
        }
        if hasWildcard { throw fail(.unnamedWildcard) }
    }

    /// The text of each parameter, in the order of the route's parameter records.
    private func parameterTexts(_ values: [String: any RouteParameter], convertingText: Bool) throws(URLBuildError) -> [String] {
        var texts: [String] = []
        texts.reserveCapacity(parameterInfos.count)
        for info in parameterInfos {
            let name = storage.name(of: info)
            let typeName = storage.registry.name(of: info.kind)
            guard let value = values[name] else {
                throw fail(.missingParameter(name: name, type: typeName))
            }
            var text = value.routeParameterText
            if convertingText {
                text = try canonicalText(text, kind: info.kind, name: name)
            } else if !BuildValueCheck.readsBack(value, text) {
                throw fail(.doesNotReadBack(name: name, text: text, type: type(of: value).routeParameterTypeName))
            }
            var utf8 = text.utf8
            let accepted =
                utf8.withContiguousStorageIfAvailable { storage.registry.accepts(info.kind, $0) }
                ?? Array(utf8).withUnsafeBufferPointer { storage.registry.accepts(info.kind, $0) }
            if !accepted {
                throw fail(.notConvertible(name: name, text: text, type: typeName))
            }
            utf8 = text.utf8
            if BuildValueCheck.hasControlCharacter(utf8) {
                throw fail(.controlCharacter(what: "parameter '\(name)'", text: text))
            }
            switch info.location {
            case .segment:
                if text.isEmpty { throw fail(.emptyPathValue(name: name)) }
                if BuildValueCheck.hasDotPart(utf8) { throw fail(.dotSegment(name: name, text: text)) }
            case .rest:
                if BuildValueCheck.hasEmptySegment(utf8) { throw fail(.emptyRestSegment(name: name, text: text)) }
                if BuildValueCheck.hasDotPart(utf8) { throw fail(.dotSegment(name: name, text: text)) }
            case .query:
                break
            }
            texts.append(text)
        }
        return texts
    }

    /// Text converted to the declared standard type and printed back: `007` → `7`, `2.50` →
    /// `2.5`, a UUID in lower case. Untyped and custom parameters keep their text (a custom type
    /// is checked by the table's registry).
    private func canonicalText(_ text: String, kind: ParameterKind, name: String) throws(URLBuildError) -> String {
        let converted: String?
        switch kind {
        case .int: converted = Int(routeParameter: Substring(text))?.routeParameterText
        case .double: converted = Double(routeParameter: Substring(text))?.routeParameterText
        case .bool: converted = Bool(routeParameter: Substring(text))?.routeParameterText
        case .uuid:
            var copy = text
            converted = copy.withUTF8 { StandardTypeCheck.isUUID($0) } ? text.lowercased() : nil
        default: converted = text
        }
        guard let converted else {
            throw fail(.notConvertible(name: name, text: text, type: storage.registry.name(of: kind)))
        }
        return converted
    }

    /// Values for presence-only constraints (by index in the table's constraint records), and
    /// the other extra items:
    /// keys the pattern does not name, sorted, then the caller's query items in order.
    private func extraItems(
        _ values: [String: any RouteParameter], query: [(name: String, value: any RouteParameter)]
    ) throws(URLBuildError) -> (presence: [Int: String], extras: [(name: String, value: String)]) {
        var presence: [Int: String] = [:]
        var extras: [(name: String, value: String)] = []
        let parameterCount = parameterInfos.count
        if values.count > parameterCount || !query.isEmpty {
            let infos = parameterInfos
            var keys = values.keys.filter { key in !infos.contains { storage.name(of: $0) == key } }
            keys.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            for key in keys {
                let text = try itemText(key, values[key]!)
                if let position = constraintPosition(of: key) {
                    guard case .present = constraintInfos[position].value else { throw fail(.constrainedQueryKey(key: key)) }
                    presence[position] = text
                } else {
                    extras.append((key, text))
                }
            }
            for item in query {
                let text = try itemText(item.name, item.value)
                if constraintPosition(of: item.name) != nil { throw fail(.constrainedQueryKey(key: item.name)) }
                extras.append((item.name, text))
            }
        }
        return (presence, extras)
    }

    private func itemText(_ name: String, _ value: any RouteParameter) throws(URLBuildError) -> String {
        if name.isEmpty { throw fail(.emptyQueryName) }
        if BuildValueCheck.hasControlCharacter(name.utf8) {
            throw fail(.controlCharacter(what: "the query item name", text: name))
        }
        let text = value.routeParameterText
        if !BuildValueCheck.readsBack(value, text) {
            throw fail(.doesNotReadBack(name: name, text: text, type: type(of: value).routeParameterTypeName))
        }
        if BuildValueCheck.hasControlCharacter(text.utf8) {
            throw fail(.controlCharacter(what: "query item '\(name)'", text: text))
        }
        return text
    }

    private func constraintPosition(of key: String) -> Int? {
        constraintInfos.firstIndex(where: { key.utf8.elementsEqual($0.key) })
    }

    // MARK: Step 2: assembly

    private func appendPath(_ texts: [String], to out: inout [UInt8]) {
        storage.patterns.withUTF8(at: Int(route)) { text in
            var template = PatternTemplate(text)
            template.appendPrefix(to: &out)
            let isCustom = if case .custom = template.source { true } else { false }
            let pathStart = out.count
            var next = 0
            func separate() {
                if !isCustom || out.count > pathStart { out.append(ASCII.slash) }
            }
            while let segment = template.nextSegment() {
                switch segment {
                case .literal(let range):
                    separate()
                    PercentEncoding.appendPatternLiteral(UnsafeBufferPointer(rebasing: text[range]), to: &out)
                case .parameter:
                    separate()
                    PercentEncoding.append(texts[next], to: &out)
                    next &+= 1
                case .rest:
                    let value = texts[next]
                    next &+= 1
                    guard !value.isEmpty else { continue }
                    separate()
                    for b in value.utf8 {
                        if b == ASCII.slash { out.append(b) } else { PercentEncoding.append(b, to: &out) }
                    }
                case .wildcard, .anonymousRest:
                    continue
                }
            }
            if !isCustom && out.count == pathStart {
                out.append(ASCII.slash)
            } else if template.hasTrailingSlash && out.count > pathStart && out.last != ASCII.slash {
                out.append(ASCII.slash)
            }
        }
    }

    private func appendQuery(_ texts: [String], presenceValues: [Int: String], extras: [(name: String, value: String)], to out: inout [UInt8]) {
        var separator = ASCII.question
        func item(_ name: some Sequence<UInt8>, _ value: String?) {
            out.append(separator)
            separator = ASCII.ampersand
            PercentEncoding.append(name, to: &out)
            if let value {
                out.append(ASCII.equals)
                PercentEncoding.append(value, to: &out)
            }
        }
        for position in constraintInfos.indices {
            let constraint = constraintInfos[position]
            switch constraint.value {
            case .present:
                item(constraint.key, presenceValues[position])
            case .literal(let literal):
                item(constraint.key, String(decoding: literal, as: UTF8.self))
            case .parameter(let name, _):
                let index = parameterInfos.firstIndex(where: { storage.name(of: $0) == name })! &- parameterInfos.startIndex
                item(constraint.key, texts[index])
            }
        }
        for extra in extras { item(extra.name.utf8, extra.value) }
    }

    // MARK: Step 4: the law

    /// Matches the URL against the table: it must give this route and every parameter's text.
    private func verify(_ url: String, _ texts: [String]) throws(URLBuildError) {
        switch table.match(url) {
        case .notMatched(let miss):
            throw fail(.unroutable(url: url, reason: miss.description))
        case .matched(let match):
            guard match.route == route else {
                throw fail(.shadowed(url: url, routeName: storage.names[Int(match.route)], pattern: storage.patterns[Int(match.route)]))
            }
            for (index, info) in parameterInfos.enumerated() {
                let read = match.decodedText(info)
                if read != texts[index] {
                    throw fail(.changedOnReadBack(url: url, name: storage.name(of: info), built: texts[index], read: read))
                }
            }
        }
    }
}
