// A club's achievements for its reward managers (spec 3 §2 achievements, spec 1 §2.2
// /rep-club/{club_id}/achievement/{achievementId}): the list, creating one with its picture,
// and awarding one by user name. The API checks the club's reward rights on every call; the
// loaders and actions here check them again and answer 404 to anyone else.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, href, redirect, type RouterContextProvider } from "react-router";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { requireUser } from "~/.server/platform/page-guards.server";
import { fieldErrorsOf, loadOrThrow, notFoundResponse, refusalOrThrow, refusalReply, refusalStatus, type RefusableSubmission } from "~/.server/platform/responses.server";
import { AchievementStatisticsDocument, AwardAchievementDocument, DeleteAchievementDocument, ClubAchievementDocument, ClubAchievementsDocument, CreateAchievementDocument, RewardClubDocument, UpdateAchievementDocument } from "~/graphql/generated";
import { activeWindow, achievementSchema, awardSchema, type AchievementForm } from "~/lib/rewards/achievement-schemas";
import { achievementMessages as m } from "../../../contract/rewards/messages";
import { badgeImageSrc } from "./achievements.server";

type Ctx = Readonly<RouterContextProvider>;

/** The club and its badges, for one of its reward managers; 404 for anyone else. */
export async function loadClubAchievements(context: Ctx, url: URL, clubId: string) {
  requireUser(context, url);
  const { rewards } = await loadOrThrow(context, () => getApi(context).query(ClubAchievementsDocument, { clubId }), url);
  return {
    club: rewards.rewardClub,
    achievements: rewards.clubAchievements.map((a) => ({ ...a, imageSrc: badgeImageSrc(a.avatarUrl) })),
  };
}

/** The club, for one of its reward managers; 404 for anyone else. */
export async function loadRewardClub(context: Ctx, url: URL, clubId: string) {
  requireUser(context, url);
  const { rewards } = await loadOrThrow(context, () => getApi(context).query(RewardClubDocument, { clubId }), url);
  return rewards.rewardClub;
}

/** The club's badge, for one of its reward managers; 404 for anyone else or another club's badge. */
export async function loadManagedAchievement(context: Ctx, url: URL, clubId: string, achievementId: string) {
  requireUser(context, url);
  const { rewards } = await loadOrThrow(context, () => getApi(context).query(ClubAchievementDocument, { achievementId }), url);
  const achievement = rewards.achievement;
  if (!achievement.canManage || achievement.club?.clubId !== clubId) throw notFoundResponse();
  return { ...achievement, imageSrc: badgeImageSrc(achievement.avatarUrl) };
}

/** The form's values as the API's input, the picture uploaded first (stored as a 1000×1000 WEBP). */
async function achievementInput(context: Ctx, form: AchievementForm) {
  const { image, activeFrom, activeTo, bio, tier, maxSupply, conditionEvents, ...rest } = form;
  const stored = image ? await getApi(context).uploadImage(new Uint8Array(await image.arrayBuffer()), image.type) : null;
  return { ...rest, bio: bio ?? null, tier: tier ?? null, maxSupply: maxSupply ?? null,
    condition: conditionEvents ? { kind: "CLUB_EVENTS_ATTENDED" as const, count: conditionEvents } : null,
    ...activeWindow({ activeFrom, activeTo }), imageId: stored?.imageId ?? null };
}

/** A refused save: the API's field messages beside the form's fields, else one message on top. */
function refusedSave<Reply>(context: Ctx, submission: RefusableSubmission<Reply>, error: unknown, url: URL) {
  const refusal = refusalOrThrow(context, error, url);
  return data({ result: refusalReply(submission, refusal, { activeFromUtc: "activeFrom", activeToUtc: "activeTo", condition: "conditionEvents", "condition.count": "conditionEvents" }) }, { status: refusalStatus(refusal) });
}

/** Creates the club's badge, then opens its page. */
export async function createClubAchievement(context: Ctx, request: Request, url: URL, clubId: string) {
  await loadRewardClub(context, url, clubId);
  const submission = parseWithZod(await request.formData(), { schema: achievementSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  let achievementId: string;
  try {
    const input = await achievementInput(context, submission.value);
    const { rewards } = await getApi(context).query(CreateAchievementDocument, { clubId, input });
    achievementId = rewards.createAchievement.achievementId;
  } catch (error) {
    return refusedSave(context, submission, error, url);
  }
  getSession(context).flash({ kind: "success", message: m.created });
  return redirect(href("/rep-club/:club_id/achievement/:achievementId", { club_id: clubId, achievementId }));
}

/** Saves the club's badge (its picture kept unless a new one is chosen), then goes back to its page. */
export async function updateClubAchievement(context: Ctx, request: Request, url: URL, clubId: string, achievementId: string) {
  await loadManagedAchievement(context, url, clubId, achievementId);
  const submission = parseWithZod(await request.formData(), { schema: achievementSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    const input = await achievementInput(context, submission.value);
    await getApi(context).query(UpdateAchievementDocument, { achievementId, input });
  } catch (error) {
    return refusedSave(context, submission, error, url);
  }
  getSession(context).flash({ kind: "success", message: m.saved });
  return redirect(href("/rep-club/:club_id/achievement/:achievementId", { club_id: clubId, achievementId }));
}

/** Awards the badge to a member by user name; the form keeps the name and shows why when refused. */
export async function awardClubAchievement(context: Ctx, request: Request, url: URL, clubId: string, achievementId: string) {
  await loadManagedAchievement(context, url, clubId, achievementId);
  const submission = parseWithZod(await request.formData(), { schema: awardSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const userName = submission.value.userName.replace(/^@/, "");
  try {
    await getApi(context).query(AwardAchievementDocument, { input: { achievementId, userName } });
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url);
    const fieldErrors = fieldErrorsOf(refusal);
    // Every refusal of an award is about the member or the badge: shown beside the user name.
    const reply = Object.keys(fieldErrors).length > 0 ? { fieldErrors } : { fieldErrors: { userName: [refusal.message] } };
    return data({ result: submission.reply(reply) }, { status: refusalStatus(refusal) });
  }
  getSession(context).flash({ kind: "success", message: m.awarded(userName) });
  return redirect(url.pathname);
}

/** The badge's holders by age range and gender, for its club's reward managers (the page is theirs only). */
export async function loadAchievementStatistics(context: Ctx, url: URL, achievementId: string) {
  const { rewards } = await loadOrThrow(context, () => getApi(context).query(AchievementStatisticsDocument, { achievementId }), url);
  return rewards.achievementStatistics;
}

/**
 * Deletes the club's badge, then opens the club's list. The API refuses a badge already
 * awarded (members keep what they were given): its message shows on the page.
 */
export async function deleteClubAchievement(context: Ctx, url: URL, clubId: string, achievementId: string) {
  await loadManagedAchievement(context, url, clubId, achievementId);
  try {
    await getApi(context).query(DeleteAchievementDocument, { achievementId });
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url);
    return data({ intent: "delete" as const, error: refusal.message, result: undefined }, { status: refusalStatus(refusal) });
  }
  getSession(context).flash({ kind: "success", message: m.deleted });
  return redirect(href("/my/rep-clubs/:club_id/achievements", { club_id: clubId }));
}
