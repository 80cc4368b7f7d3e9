// Every namespace of one language: the browser loads only its visitor's (entry.client.tsx).
import account from "./account.json";
import common from "./common.json";
import entry from "./entry.json";
import staticTexts from "./static.json";

export default { common, static: staticTexts, account, entry };
