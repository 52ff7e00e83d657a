import SwitchyardQRCode

/// `QR:<Text>:<Output>`: encoding a link as a QR code at level M, mask selection included,
/// to the module matrix and to SVG: the 51-byte recipe link a card prints, and a long
/// dynamic link with its parameters.
enum QRCodeSuites {
    /// 51 bytes: version 4 at level M.
    static let link = "https://raycipe.example.com/recipes/2?utm_source=qr"

    /// A dynamic link with its deep link and the app and social parameters: 225 bytes,
    /// version 11 at level M.
    static let dynamicLink =
        "https://raycipe.page.link/?link=https%3A%2F%2Fraycipe.example.com%2Frecipes%2F2"
        + "&apn=com.example.raycipe&ibi=com.example.Raycipe&isi=1234567890&st=Pancakes"
        + "&sd=Fluffy%20pancakes%20in%2020%20minutes&utm_source=qr&utm_medium=card"

    static func suites() -> [Suite] {
        [
            Suite(name: "QR:Link51:Matrix", baseline: nil) { _ in
                PreparedSuite(workload: try QRWorkload(text: link, errorCorrection: .medium, svg: false, expectedVersion: 4))
            },
            Suite(name: "QR:Link51:SVG", baseline: nil) { _ in
                PreparedSuite(workload: try QRWorkload(text: link, errorCorrection: .medium, svg: true, expectedVersion: 4))
            },
            Suite(name: "QR:DynamicLink:Matrix", baseline: nil) { _ in
                PreparedSuite(workload: try QRWorkload(text: dynamicLink, errorCorrection: .medium, svg: false, expectedVersion: 11))
            },
            Suite(name: "QR:DynamicLink:SVG", baseline: nil) { _ in
                PreparedSuite(workload: try QRWorkload(text: dynamicLink, errorCorrection: .medium, svg: true, expectedVersion: 11))
            },
        ]
    }
}
