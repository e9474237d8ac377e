/** Titles of the alert boxes and toasts every area shows. */
export const alertTitles = {
  danger: "Oops ...",
  info: "Info!",
  success: "Success!",
  warning: "Warning!",
} as const;
