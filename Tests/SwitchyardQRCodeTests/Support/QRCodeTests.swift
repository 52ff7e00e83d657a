import Testing

/// The parent of the QR code suites: serialized, so that they run one test at a time and do
/// not crowd the machine's two cores, which timing-sensitive tests of other targets share.
@Suite("QR codes", .serialized)
enum QRCodeTests {}
