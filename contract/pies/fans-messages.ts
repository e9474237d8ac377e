// The pies' fan side, shared by the API and the web app (spec 3 §2 home list tabs, /legacy/trade-hub,
// /legacy/pie-clubs, /legacy/slices; §7 search, random slider, featured pie, holding pies, trading
// transactions, wish or unwish; ADR 0069).

export const TRADE_HUB = "/legacy/trade-hub";
export const SLICES_PAGE = "/legacy/slices";

/** The trade hub's tabs (spec 3 §2 home list tabs: Featured, Newcomers, Watchlist), as the URL and the API name them. */
export const PIE_LIST_TABS = [
  { value: "featured", type: "FEATURED", label: "Featured" },
  { value: "newcomers", type: "NEWCOMERS", label: "Newcomers" },
  { value: "watchlist", type: "WATCHLIST", label: "Watchlist" },
] as const;
export type PieListTab = (typeof PIE_LIST_TABS)[number]["value"];
export type PieListType = (typeof PIE_LIST_TABS)[number]["type"];

/** A pie is a newcomer for this many days after it went live (ADR 0069). */
export const NEWCOMER_DAYS = 30;
/** Pies in the random slider; the order changes each hour (ADR 0069). */
export const SLIDER_SIZE = 8;
export const SLIDER_PERIOD_MINUTES = 60;
/** Pies per page in the trade hub's lists; slices per page in the holdings table (spec 3 §9 default page size 50). */
export const PIE_LIST_PAGE_SIZE = 12;
export const HOLDINGS_PAGE_SIZE = 50;
export const TRANSACTIONS_PAGE_SIZE = 20;
export const KEYWORD_MAX = 100;

/** How /legacy/slices sorts the pies the member holds (spec 3 §7 holding pies: paging, sorting, keyword). */
export const HOLDING_SORTS = [
  { value: "slices", type: "SLICES", label: "Most slices" },
  { value: "value", type: "VALUE", label: "Highest value" },
  { value: "name", type: "NAME", label: "Name (A to Z)" },
  { value: "recent", type: "RECENT", label: "Recently received" },
] as const;
export type HoldingSort = (typeof HOLDING_SORTS)[number]["value"];
export type HoldingSortType = (typeof HOLDING_SORTS)[number]["type"];

export const pieFanTexts = {
  tradeHubTitle: "Trade hub",
  sliderTitle: "Discover pies",
  featuredPieTitle: "Featured pie",
  pieClubsTitle: "Pie clubs",
  slicesTitle: "My slices",
  myPie: "My pie",
  moderatedPies: "Pies I moderate",
  heldPies: "Pies I hold slices of",
  seeAllSlices: "See all my slices",
  wish: "Add to wish list",
  unwish: "Remove from wish list",
  wished: "On your wish list",
  buy: "Buy",
  send: "Send",
  notLive: "Not live yet: wish it to hear when it goes live.",
  // spec 3 §8 / spec 1 §8, word for word
  noData: "No data found",
  emptyWatchlist: "No data found. Add a pie to your wish list and it shows here.",
  keyword: "Keyword",
  sortBy: "Sort by",
  search: "Search",
  transactions: "Trading transactions",
  onlyMine: "Only my transactions",
  allTransactions: "All transactions",
  wishers: (n: number) => `${n.toLocaleString("en-US")} ${n === 1 ? "wisher" : "wishers"}`,
  members: (n: number) => `${n.toLocaleString("en-US")} ${n === 1 ? "member" : "members"}`,
} as const;

export const pieFanMessages = {
  ownPie: "You cannot wish for your own pie.",
  wishAdded: "Added to your wish list.",
  wishRemoved: "Removed from your wish list.",
  invalidCursor: "This page of the list is no longer available.",
  keywordTooLong: `Use at most ${KEYWORD_MAX} characters.`,
} as const;

/** What a ledger entry's reason is called in the trading transactions (spec 3 §4 transaction types). */
export const SLICE_ENTRY_LABELS: Readonly<Record<string, string>> = {
  ISSUANCE: "Released",
  AWARD: "Awarded",
  PURCHASE: "Bought",
  BUY: "Bought",
  SEND: "Sent",
  TRANSFER: "Sent",
};
