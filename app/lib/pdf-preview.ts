// The embedded document preview (spec 1 §8; spec 3 "PDF preview"): its texts, word for
// word, and its defaults. Used by app/components/ui/pdf-preview.tsx.

export const pdfPreviewMessages = {
  loadingPdf: "Loading PDF…",
  failedPdf: "Failed to load PDF file.",
  noPdf: "No PDF file specified.",
  loadingPage: "Loading page…",
  failedPage: "Failed to load the page.",
  noPage: "No page specified.",
  enterPassword: "Enter the password to open this PDF file.",
  invalidPassword: "Invalid password. Please try again.",
  /** The round link at the top right (its visible part is an icon). */
  openInNewTab: (title: string) => `Open the ${title} in a new tab`,
} as const;

/** Spec 3: default width 600 (never wider than the space it has), default scale 1. */
export const PDF_PREVIEW_DEFAULTS = { width: 600, scale: 1 } as const;
