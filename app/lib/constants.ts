/**
 * Platform constants of spec 1 §9 and spec 2 §9: toasts, support, phone numbers. The brand
 * colour #3D1277 and the 1440 px layout width are the stylesheet's (app/styles/app.css).
 */
export const DEFAULT_PHONE_COUNTRY = "US";
export const EXCLUDED_COUNTRIES = ["KP", "CU", "IR", "SY", "VE", "RU"] as const;
export const TOAST_DURATION_MS = 10_000;
export const SUPPORT_EMAIL = "support@events-platform.example";
/** Session replay with error reports (spec 1 §9): a tenth of sessions, and every session that meets an error. */
export const ERROR_REPLAY_SESSION_SAMPLE_RATE = 0.1;
export const ERROR_REPLAY_ON_ERROR_SAMPLE_RATE = 1;
