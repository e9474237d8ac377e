/** Titles of the alert boxes and toasts every area shows. */
export const alertTitles = {
  danger: "Oops ...",
  info: "Info!",
  success: "Success!",
  warning: "Warning!",
} as const;

/** The catch-all error line (spec 1 §8), shown by every page's error boundary: here, in what every page loads, rather than with the access area's texts. */
export const DEFAULT_ERROR = "Oops! Looks like something went wrong. Please try again or contact support.";

/** Log Out's question (spec 1 §2.4), asked from the shell's menu on every page. */
export const LOGOUT_CONFIRM = "Are you sure you want to log out?";
