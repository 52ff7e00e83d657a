/// The methods a path answers: what an `Allow` header lists.
///
/// It includes `HEAD` where the path has a `GET` route and `OPTIONS`, which the router answers
/// for every path a route matches. It is a set of bits and the table's method names, so making
/// one allocates nothing; its ``methods`` and ``description`` make the list when asked.
///
/// ```swift
/// if case .methodNotAllowed(let allowed) = table.route(request) {
///     headers["Allow"] = allowed.description   // "GET, HEAD, OPTIONS, POST"
/// }
/// ```
public struct AllowedMethods: Sendable, Hashable, CustomStringConvertible {
    /// The methods' bits in the table's ``MethodBits``.
    let mask: UInt64
    /// The table's method names, kept only when the mask has an extension method's bit: the
    /// standard methods' bits are the same in every table, and a 405 answer then holds no
    /// reference at all.
    private let extensionNames: MethodBits?

    init(mask: UInt64, names: MethodBits) {
        self.mask = mask
        self.extensionNames = mask >> UInt64(MethodBits.firstExtensionBit) == 0 ? nil : names
    }

    /// No method.
    public init() {
        self.init(mask: 0, names: MethodBits())
    }

    private var names: MethodBits { extensionNames ?? MethodBits() }

    /// The methods, in alphabetical order.
    public var methods: [HTTPMethod] { names.methods(in: mask).sorted() }

    /// Whether `method` is among them.
    public func contains(_ method: HTTPMethod) -> Bool {
        let bit = names.bit(of: method)
        return bit != 0 && mask & bit != 0
    }

    /// Whether there is none.
    public var isEmpty: Bool { mask == 0 }

    /// The methods as an `Allow` header's value: `GET, HEAD, OPTIONS, POST`.
    public var description: String { methods.map(\.rawValue).joined(separator: ", ") }

    /// Equal when they hold the same methods.
    public static func == (a: AllowedMethods, b: AllowedMethods) -> Bool { a.methods == b.methods }

    /// Hashes the methods.
    public func hash(into hasher: inout Hasher) { hasher.combine(methods) }

    /// `declared` as a path answers them: with `HEAD` where `GET` is among them, and `OPTIONS`.
    /// The names are read only where an extension method's bit is there, so that the common
    /// answer touches nothing of the table's.
    @inline(__always)
    static func answering(_ declared: UInt64, names: @autoclosure () -> MethodBits) -> AllowedMethods {
        var mask = declared | MethodBits.bit(of: .options)
        if declared & MethodBits.bit(of: .get) != 0 { mask |= MethodBits.bit(of: .head) }
        return mask >> UInt64(MethodBits.firstExtensionBit) == 0 ? AllowedMethods(standardMask: mask) : AllowedMethods(mask: mask, names: names())
    }

    /// Methods all standard: no names kept.
    private init(standardMask: UInt64) {
        self.mask = standardMask
        self.extensionNames = nil
    }
}
