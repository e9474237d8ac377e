/** Constants of the access area (spec 1 §9). */
export const PASSWORD_MIN_LENGTH = 8;
export const EMAIL_CHECK_DEBOUNCE_MS = 1000;
export const CODE_LENGTH = 6;
/** spec 1 §9: the auth modal goes back to its initial form this long after closing. */
export const AUTH_MODAL_RESET_MS = 300;
