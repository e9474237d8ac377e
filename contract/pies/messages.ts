// The pie area's words and rules shared by the API and the web app (spec 3 §2 pie area, §3 Pie
// and Appearance, §5 custom amount form, §9 custom slice price tiers; ADR 0063).

/** Where the owner is in the creation wizard (spec 3 §3 onBoardingProcess): the step to do next, then COMPLETE. NONE: no pie. */
export const PIE_ONBOARDING_PROCESSES = ["NONE", "DETAILS", "APPEARANCE", "SLICES", "SUMMARY", "COMPLETE"] as const;
export type PieOnboardingProcess = (typeof PIE_ONBOARDING_PROCESSES)[number];

/** DRAFT while the wizard runs, PENDING once created and waiting for its payment, ACTIVE once paid (spec 3 §3 operationalState). */
export const PIE_OPERATIONAL_STATES = ["DRAFT", "PENDING", "ACTIVE"] as const;
export type PieOperationalState = (typeof PIE_OPERATIONAL_STATES)[number];

/** The wizard's steps (spec 3 §2 pie creation steps), as the URL names them. */
export const PIE_WIZARD_STEPS = [
  { value: "details", label: "Details" },
  { value: "appearance", label: "Appearance" },
  { value: "slices", label: "Slices" },
  { value: "summary", label: "Summary" },
] as const;
export type PieWizardStep = (typeof PIE_WIZARD_STEPS)[number]["value"];

/** The appearance layers bottom to top (spec 3 §3 Appearance; the utensil is "fork" in data). */
export const PIE_LAYERS = ["background", "napkin", "plate", "crust", "filling", "topping", "fork"] as const;
export type PieLayer = (typeof PIE_LAYERS)[number];
export const REQUIRED_PIE_LAYERS: readonly PieLayer[] = ["background", "napkin", "crust", "filling"];
export const PIE_LAYER_LABELS: Readonly<Record<PieLayer, string>> = {
  background: "Background",
  napkin: "Napkin",
  plate: "Plate",
  crust: "Crust",
  filling: "Filling",
  topping: "Topping",
  fork: "Utensil",
};
export type PieAppearance = Partial<Record<PieLayer, string>>;

export function isPieLayer(value: string): value is PieLayer {
  return (PIE_LAYERS as readonly string[]).includes(value);
}

/**
 * A layer's value names an individual asset of the catalogue by its value ("sunrise"), or one of
 * the pie's uploaded assets as "upload:{uploadedAssetId}" (ADR 0085).
 */
export const UPLOADED_ASSET_PREFIX = "upload:";
export const uploadedAssetValue = (uploadedAssetId: string) => `${UPLOADED_ASSET_PREFIX}${uploadedAssetId}`;

/** An uploaded asset is PENDING until its upload is completed, then ACTIVE (spec 3 §3 Uploaded asset status). */
export const UPLOADED_ASSET_STATUSES = ["PENDING", "ACTIVE"] as const;
export type UploadedAssetStatus = (typeof UPLOADED_ASSET_STATUSES)[number];

/** The image of a layer's choice (a static file of the web app). */
export function pieLayerImage(layer: PieLayer, value: string): string {
  return `/pies/layers/${layer}-${value}.svg`;
}

/**
 * What creating a pie costs, by its maximum number of slices (spec 3 §9 custom slice price
 * tiers: slices to price in dollars), in cents. A pie of the smallest tier is free (ADR 0063).
 */
export const PIE_CREATION_TIERS = [
  { maxSlices: 10_000, priceCents: 0 },
  { maxSlices: 100_000, priceCents: 10_00 },
  { maxSlices: 1_000_000, priceCents: 100_00 },
  { maxSlices: 10_000_000, priceCents: 1_000_00 },
  { maxSlices: 50_000_000, priceCents: 5_000_00 },
  { maxSlices: 100_000_000, priceCents: 10_000_00 },
  { maxSlices: 500_000_000, priceCents: 50_000_00 },
  { maxSlices: 1_000_000_000, priceCents: 100_000_00 },
] as const;
export const PIE_CURRENCY = "USD";

/** The creation price of a pie with this many slices at most; null when it is not one of the tiers. */
export function pieCreationPriceCents(maxSlices: number): number | null {
  return PIE_CREATION_TIERS.find((tier) => tier.maxSlices === maxSlices)?.priceCents ?? null;
}

/** A slice price, in dollars: a number greater than 0 and at most 1000 (spec 3 §5). */
export const MAX_SLICE_PRICE_DOLLARS = 1000;

export const PIE_TEXT_LIMITS = { displayName: 60, bio: 1000 } as const;

// Made once: a formatter built per call (toLocaleString with options) costs some 20 µs, and a
// trade hub shows dozens of prices.
const WHOLE_DOLLARS = new Intl.NumberFormat("en-US", { minimumFractionDigits: 0, maximumFractionDigits: 2 });
const DOLLARS_AND_CENTS = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** $12.50; '---' when not a number (spec 3 §9). */
export function formatDollars(cents: number): string {
  if (!Number.isFinite(cents)) return "---";
  return `$${(cents % 100 === 0 ? WHOLE_DOLLARS : DOLLARS_AND_CENTS).format(cents / 100)}`;
}

export const pieMessages = {
  // spec 3 §5, word for word
  slicesRequired: "Number of slices is required",
  notANumber: "You must specify a number",
  priceRequired: "Pie price is required",
  // ours
  numberRange: "Enter a number greater than 0 and at most 1000.",
  priceCents: "Enter the price in dollars and cents.",
  slicesWhole: "Enter a whole number of slices.",
  slicesOverMax: "You cannot release more slices than the pie's maximum.",
  maxSlicesInvalid: "Choose the maximum number of slices.",
  nameRequired: "Pie name is required",
  nameTooLong: `Use at most ${PIE_TEXT_LIMITS.displayName} characters.`,
  bioTooLong: `Use at most ${PIE_TEXT_LIMITS.bio} characters.`,
  slugInvalid: "Use 3 to 60 lower-case letters, digits and hyphens.",
  slugTaken: "This pie address is taken.",
  layerRequired: (label: string) => `Choose a ${label.toLowerCase()}.`,
  layerInvalid: "Choose one of the offered images.",
  assetNotFound: "This picture does not exist.",
  assetInUse: "This picture is used by the pie. Choose another one for its layer first.",
  assetUploadNotYours: "Upload the picture yourself first.",
  layerUnknown: "Choose one of the pie's layers.",
  uploadLayerPicture: "Upload a picture",
  pictureUploaded: "The picture is uploaded. Choose it and save.",
  pictureDeleted: "The picture was deleted.",
  notFound: "This pie does not exist.",
  notAllowed: "You are not allowed to do this with this pie.",
  cannotCreate: "You cannot create pies yet. Join the waiting list and we will let you know.",
  alreadyHasPie: "You already have a pie.",
  noPieInProgress: "You have no pie in progress.",
  stepMissing: "Complete the earlier steps of the wizard first.",
  notDraft: "This pie has already been created.",
  notPending: "This pie is not waiting for its payment.",
  paymentsUnavailable: "Payments are not available right now. Please try again later.",
  created: "Your pie was created.",
  activated: "Your pie is live.",
  saved: "Saved.",
  draftStarted: "Let's create your pie.",
  awaitingPayment: "We are confirming your payment. This page updates once it is through.",
  paymentCancelled: "The payment was cancelled. You can pay when you are ready.",
} as const;

export const pieTexts = {
  hubTitle: "Pie hub",
  whatIsAPie: "A pie is your own asset, divided into slices. Fans buy, send and trade its slices, wish for it, and take part in the rewards you attach to it.",
  createPie: "Create a pie",
  joinWaitingList: "Join the waiting list",
  onWaitingList: "You are on the waiting list. We will let you know when you can create your pie.",
  continueWizard: "Continue creating your pie",
  dashboardTabs: [
    { label: "Overview", path: "/legacy/pie-hub/overview" },
    { label: "Sales", path: "/legacy/pie-hub/sales" },
    { label: "Rewards", path: "/legacy/pie-hub/rewards" },
    { label: "Achievements", path: "/legacy/pie-hub/achievements" },
  ],
  onboardingTitle: "Finish your pie",
  onboardingBody: "Your pie is not live yet. Pick up where you left off.",
  verified: "Verified",
} as const;
