// The legacy pie hub guard (spec 1 §2.3, spec 3 §2 "Pie hub guard"; ADR 0063): where a member
// may go under /legacy/pie-hub given their pie. Pure; run by the hub's layout loader and again
// by every hub action. The spec's pending target is /payment/checkout; ours is the legacy
// checkout, /legacy/payment/checkout, where the pie's creation is paid.
import type { PieOnboardingProcess, PieOperationalState } from "../../../contract/pies/messages";

export interface PieHubState {
  /** The member's pie, or null when they have none. */
  pie: {
    operationalState: PieOperationalState;
    onBoardingProcess: PieOnboardingProcess;
  } | null;
  /** The live pies the member moderates (ADR 0081): their id and address. */
  moderated?: readonly { pieId: string; slug: string | null }[];
}

export const PIE_HUB = "/legacy/pie-hub";
export const PIE_HUB_OVERVIEW = "/legacy/pie-hub/overview";
export const PIE_CHECKOUT = "/legacy/payment/checkout";

/** The pages of a complete pie (the create pages of rewards and achievements among them). */
const COMPLETE_PAGES = [
  /^overview$/,
  /^overview\/edit\/[^/]+$/,
  /^sales$/,
  /^send\/[^/]+$/,
  /^rewards$/,
  /^rewards\/create$/,
  /^rewards\/[^/]+$/,
  /^rewards\/edit\/[^/]+$/,
  /^achievements$/,
  /^achievements\/create$/,
  /^achievements\/[^/]+$/,
  /^achievements\/edit\/[^/]+$/,
];

/** The pages that name their pie: a moderator reaches them for the pies they moderate (ADR 0081). */
const PIE_PAGES = [/^overview\/edit\/([^/]+)$/, /^send\/([^/]+)$/];

/** The rewards and achievements pages: a moderator reaches them with `?pie=<id or address>` (ADR 0081). */
const PIE_QUERY_PAGES = [/^rewards$/, /^rewards\/create$/, /^rewards\/[^/]+$/, /^rewards\/edit\/[^/]+$/, /^achievements$/, /^achievements\/create$/, /^achievements\/[^/]+$/, /^achievements\/edit\/[^/]+$/];

/** The query parameter naming the moderated pie on the rewards and achievements pages. */
export const PIE_PARAM = "pie";

type Moderated = { pieId: string; slug: string | null };
type WithModerated<P extends Moderated> = { moderated?: readonly P[] };

function findModerated<P extends Moderated>(state: WithModerated<P>, id: string): P | null {
  const key = id.toLowerCase();
  return state.moderated?.find((pie) => pie.pieId.toLowerCase() === key || pie.slug?.toLowerCase() === key) ?? null;
}

/**
 * The moderated pie a page names, or null (a page naming no pie, or a pie the member does not
 * moderate): in the path (`overview/edit/{id}`, `send/{id}`) or, on the rewards and achievements
 * pages, in `?pie=`.
 */
export function moderatedPieOf<P extends Moderated>(state: WithModerated<P>, rest: string, search = ""): P | null {
  for (const page of PIE_PAGES) {
    const id = page.exec(rest)?.[1];
    if (id) return findModerated(state, decodeURIComponent(id));
  }
  const named = new URLSearchParams(search).get(PIE_PARAM);
  if (named && PIE_QUERY_PAGES.some((page) => page.test(rest))) return findModerated(state, named);
  return null;
}

/** The wizard's steps and the onboarding position from which each has its data. */
const WIZARD_STEPS: readonly { step: string; needs: PieOnboardingProcess }[] = [
  { step: "details", needs: "DETAILS" },
  { step: "appearance", needs: "APPEARANCE" },
  { step: "slices", needs: "SLICES" },
  { step: "summary", needs: "SUMMARY" },
];
const ORDER: readonly PieOnboardingProcess[] = ["NONE", "DETAILS", "APPEARANCE", "SLICES", "SUMMARY", "COMPLETE"];

/** The step page a draft at this position continues on. */
export function wizardPageOf(process: PieOnboardingProcess): string {
  const step = WIZARD_STEPS.find((candidate) => candidate.needs === process)?.step ?? "details";
  return `${PIE_HUB}/${step}`;
}

/** The moderated pie a hub URL names (its path and query), or null: the pie a hub page works on when not the member's own. */
export function moderatedPieAt<P extends Moderated>(state: WithModerated<P>, url: { pathname: string; search: string }): P | null {
  const path = url.pathname.replace(/\/+$/, "");
  return path.startsWith(`${PIE_HUB}/`) ? moderatedPieOf(state, path.slice(PIE_HUB.length + 1), url.search) : null;
}

/** Where to send the member instead of `location` (a path, with its query), or null when they may stay. */
export function decidePieHubAccess(state: PieHubState, location: string): string | null {
  const [pathname = "", search = ""] = location.split("?", 2);
  const path = pathname.replace(/\/+$/, "") || "/";
  if (path !== PIE_HUB && !path.startsWith(`${PIE_HUB}/`)) return null;
  const rest = path === PIE_HUB ? "" : path.slice(PIE_HUB.length + 1);
  const { pie } = state;
  // A pie the member moderates: its edit and send pages, whatever their own pie's state.
  if (moderatedPieOf(state, rest, search)) return null;
  // Without a pie only the hub's index (where the wizard starts, or the waiting list is joined).
  if (!pie) return rest === "" ? null : PIE_HUB;
  // Created, waiting for its payment.
  if (pie.operationalState === "PENDING") return PIE_CHECKOUT;
  // Complete: the dashboard's pages, nothing else.
  if (pie.operationalState === "ACTIVE" || pie.onBoardingProcess === "COMPLETE") {
    return COMPLETE_PAGES.some((page) => page.test(rest)) ? null : PIE_HUB_OVERVIEW;
  }
  // In the wizard: the index and the steps whose earlier data is saved; a step without it goes to details.
  if (rest === "") return null;
  const step = WIZARD_STEPS.find((candidate) => candidate.step === rest);
  if (!step) return wizardPageOf(pie.onBoardingProcess);
  return ORDER.indexOf(pie.onBoardingProcess) >= ORDER.indexOf(step.needs) ? null : `${PIE_HUB}/details`;
}

/** Whether the path is one of the wizard's step pages (leaving them discards an empty draft). */
export function isWizardPage(pathname: string): boolean {
  return WIZARD_STEPS.some(({ step }) => pathname.replace(/\/+$/, "") === `${PIE_HUB}/${step}`);
}
