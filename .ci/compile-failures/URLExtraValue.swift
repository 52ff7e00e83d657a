// A value more than the declared route captures does not compile.
// expect: to expected argument type 'RouteDeclaration<(Int, Int)>'
import Switchyard

#if MISTAKE
let url = try router.url(for: Links.recipe, 2, 3)
#else
let url = try router.url(for: Links.recipe, 2)
#endif
