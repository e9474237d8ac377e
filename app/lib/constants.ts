/** Business constants of spec 1 §9 and spec 2 §9, in one place. */
export const BRAND_COLOR = "#3D1277";
export const LAYOUT_MAX_WIDTH_PX = 1440;
export const PASSWORD_MIN_LENGTH = 8;
export const DEFAULT_PHONE_COUNTRY = "US";
export const EXCLUDED_COUNTRIES = ["KP", "CU", "IR", "SY", "VE", "RU"] as const;
export const SEARCH_DEBOUNCE_MS = 1000;
export const EMAIL_CHECK_DEBOUNCE_MS = 1000;
export const EVENT_SEARCH_PAGE_SIZE = 10;
export const MY_EVENTS_PREVIEW_SIZE = 5;
export const TOAST_DURATION_MS = 10_000;
export const CODE_LENGTH = 6;
export const SUPPORT_EMAIL = "support@events-platform.example";
/** spec 1 §9: the auth modal goes back to its initial form this long after closing. */
export const AUTH_MODAL_RESET_MS = 300;
