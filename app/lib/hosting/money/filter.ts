// The earnings pages' date range (?from=YYYY-MM-DD&to=YYYY-MM-DD): whole days in a time zone,
// the end day included.
import { fromZonedTime } from "date-fns-tz";
import { z } from "zod";
import { moneyMessages as m } from "../../../../contract/hosting/money-messages";

const day = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined)
  .refine((value) => value === undefined || (/^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))), m.dateInvalid);

/** Days on the page across events are UTC days: the events may be in different zones. */
export const ALL_EVENTS_ZONE = "UTC";

export const earningsRangeSchema = z
  .object({ from: day, to: day })
  .refine((range) => !range.from || !range.to || range.to >= range.from, { path: ["to"], message: m.dateRangeInvalid });

export type EarningsRange = z.infer<typeof earningsRangeSchema>;

/** The range in the address, or the field errors of a hand-typed one (the whole history is shown then). */
export function rangeOf(url: URL): { range: EarningsRange; errors: Record<string, string> } {
  const parsed = earningsRangeSchema.safeParse({ from: url.searchParams.get("from") ?? undefined, to: url.searchParams.get("to") ?? undefined });
  if (parsed.success) return { range: parsed.data, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return { range: { from: undefined, to: undefined }, errors };
}

/** The API's filter: from the start of `from` to the start of the day after `to`, in the zone. */
export function rangeFilter(range: EarningsRange, timeZone: string): { from: string | null; to: string | null } {
  const startOf = (date: string) => fromZonedTime(`${date}T00:00:00`, timeZone).toISOString();
  const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return { from: range.from ? startOf(range.from) : null, to: range.to ? startOf(dayAfter(range.to)) : null };
}
