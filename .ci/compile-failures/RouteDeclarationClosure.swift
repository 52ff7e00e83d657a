// A declared route's closure takes the declared types: another type does not compile.
// expect: cannot convert value of type
import Switchyard

enum Screen { case recipe(String) }
#if MISTAKE
let route = Route<Screen>(Links.recipe) { (id: String) in .recipe(id) }
#else
let route = Route<Screen>(Links.recipe) { id in .recipe(String(id)) }
#endif
