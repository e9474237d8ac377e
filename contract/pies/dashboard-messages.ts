// The pie hub's dashboard and edit page (spec 3 §2 dashboard tabs Sales, edit tabs Details,
// Appearance, Slices, Upgrade, Manage; §7 sales, release slices, upgrade pie order, activation;
// the pie award modal; ADR 0074): the words and rules the API and the web app share.
import { formatDollars, PIE_CREATION_TIERS } from "./messages.js";

/** The edit page's tabs (spec 3 §2 pie edit tabs), as `?tab=` names them. */
export const PIE_EDIT_TABS = [
  { value: "details", label: "Details" },
  { value: "appearance", label: "Appearance" },
  { value: "slices", label: "Slices" },
  { value: "upgrade", label: "Upgrade" },
  { value: "manage", label: "Manage" },
] as const;
export type PieEditTab = (typeof PIE_EDIT_TABS)[number]["value"];

/** How the Sales tab sorts (spec 3 §7 sales: paging and sorting). */
export const PIE_SALES_SORTS = [
  { value: "NEWEST", label: "Newest" },
  { value: "AMOUNT", label: "Amount" },
] as const;
export type PieSalesSort = (typeof PIE_SALES_SORTS)[number]["value"];
/** Sales per page (spec 3 §9: tables show 50). */
export const PIE_SALES_PAGE_SIZE = 50;

/** An upgrade order's life: PENDING until its payment is confirmed, then COMPLETED (FAILED, CANCELLED otherwise). */
export const PIE_UPGRADE_STATUSES = ["PENDING", "COMPLETED", "FAILED", "CANCELLED"] as const;
export type PieUpgradeStatus = (typeof PIE_UPGRADE_STATUSES)[number];

/**
 * What raising a pie's maximum slices costs: the larger tier's price less what the pie's tier
 * already cost (spec 3 §9 tiers; ADR 0074); null when `to` is not a larger tier.
 */
export function pieUpgradePriceCents(fromMaxSlices: number, toMaxSlices: number): number | null {
  const from = PIE_CREATION_TIERS.find((tier) => tier.maxSlices === fromMaxSlices);
  const to = PIE_CREATION_TIERS.find((tier) => tier.maxSlices === toMaxSlices);
  if (!from || !to || to.maxSlices <= from.maxSlices) return null;
  return to.priceCents - from.priceCents;
}

/** The larger tiers a pie of this size may grow to, each with what it costs. */
export function pieUpgradeOptions(fromMaxSlices: number): { maxSlices: number; priceCents: number }[] {
  return PIE_CREATION_TIERS.flatMap((tier) => {
    const priceCents = pieUpgradePriceCents(fromMaxSlices, tier.maxSlices);
    return priceCents === null ? [] : [{ maxSlices: tier.maxSlices, priceCents }];
  });
}

const slicesWord = (count: number) => `${count.toLocaleString("en-US")} ${count === 1 ? "slice" : "slices"}`;

export const dashboardMessages = {
  // spec 3 §8, word for word
  noData: "No data found",
  // ours
  salesTitle: "Sales",
  buyer: "Buyer",
  slices: "Slices",
  amount: "Amount",
  date: "Date",
  sortBy: "Sort by",
  sort: "Sort",
  badCursor: "This page of sales does not exist. Start from the first page.",
  editTitle: "Edit pie",
  editPie: "Edit pie",
  saveDetails: "Save details",
  saveAppearance: "Save appearance",
  detailsSaved: "The pie's details were saved.",
  appearanceSaved: "The pie's appearance was saved.",
  checkAddress: "Check address",
  addressAvailable: (slug: string) => `The address ${slug} is available.`,
  addressYours: (slug: string) => `The address ${slug} is your pie's.`,
  addressTaken: (slug: string) => `The address ${slug} is taken.`,
  pricePerSlice: "Price per slice ($)",
  savePrice: "Save price",
  priceSaved: "The price per slice was saved.",
  releaseTitle: "Release more slices",
  releaseHint: (held: number) => `Your pie holds ${slicesWord(held)} not yet released for sale.`,
  numberOfSlices: "Number of slices",
  release: "Release",
  released: (count: number) => `${slicesWord(count)} released for sale.`,
  releaseOverHeld: (held: number) => (held === 0 ? "Your pie holds no slices to release. Upgrade it for more." : `Your pie holds only ${slicesWord(held)} to release.`),
  slicesWhole: "Enter a whole number of slices.",
  slicesPositive: "Enter a number greater than 0.",
  upgradeTitle: "Upgrade",
  upgradeHint: "Raise the pie's maximum slices. You pay the difference between the sizes.",
  chooseSize: "New maximum slices",
  chooseSizeRequired: "Choose the pie's new size.",
  sizeInvalid: "Choose a size larger than the pie's.",
  upgradeOption: (maxSlices: number, priceCents: number) => `${slicesWord(maxSlices)} for ${formatDollars(priceCents)}`,
  largest: "Your pie is already of the largest size.",
  upgrade: "Upgrade and pay",
  upgrading: "Opening the payment…",
  upgradeNotFound: "This upgrade does not exist.",
  upgradeStatus: { PENDING: "Waiting for the payment", COMPLETED: "Completed", FAILED: "Failed", CANCELLED: "Cancelled" } satisfies Record<PieUpgradeStatus, string>,
  upgradeDone: (maxSlices: number) => `Your pie now has up to ${slicesWord(maxSlices)}.`,
  upgradePending: "We are confirming your payment. This page updates once it is through.",
  upgradeCancelled: "The payment was cancelled. Your pie keeps its size.",
  upgradeFailed: "The payment could not be matched to this upgrade. Your pie keeps its size; contact support for a refund.",
  checkAgain: "Check again",
  paymentsOff: "Payments are not available right now. Please try again later.",
  keyRequired: "Something went wrong with this form. Reload the page and try again.",
  // the pie award modal (spec 3 §2)
  awardTitle: "You were awarded a pie",
  awardBody: "You can create your own pie without waiting. Connect a payment account, then activate your pie.",
  connectAccount: "Connect a payment account",
  accountConnected: (label: string) => `Payment account connected: ${label}.`,
  activate: "Activate",
  activating: "Activating…",
  needsAccount: "Connect a payment account first.",
  noAward: "You have no pie award to activate.",
  awardActivated: "Your pie award is active. Create your pie.",
  awardStaffOnly: "Only support staff can award pies.",
  awardUserNotFound: "No member has this user name.",
  awardNotNeeded: "This member can already create pies.",
} as const;
