// The footer's related services are the operator's (decision 044): the names and lines its facts give,
// a link only where a service has a site, and the demo's note on the demo's fictitious ones.
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import demo from "~/config/operator.demo.json";
import { parseOperator, type RelatedServices as RelatedServicesList } from "~/config/operator";
import { createI18n } from "~/utils/i18next.server";
import type { Language } from "~/utils/language";
import { RelatedServices } from "./footer-kept-parts";

const { relatedServices } = parseOperator(demo, "the built-in demo");

function render(list: RelatedServicesList, language: Language = "ja") {
  const html = renderToStaticMarkup(
    <I18nextProvider i18n={createI18n(language)}>
      <RelatedServices {...list} />
    </I18nextProvider>,
  );
  const items = [...html.matchAll(/<li>(.*?)<\/li>/g)].map(([, item]) => item);
  return { html, items, names: items.map((item) => item.match(/class="related-services__name"[^>]*>([^<]*)/)![1]) };
}

describe("related services in the footer", () => {
  it("lists exactly the demo's services, unlinked, under the demo's note", () => {
    const { html, items, names } = render({ demo: true, services: relatedServices });
    expect(names).toEqual(relatedServices.map((service) => service.name.ja));
    relatedServices.forEach((service, i) => expect(items[i]).toContain(service.description.ja));
    expect(html).not.toContain("<a ");
    expect(html).toContain("デモ用の架空のサービスのため、リンクはありません。");
  });

  it("links a real operator's service to its site in a new tab, in the visitor's language, without the note", () => {
    const services = [{ ...relatedServices[0], url: "https://tenshoku.anken-finder.example/" }, relatedServices[1]];
    const { html, names } = render({ demo: false, services }, "en");
    expect(names).toEqual([services[0].name.en, services[1].name.en]);
    expect(html).toContain('<a href="https://tenshoku.anken-finder.example/" target="_blank" rel="noopener noreferrer" class="related-services__name">');
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(html).not.toContain("Fictitious");
  });
});
