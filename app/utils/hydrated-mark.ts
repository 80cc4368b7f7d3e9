// Marks the page once React has hydrated it: browser tests wait for it rather than for an idle network.
import { useEffect } from "react";

export function useHydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
}
