// Feature flags (spec 1 §3): redeemOffers is off by default. An operator overrides every flag
// at once with FEATURE_FLAGS (enable-all, disable-all, or clear: the defaults); outside that,
// a browser in developer mode (a trial's toggle) sees every flag on.

export const FEATURE_FLAG_DEFAULTS = { redeemOffers: false } as const;
export type FeatureFlag = keyof typeof FEATURE_FLAG_DEFAULTS;
export type FeatureFlags = Record<FeatureFlag, boolean>;
export const FEATURE_FLAG_NAMES = Object.keys(FEATURE_FLAG_DEFAULTS) as FeatureFlag[];

/** What each flag turns on, as the developer-mode toggle says it, and the page that shows it. */
export const FEATURE_FLAG_FEATURES: Readonly<Record<FeatureFlag, { label: string; path: string }>> = {
  redeemOffers: { label: "redeeming club offers", path: "/offers" },
};

export const FEATURE_FLAG_OVERRIDES = ["enable-all", "disable-all", "clear"] as const;
export type FeatureFlagOverride = (typeof FEATURE_FLAG_OVERRIDES)[number];

export function resolveFeatureFlags(override: FeatureFlagOverride, developerMode: boolean): FeatureFlags {
  const names = Object.keys(FEATURE_FLAG_DEFAULTS) as FeatureFlag[];
  const all = (value: boolean) => Object.fromEntries(names.map((name) => [name, value])) as FeatureFlags;
  if (override === "enable-all") return all(true);
  if (override === "disable-all") return all(false);
  return developerMode ? all(true) : { ...FEATURE_FLAG_DEFAULTS };
}

export const DEVELOPER_MODE_COOKIE = "developer-mode";

/** Whether the request's cookies turn developer mode on. */
export function developerModeFrom(cookieHeader: string | null): boolean {
  return (cookieHeader ?? "").split(/;\s*/).some((pair) => pair === `${DEVELOPER_MODE_COOKIE}=on`);
}
