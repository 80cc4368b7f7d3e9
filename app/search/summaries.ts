// What pages summarise of sets of open listings: an agent's numbers, a member's best matches, market prices.
import { Bitset } from "./bitset";
import type { SearchIndex } from "./index";
import { OpenFilter, RemoteFilter, type Filters } from "./query";
import type { MatchPlan } from "./profile-match";
import { forEachSliced, type Sliced } from "./sliced";
import type { ListingSlots } from "./slots";
import type { AgentListingFacts } from "~/models/agent/numbers";
import type { MarketFacts } from "~/models/market/statistics";

/** The summaries over one index's slots; SearchIndex answers them through this. */
export class ListingSummaries {
  constructor(
    private readonly slots: ListingSlots,
    private readonly index: Pick<SearchIndex, "matching" | "facetCounts">,
  ) {}

  /**
   * What the agent pages summarise of one agent's open listings (models/agent/numbers.ts); a
   * project the agent lists twice (one group) counts once. `filters` narrow them (a skill, a place).
   */
  agentListingFacts(agentId: number, filters: Filters = {}): AgentListingFacts {
    const set = this.index.matching({ ...filters, agent: [agentId] }, "");
    const { price, group } = this.slots;
    const seenGroups = new Set<number>();
    set.forEach((slot) => {
      const id = group[slot];
      if (id === 0) return;
      if (seenGroups.has(id)) set.delete(slot);
      else seenGroups.add(id);
    });
    const prices: number[] = [];
    set.forEach((slot) => void (price[slot] > 0 && prices.push(price[slot])));
    return {
      count: set.count(),
      prices,
      remoteCount: set.countAnd(this.slots.remoteUnion([RemoteFilter.possible])),
      skillCounts: this.index.facetCounts("skill", {}, "", undefined, undefined, set),
      jobCounts: this.index.facetCounts("job", {}, "", undefined, undefined, set),
    };
  }

  /**
   * The open listings that best meet a member's profile (search/profile-match.ts): among those with
   * one of the plan's candidate values, the `limit` that meet the most criteria by weight, each with
   * the indices of the criteria it met. Ties go to the better filled-in, newer listing (the suggest score).
   */
  matchProfile(plan: MatchPlan, limit: number): Array<{ id: number; matched: number[] }> {
    const within = this.index.matching(plan.required, "");
    if (plan.candidates.length > 0) {
      const relevant = new Bitset(within.capacity);
      for (const filters of plan.candidates) relevant.or(this.index.matching(filters, "", undefined, undefined, within));
      within.and(relevant);
    }
    const criteria = plan.criteria.map((c) => ({ set: this.index.matching(c.filters, "", undefined, undefined, within), weight: c.weight }));
    const { projectOfSlot, score } = this.slots;
    // The best `limit` so far, best first: most listings fall short of the last and cost one comparison.
    const best: Array<{ slot: number; total: number }> = [];
    const beats = (a: { slot: number; total: number }, b: { slot: number; total: number }) =>
      (a.total - b.total || score[a.slot] - score[b.slot] || projectOfSlot[a.slot] - projectOfSlot[b.slot]) > 0;
    within.forEach((slot) => {
      let total = 0;
      for (const c of criteria) if (c.set.has(slot)) total += c.weight;
      const entry = { slot, total };
      if (best.length === limit && !beats(entry, best[limit - 1])) return;
      let i = Math.min(best.length, limit - 1);
      while (i > 0 && beats(entry, best[i - 1])) i--;
      best.splice(i, 0, entry);
      if (best.length > limit) best.pop();
    });
    return best.map(({ slot }) => ({ id: projectOfSlot[slot], matched: criteria.flatMap((c, j) => (c.set.has(slot) ? [j] : [])) }));
  }

  /**
   * Monthly prices in yen of the open listings that pass every one of `filters` and state one (one
   * per group): two skills are both required, where one filter's list of skills means either.
   */
  openPrices(...filters: Filters[]): number[] {
    const { price } = this.slots;
    const set =
      filters.reduce<Bitset | undefined>((within, f) => this.index.matching(f, "", undefined, undefined, within), undefined) ?? this.index.matching({}, "");
    const prices: number[] = [];
    set.forEach((slot) => void (price[slot] > 0 && prices.push(price[slot])));
    return prices;
  }

  /**
   * What the market-price pages summarise of the open listings that pass `filters` (one per group),
   * and, for the trend, the prices of every listing of the segment published in each month between
   * `monthStarts` (open or since closed: the market as it was then). Sliced: the whole market is
   * every slot, so it yields between slices (run it with `atOnce` or `inTurns`, sliced.ts).
   */
  *marketFacts(filters: Filters, monthStarts: number[]): Sliced<MarketFacts> {
    const open = this.index.matching(filters, "");
    // Read once: an ingest between two slices may grow the slots' arrays, never move a kept slot.
    const { price, published, workdaysAtMost } = this.slots;
    const prices: number[] = [];
    // By the days a week a listing needs: 1, 2, 3, 4, and 5 or more.
    const pricesByWorkdays: number[][] = [[], [], [], [], []];
    yield* forEachSliced(open, (slot) => {
      if (price[slot] <= 0) return;
      prices.push(price[slot]);
      let days = 1;
      while (days < 5 && !workdaysAtMost[days].has(slot)) days++;
      pricesByWorkdays[days - 1].push(price[slot]);
    });
    // workdaysAtMost is cumulative: the listings needing exactly d days are the difference of two.
    const atMost = (days: number) => open.countAnd(workdaysAtMost[days]);
    const workdays = [1, 2, 3, 4].map((days) => atMost(days) - atMost(days - 1));
    workdays.push(open.count() - atMost(4));
    const monthly: number[][] = monthStarts.slice(1).map(() => []);
    const first = monthStarts[0];
    const last = monthStarts[monthStarts.length - 1];
    yield* forEachSliced(this.index.matching({ ...filters, open: [OpenFilter.open, OpenFilter.closed] }, ""), (slot) => {
      const at = published[slot];
      if (at < first || at >= last || price[slot] <= 0) return;
      let month = 0;
      while (at >= monthStarts[month + 1]) month++;
      monthly[month].push(price[slot]);
    });
    const prefectureCounts = this.index.facetCounts("prefecture", {}, "", undefined, undefined, open);
    yield;
    const skillCounts = this.index.facetCounts("skill", {}, "", undefined, undefined, open);
    yield;
    return {
      count: open.count(),
      prices,
      pricesByWorkdays,
      remoteCount: open.countAnd(this.slots.remoteUnion([RemoteFilter.possible])),
      workdays,
      prefectureCounts,
      skillCounts,
      jobCounts: this.index.facetCounts("job", {}, "", undefined, undefined, open),
      monthly,
    };
  }
}
