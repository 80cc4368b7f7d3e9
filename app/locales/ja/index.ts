// Every namespace of one language, for the server and the types; the browser loads each file on its own.
import account from "./account.json";
import agent from "./agent.json";
import common from "./common.json";
import detail from "./detail.json";
import partnership from "./partnership.json";
import column from "./column.json";
import search from "./search.json";
import entry from "./entry.json";
import applied from "./applied.json";
import fields from "./fields.json";
import market from "./market.json";
import staticTexts from "./static.json";
import legal from "./legal.json";
import member from "./member.json";
import mail from "./mail.json";
import top from "./top.json";
import landing from "./landing.json";
import listing from "./listing.json";

export default {
  common,
  top,
  landing,
  listing,
  static: staticTexts,
  legal,
  account,
  mail,
  member,
  entry,
  applied,
  fields,
  agent,
  market,
  search,
  column,
  partnership,
  detail,
};
