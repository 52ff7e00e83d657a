// Building a declared route's URL without its value does not compile.
// expect: no exact matches in call to instance method 'url'
import Switchyard

#if MISTAKE
let url = try router.url(for: Links.recipe)
#else
let url = try router.url(for: Links.recipe, 2)
#endif
