// The trade page's forms (spec 3 §2 Buy, Send, Send to my pie; §5 custom amount form; ADR 0070),
// checked in the browser on blur and by the action; the API checks again.
import { z } from "zod";
import { pieMessages } from "../../../contract/pies/messages";
import { MAX_SLICE_PRICE_DOLLARS, MAX_SLICES_PER_MOVE, TRADE_TABS, slicesPriceCents, tradeMessages as m, type TradeTab } from "../../../contract/pies/trade-messages";

export const tradePath = (idOrSlug: string, tab: TradeTab = "buy") => `/legacy/trade/${encodeURIComponent(idOrSlug)}${tab === "buy" ? "" : `?tab=${tab}`}`;
export const sliceOrderPath = (orderId: string) => `/legacy/payment/buy/${orderId}`;

export function tradeTabOf(url: URL): TradeTab {
  const tab = url.searchParams.get("tab");
  return TRADE_TABS.find((candidate) => candidate.value === tab)?.value ?? "buy";
}

/** A number typed into a field: required (with the spec's message), then a number ('You must specify a number'). */
const typedNumber = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .refine((value) => /^[+-]?(\d+\.?\d*|\.\d+)$/.test(value), { error: pieMessages.notANumber, abort: true })
    .transform(Number);

/** A number of slices: required, a number, greater than 0 and at most 1000 (spec 3 §5), whole. */
const sliceCount = typedNumber(pieMessages.slicesRequired)
  .refine((value) => value > 0 && value <= MAX_SLICES_PER_MOVE, { error: m.numberRange, abort: true })
  .refine((value) => Number.isInteger(value), m.slicesWhole);

/**
 * The custom amount form (spec 3 §5): the number of slices and the pie price in dollars (what
 * they cost), each required, a number, greater than 0 and at most 1000; the price must be what
 * the slices cost at the pie's slice price.
 */
export function customAmountSchema(unitCents: number) {
  return z
    .object({
      slices: sliceCount,
      price: typedNumber(pieMessages.priceRequired).refine((value) => value > 0 && value <= MAX_SLICE_PRICE_DOLLARS, { error: m.numberRange, abort: true }),
    })
    .superRefine((value, context) => {
      const cents = slicesPriceCents(value.slices, unitCents);
      if (Math.round(value.price * 100) !== cents) context.addIssue({ code: "custom", path: ["price"], message: m.priceMismatch(value.slices, cents) });
    });
}

/** The price field's value for a count of slices, as the form shows it. */
export const priceFieldFor = (slices: number, unitCents: number) => (slicesPriceCents(slices, unitCents) / 100).toFixed(2).replace(/\.00$/, "");

export const buySchema = z.object({
  slices: z.coerce.number({ error: m.chooseOption }).int(m.chooseOption).positive(m.chooseOption),
  idempotencyKey: z.string().min(1),
});

export const sendSchema = z.object({
  userName: z.string({ error: m.recipientRequired }).trim().min(1, m.recipientRequired),
  slices: sliceCount,
  idempotencyKey: z.string().min(1),
});

export const sendToPieSchema = z.object({
  slices: sliceCount,
  idempotencyKey: z.string().min(1),
});

