/// The type a pattern gives a parameter, in the order in which routes compete.
///
/// Lower ranks are more specific: `bool`, `int`, `double`, `uuid`, then custom types, then
/// `:name` (untyped) and `*`.
struct ParameterKind: Hashable, Sendable, Comparable {
    /// 0 is the untyped `:name`; 1...4 the standard typed kinds; 5 and up custom types.
    let id: Int16

    static let string = ParameterKind(id: 0)
    static let bool = ParameterKind(id: 1)
    static let int = ParameterKind(id: 2)
    static let double = ParameterKind(id: 3)
    static let uuid = ParameterKind(id: 4)
    static let firstCustom: Int16 = 5

    var isTyped: Bool { id != 0 }
    var isCustom: Bool { id >= Self.firstCustom }

    /// Typed kinds rank by id; the untyped kind ranks after all of them.
    static func < (a: ParameterKind, b: ParameterKind) -> Bool {
        (a.id == 0 ? Int16.max : a.id) < (b.id == 0 ? Int16.max : b.id)
    }
}

/// The parameter types a table knows: the standard ones and the custom ones it was given.
struct ParameterTypeRegistry: Sendable {
    struct Entry: Sendable {
        let name: String
        let kind: ParameterKind
        /// Decides whether decoded bytes are a valid value; custom types convert through `init?`.
        let accepts: @Sendable (UnsafeBufferPointer<UInt8>) -> Bool
    }

    private(set) var entries: [Entry]

    init(custom: [any RouteParameter.Type]) {
        entries = [
            Entry(name: "string", kind: .string, accepts: { _ in true }),
            Entry(name: "bool", kind: .bool, accepts: StandardTypeCheck.isBool),
            Entry(name: "int", kind: .int, accepts: StandardTypeCheck.isInteger),
            Entry(name: "double", kind: .double, accepts: StandardTypeCheck.isDouble),
            Entry(name: "uuid", kind: .uuid, accepts: StandardTypeCheck.isUUID),
        ]
        for type in custom where !entries.contains(where: { $0.name == type.routeParameterTypeName }) {
            entries.append(
                Entry(
                    name: type.routeParameterTypeName,
                    kind: ParameterKind(id: Int16(entries.count)),
                    accepts: { bytes in type.init(routeParameter: Substring(String(decoding: bytes, as: UTF8.self))) != nil }
                ))
        }
    }

    func kind(named name: Substring) -> ParameterKind? {
        entries.first(where: { $0.name == name })?.kind
    }

    func name(of kind: ParameterKind) -> String { entries[Int(kind.id)].name }

    @inline(__always)
    func accepts(_ kind: ParameterKind, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        switch kind.id {
        case 1: return StandardTypeCheck.isBool(bytes)
        case 2: return StandardTypeCheck.isInteger(bytes)
        case 3: return StandardTypeCheck.isDouble(bytes)
        case 4: return StandardTypeCheck.isUUID(bytes)
        case 0: return true
        default: return entries[Int(kind.id)].accepts(bytes)
        }
    }
}
