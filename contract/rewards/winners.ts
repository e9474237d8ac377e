// What a pie reward's winners share and receive (spec 3 §3 user reward info: shared address,
// phone, name; §4 "a winner saves a shared address and contact details; a redeem code can be
// sent by SMS"; ADR 0076): the shipping address form's rules and messages, used by the API and
// the web app alike, the text message, and how often the code may be texted again.
import { getCountries, parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/min";
import { z } from "zod";
import { USER_NAME_MAX } from "../account/profile.js";

/** Spec 3 §5: countries left out of every country list. */
export const EXCLUDED_SHIPPING_COUNTRIES = ["KP", "CU", "IR", "SY", "VE", "RU"] as const;
const SHIPPING_COUNTRIES = new Set<string>(getCountries().filter((code) => !(EXCLUDED_SHIPPING_COUNTRIES as readonly string[]).includes(code)));

export const SHIPPING_LIMITS = { name: 100, line: 200, city: 100, postcode: 20 } as const;

/** A shipment's carrier and tracking number, both optional. */
export const SHIPMENT_LIMITS = { carrier: 60, trackingNumber: 60 } as const;

/** Texting the code again: not sooner than a minute after the last text, and at most five texts in all. */
export const CODE_SMS_RESEND_AFTER_MS = 60_000;
export const CODE_SMS_MAX = 5;

/** The participants page's page size (spec 3 §9: 50 in tables). */
export const PARTICIPANTS_PAGE_SIZE = 50;

export const winnerMessages = {
  nameRequired: "Name is required",
  nameTooLong: `Name is at most ${SHIPPING_LIMITS.name} characters`,
  line1Required: "Address is required",
  lineTooLong: `An address line is at most ${SHIPPING_LIMITS.line} characters`,
  cityRequired: "City is required",
  cityTooLong: `City is at most ${SHIPPING_LIMITS.city} characters`,
  postcodeRequired: "Postcode is required",
  postcodeInvalid: `Postcode is letters, digits, spaces and hyphens, at most ${SHIPPING_LIMITS.postcode}`,
  countryRequired: "Choose a country from the list",
  phoneRequired: "Phone number is required",
  phoneInvalid: "Enter a valid phone number, with its country code if it is not in the country above",
  notAWinner: "Only a winner of this reward can do this.",
  notPhysical: "This reward is not sent by post: there is no address to give.",
  notDigital: "This reward's code is not sent by text message.",
  noCode: "This reward has no code to send yet.",
  noPhone: "Add and verify a phone number on your profile to get the code by text message.",
  tooSoon: "The code was just sent. Wait a minute before sending it again.",
  tooMany: `The code was sent ${CODE_SMS_MAX} times already: it is shown on this page.`,
  addressSaved: "Address saved.",
  codeSent: "We sent the code to your phone.",
  notAllowed: "You may not see this reward's participants.",
  carrierTooLong: `Carrier is at most ${SHIPMENT_LIMITS.carrier} characters`,
  trackingInvalid: `Tracking number is letters, digits, spaces and hyphens, at most ${SHIPMENT_LIMITS.trackingNumber}`,
  trackingWithoutCarrier: "Say which carrier the tracking number is with",
  shipNotAllowed: "You may not mark this reward's winners as shipped.",
  shipNotAWinner: "Only a winner of this reward can be sent it.",
  shipNotPhysical: "This reward is not sent by post: it cannot be shipped.",
  shipped: "Marked as shipped. The winner was told.",
  awardNotAllowed: "You may not award this reward.",
  awardUserNameRequired: "User name is required",
  awardUserNotFound: "No member has this user name",
  awardDraw: "A draw's winners come from its draw: freeze the entries and draw.",
  awardTeam: "Your pie's team cannot win its rewards",
  awardAgeLimit: "This member is below the reward's age limit (or has no date of birth on their profile)",
  awardFull: "This reward has all its winners",
  awarded: (userName: string) => `Reward awarded to @${userName}. They were told.`,
} as const;

/**
 * Marking a physical reward's winner as shipped (ADR 0082): the carrier and tracking number are
 * optional, but a tracking number names its carrier.
 */
export const shipmentSchema = z
  .object({
    carrier: z
      .string()
      .trim()
      .max(SHIPMENT_LIMITS.carrier, winnerMessages.carrierTooLong)
      .nullish()
      .transform((value) => value || null),
    trackingNumber: z
      .string()
      .trim()
      .regex(new RegExp(`^(|[A-Za-z0-9][A-Za-z0-9 -]{0,${SHIPMENT_LIMITS.trackingNumber - 1}})$`), winnerMessages.trackingInvalid)
      .nullish()
      .transform((value) => value || null),
  })
  .superRefine((value, context) => {
    if (value.trackingNumber && !value.carrier) context.addIssue({ code: "custom", path: ["carrier"], message: winnerMessages.trackingWithoutCarrier });
  });
export type ShipmentInput = z.input<typeof shipmentSchema>;

/** Awarding a reward by hand: the member's user name, as @name or name. */
export const rewardAwardSchema = z.object({
  userName: z.string({ error: winnerMessages.awardUserNameRequired }).trim().min(1, winnerMessages.awardUserNameRequired).max(USER_NAME_MAX, winnerMessages.awardUserNotFound),
});

const required = (max: number, missing: string, tooLong: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, tooLong);

/**
 * A winner's shipping address and contact details. The phone is read as typed in the address's
 * country (or with its own +country code) and kept in E.164.
 */
export const shippingAddressSchema = z
  .object({
    name: required(SHIPPING_LIMITS.name, winnerMessages.nameRequired, winnerMessages.nameTooLong),
    line1: required(SHIPPING_LIMITS.line, winnerMessages.line1Required, winnerMessages.lineTooLong),
    line2: z
      .string()
      .trim()
      .max(SHIPPING_LIMITS.line, winnerMessages.lineTooLong)
      .nullish()
      .transform((value) => value || null),
    city: required(SHIPPING_LIMITS.city, winnerMessages.cityRequired, winnerMessages.cityTooLong),
    postcode: z
      .string({ error: winnerMessages.postcodeRequired })
      .trim()
      .min(1, winnerMessages.postcodeRequired)
      .regex(new RegExp(`^[A-Za-z0-9][A-Za-z0-9 -]{0,${SHIPPING_LIMITS.postcode - 1}}$`), winnerMessages.postcodeInvalid)
      .transform((value) => value.toUpperCase()),
    country: z
      .string({ error: winnerMessages.countryRequired })
      .trim()
      .toUpperCase()
      .refine((value) => SHIPPING_COUNTRIES.has(value), { error: winnerMessages.countryRequired }),
    phone: z.string({ error: winnerMessages.phoneRequired }).trim().min(1, winnerMessages.phoneRequired),
  })
  .transform((value, context) => {
    const phone = phoneInCountry(value.phone, value.country);
    if (!phone) {
      context.addIssue({ code: "custom", path: ["phone"], message: winnerMessages.phoneInvalid });
      return z.NEVER;
    }
    return { ...value, phone };
  });

export type ShippingAddressInput = z.input<typeof shippingAddressSchema>;
export type ShippingAddress = z.output<typeof shippingAddressSchema>;

/** A typed number in E.164, read in the given country unless it carries its own code; null when not a valid number. */
export function phoneInCountry(input: string, country: string): string | null {
  const compact = input.replace(/[\s\-().[\]]/g, "");
  if (!/^\+?\d{6,15}$/.test(compact)) return null;
  const region = SHIPPING_COUNTRIES.has(country) ? (country as CountryCode) : undefined;
  const parsed = parsePhoneNumberFromString(compact, region);
  return parsed?.isValid() ? parsed.number : null;
}

/** The text message that carries a reward's code. */
export function redeemCodeSms(productName: string, rewardName: string, code: string): string {
  return `${productName}: your code for "${rewardName}" is ${code}`.slice(0, 480);
}

/** A phone number with all but its last three digits hidden ("+1 ••• ••• •199"). */
export function maskedPhone(e164: string): string {
  const digits = e164.replace(/\D/g, "");
  return `+${"•".repeat(Math.max(0, digits.length - 3))}${digits.slice(-3)}`;
}
