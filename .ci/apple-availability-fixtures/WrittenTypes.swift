// Newer types wherever the code writes them: inside other types, as constraints and
// conformances, as existentials, and newer enum cases in patterns.
import Foundation
import Synchronization

// expect: Calendar.RecurrenceRule
struct Schedule {
    var rules: [Date: Calendar.RecurrenceRule]
}

// expect: AtomicLoadOrdering
// expect: AtomicStoreOrdering
func orderings() -> (AtomicLoadOrdering, AtomicStoreOrdering)? { nil }

// expect: AtomicRepresentable
func store<T: AtomicRepresentable>(_ value: T) {}

// expect: TaskExecutor
func run(on executor: (any TaskExecutor)?) {}

// expect: Calendar.Component.dayOfYear
func isDayOfYear(_ component: Calendar.Component) -> Bool {
    switch component {
    case .dayOfYear: return true
    default: return false
    }
}
