/// Reading a route's parameters by position, for the typed closures of ``Route``: the route's
/// named parameters in the order its pattern captures them (the path's first, then the query
/// constraints'), each converted to the type the closure declares.
///
/// When the router is built, each declared type is checked against every pattern of its route
/// (``RouteSignature``), so a matched parameter always converts; a failure here means the table
/// and the closure disagree, and the router reports it as the route's programming error.
extension ParameterConversion where Self: ~Escapable {
    /// The parameter at `position` of the matched route, converted to `T`; `position` is
    /// advanced past it. `url` is the string the match's bytes are the UTF-8 of, from its start,
    /// when there is one: a `Substring` is then a slice of it, with nothing copied.
    ///
    /// - Throws: ``ParameterError`` when the parameter does not convert.
    @inlinable @inline(__always)
    func positional<T: RouteParameter>(_ position: inout Int, as type: T.Type, in url: String?) throws(ParameterError) -> T {
        let location = locate(position: position)
        position &+= 1
        // The standard types by a test of `T`, each read by code of its own type: a closure's
        // parameters are a pack, whose elements the optimizer does not always make concrete
        // in the calls below it, and a generic read looks up metadata at run time. (`T` is the
        // type tested in each branch, so each cast is to the value's own type.)
        if location.isFound {
            if T.self == Substring.self {
                return unsafeBitCast(substring(at: location, in: url), to: T.self)
            } else if T.self == String.self {
                return unsafeBitCast(withValue(at: location) { UTF8Text.string($0) }, to: T.self)
            } else if T.self == Int.self {
                if let value = value(at: location, as: Int.self) { return unsafeBitCast(value, to: T.self) }
            } else if let value = value(at: location, as: T.self) {
                return value
            }
        }
        throw positionalFailure(at: location, position: position &- 1, expectedType: T.routeParameterTypeName)
    }

    /// The parameter at `location` (found) as a `Substring`: a slice of `url` when its bytes are
    /// its value, else its decoded text.
    @inlinable @inline(__always)
    func substring(at location: ParameterLocation, in url: String?) -> Substring {
        if let url, location.decoding == .none { return Self.slice(of: url, location) }
        return Substring(withValue(at: location) { UTF8Text.string($0) })
    }

    /// Where the parameter at `position` of the matched route is.
    @inlinable @inline(__always)
    func locate(position: Int) -> ParameterLocation {
        locate(entry: entry(atPosition: position))
    }

    /// The entry of the parameter at `position` of the matched route, from the table's directory.
    @inlinable @inline(__always)
    func entry(atPosition position: Int) -> ParameterDirectory.Entry {
        let route = capturedRoute
        return tableStorage._withUnsafeGuaranteedRef { $0.directory.entry(route: route, position: position) }
    }

    /// The bytes at `location` of `url` as a slice of it.
    @inlinable @inline(__always)
    static func slice(of url: String, _ location: ParameterLocation) -> Substring {
        let utf8 = url.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: location.start)
        let end = utf8.index(start, offsetBy: location.end &- location.start)
        return Substring(utf8[start..<end])
    }

    /// The error for the parameter at `position` that does not convert: out of line.
    @usableFromInline @inline(never)
    func positionalFailure(at location: ParameterLocation, position: Int, expectedType: String) -> ParameterError {
        conversionFailure(at: location, name: Self.parameterName(in: tableStorage, route: capturedRoute, position: position), expectedType: expectedType)
    }

    /// The name of the parameter at `position` of `route` in `table`.
    @usableFromInline
    static func parameterName(in table: Unmanaged<RouteTableStorage>, route: Int32, position: Int) -> String {
        table._withUnsafeGuaranteedRef { storage in
            // A slice of the table's parameters: its indices are the table's, not from zero.
            let parameters = storage.parameters(of: route)
            return storage.parameterNames[Int(parameters[parameters.startIndex &+ position].nameIndex)]
        }
    }
}

extension ParameterDirectory {
    /// The entry of the parameter at `position` among `route`'s records (in slot order).
    @inlinable @inline(__always)
    func entry(route: Int32, position: Int) -> Entry {
        let (start, end) = records(of: route)
        assert(position >= 0 && position < end - start, "position \(position) outside route \(route)'s \(end - start) parameters")
        return start[position].entry
    }
}
