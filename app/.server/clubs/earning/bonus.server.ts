// A bonus rule given to one member by a club's reward manager (ADR 0071), through the platform
// API, which checks the permission, the rule and the member again and gives each member a rule once.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type RouterContextProvider } from "react-router";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { requireUser } from "~/.server/platform/page-guards.server";
import { loadOrThrow, notFoundResponse, refusalExcept, refusalOrThrow, refusalReply, refusalStatus } from "~/.server/platform/responses.server";
import { BonusRuleDocument, GiveClubBonusDocument } from "~/graphql/generated";
import { bonusMessages as t } from "../../../../contract/clubs/earning";
import { bonusPath, bonusSchema } from "~/lib/clubs/bonus-forms";

type Ctx = Readonly<RouterContextProvider>;
const shownRefusal = refusalExcept("AUTH_NOT_AUTHENTICATED", "NOT_FOUND");

/** The club's bonus rule, for one holding MANAGE_REWARDS in it; 404 for anyone else, another club's offer or another programme. */
export async function loadBonusRule(context: Ctx, url: URL, clubId: string, offerId: string) {
  requireUser(context, url);
  const { club } = await loadOrThrow(context, () => getApi(context).query(BonusRuleDocument, { clubId, offerId }), url);
  const offer = club.offer;
  if (!club.byId.myPermissions.includes("MANAGE_REWARDS") || offer.club.clubId !== club.byId.clubId || offer.subType !== "EARN_POINTS" || offer.program !== "bonus") throw notFoundResponse();
  return { club: club.byId, offer, live: offer.publication === "PUBLISHED" && offer.status === "ACTIVE" };
}

export async function giveBonusAction(context: Ctx, request: Request, url: URL, clubId: string, offerId: string) {
  const { offer } = await loadBonusRule(context, url, clubId, offerId);
  const submission = parseWithZod(await request.formData(), { schema: bonusSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const userName = submission.value.userName.replace(/^@/, "");
  let amount: number;
  try {
    ({ amount } = (await getApi(context).query(GiveClubBonusDocument, { offerId: offer.offerId, userName })).club.giveBonus);
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url, shownRefusal);
    return data({ result: refusalReply(submission, refusal) }, { status: refusalStatus(refusal) });
  }
  getSession(context).flash({ kind: "success", message: t.given(amount, userName) });
  return redirect(bonusPath(clubId, offerId));
}
