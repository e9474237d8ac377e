// The pie creation wizard's forms (spec 3 §2 steps Details, Appearance, Slices, Summary; §5
// custom amount form rules), checked in the browser and by the action; the API checks again.
import { z } from "zod";
import {
  MAX_SLICE_PRICE_DOLLARS,
  PIE_CREATION_TIERS,
  PIE_LAYER_LABELS,
  PIE_TEXT_LIMITS,
  REQUIRED_PIE_LAYERS,
  pieMessages as m,
  type PieLayer,
} from "../../../contract/pies/messages";

export const pieDetailsSchema = z.object({
  displayName: z.string({ error: m.nameRequired }).trim().min(1, m.nameRequired).max(PIE_TEXT_LIMITS.displayName, m.nameTooLong),
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9][a-z0-9-]{1,58}[a-z0-9]$/, m.slugInvalid)
    .optional(),
  bio: z.string().trim().max(PIE_TEXT_LIMITS.bio, m.bioTooLong).optional(),
});
export type PieDetailsForm = z.infer<typeof pieDetailsSchema>;

// Which pictures a layer may take is the API's to say (the catalogue and the pie's uploads, ADR 0085).
const layerField = (layer: PieLayer) => {
  const choice = z.string().trim().min(1, m.layerInvalid).max(200, m.layerInvalid);
  return REQUIRED_PIE_LAYERS.includes(layer) ? z.string({ error: m.layerRequired(PIE_LAYER_LABELS[layer]) }).pipe(choice) : choice.optional();
};
export const pieAppearanceSchema = z.object({
  background: layerField("background"),
  napkin: layerField("napkin"),
  plate: layerField("plate"),
  crust: layerField("crust"),
  filling: layerField("filling"),
  topping: layerField("topping"),
  fork: layerField("fork"),
});
export type PieAppearanceForm = Partial<Record<PieLayer, string>>;

/** A number typed into a field: required (with the spec's message), then a number ('You must specify a number'). */
const typedNumber = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .refine((value) => /^[+-]?(\d+\.?\d*|\.\d+)$/.test(value), {
      error: m.notANumber,
      abort: true,
    })
    .transform(Number);

export const pieSlicesSchema = z
  .object({
    maxSlices: z.coerce
      .number({ error: m.maxSlicesInvalid })
      .refine((value) => PIE_CREATION_TIERS.some((tier) => tier.maxSlices === value), m.maxSlicesInvalid),
    issuedSlices: typedNumber(m.slicesRequired).refine((value) => value > 0 && Number.isInteger(value), m.slicesWhole),
    // In dollars as typed: more than 0 and at most 1000 (spec 3 §5), in whole cents.
    slicePrice: typedNumber(m.priceRequired)
      .refine((value) => value > 0 && value <= MAX_SLICE_PRICE_DOLLARS, {
        error: m.numberRange,
        abort: true,
      })
      .refine((value) => Number.isInteger(Math.round(value * 100 * 1e6) / 1e6), m.priceCents),
  })
  .superRefine((value, context) => {
    if (value.issuedSlices > value.maxSlices)
      context.addIssue({
        code: "custom",
        path: ["issuedSlices"],
        message: m.slicesOverMax,
      });
  });
export type PieSlicesForm = z.input<typeof pieSlicesSchema>;

/** Dollars as typed to integer cents. */
export const centsOf = (dollars: number): number => Math.round(dollars * 100);
