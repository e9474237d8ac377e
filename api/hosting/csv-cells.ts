// Shared by the hosting parts' CSV exports (attendees, tickets, guest lists).
// Cells of the exports, made safe for spreadsheets: a cell that starts with = + - @, a tab
// or a carriage return would be read as a formula (OWASP "CSV injection"), so it gets a
// leading apostrophe, which spreadsheets show as text and do not evaluate.
const FORMULA_START = /^[=+\-@\t\r]/;

export function safeCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  const text = String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** Integer cents as a plain decimal amount ("12.50"). */
export function amountOf(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return "";
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

export function instantOf(value: Date | null | undefined): string {
  return value ? value.toISOString() : "";
}
