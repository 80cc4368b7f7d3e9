// Parts of the frame that draw nothing on the first paint load once the page has loaded (decision 036).
// Each is told the location the page was hydrated at, so a navigation made before it arrived still counts.
import { lazy, Suspense, useEffect, useRef, useState, type FunctionComponent } from "react";
import { useLocation, type Location } from "@remix-run/react";

export type AfterLoadProps = { firstLocation: Location };

function usePageLoaded() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (document.readyState === "complete") return setLoaded(true);
    const onLoad = () => setLoaded(true);
    window.addEventListener("load", onLoad, { once: true });
    return () => window.removeEventListener("load", onLoad);
  }, []);
  return loaded;
}

/** A component loaded after the page: nothing until then, and nothing if its script fails to load. */
export function afterLoad<P extends object>(load: () => Promise<FunctionComponent<P & AfterLoadProps>>) {
  const Nothing: FunctionComponent<P & AfterLoadProps> = () => null;
  // Typed as the component it stands for: React's types cannot tell a generic P is free of `ref`.
  const Part = lazy(() =>
    load().then(
      (component) => ({ default: component }),
      () => ({ default: Nothing }),
    ),
  ) as unknown as FunctionComponent<P & AfterLoadProps>;
  return function AfterLoad(props: P) {
    const firstLocation = useRef(useLocation()).current;
    const loaded = usePageLoaded();
    return loaded ? (
      <Suspense fallback={null}>
        <Part {...props} firstLocation={firstLocation} />
      </Suspense>
    ) : null;
  };
}
