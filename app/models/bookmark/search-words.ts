// The words of a saved search as the lists show them: 「Java・東京都・70万円以上」.
import { STATIONS } from "~/data/stations";
import { CROSS_CATEGORIES } from "~/data/cross-categories";
import { nameOf } from "~/search/categories";
import { OpenFilter, RemoteFilter, parseSearchQuery } from "~/search/query";

const REMOTE_WORDS: Record<number, string> = {
  [RemoteFilter.possible]: "リモート可",
  [RemoteFilter.fullRemote]: "フルリモート",
  [RemoteFilter.onlineInterview]: "オンライン面談可",
};
const stationNames = new Map(STATIONS.map((s) => [s.id, `${s.name}駅`]));
const crossTitles = new Map(CROSS_CATEGORIES.map((c) => [c.id, c.title]));

export const ALL_PROJECTS_WORDS = "すべての案件";

/** `agentName`: agents live in the database. */
export function searchWords(query: string, agentName: (id: number) => string | undefined = () => undefined): string {
  const { filters, keyword } = parseSearchQuery(new URLSearchParams(query));
  const words: string[] = [];
  if (keyword) words.push(keyword);
  const named = (ids: number[] | undefined, name: (id: number) => string | undefined) => {
    for (const id of ids ?? []) {
      const word = name(id);
      if (word) words.push(word);
    }
  };
  named(filters.skill, (id) => nameOf("skill", id));
  named(filters.job, (id) => nameOf("job", id));
  named(filters.industry, (id) => nameOf("industry", id));
  named(filters.prefecture, (id) => nameOf("prefecture", id));
  named(filters.station, (id) => stationNames.get(id));
  named(filters.remote, (id) => REMOTE_WORDS[id]);
  named(filters.characteristic, (id) => nameOf("characteristic", id));
  if (filters.workdays?.length) words.push(`週${Math.max(...filters.workdays)}日以下`);
  if (filters.price_over?.length) words.push(`${Math.min(...filters.price_over)}万円以上`);
  named(filters.agent, agentName);
  named(filters.cross, (id) => crossTitles.get(id));
  const open = filters.open ?? [OpenFilter.open];
  if (open.includes(OpenFilter.closed)) words.push(open.includes(OpenFilter.open) ? "募集終了を含む" : "募集終了のみ");
  return words.length > 0 ? words.join("・") : ALL_PROJECTS_WORDS;
}
