// The panel's fields are rendered once and kept (decision 028); the browser hydrates that markup, so it
// must be exactly what React renders.
import { describe, expect, it } from "vitest";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { parseSearchQuery } from "~/search/query";
import type { PanelFacets } from "~/search/facets";
import { sharedI18n } from "~/utils/i18n";
import { PanelFields } from "./search-panel";

const counts: PanelFacets = {
  skill: [
    [1, 1200],
    [46, 0],
  ],
  prefecture: [[13, 8000]],
  job: [[1, 300]],
  characteristic: [[2, 40]],
  remote: { 1: 5000, 2: 2100 },
  workdays: { 3: 900, 4: 1500, 5: 9000 },
};

describe("the search panel's kept fields", () => {
  it.each([
    ["no filter, counts still coming", "", undefined],
    ["no filter, with counts", "", counts],
    ["every kind of filter, with counts", "keyword=React&skill=1,46&prefecture=13&remote=2&workdays=3&price_over=60&characteristic=2", counts],
  ])("%s: the static markup is what the browser renders to hydrate it (no adjacent text nodes)", (_, search, facets) => {
    const fields = (
      <I18nextProvider i18n={sharedI18n("ja")}>
        <PanelFields query={parseSearchQuery(new URLSearchParams(search))} counts={facets} />
      </I18nextProvider>
    );
    const html = renderToStaticMarkup(fields);
    expect(html).toBe(renderToString(fields));
    expect(html).toContain('name="skill"');
  });
});
