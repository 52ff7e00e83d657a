@testable import Switchyard

// Comparing two lookups' results field by field, for the test that routes the same URL
// through every entry point and through the general path alone (FastPathAgreementTests).
// A result is observed once (`ObservedResult`: everything a caller can read of it, and the
// byte ranges behind it) and then compared with as many others as there are entry points.

/// Everything a caller can read of a ``MatchResult``, gathered once.
///
/// Byte ranges (the trimmed URL, the query, each capture) are relative to the URL's first
/// byte whatever the entry point: for a `Substring` the match keeps the base string and the
/// URL's offset in it apart, so ranges of a `Substring`'s match compare as they are with those
/// of a `String`'s. The text at each range is kept as well, so a range that is right by its
/// numbers but read from the wrong bytes still shows.
struct ObservedResult: Equatable {
    struct Miss: Equatable {
        var reason: String
        var detail: String
        var offset: Int?
    }

    /// One parameter as each accessor gives it.
    struct Parameter: Equatable {
        var name: String
        var text: String?
        /// `parameter(name, as: String.self)`, or its error, as text.
        var asString: String
        /// `parameter(name, as: Int.self)`, or its error, as text: the error path for most.
        var asInt: String
    }

    /// One query item name as `query.first` and `query.all` give it.
    struct QueryName: Equatable {
        var name: String
        var first: String?
        var all: [String]
    }

    struct Hit: Equatable {
        var routeIndex: Int
        var routeName: String
        var pattern: String
        var url: String
        var scheme: String?
        var host: String?
        var fragment: String?
        var kind: ScannedURL.Kind
        var trimmedRange: Range<Int>
        var queryRange: Range<Int>?
        /// The raw (not decoded) text at `queryRange`.
        var rawQuery: String?
        var parameters: [MatchedParameter]
        /// Each capture's name, byte range and raw text.
        var rawParameters: [String]
        /// Each parameter by name, through every accessor (sorted by name).
        var parameterAccessors: [Parameter]
        var queryItems: [String]
        var queryIsEmpty: Bool
        /// Each query item name (sorted, once each).
        var queryNames: [QueryName]
    }

    enum Outcome: Equatable {
        case hit(Hit)
        case miss(Miss)
    }

    let outcome: Outcome

    init(_ result: MatchResult) {
        switch result {
        case .notMatched(let miss):
            outcome = .miss(Miss(reason: miss.reason.description, detail: miss.detail.description, offset: miss.offset))
        case .matched(let match):
            outcome = .hit(Self.observe(match))
        }
    }

    private static func observe(_ match: RouteMatch) -> Hit {
        let parameters = match.parameters
        let query = match.query
        let items = query.items
        return Hit(
            routeIndex: match.routeIndex,
            routeName: match.routeName,
            pattern: match.pattern,
            url: match.url,
            scheme: match.scheme,
            host: match.host,
            fragment: match.fragment,
            kind: match.found.kind,
            trimmedRange: match.found.trimmedSpan.range,
            queryRange: match.found.queryRange,
            rawQuery: match.found.queryRange.map { range in
                match.withBytes { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
            },
            parameters: parameters,
            rawParameters: rawParameters(match),
            parameterAccessors: Set(parameters.map(\.name)).sorted().map { name in
                Parameter(
                    name: name, text: match.parameterText(name),
                    asString: converted(match, name, as: String.self), asInt: converted(match, name, as: Int.self)
                )
            },
            queryItems: items.map { "\($0.name)=\($0.value)" },
            queryIsEmpty: query.isEmpty,
            queryNames: Set(items.map(\.name)).sorted().map { QueryName(name: $0, first: query.first($0), all: query.all($0)) }
        )
    }

    /// Each parameter's captured byte range and its text as written in the URL (not decoded).
    private static func rawParameters(_ match: RouteMatch) -> [String] {
        match.parameterInfos.map { info in
            let range = match.capturedRange(info)
            let raw = match.withBytes { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
            return "\(match.storage.name(of: info)) \(range) \(raw.debugDescription)"
        }
    }

    /// A parameter converted by `parameter(_:as:)`, or the error it throws, as text.
    private static func converted<T: RouteParameter>(_ match: RouteMatch, _ name: String, as type: T.Type) -> String {
        do throws(ParameterError) {
            return "\(try match.parameter(name, as: type))"
        } catch {
            return "error: \(error)"
        }
    }

    // MARK: Comparing

    /// Every observable difference between the result of `match` (`tested`) and that of the
    /// general path (`reference`), one line each; `[]` when they agree.
    static func differences(_ tested: MatchResult, _ reference: MatchResult) -> [String] {
        differences(ObservedResult(tested), ObservedResult(reference))
    }

    /// Every difference between a result from entry point `entryPoint` (`tested`) and the
    /// general path's (`reference`), one line each (`field: <entry point> …, general path …`);
    /// `[]` when they agree.
    static func differences(_ tested: ObservedResult, _ reference: ObservedResult, entryPoint: String = "match") -> [String] {
        if tested == reference { return [] }
        switch (tested.outcome, reference.outcome) {
        case (.miss(let a), .miss(let b)):
            var found = Differences(entryPoint)
            found.note("reason", a.reason, b.reason)
            found.note("detail", a.detail, b.detail)
            found.note("offset", a.offset, b.offset)
            return found.lines
        case (.hit(let a), .hit(let b)):
            return differences(a, b, entryPoint: entryPoint)
        case (.hit(let a), .miss(let b)):
            return ["\(entryPoint) gave \(a.routeName) (\(describe(a.parameters))), the general path \(describe(b))"]
        case (.miss(let a), .hit(let b)):
            return ["\(entryPoint) gave \(describe(a)), the general path \(b.routeName) (\(describe(b.parameters)))"]
        }
    }

    private static func differences(_ a: Hit, _ b: Hit, entryPoint: String) -> [String] {
        var found = Differences(entryPoint)
        found.note("routeIndex", a.routeIndex, b.routeIndex)
        found.note("routeName", a.routeName, b.routeName)
        found.note("pattern", a.pattern, b.pattern)
        found.note("url", a.url, b.url)
        found.note("scheme", a.scheme, b.scheme)
        found.note("host", a.host, b.host)
        found.note("fragment", a.fragment, b.fragment)
        found.note("kind", a.kind, b.kind)
        found.note("trimmed range", a.trimmedRange, b.trimmedRange)
        found.note("query range", a.queryRange, b.queryRange)
        found.note("raw query", a.rawQuery, b.rawQuery)
        found.note("parameters", describe(a.parameters), describe(b.parameters))
        found.note("raw parameters", a.rawParameters, b.rawParameters)
        let parametersA = Dictionary(a.parameterAccessors.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let parametersB = Dictionary(b.parameterAccessors.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for name in Set(parametersA.keys).union(parametersB.keys).sorted() {
            let (x, y) = (parametersA[name], parametersB[name])
            found.note("parameterText(\(name))", x?.text, y?.text)
            // Every type converts the same decoded bytes: `String` shows them, `Int` the error path.
            found.note("parameter(\(name), as: String)", x?.asString, y?.asString)
            found.note("parameter(\(name), as: Int)", x?.asInt, y?.asInt)
        }
        found.note("query items", a.queryItems, b.queryItems)
        found.note("query.isEmpty", a.queryIsEmpty, b.queryIsEmpty)
        let namesA = Dictionary(a.queryNames.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let namesB = Dictionary(b.queryNames.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for name in Set(namesA.keys).union(namesB.keys).sorted() {
            found.note("query.first(\(name))", namesA[name]?.first, namesB[name]?.first)
            found.note("query.all(\(name))", namesA[name]?.all, namesB[name]?.all)
        }
        return found.lines
    }

    /// Every difference between what a ``MatchView`` answers directly (without making an owned
    /// result) and the general path's result, one line each: the route or reason, and each
    /// parameter and query value the reference holds.
    static func differences(_ view: MatchView, _ reference: ObservedResult) -> [String] {
        var found = Differences("withMatch (view)")
        switch reference.outcome {
        case .miss(let miss):
            found.note("noMatch", view.noMatch.map { Miss(reason: $0.reason.description, detail: $0.detail.description, offset: $0.offset) }, miss)
            found.note("routeIndex", view.routeIndex, nil)
            found.note("isMatch", view.isMatch, false)
        case .hit(let hit):
            found.note("noMatch", view.noMatch?.description, nil)
            found.note("routeIndex", view.routeIndex, hit.routeIndex)
            found.note("isMatch", view.isMatch, true)
            found.note("routeName", view.routeName, hit.routeName)
            found.note("pattern", view.pattern, hit.pattern)
            for parameter in hit.parameterAccessors {
                found.note("parameterText(\(parameter.name))", view.parameterText(parameter.name), parameter.text)
                found.note("parameter(\(parameter.name), as: String)", viewConverted(view, parameter.name, as: String.self), parameter.asString)
                found.note("parameter(\(parameter.name), as: Int)", viewConverted(view, parameter.name, as: Int.self), parameter.asInt)
            }
            for name in hit.queryNames {
                found.note("queryValue(\(name.name))", view.queryValue(name.name), name.first)
            }
        }
        return found.lines
    }

    private static func viewConverted<T: RouteParameter>(_ view: MatchView, _ name: String, as type: T.Type) -> String {
        do throws(ParameterError) {
            return "\(try view.parameter(name, as: type))"
        } catch {
            return "error: \(error)"
        }
    }

    /// The lines of a comparison: one for each field whose values differ.
    private struct Differences {
        let entryPoint: String
        var lines: [String] = []

        init(_ entryPoint: String) { self.entryPoint = entryPoint }

        mutating func note<T: Equatable>(_ field: String, _ tested: T, _ reference: T) {
            if tested != reference { lines.append("\(field): \(entryPoint) \(String(describing: tested)), general path \(String(describing: reference))") }
        }
    }

    static func describe(_ parameters: [MatchedParameter]) -> String {
        parameters.map { "\($0.name)(\($0.typeName))=\($0.text.debugDescription)" }.joined(separator: ", ")
    }

    private static func describe(_ miss: Miss) -> String {
        "\(miss.reason): \(miss.detail)" + (miss.offset.map { " (at byte \($0))" } ?? "")
    }
}
