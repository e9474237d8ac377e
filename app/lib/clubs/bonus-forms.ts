// The give-a-bonus form (ADR 0071): the member's user name; shared by the page and its action.
import { z } from "zod";
import { pointsMessages } from "../../../contract/clubs/points-messages";

export const bonusSchema = z.object({
  userName: z.string({ error: pointsMessages.userNameRequired }).trim().min(1, pointsMessages.userNameRequired),
});

export const bonusPath = (clubId: string, offerId: string) => `/my/rep-clubs/${clubId}/offer/detail/${offerId}/bonus`;
