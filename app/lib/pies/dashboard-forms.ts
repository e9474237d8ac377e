// The pie hub's Sales tab and edit page forms (spec 3 §2 edit tabs; §5 number rules; ADR 0074),
// checked in the browser and by the action; the API checks again.
import { z } from "zod";
import { MAX_SLICE_PRICE_DOLLARS, pieMessages } from "../../../contract/pies/messages";
import { PIE_EDIT_TABS, PIE_SALES_SORTS, dashboardMessages as m, type PieEditTab, type PieSalesSort } from "../../../contract/pies/dashboard-messages";

export const PIE_SALES_PATH = "/legacy/pie-hub/sales";
export const pieEditPath = (pieId: string, tab: PieEditTab = "details") => `/legacy/pie-hub/overview/edit/${encodeURIComponent(pieId)}?tab=${tab}`;

export function pieEditTabOf(url: URL): PieEditTab {
  const tab = url.searchParams.get("tab");
  return PIE_EDIT_TABS.find((candidate) => candidate.value === tab)?.value ?? "details";
}

/** ?sort=newest|amount, newest by default. */
export function salesSortOf(url: URL): PieSalesSort {
  const sort = (url.searchParams.get("sort") ?? "").toUpperCase();
  return PIE_SALES_SORTS.find((candidate) => candidate.value === sort)?.value ?? "NEWEST";
}

/** A number typed into a field: required, then a number ('You must specify a number', spec 3 §5). */
const typedNumber = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .refine((value) => /^[+-]?(\d+\.?\d*|\.\d+)$/.test(value), { error: pieMessages.notANumber, abort: true })
    .transform(Number);

const idempotencyKey = z.string({ error: m.keyRequired }).min(1, m.keyRequired);

/** The Slices tab's price per slice, in dollars: more than 0 and at most 1000 (spec 3 §5), whole cents. */
export const slicePriceSchema = z.object({
  slicePrice: typedNumber(pieMessages.priceRequired)
    .refine((value) => value > 0 && value <= MAX_SLICE_PRICE_DOLLARS, { error: pieMessages.numberRange, abort: true })
    .refine((value) => Number.isInteger(Math.round(value * 100 * 1e6) / 1e6), pieMessages.priceCents),
});

/** Releasing slices: a whole number greater than 0, at most what the pie holds. */
export const releaseSchema = (held: number) =>
  z.object({
    slices: typedNumber(pieMessages.slicesRequired)
      .refine((value) => Number.isInteger(value), { error: m.slicesWhole, abort: true })
      .refine((value) => value > 0, { error: m.slicesPositive, abort: true })
      .refine((value) => value <= held, m.releaseOverHeld(held)),
    idempotencyKey,
  });

export const upgradeSchema = z.object({
  toMaxSlices: z.coerce.number({ error: m.chooseSizeRequired }).int(m.chooseSizeRequired).positive(m.chooseSizeRequired),
  idempotencyKey,
});
