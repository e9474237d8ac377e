// The door's forms: a scan, an un-check-in, a zone. Checked in the browser and again in the action (and by the API).
import { z } from "zod";
import { SCANNING_LIMITS, doorMessages as m } from "../../../../contract/hosting/door-messages";

/** An empty zone field stands for the implicit zone. */
const zoneField = z.string().trim().optional().transform((value) => value || null);

export const scanFormSchema = z.object({
  code: z.string({ error: m.codeRequired }).trim().min(1, m.codeRequired).max(SCANNING_LIMITS.code, m.codeTooLong),
  zoneId: zoneField,
  nonce: z.string({ error: m.nonceInvalid }).regex(/^[A-Za-z0-9_-]{8,64}$/, m.nonceInvalid),
  /** An offline scan's device time (ISO); absent for a scan made now. */
  scannedAt: z.iso.datetime({ error: m.scannedAtInvalid }).optional(),
});

/** Checking a ticket in by name: the search comes back with the answer. */
export const admitFormSchema = z.object({
  ticketId: z.string({ error: m.ticketRequired }).min(1, m.ticketRequired),
  zoneId: zoneField,
  nonce: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, m.nonceInvalid),
  q: z.string().trim().optional(),
});

export const undoFormSchema = z.object({
  ticketId: z.string().min(1),
  zoneId: zoneField,
  nonce: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, m.nonceInvalid),
});

export const zoneFormSchema = z.object({
  zoneId: z.string().optional(),
  name: z.string({ error: m.zoneNameRequired }).trim().min(1, m.zoneNameRequired).max(SCANNING_LIMITS.zoneName, m.zoneNameTooLong),
  eventTicketIds: z.array(z.string(), { error: m.zoneTicketsRequired }).min(1, m.zoneTicketsRequired),
  maxScans: z.number({ error: m.maxScansRange }).int(m.maxScansRange).min(1, m.maxScansRange).max(SCANNING_LIMITS.maxScans, m.maxScansRange),
});

export type ZoneForm = z.infer<typeof zoneFormSchema>;

/** A fresh id for one scan: a retry of the same scan repeats it. */
export function newScanNonce(): string {
  return crypto.randomUUID();
}
