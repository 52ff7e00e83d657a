import Testing
import SwitchyardLinks

@Suite("Match confidence: ordered, named as in JSON")
struct MatchConfidenceTests {
    @Test func casesAreOrderedFromNoneToUnique() {
        #expect(MatchConfidence.allCases.sorted() == [.none, .weak, .default, .unique])
        #expect(MatchConfidence.default < .unique)
        #expect(!(MatchConfidence.unique < .weak))
    }

    @Test(arguments: MatchConfidence.allCases)
    func nameReadsBack(_ confidence: MatchConfidence) {
        #expect(MatchConfidence(name: confidence.description) == confidence)
    }

    @Test func unknownNameIsNil() {
        #expect(MatchConfidence(name: "strong") == nil)
        #expect(MatchConfidence(name: "Unique") == nil)
    }
}
