import SwitchyardLinkService

/// `LinkService:Answer` and `LinkService:Click`: the link service's answer to a click, with no
/// network and no store, cycling over an iPhone, an Android phone, a desktop browser and a
/// chat crawler.
///
/// - `Answer`: the platform read from the request's `User-Agent`, and the response (preview
///   page or `302`) for a link already decoded.
/// - `Click`: the same after reading the stored long link with the dynamic-link decoder:
///   all the synchronous work of a click (the store lookup and the attribution record are
///   the host's and the store's).
enum LinkServiceSuites {
    static let longLink =
        "https://l.raycipe.example.com/?link=https%3A%2F%2Fraycipe.example.com%2Frecipes%2F2"
        + "&apn=com.example.raycipe&ibi=com.example.raycipe&isi=1234567890"
        + "&ofl=https%3A%2F%2Fweb.raycipe.example.com%2Fr%2F2&st=Pasta+al+limone&sd=Fresh+and+quick&si=https%3A%2F%2Fraycipe.example.com%2Fimg.png"

    /// The visitors, and what each must get (written from Docs/LinkService.md, not from the code).
    static let visitors: [(agent: String, status: Int, location: String?)] = [
        ("Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1", 200, nil),
        (
            "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.81 Mobile Safari/537.36", 302,
            "intent://raycipe.example.com/recipes/2#Intent;scheme=https;package=com.example.raycipe;S.browser_fallback_url=https%3A%2F%2Fplay.google.com%2Fstore%2Fapps%2Fdetails%3Fid%3Dcom.example.raycipe;end"
        ),
        ("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36", 302, "https://web.raycipe.example.com/r/2"),
        ("Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)", 200, nil),
    ]

    static func suites() -> [Suite] {
        [
            Suite(name: "LinkService:Answer", baseline: nil) { _ in
                PreparedSuite(workload: try ClickWorkload(decodeEachTime: false))
            },
            Suite(name: "LinkService:Click", baseline: nil) { _ in
                PreparedSuite(workload: try ClickWorkload(decodeEachTime: true))
            },
        ]
    }
}

/// Answers clicks from the visitors in turn; keeps each answer's status and body length.
final class ClickWorkload: Workload {
    private let requests: [LinkRequest]
    private let link: ClickLink
    private let decodeEachTime: Bool
    private var results: [Int]

    var operationsPerBatch: Int { requests.count * 64 }

    init(decodeEachTime: Bool) throws {
        self.decodeEachTime = decodeEachTime
        link = try LongLinkReader.read(LinkServiceSuites.longLink)
        requests = LinkServiceSuites.visitors.map {
            LinkRequest(method: "GET", path: "/AbCd", headers: [("User-Agent", $0.agent)], clientAddress: "127.0.0.1")
        }
        results = Array(repeating: 0, count: requests.count)
    }

    @inline(__always)
    private func answer(_ request: LinkRequest) -> LinkResponse {
        let link = decodeEachTime ? ((try? LongLinkReader.read(LinkServiceSuites.longLink)) ?? self.link) : self.link
        return ClickAnswer.response(for: link, platform: PlatformDetector.platform(of: request))
    }

    func runBatch() {
        for _ in 0..<64 {
            for (index, request) in requests.enumerated() {
                let response = answer(request)
                results[index] = response.status &* 100_000 &+ response.body.count
            }
        }
    }

    func run(operations count: Int) {
        var total = 0
        var next = 0
        for _ in 0..<count {
            let response = answer(requests[next])
            total &+= response.status &+ response.body.count
            next += 1
            if next == requests.count { next = 0 }
        }
        blackHole(total)
    }

    func verify() -> [String] {
        var problems: [String] = []
        for (index, visitor) in LinkServiceSuites.visitors.enumerated() {
            let response = answer(requests[index])
            if response.status != visitor.status { problems.append("\(visitor.agent): status \(response.status), want \(visitor.status)") }
            if response.header("Location") != visitor.location { problems.append("\(visitor.agent): Location \(response.header("Location") ?? "none"), want \(visitor.location ?? "none")") }
            if results[index] != response.status * 100_000 + response.body.count { problems.append("\(visitor.agent): the timed run kept \(results[index])") }
        }
        return problems
    }
}
