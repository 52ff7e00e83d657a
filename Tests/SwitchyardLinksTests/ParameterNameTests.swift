import Testing
import SwitchyardLinks

/// A long link's parameter names are recognised by their decoded bytes: every name of the
/// format, written plainly or percent-encoded, sets its parameter; a near miss is unknown.
@Suite("Parameter names: each name of the format, and near misses")
struct ParameterNameTests {
    static let prefix = "https://rayciperw.page.link/?link=https://raycipe.example.com/recipes/2&"
    static let parameters = DynamicLinkParameter.allCases.filter { $0 != .link }

    /// A value of the parameter's type, written independently of the decoder.
    static func validValue(_ parameter: DynamicLinkParameter) -> String {
        switch parameter.valueType {
        case .url: "https://e.example/x"
        case .string: "v"
        case .integer: "7"
        case .digits: "123"
        case .flag: "1"
        }
    }

    static func percentEncoded(_ name: String) -> String {
        name.utf8.map { byte in
            let hex = String(byte, radix: 16, uppercase: true)
            return "%" + (hex.count == 1 ? "0" + hex : hex)
        }.joined()
    }

    @Test(arguments: parameters)
    func aPlainNameSetsItsParameter(_ parameter: DynamicLinkParameter) throws {
        let value = Self.validValue(parameter)
        let decoded = try DynamicLinkDecoder().decode(Self.prefix + parameter.rawValue + "=" + value)
        #expect(decoded.riskyLink.text(of: parameter) == value)
        #expect(decoded.riskyLink.unknownParameters.isEmpty)
        #expect(decoded.warnings.isEmpty)
    }

    @Test(arguments: parameters)
    func anEncodedNameSetsItsParameter(_ parameter: DynamicLinkParameter) throws {
        let value = Self.validValue(parameter)
        let decoded = try DynamicLinkDecoder().decode(Self.prefix + Self.percentEncoded(parameter.rawValue) + "=" + value)
        #expect(decoded.riskyLink.text(of: parameter) == value)
        #expect(decoded.riskyLink.unknownParameters.isEmpty)
    }

    @Test(arguments: parameters)
    func nearMissesAreUnknown(_ parameter: DynamicLinkParameter) throws {
        let name = parameter.rawValue
        for near in [name + "x", String(name.dropLast()) + "_", name.uppercased(), "x" + name] {
            let decoded = try DynamicLinkDecoder().decode(Self.prefix + near + "=v")
            #expect(decoded.riskyLink.unknownParameters == [DynamicLink.UnknownParameter(name: near, value: "v")], "\(near)")
            #expect(decoded.warnings.map(\.kind) == [.unknownParameter], "\(near)")
        }
    }

    struct OrderCase: CustomTestStringConvertible, Sendable {
        let name: String
        let query: String
        let error: DynamicLinkError
        var testDescription: String { name }
    }

    static let orderCases: [OrderCase] = [
        OrderCase(
            name: "a repeat before a bad escape", query: "isi=1&isi=2&st=%ZZ&link=https://raycipe.example.com/",
            error: .repeatedParameter("isi")),
        OrderCase(
            name: "a bad escape before a repeat", query: "st=%ZZ&isi=1&isi=2&link=https://raycipe.example.com/",
            error: .badPercentEncoding(name: "st", rawText: "%ZZ")),
        OrderCase(name: "a repeat before a missing link", query: "isi=1&isi=2", error: .repeatedParameter("isi")),
        OrderCase(name: "a repeated unknown name", query: "link=https://raycipe.example.com/&zz=1&zz=2", error: .repeatedParameter("zz")),
        OrderCase(
            name: "an unknown name repeated, once encoded", query: "link=https://raycipe.example.com/&zz=1&%7Az=2",
            error: .repeatedParameter("zz")),
        OrderCase(name: "a missing link before a wrong type", query: "isi=abc", error: .missingLink),
        OrderCase(
            name: "a deep link that is not web before a wrong type", query: "isi=abc&link=raycipe://recipes/2",
            error: .linkNotWeb("raycipe://recipes/2")),
        OrderCase(
            name: "a deep link that is a dynamic link before a wrong type", query: "amv=x&link=https://other.page.link/?link=https://e.example",
            error: .linkIsDynamicLink("https://other.page.link/?link=https://e.example")),
        OrderCase(
            name: "the first wrong type, in the link's order", query: "amv=x&link=https://raycipe.example.com/&isi=abc",
            error: .wrongType(.androidMinimumVersionCode, "x")),
        OrderCase(
            name: "a repeat after a wrong type", query: "amv=x&link=https://raycipe.example.com/&amv=1",
            error: .repeatedParameter("amv")),
    ]

    @Test(arguments: orderCases)
    func errorsComeInTheContractsOrder(_ c: OrderCase) {
        #expect(throws: c.error) { try DynamicLinkDecoder().decode("https://rayciperw.page.link/?" + c.query) }
    }

    @Test func aDeepLinkUnderADefaultHostInCapitalsIsADynamicLink() {
        #expect(throws: DynamicLinkError.linkIsDynamicLink("https://Other.PAGE.Link/x")) {
            try DynamicLinkDecoder().decode("https://rayciperw.page.link/?link=https://Other.PAGE.Link/x")
        }
        #expect(DynamicLinkPrefix.isDefaultHost("other.page.link"))
        #expect(DynamicLinkPrefix.isDefaultHost("a.app.goo.gl"))
        #expect(!DynamicLinkPrefix.isDefaultHost(".page.link"))
        #expect(!DynamicLinkPrefix.isDefaultHost("other.PAGE.link"))
        #expect(!DynamicLinkPrefix.isDefaultHost("otherpage.link"))
    }

    @Test func aDeepLinksPartsAreReadFromItsText() throws {
        let written: String = "  HTTPS://Raycipe.Example.COM./recipes/2 "
        let url = try #require(LinkURL(written))
        #expect(url.text == "HTTPS://Raycipe.Example.COM./recipes/2")
        #expect(url.scheme == "https")
        #expect(url.host == "raycipe.example.com")
        #expect(url.isWeb && url.isAbsolute)
        #expect(url == LinkURL("HTTPS://Raycipe.Example.COM./recipes/2"))
        let market: String = "market://details?id=x"
        let custom = try #require(LinkURL(market))
        #expect(custom.scheme == "market" && custom.host == nil && !custom.isWeb && custom.isAbsolute)
        let network: String = "//e.example/x"
        let reference = try #require(LinkURL(network))
        #expect(reference.scheme == nil && reference.host == nil && !reference.isWeb && !reference.isAbsolute)
    }
}
