// A part of a page that only some of its visits show (a closed listing's page in place of the entry
// form): in the browser its module and the texts it speaks in load when it is drawn, not with the
// page's first scripts (issue 53), and the server's HTML stays until both have arrived (its Suspense
// boundary hydrates later). The server draws it at once, from `onServer`: the same component imported
// through a .server module, which the browser build leaves empty. A part the server let suspend would
// stream in by a script, which a browser without JavaScript never runs. route-namespaces.test.ts reads
// `namespaces` as the part's own declaration.
import { lazy, Suspense, type ComponentType, type FunctionComponent } from "react";
import { namespacesLoading, type Namespace } from "./i18n";
import { toLanguage } from "./language";

export function lazyPart<P extends object>(
  namespaces: readonly Namespace[],
  load: () => Promise<{ default: ComponentType<P> }>,
  onServer: ComponentType<P> | undefined,
) {
  // Typed as the component it stands for: React's types cannot tell a generic P is free of `ref` (as afterLoad).
  // In the browser the .server module is an empty stand-in (an object, not a component): load the part.
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
