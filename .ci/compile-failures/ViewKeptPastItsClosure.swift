// A MatchView cannot leave the closure it is lent to. (`withMatch(url) { $0 }` alone makes a
// closure that returns nothing, with the compiler's warning that the view is unused: its
// result is `()`, and any use of it, as here, does not compile.)
// expect: has no member 'routeIndex'
import Switchyard

let table = router.table
#if MISTAKE
let kept = table.withMatch("raycipe://recipes/2") { $0 }
let index = kept.routeIndex
#else
let index = table.withMatch("raycipe://recipes/2") { $0.routeIndex }
#endif
