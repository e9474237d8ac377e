// The buy-points form (ADR 0065): one package, and the idempotency key its page made (one order per click).
import { z } from "zod";
import { purchaseMessages as m } from "../../../contract/clubs/purchases-messages";

export const buyPointsSchema = z.object({
  offerId: z.string({ error: m.offerUnavailable }).uuid({ error: m.offerUnavailable }),
  idempotencyKey: z.string({ error: m.keyRequired }).min(1, { error: m.keyRequired }).max(100, { error: m.keyRequired }),
});

export const buyPointsPath = (club: string) => `/rep-clubs/${encodeURIComponent(club)}/buy-points`;
export const pointsOrderPath = (club: string, orderId: string) => `${buyPointsPath(club)}/${encodeURIComponent(orderId)}`;
