// A MatchView cannot be captured by a closure that outlives the one it is lent to.
// expect: escapes its scope
import Switchyard

let table = router.table
#if MISTAKE
let later: () -> Int? = table.withMatch("raycipe://recipes/2") { view in { view.routeIndex } }
#else
let index = table.withMatch("raycipe://recipes/2") { view in view.routeIndex }
let later: () -> Int? = { index }
#endif
