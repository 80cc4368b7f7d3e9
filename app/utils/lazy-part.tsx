// A part only some visits show (a closed listing's page in place of the entry form): the server draws it
// at once through a .server re-export; the browser loads its module and texts when it is drawn (decision 045).
import { lazy, Suspense, type ComponentType, type FunctionComponent } from "react";
import { namespacesLoading, type Namespace } from "./i18n";
import { toLanguage } from "./language";

export function lazyPart<P extends object>(
  namespaces: readonly Namespace[],
  load: () => Promise<{ default: ComponentType<P> }>,
  onServer: ComponentType<P> | undefined,
) {
  // In the browser the .server module is an empty object, not a component: load the part.
  const Part = (
    typeof onServer === "function"
      ? onServer
      : lazy(() => Promise.all([load(), namespacesLoading(toLanguage(document.documentElement.lang), namespaces)]).then(([module]) => module))
  ) as FunctionComponent<P>;
  return function LazyPart(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  };
}
