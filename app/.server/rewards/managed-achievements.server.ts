// Achievements for those who manage them (spec 3 §2, spec 1 §2.2; ADRs 0029, 0078): a club's for
// its reward managers (/my/rep-clubs/{club_id}/achievements, /rep-club/{club_id}/achievement/…)
// and the pie hub's for the pie's owner (/legacy/pie-hub/achievements…). The same list, create,
// badge (award by user name, statistics, delete) and edit pages serve both: `BadgeHome` says
// whose they are. The API checks the issuer's rights on every call; the loaders and actions here
// check them again and answer 404 to anyone else (the pie hub guard first, for the pie hub).
import { uploadPostedImage, type ImageUploadTarget } from "~/.server/media/image-uploads.server";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, href, redirect, type RouterContextProvider } from "react-router";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { requireUser } from "~/.server/platform/page-guards.server";
import { fieldErrorsOf, loadOrThrow, notFoundResponse, refusalOrThrow, refusalReply, refusalStatus, type RefusableSubmission } from "~/.server/platform/responses.server";
import { guardPieHub } from "~/.server/pies/pies.server";
import {
  AchievementStatisticsDocument,
  AwardAchievementDocument,
  ClubAchievementDocument,
  ClubAchievementsDocument,
  CreateAchievementDocument,
  DeleteAchievementDocument,
  PieAchievementsDocument,
  RewardClubDocument,
  UpdateAchievementDocument,
} from "~/graphql/generated";
import { activeWindow, achievementSchema, awardSchema, type AchievementForm } from "~/lib/rewards/achievement-schemas";
import { publicAchievementPath } from "~/lib/rewards/achievement-texts";
import { achievementMessages as m } from "../../../contract/rewards/messages";
import { badgeImageSrc } from "./achievements.server";
import { moderatedPieAt, PIE_PARAM } from "~/lib/pies/guard";
import type { PiePermission } from "../../../contract/pies/permissions";
import { withHubPie } from "~/lib/pies/hub-pie";

type Ctx = Readonly<RouterContextProvider>;

/** Whose manager pages these are: a club's (its id in the URL) or the pie hub's (the viewer's own pie). */
export type BadgeHome = { kind: "club"; clubId: string } | { kind: "pie" };

/** The route's params say whose pages: a club's carry its id, the pie hub's none. */
export const badgeHomeOf = (params: { club_id?: string }): BadgeHome => (params.club_id ? { kind: "club", clubId: params.club_id } : { kind: "pie" });

/** The issuer as the manager pages show it, with their addresses. */
export interface IssuerView {
  kind: BadgeHome["kind"];
  id: string;
  name: string;
  listPath: string;
  createPath: string;
  /** A pie the member moderates, named by `?pie=` on every link (ADR 0081); null for their own pie or a club. */
  chosen: string | null;
  /** Checking in at the club's events earns a club's badges; a pie's are awarded by hand. */
  conditions: boolean;
}

function clubView(club: { clubId: string; name: string }): IssuerView {
  return {
    kind: "club",
    id: club.clubId,
    name: club.name,
    listPath: href("/my/rep-clubs/:club_id/achievements", { club_id: club.clubId }),
    createPath: href("/my/rep-clubs/:club_id/achievements/create", { club_id: club.clubId }),
    chosen: null,
    conditions: true,
  };
}

function pieView(pie: { pieId: string; displayName?: string | null }, chosen: string | null): IssuerView {
  return {
    kind: "pie",
    id: pie.pieId,
    name: pie.displayName ?? "",
    listPath: withHubPie(href("/legacy/pie-hub/achievements"), chosen),
    createPath: withHubPie(href("/legacy/pie-hub/achievements/create"), chosen),
    chosen,
    conditions: false,
  };
}

/** A badge's manager page and its edit page, under its issuer's pages. */
export function badgePaths(issuer: Pick<IssuerView, "kind" | "id" | "chosen">, achievementId: string) {
  return issuer.kind === "club"
    ? {
        page: href("/rep-club/:club_id/achievement/:achievementId", { club_id: issuer.id, achievementId }),
        edit: href("/rep-club/:club_id/achievement/:achievementId/edit", { club_id: issuer.id, achievementId }),
      }
    : {
        page: withHubPie(href("/legacy/pie-hub/achievements/:achievementId", { achievementId }), issuer.chosen),
        edit: withHubPie(href("/legacy/pie-hub/achievements/edit/:achievementId", { achievementId }), issuer.chosen),
      };
}

/** A moderator sees a pie's badges with either flag (ADR 0082); creating one needs CAN_SEND_ACHIEVEMENTS. */
const VIEW_BADGE_FLAGS: readonly PiePermission[] = ["CAN_VIEW_ACHIEVEMENTS", "CAN_SEND_ACHIEVEMENTS"];
export const SEND_BADGE_FLAGS: readonly PiePermission[] = ["CAN_SEND_ACHIEVEMENTS"];

/**
 * The issuer, for one who manages its badges; 404 for anyone else. The pie hub runs its guard
 * (spec 1 §2.3: a member without a complete pie goes where it says); the pie's owner then holds
 * CAN_SEND_ACHIEVEMENTS, as the API answers. With `?pie=` the issuer is a pie the member
 * moderates (ADR 0081), open to them with any of `flags`.
 */
export async function loadIssuer(context: Ctx, url: URL, home: BadgeHome, flags: readonly PiePermission[] = VIEW_BADGE_FLAGS): Promise<IssuerView> {
  requireUser(context, url);
  if (home.kind === "club") {
    const { rewards } = await loadOrThrow(context, () => getApi(context).query(RewardClubDocument, { clubId: home.clubId }), url);
    return clubView(rewards.rewardClub);
  }
  const hub = await guardPieHub(context, url);
  if (url.searchParams.get(PIE_PARAM)) {
    const moderated = moderatedPieAt(hub, url);
    if (!moderated || !flags.some((flag) => moderated.userPermissions.includes(flag))) throw notFoundResponse();
    return pieView(moderated, moderated.pieId);
  }
  if (!hub.pie) throw notFoundResponse();
  return pieView(hub.pie, null);
}

/** The issuer and its badges, for one who manages them; 404 for anyone else. */
export async function loadManagedAchievements(context: Ctx, url: URL, home: BadgeHome) {
  requireUser(context, url);
  let issuer: IssuerView;
  let list;
  // A club's list is its reward managers' only; a pie's is its whole team's, but creating needs CAN_SEND_ACHIEVEMENTS.
  let canCreate = true;
  if (home.kind === "club") {
    const { rewards } = await loadOrThrow(context, () => getApi(context).query(ClubAchievementsDocument, { clubId: home.clubId }), url);
    issuer = clubView(rewards.rewardClub);
    list = rewards.clubAchievements;
  } else {
    issuer = await loadIssuer(context, url, home);
    const answer = await loadOrThrow(context, () => getApi(context).query(PieAchievementsDocument, { pie: issuer.id }), url);
    list = answer.rewards.pieAchievements;
    canCreate = answer.pie.bySlugOrId.userPermissions.includes("CAN_SEND_ACHIEVEMENTS");
  }
  return { issuer, canCreate, achievements: list.map((a) => ({ ...a, imageSrc: badgeImageSrc(a.avatarUrl), path: badgePaths(issuer, a.achievementId).page })) };
}

/** The issuer's badge, for one who manages it; 404 for anyone else or another issuer's badge. */
export async function loadManagedAchievement(context: Ctx, url: URL, home: BadgeHome, achievementId: string) {
  requireUser(context, url);
  const pieIssuer = home.kind === "pie" ? await loadIssuer(context, url, home) : null;
  const { rewards } = await loadOrThrow(context, () => getApi(context).query(ClubAchievementDocument, { achievementId }), url);
  const a = rewards.achievement;
  const issuer = home.kind === "club" ? (a.club?.clubId === home.clubId ? clubView(a.club) : null) : a.pie?.pieId === pieIssuer?.id ? pieIssuer : null;
  if (!a.canManage || !issuer) throw notFoundResponse();
  return { ...a, imageSrc: badgeImageSrc(a.avatarUrl), issuer, paths: { ...badgePaths(issuer, a.achievementId), public: publicAchievementPath(a) } };
}

/**
 * The form's values as the API's input: the picture uploaded by presigned URL already (JavaScript
 * on), or the posted file uploaded the same way here (docs/decisions/0086), stored as a 1000×1000 WEBP.
 */
async function achievementInput(context: Ctx, form: AchievementForm, issuer: IssuerView, target: ImageUploadTarget) {
  const { image, imageId, activeFrom, activeTo, bio, tier, maxSupply, conditionEvents, ...rest } = form;
  const stored = image ? await uploadPostedImage(getApi(context), target, image) : imageId ? { imageId } : null;
  return {
    ...rest,
    bio: bio ?? null,
    tier: tier ?? null,
    maxSupply: maxSupply ?? null,
    condition: issuer.conditions && conditionEvents ? { kind: "CLUB_EVENTS_ATTENDED" as const, count: conditionEvents } : null,
    ...activeWindow({ activeFrom, activeTo }),
    imageId: stored?.imageId ?? null,
  };
}

/** A refused save: the API's field messages beside the form's fields, else one message on top. */
function refusedSave<Reply>(context: Ctx, submission: RefusableSubmission<Reply>, error: unknown, url: URL) {
  const refusal = refusalOrThrow(context, error, url);
  return data(
    { result: refusalReply(submission, refusal, { activeFromUtc: "activeFrom", activeToUtc: "activeTo", condition: "conditionEvents", "condition.count": "conditionEvents" }) },
    { status: refusalStatus(refusal) },
  );
}

/** Creates the issuer's badge, then opens its page. */
export async function createManagedAchievement(context: Ctx, request: Request, url: URL, home: BadgeHome) {
  const issuer = await loadIssuer(context, url, home, SEND_BADGE_FLAGS);
  const submission = parseWithZod(await request.formData(), { schema: achievementSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  let achievementId: string;
  try {
    const input = await achievementInput(context, submission.value, issuer, { kind: "achievement", [issuer.kind === "club" ? "clubId" : "pieId"]: issuer.id });
    const owner = issuer.kind === "club" ? { clubId: issuer.id } : { pieId: issuer.id };
    const { rewards } = await getApi(context).query(CreateAchievementDocument, { ...owner, input });
    achievementId = rewards.createAchievement.achievementId;
  } catch (error) {
    return refusedSave(context, submission, error, url);
  }
  getSession(context).flash({ kind: "success", message: m.created });
  return redirect(badgePaths(issuer, achievementId).page);
}

/** Saves the badge (its picture kept unless a new one is chosen), then goes back to its page. */
export async function updateManagedAchievement(context: Ctx, request: Request, url: URL, home: BadgeHome, achievementId: string) {
  const { issuer, paths } = await loadManagedAchievement(context, url, home, achievementId);
  const submission = parseWithZod(await request.formData(), { schema: achievementSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    const input = await achievementInput(context, submission.value, issuer, { kind: "achievement", achievementId });
    await getApi(context).query(UpdateAchievementDocument, { achievementId, input });
  } catch (error) {
    return refusedSave(context, submission, error, url);
  }
  getSession(context).flash({ kind: "success", message: m.saved });
  return redirect(paths.page);
}

/** Awards the badge to a member by user name; the form keeps the name and shows why when refused. */
export async function awardManagedAchievement(context: Ctx, request: Request, url: URL, home: BadgeHome, achievementId: string) {
  await loadManagedAchievement(context, url, home, achievementId);
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
  return redirect(`${url.pathname}${url.search}`);
}

/** The badge's holders by age range and gender, for its issuer's managers (the page is theirs only). */
export async function loadAchievementStatistics(context: Ctx, url: URL, achievementId: string) {
  const { rewards } = await loadOrThrow(context, () => getApi(context).query(AchievementStatisticsDocument, { achievementId }), url);
  return rewards.achievementStatistics;
}

/**
 * Deletes the badge, then opens its issuer's list. The API refuses a badge already awarded
 * (members keep what they were given): its message shows on the page.
 */
export async function deleteManagedAchievement(context: Ctx, url: URL, home: BadgeHome, achievementId: string) {
  const { issuer } = await loadManagedAchievement(context, url, home, achievementId);
  try {
    await getApi(context).query(DeleteAchievementDocument, { achievementId });
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url);
    return data({ intent: "delete" as const, error: refusal.message, result: undefined }, { status: refusalStatus(refusal) });
  }
  getSession(context).flash({ kind: "success", message: m.deleted });
  return redirect(issuer.listPath);
}
