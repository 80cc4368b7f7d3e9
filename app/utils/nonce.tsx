// The CSP nonce of the current request, for the inline scripts React and Remix render.
import { createContext, useContext } from "react";

const NonceContext = createContext<string>("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
