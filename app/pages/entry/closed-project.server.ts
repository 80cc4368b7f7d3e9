// The server draws the closed listing's page at once (the browser loads it apart: lazyPart).
export { default } from "./closed-project";
