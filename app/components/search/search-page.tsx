import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/page-heading";
import type { SearchPageData } from "~/search/search-page.server";
import { SEARCH_KEYWORD_MAX_LENGTH } from "~/constants";
import { SearchPanel } from "./search-panel";
import { SearchResults } from "./search-results";
import { SearchConditions } from "./search-conditions";
import { SearchHint } from "./search-hint";
import { useSearchHistory } from "./search-history";
import { SaveSearchButton } from "../bookmark/bookmark-buttons";

export function SearchPage({ data, heading, lead }: { data: SearchPageData; heading: string; lead?: string }) {
  const { t } = useTranslation();
  useSearchHistory(data.query, data.total);
  return (
    <div className="search-page">
      <PageHeading>{heading}</PageHeading>
      {lead ? <p className="search-page__lead">{lead}</p> : null}
      {data.query.keywordTruncated ? (
        <p className="notice" role="status">
          {t("search:keywordTruncated", { max: SEARCH_KEYWORD_MAX_LENGTH })}
        </p>
      ) : null}
      <div className="search-tools">
        {data.saveSearch.query ? <SaveSearchButton query={data.saveSearch.query} searchWords={data.saveSearch.words} /> : null}
        <SearchHint step={data.hint} />
      </div>
      <div className="search-layout">
        <SearchPanel query={data.query} facets={data.facets} open={data.panelOpen} total={data.total} />
        <div className="search-main">
          <SearchConditions chips={data.conditions} corrections={data.corrections} />
          <SearchResults
            cards={data.cards}
            total={data.total}
            page={data.page}
            pageCount={data.pageCount}
            sort={data.query.sort}
            now={new Date(data.now)}
            clearHref={data.conditions.length > 0 ? data.clearHref : null}
            relaxed={data.relaxed}
            nearby={data.nearby}
          />
        </div>
      </div>
    </div>
  );
}
