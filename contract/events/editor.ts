// The event editor's constants, shared by the web app's form and the API's checks.

/** Longest texts an event's info fields take. */
export const EVENT_TEXT_LIMITS = {
  displayName: 120,
  description: 5000,
  terms: 5000,
  faqs: 5000,
  note: 1000,
  address: 300,
} as const;

/** Spec 2 §2 and §9: the start picker's step, and the default start's offset from now. */
export const EVENT_TIME_STEP_MINUTES = 15;
export const EVENT_DEFAULT_START_OFFSET_MINUTES = 15;
/** A new event lasts this long unless the host says otherwise. */
export const EVENT_DEFAULT_DURATION_HOURS = 3;

/**
 * The range an event's dates may take (issue 39; the spec sets none): it starts at most
 * 5 years from now and lasts at most 90 days, so no date the listing, the calendars or the
 * reminders compute with is absurd.
 */
export const EVENT_DATE_LIMITS = { maxYearsAhead: 5, maxDurationDays: 90 } as const;

/** The latest instant an event may start, seen at `now`. */
export function latestEventStart(now: Date): Date {
  const latest = new Date(now);
  latest.setUTCFullYear(latest.getUTCFullYear() + EVENT_DATE_LIMITS.maxYearsAhead);
  return latest;
}

/** Whether an event from `start` to `end` lasts longer than it may. */
export function eventTooLong(start: Date, end: Date): boolean {
  return end.getTime() - start.getTime() > EVENT_DATE_LIMITS.maxDurationDays * 24 * 3600_000;
}

/**
 * Spec 2 §2: now plus 15 minutes, rounded to the nearest 15. Rounding to the nearest
 * can land at or before now + 15 minutes but never before now + 7.5, so it is in the future.
 */
export function defaultEventStart(now: Date): Date {
  const step = EVENT_TIME_STEP_MINUTES * 60_000;
  const target = now.getTime() + EVENT_DEFAULT_START_OFFSET_MINUTES * 60_000;
  return new Date(Math.round(target / step) * step);
}

/** The Tickets tab's bounds. Prices are integer cents. */
export const TICKET_LIMITS = {
  name: 80,
  note: 500,
  maxAmount: 100_000,
  maxAdditionalGuests: 10,
  minPriceCents: 50,
  maxPriceCents: 1_000_000,
  maxGratuityPercent: 100,
} as const;

/** The Settings tab's bounds. Spec 2 §5: "a number is valid when greater than 0 and at most 1000" (the rep score). */
export const SETTINGS_LIMITS = {
  minAgeLimit: 13,
  maxAgeLimit: 99,
  minRepScore: 1,
  maxRepScore: 1000,
  purchasePolicy: 5000,
} as const;

/** A tax rate is kept in hundredths of a percent: 0 to 100 % with at most 2 decimals. */
export const MAX_TAX_RATE_BASIS_POINTS = 10_000;

/** A tax rate in percent as hundredths of a percent; null unless 0 to 100 with at most 2 decimals. */
export function taxRateBasisPointsOf(percent: number): number | null {
  const basisPoints = Math.round(percent * 100);
  if (!Number.isFinite(percent) || Math.abs(percent * 100 - basisPoints) > 1e-6) return null;
  return basisPoints >= 0 && basisPoints <= MAX_TAX_RATE_BASIS_POINTS ? basisPoints : null;
}

/** Players a music embed may come from (https only): the page shows a link to the host's music. */
export const MUSIC_EMBED_HOSTS = ["open.spotify.com", "soundcloud.com", "music.apple.com", "www.youtube.com", "youtube.com", "youtu.be", "bandcamp.com"] as const;

export function isMusicEmbedUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && MUSIC_EMBED_HOSTS.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`));
  } catch {
    return false;
  }
}

/** The Questions tab's bounds. */
export const QUESTION_LIMITS = { maxQuestions: 10, question: 300, answer: 1000 } as const;
