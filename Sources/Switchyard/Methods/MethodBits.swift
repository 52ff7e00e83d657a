/// The methods of a table as bits of one 64-bit mask: the standard methods at fixed bits (their
/// order in ``HTTPMethod/standardNames``), the table's extension methods after them, in the
/// order they first appear. A route's methods are one mask; a lookup's method is one bit (or
/// none, for an extension method no route names); checking one against the other is an `&`.
struct MethodBits: Sendable, Hashable {
    /// The extension methods the table's routes name; the first has bit ``firstExtensionBit``.
    private(set) var extensionNames: [String] = []

    /// The bit of the first extension method.
    static var firstExtensionBit: Int { HTTPMethod.standardNames.count }
    /// How many extension methods one table may name.
    static var extensionCapacity: Int { 64 - firstExtensionBit }
    /// Every bit: the mask of a lookup made without a method, which every route takes.
    static var everyMethod: UInt64 { ~0 }

    /// The mask of `methods`, adding extension methods not seen before; `nil` when the table
    /// would name more extension methods than a mask holds.
    mutating func mask(adding methods: [HTTPMethod]) -> UInt64? {
        var mask: UInt64 = 0
        for method in methods {
            if method.standardBit >= 0 {
                mask |= 1 << UInt64(method.standardBit)
                continue
            }
            var index = extensionNames.firstIndex(of: method.rawValue)
            if index == nil {
                guard extensionNames.count < Self.extensionCapacity else { return nil }
                extensionNames.append(method.rawValue)
                index = extensionNames.count - 1
            }
            mask |= 1 << UInt64(Self.firstExtensionBit + index!)
        }
        return mask
    }

    /// The bit of `method` in this table, 0 for an extension method no route names.
    func bit(of method: HTTPMethod) -> UInt64 {
        if method.standardBit >= 0 { return 1 << UInt64(method.standardBit) }
        guard let index = extensionNames.firstIndex(of: method.rawValue) else { return 0 }
        return 1 << UInt64(Self.firstExtensionBit + index)
    }

    /// The methods of `mask`, in bit order.
    func methods(in mask: UInt64) -> [HTTPMethod] {
        var methods: [HTTPMethod] = []
        var rest = mask
        while rest != 0 {
            let bit = rest.trailingZeroBitCount
            rest &= rest &- 1
            let name = bit < Self.firstExtensionBit ? HTTPMethod.standardNames[bit] : extensionNames[bit - Self.firstExtensionBit]
            methods.append(HTTPMethod(name)!)
        }
        return methods
    }

    static func bit(of method: HTTPMethod.Standard) -> UInt64 { 1 << UInt64(method.rawValue) }
}

extension HTTPMethod {
    /// The standard methods the router itself treats specially, by bit.
    enum Standard: Int {
        case get = 0
        case head = 1
        case options = 6
    }
}
