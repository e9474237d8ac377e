// The profile's display rules and limits (spec 1 §3, §5, §9), shared by the API and the web app.

/** Spec 1 §5: countries left out of every country list. */
export const EXCLUDED_ADDRESS_COUNTRIES = ["KP", "CU", "IR", "SY", "VE", "RU"] as const;

/** Spec 1 §3: what a profile shows when data is missing. */
export const PROFILE_DEFAULTS = { name: "Unknown", rank: 0, avatarPath: "/images/default-avatar.svg" } as const;

/** The longest user name a form that names a member takes (awarding a badge, adding to a club's team). */
export const USER_NAME_MAX = 100;

/** Limits of the address fields (ours; the spec does not give them). */
export const ADDRESS_LIMITS = { address: 200, city: 100, region: 100, postalCode: 20 } as const;

/**
 * Spec 1 §9: reputation buckets 0-10, 11-20, … 91-100, shown as "rep-score-{bucket}".
 * Scores outside 0–100 are clamped; fractions are rounded first.
 */
export function repScoreBucket(score: number): string {
  const value = Math.min(100, Math.max(0, Math.round(Number.isFinite(score) ? score : 0)));
  if (value <= 10) return "rep-score-0-10";
  const upper = Math.ceil(value / 10) * 10;
  return `rep-score-${upper - 9}-${upper}`;
}

/**
 * How a member earns rep score (ADR 0055): points for each event they are checked in at by its
 * door (once per event; not at events they host). Migration 0035's trigger awards them.
 */
export const REP_SCORE_POINTS = { eventCheckIn: 10 } as const;

/** The profile's words on how the rep score is earned. */
export const repScoreExplanation = `You earn ${REP_SCORE_POINTS.eventCheckIn} points each time you are checked in at an event's door, once per event (not at events you host). Some events ask for a minimum rep score.`;

/** Spec 1 §9: a short code is the first 8 characters before the first dash, uppercased. */
export function shortCode(id: string): string {
  return id.split("-")[0].slice(0, 8).toUpperCase();
}

export type AgeRange = "18–24" | "25–34" | "35–44" | "over 44";

/** Spec 1 §9: the age range buckets 18–24, 25–34, 35–44, over 44; null under 18. */
export function ageRange(age: number | null | undefined): AgeRange | null {
  if (age === null || age === undefined || age < 18) return null;
  if (age <= 24) return "18–24";
  if (age <= 34) return "25–34";
  if (age <= 44) return "35–44";
  return "over 44";
}

/** The social accounts shown to users (spec 1 §3): the others are hidden. */
export const SHOWN_SOCIAL_PROVIDERS = ["twitter", "youtube", "spotify", "twitch"] as const;
export type ShownSocialProvider = (typeof SHOWN_SOCIAL_PROVIDERS)[number];

/** Spec 1 §3 and §7: twitter is shown as X; youtube signs in at google. */
export const SOCIAL_PROVIDER_LABELS: Record<ShownSocialProvider, string> = { twitter: "X", youtube: "YouTube", spotify: "Spotify", twitch: "Twitch" };

/** Spec 1 §7: the provider name the API uses for a shown account. */
export function signInProviderOf(provider: ShownSocialProvider): string {
  return provider === "youtube" ? "google" : provider;
}

/** The shown account a signed-in provider identity stands for, if any. */
export function shownProviderOf(signInProvider: string): ShownSocialProvider | null {
  const shown = signInProvider === "google" ? "youtube" : signInProvider;
  return (SHOWN_SOCIAL_PROVIDERS as readonly string[]).includes(shown) ? (shown as ShownSocialProvider) : null;
}

export const profileFormMessages = {
  countryInvalid: "Choose a country from the list.",
  addressTooLong: `The address can have at most ${ADDRESS_LIMITS.address} characters.`,
  cityTooLong: `The city can have at most ${ADDRESS_LIMITS.city} characters.`,
  regionTooLong: `The region can have at most ${ADDRESS_LIMITS.region} characters.`,
  postalCodeTooLong: `The postal code can have at most ${ADDRESS_LIMITS.postalCode} characters.`,
  latitudeInvalid: "The latitude is a number between -90 and 90.",
  longitudeInvalid: "The longitude is a number between -180 and 180.",
  areaInvalid: "Choose your area from the list.",
  pointHalfSet: "Give both the latitude and the longitude of your area, or neither.",
  socialNotConnected: "This account is not connected.",
  socialLastSignIn: "Set a password before disconnecting the only way you sign in.",
  socialTakenByOther: "This account is already connected to another member.",
} as const;

export const payoutMessages = {
  linkInvalid: "This payout connection link is invalid or has expired. Please connect again.",
  alreadyLinked: "This payout account is already connected.",
  notFound: "This payout account does not exist.",
  connected: "Your payout account is connected.",
  disconnected: "Your payout account was disconnected.",
} as const;
