// A macro's expansion is code too: `@Observable` writes uses of the Observation module, which
// needs macOS 14 and iOS 17.
import Observation

// The expansion uses more of the module than the attribute; the attribute is enough here.
// expect including: Observable()
@Observable
final class Model {
    var count = 0
}
