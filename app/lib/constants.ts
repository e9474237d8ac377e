/** Platform constants of spec 1 §9 and spec 2 §9: brand, layout, toasts, support, phone numbers. */
export const BRAND_COLOR = "#3D1277";
export const LAYOUT_MAX_WIDTH_PX = 1440;
export const DEFAULT_PHONE_COUNTRY = "US";
export const EXCLUDED_COUNTRIES = ["KP", "CU", "IR", "SY", "VE", "RU"] as const;
export const TOAST_DURATION_MS = 10_000;
export const SUPPORT_EMAIL = "support@events-platform.example";
/** Session replay with error reports (spec 1 §9): a tenth of sessions, and every session that meets an error. */
export const ERROR_REPLAY_SESSION_SAMPLE_RATE = 0.1;
export const ERROR_REPLAY_ON_ERROR_SAMPLE_RATE = 1;
