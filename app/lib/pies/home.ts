// /home's tabs (spec 1 §2.4 home list tabs; ADR 0068) and the words of its lists.
import type { PieHomeTab } from "~/graphql/generated";

export const HOME_TABS = [
  { id: "featured", label: "Featured", api: "FEATURED", empty: "No pies are featured yet." },
  { id: "newcomers", label: "Newcomers", api: "NEWCOMERS", empty: "No new pies yet." },
  { id: "watchlist", label: "Watchlist", api: "WATCHLIST", empty: "Pies you wish for show here. Press Wish on a pie to add it." },
] as const satisfies readonly { id: string; label: string; api: PieHomeTab; empty: string }[];

export type HomeTabId = (typeof HOME_TABS)[number]["id"];

export const HOME_PAGE_SIZE = 12;

/** The tab a ?tab= names; Featured when it names none. */
export function homeTabOf(value: string | null) {
  return HOME_TABS.find((tab) => tab.id === value) ?? HOME_TABS[0];
}

export function homeHref(tab: HomeTabId, after?: string | null): string {
  const params = new URLSearchParams({ tab });
  if (after) params.set("after", after);
  return `/home?${params}`;
}
