// Seeded hostile requests in six classes: odd values, cookies, bodies, hosts, paths, unstorable text and confused lists.
import type { Random } from "~/seed/random";
import { ACTIONS, FIELDS, forwardedBesides, hostsBesides, LIST_FIELDS, ODD_PATHS, PAGES, QUERY_KEYS } from "./surface";

/** query strings and cookies, bodies, Host and X-Forwarded-*, odd paths, NUL and lone surrogates, list confusions. */
export const CLASSES = ["query", "body", "host", "path", "nul", "lists"] as const;
export type ProbeClass = (typeof CLASSES)[number];

/** Values that broke servers somewhere: empty, huge, negative, non-numbers, encodings, markup, paths. */
function hostile(random: Random): string {
  switch (random.int(0, 15)) {
    case 0:
      return "";
    case 1:
      return "a".repeat(random.int(200, 5_000));
    case 2:
      return String(-random.int(1, 1e9));
    case 3:
      return "99999999999999999999999";
    case 4:
      return "1e308";
    case 5:
      return "NaN";
    case 6:
      return "<script>alert(1)</script>";
    case 7:
      return "東京都渋谷区テスト".repeat(random.int(1, 50));
    case 8:
      return "%E0%A4%A";
    case 9:
      return "../../etc/passwd";
    case 10:
      return random.pick(["//evil.example/", "/.//evil.example/", "/./\\evil.example/", "/%2e%2e//evil.example/"]);
    case 11:
      return "\u0000\u001f\u007f";
    case 12:
      return "0x50";
    case 13:
      return "1,2,,x,3," + "9".repeat(12);
    case 14:
      return "' OR 1=1 --";
    default:
      return String(random.int(0, 100_000));
  }
}

/** Text PostgreSQL cannot store, or that is not Unicode: NUL, lone surrogates, inside ordinary words. */
const unstorable = (random: Random) =>
  random.pick(["a\u0000b", "\u0000", "Java\u0000開発", "\ud800", "x\udfffy", "東京\u0000\ud83d", `${"あ".repeat(50)}\u0000`]);

/** `text` percent-encoded for a request line or form, a lone surrogate as the (invalid) UTF-8 of its code point. */
function percentEncoded(text: string): string {
  let out = "";
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff)
      out += `%${(0xed).toString(16)}%${(0xa0 | ((code >> 6) & 0x1f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase();
    else out += /[A-Za-z0-9\-_.~]/.test(char) ? char : encodeURIComponent(char);
  }
  return out;
}

const fill = (random: Random, path: string) =>
  path
    .replace("{id}", percentEncoded(random.pick(["1", "3", "0", "-1", "abc", "99999999", "１２", "1.5"])))
    .replace("{token}", random.pick(["x", "a".repeat(43), "%zz"]));
/** A query of hostile values, a quarter of them raw: percent signs left as typed ("%E0%A4%A"). */
const rawQuery = (random: Random) =>
  Array.from(
    { length: random.int(0, 4) },
    () => `${random.pick(QUERY_KEYS)}=${random.int(0, 3) === 0 ? percentEncoded(hostile(random)).replace(/%25/g, "%") : percentEncoded(hostile(random))}`,
  ).join("&");

/** A header carries Latin-1 only (as a browser sends it): a hostile value goes percent-encoded, or as raw ASCII. */
const cookieValue = (random: Random) => {
  const value = hostile(random);
  return random.int(0, 1) === 0 ? percentEncoded(value) : value.replace(/[^\x21-\x7e]/g, "");
};

function hostileCookie(random: Random): string {
  return random.pick([
    `__session=${cookieValue(random)}`,
    `bm_projects=${cookieValue(random)}`,
    "bm_searches=zzzzzzzzzzzz~skill%3D1",
    `bm_searches=${cookieValue(random)}`,
    `bm_searches=${percentEncoded(`mgc4u3~keyword=${unstorable(random)}`)}`,
    `__entry_draft=${cookieValue(random)}`,
    `lang=${cookieValue(random)}`,
    "__session=eyJzaWQiOiJ4In0%3D.forged",
    `__session=${cookieValue(random)}; bm_projects=${cookieValue(random)}`,
  ]);
}

type Body = { body: string | undefined; type: string | undefined };
const formBody = (fields: ReadonlyArray<readonly [string, string]>): Body => ({
  body: fields.map(([name, value]) => `${percentEncoded(name)}=${percentEncoded(value)}`).join("&"),
  type: "application/x-www-form-urlencoded",
});
const jsonBody = (fields: ReadonlyArray<readonly [string, unknown]>): Body => ({ body: JSON.stringify(Object.fromEntries(fields)), type: "application/json" });

function hostileBody(random: Random): Body {
  const fields = Array.from({ length: random.int(0, 6) }, () => [random.pick(FIELDS), hostile(random)] as const);
  switch (random.int(0, 6)) {
    case 0:
      return formBody(fields);
    case 1:
      return jsonBody(fields);
    case 2:
      return { body: random.pick(["{", "[]", "null", '{"bookmarks":"x"}', '{"bookmarks":[null,1,"a",{"project_id":"x"}]}']), type: "application/json" };
    case 3:
      return { body: '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\nbroken', type: "multipart/form-data; boundary=x" };
    case 4:
      return { body: fields.map(([k, v]) => `${k}=${v}`).join("&"), type: "text/plain" };
    case 5:
      return { body: undefined, type: undefined };
    default:
      return { ...formBody(fields), type: "application/x-www-form-urlencoded; charset=shift_jis" };
  }
}

/** Every text field of a form or JSON call, some of them unstorable. */
function unstorableBody(random: Random, siteHost: string): Body {
  const fields = random.sample(FIELDS, random.int(1, 8)).map((name) => [name, random.chance(0.6) ? unstorable(random) : hostile(random)] as const);
  if (random.chance(0.5)) return formBody(fields);
  // As JSON, with the shapes the telemetry calls and the bookmark lists read.
  const extra: Array<[string, unknown]> = random.pick([
    [],
    [["bookmarks", [{ project_id: 1, bookmarked_at: unstorable(random) }, { query: `keyword=${unstorable(random)}` }]]],
    [["visit_query_params", JSON.stringify({ keyword: unstorable(random) })]],
    [["full_url", `http://${siteHost}/project/?keyword=${unstorable(random)}`]],
  ]);
  return jsonBody([...fields, ...extra]);
}

/** A list where a form sends one value, one value where it sends a list, and rows broken in between. */
function confusedListBody(random: Random): Body {
  const list = random.pick(LIST_FIELDS);
  const scalar = random.pick(FIELDS.filter((name) => !LIST_FIELDS.includes(name)));
  const fields: Array<readonly [string, string]> = random.pick([
    [[list, "1"]],
    [
      [list, "1"],
      [`${list}[0].id`, "3"],
    ],
    [[`${list}[0]`, "x"]],
    [
      [`${list}[0].id`, "1"],
      [`${list}[0]`, "2"],
    ],
    [[`${list}.id`, "1"]],
    [[`${list}[-1].id`, "1"]],
    [[`${list}[0][0]`, "1"]],
    [[`${scalar}[0]`, "a@example.jp"]],
    [
      [`${scalar}`, "a"],
      [`${scalar}`, "b"],
    ],
    [[`${scalar}.x`, "1"]],
    [[`${scalar}[0].x`, "1"]],
  ]);
  return random.chance(0.8) ? formBody(fields) : jsonBody(fields.map(([name, value]) => [name, random.chance(0.5) ? [value] : { value }]));
}

function oddPath(random: Random): string {
  switch (random.int(0, 3)) {
    case 0:
      return `${"/a".repeat(random.pick([33, 200, 1_000, 5_000, 20_000]))}/`;
    case 1:
      return `/__manifest?version=x&${Array.from({ length: random.int(1, 300) }, () => `p=${"/a".repeat(random.int(1, 60))}`).join("&")}`;
    case 2:
      return `/project${"/%2e%2e".repeat(random.int(1, 40))}/`;
    default:
      return random.pick(ODD_PATHS);
  }
}

export type Probe = { kind: ProbeClass; method: string; path: string; headers: Record<string, string>; body?: string };

export function nextProbe(random: Random, classes: readonly ProbeClass[], siteHost: string, memberCookie: string): Probe {
  const kind = random.pick(classes);
  const headers: Record<string, string> = {
    Host: siteHost,
    Origin: `http://${siteHost}`,
    "User-Agent": "Mozilla/5.0 Chrome/156 fuzz",
    "X-Forwarded-For": `10.${random.int(0, 255)}.${random.int(0, 255)}.${random.int(1, 254)}`,
  };
  if (memberCookie && random.chance(0.3)) headers.Cookie = memberCookie;
  const get = (path: string): Probe => ({ kind, method: "GET", path, headers });
  const post = (path: string, { body, type }: Body): Probe => {
    // The member stays a member: its session is not spent on logging out or leaving.
    if (/logout|leave/.test(path) && headers.Cookie === memberCookie) delete headers.Cookie;
    if (type) headers["Content-Type"] = type;
    if (random.int(0, 5) === 0) headers.Accept = "application/json";
    return { kind, method: "POST", path, headers, body };
  };
  switch (kind) {
    case "query": {
      if (random.int(0, 3) === 0) headers.Cookie = hostileCookie(random);
      const query = rawQuery(random);
      return get(`${fill(random, random.pick(PAGES))}${query ? `?${query}` : ""}`);
    }
    case "body":
      return post(fill(random, random.pick(ACTIONS)), hostileBody(random));
    case "host": {
      if (random.chance(0.6)) headers.Host = random.pick(hostsBesides(siteHost));
      else Object.assign(headers, random.pick(forwardedBesides(siteHost)));
      return random.chance(0.5) ? get(fill(random, random.pick(PAGES))) : post(fill(random, random.pick(ACTIONS)), hostileBody(random));
    }
    case "path":
      return random.chance(0.8) ? get(oddPath(random)) : post(oddPath(random), hostileBody(random));
    case "nul":
      if (random.chance(0.25)) {
        headers.Cookie = random.chance(0.5) ? hostileCookie(random) : `${memberCookie}; ${hostileCookie(random)}`;
        return get(`${fill(random, random.pick(PAGES))}?${random.pick(QUERY_KEYS)}=${percentEncoded(unstorable(random))}`);
      }
      return post(fill(random, random.pick(ACTIONS)), unstorableBody(random, siteHost));
    case "lists":
      return post(fill(random, random.pick(ACTIONS)), confusedListBody(random));
  }
}
