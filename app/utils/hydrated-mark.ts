// The mark a page carries once React has hydrated it: its links navigate on the client and its
// buttons answer to script. Browser tests wait for it instead of for the network to fall idle.
import { useEffect } from "react";

export function useHydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
}
