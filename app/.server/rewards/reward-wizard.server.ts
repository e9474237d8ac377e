// The pie reward wizard on the web server (spec 3 §2 steps; ADR 0077): a step's page with the
// draft's values, a step's Next (its fields checked, its picture or PDF uploaded, the draft
// saved through the API, then the next step), and Save on Preview (the whole draft checked,
// then createPieReward or updatePieReward, and the draft deleted). The draft lives in the API,
// so every step works without JavaScript and a reload loses nothing.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type RouterContextProvider } from "react-router";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { loadOrThrow, notFoundResponse, refusalExcept, refusalOrThrow, refusalStatus } from "~/.server/platform/responses.server";
import {
  CreatePieRewardDocument,
  DeletePieRewardDraftDocument,
  PieRewardDraftDocument,
  PieRewardPageDocument,
  RewardBadgeChoicesDocument,
  SavePieRewardDraftDocument,
  UpdatePieRewardDocument,
  type PieRewardFullFragment,
} from "~/graphql/generated";
import { isWizardStep, pieRewardInput, pieRewardSchema, REWARD_FORM_FIELDS, STEP_FIELDS, stepOfField, stepSchema } from "~/lib/rewards/pie-reward-form";
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES, mediaMessages } from "../../../contract/media/messages";
import { imagePath } from "../../../contract/media/rest";
import { REWARD_WIZARD_STEP_KEYS, REWARD_WIZARD_STEPS, rewardMessages as m, type RewardWizardStep } from "../../../contract/rewards/pie-rewards";
import { badgeImageSrc } from "./achievements.server";
import { requireRewardingPie, rewardPath } from "./pie-rewards.server";
import { withHubPie, withQuery } from "~/lib/pies/hub-pie";
import type { PiePermission } from "../../../contract/pies/permissions";

type Ctx = Readonly<RouterContextProvider>;
export type WizardValues = Record<string, string | string[]>;
export type WizardProblem = { step: RewardWizardStep; label: string; message: string };

const shownRefusal = refusalExcept("AUTH_NOT_AUTHENTICATED", "NOT_FOUND");
const MULTIPLE = new Set(["achievementIds"]);
const day = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : "");
const on = (value: boolean | null | undefined) => (value ? "on" : "");

/** A saved reward's values as the wizard's fields: what editing starts from. */
export function formValuesOf(reward: PieRewardFullFragment & { avatarUrl?: string | null }): WizardValues {
  const conditions = reward.conditions;
  const slicesBoost = reward.winningBoosts.find((boost) => boost.slices != null);
  const badgeBoost = reward.winningBoosts.find((boost) => boost.achievement);
  const avatar = /^\/media\/([0-9a-f-]{36})\.webp$/.exec(reward.avatarUrl ?? "");
  const values: WizardValues = {
    displayName: reward.displayName,
    slug: reward.slug,
    bio: reward.bio ?? "",
    avatarImageId: avatar?.[1] ?? "",
    type: reward.type,
    delivery: reward.delivery,
    category: reward.category,
    slicesAmount: conditions.ownedSlices?.amount?.toString() ?? "",
    slicesFrom: day(conditions.ownedSlices?.from),
    slicesTo: day(conditions.ownedSlices?.to),
    needNewSlices: on(reward.needNewSlices),
    ageLimit: reward.ageLimit?.toString() ?? "",
    geoAddress: conditions.geoRange?.address ?? "",
    geoLatitude: conditions.geoRange?.latitude?.toString() ?? "",
    geoLongitude: conditions.geoRange?.longitude?.toString() ?? "",
    geoRadius: conditions.geoRange?.radius?.toString() ?? "",
    geoUnit: conditions.geoRange?.unit ?? "KM",
    startDate: day(reward.startDate),
    endDate: day(reward.endDate),
    expiresAt: day(reward.expiresAt),
    maxWinners: reward.maxWinners.toString(),
    status: reward.status,
    isHidden: on(reward.isHidden),
    canShareByParticipants: on(reward.canShareByParticipants),
    notes: reward.notes ?? "",
    boostSlices: slicesBoost?.slices?.toString() ?? "",
    boostSlicesExtra: slicesBoost?.extraEntries.toString() ?? "",
    boostBadgeId: badgeBoost?.achievement?.achievementId ?? "",
    boostBadgeExtra: badgeBoost?.extraEntries.toString() ?? "",
    privacyTitle: reward.privacyPolicy?.title ?? "",
    privacyContent: reward.privacyPolicy?.content ?? "",
    privacyFileUrl: reward.privacyPolicy?.fileUrl ?? "",
    redeemType: reward.redeemType ?? "",
    redeemCode: reward.redeemCode ?? "",
    redeemDescription: reward.redeemDescription ?? "",
    achievementIds: conditions.achievements.map((badge) => badge.achievementId),
    requireAllAchievements: on(conditions.requireAllAchievements),
    bonusAchievementId: reward.bonusAchievement?.achievementId ?? "",
  };
  // Empty fields are left out, as a browser leaves out an unchecked box.
  return Object.fromEntries(Object.entries(values).filter(([, value]) => (Array.isArray(value) ? true : value !== "")));
}

function formDataOf(values: WizardValues): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) for (const one of Array.isArray(value) ? value : [value]) form.append(name, one);
  return form;
}

const asDraftValues = (values: WizardValues) => Object.entries(values).map(([name, value]) => ({ name, values: Array.isArray(value) ? value : [value] }));

function fromDraft(values: readonly { name: string; values: readonly string[] }[]): WizardValues {
  return Object.fromEntries(values.filter((value) => MULTIPLE.has(value.name) || value.values.length > 0).map((value) => [value.name, MULTIPLE.has(value.name) ? [...value.values] : value.values[0]!]));
}

const stepLabel = (step: RewardWizardStep) => REWARD_WIZARD_STEPS[REWARD_WIZARD_STEP_KEYS.indexOf(step)]!;
const problem = (field: string, message: string): WizardProblem => ({ step: stepOfField(field), label: stepLabel(stepOfField(field)), message });

/** The step in the URL (?step=…), Details when there is none or it is unknown. */
function stepOf(url: URL): RewardWizardStep {
  const asked = url.searchParams.get("step");
  return isWizardStep(asked) ? asked : "details";
}

export function wizardPath(base: string, step: RewardWizardStep, draftId: string | null): string {
  return `${withQuery(base, "")}step=${step}${draftId ? `&draft=${encodeURIComponent(draftId)}` : ""}`;
}

/** The reward edited, when it is this pie's (404 otherwise). */
async function editedReward(context: Ctx, url: URL, pieId: string, rewardId: string) {
  const { rewards } = await loadOrThrow(context, () => getApi(context).query(PieRewardPageDocument, { pie: pieId, reward: rewardId }), url);
  if (rewards.pieReward.pie.pieId !== pieId || !rewards.pieReward.canManage) throw notFoundResponse();
  return rewards.pieReward;
}

/** A new reward's choices before anything is typed: a draw for one winner, open at once. */
const NEW_REWARD: WizardValues = { type: "DRAW", delivery: "DIGITAL", category: "RAFFLE", maxWinners: "1", status: "OPEN", geoUnit: "KM" };

/** The values the wizard shows: the draft's, else the saved reward's (editing), else a new reward's. */
async function currentValues(context: Ctx, url: URL, draftId: string | null, reward: Awaited<ReturnType<typeof editedReward>> | null): Promise<WizardValues> {
  if (!draftId) return reward ? formValuesOf(reward) : NEW_REWARD;
  const { rewards } = await loadOrThrow(context, () => getApi(context).query(PieRewardDraftDocument, { draftId }), url);
  const draft = rewards.pieRewardDraft;
  if ((draft.rewardId ?? null) !== (reward?.rewardId ?? null)) throw notFoundResponse();
  // Steps not visited yet keep a new reward's choices.
  return { ...(reward ? {} : NEW_REWARD), ...fromDraft(draft.values) };
}

/** What Save would publish, checked as a whole: the input, or every problem with the step to fix it on. */
function checkedWhole(values: WizardValues) {
  const submission = parseWithZod(formDataOf(values), { schema: pieRewardSchema });
  if (submission.status !== "success") {
    const errors = submission.reply().error ?? {};
    return { input: null, problems: Object.entries(errors).flatMap(([field, messages]) => (messages ?? []).map((message) => problem(field, message))) };
  }
  return { input: pieRewardInput(submission.value), problems: [] as WizardProblem[] };
}

/** Creating a reward needs CAN_CREATE_REWARDS, editing one CAN_MODIFY_EXISTING_REWARDS. */
const wizardFlags = (rewardId: string | null): PiePermission[] => [rewardId ? "CAN_MODIFY_EXISTING_REWARDS" : "CAN_CREATE_REWARDS"];

export async function loadRewardWizard(context: Ctx, url: URL, rewardId: string | null) {
  const pie = await requireRewardingPie(context, url, wizardFlags(rewardId));
  const step = stepOf(url);
  const draftId = url.searchParams.get("draft");
  const { rewards } = await loadOrThrow(context, () => getApi(context).query(RewardBadgeChoicesDocument), url);
  const reward = rewardId ? await editedReward(context, url, pie.pieId, rewardId) : null;
  const values = await currentValues(context, url, draftId, reward);
  const avatarImageId = typeof values.avatarImageId === "string" ? values.avatarImageId : null;
  const avatarSrc = avatarImageId ? badgeImageSrc(imagePath(avatarImageId)) : null;
  let preview = null;
  if (step === "preview") {
    const { input, problems } = checkedWhole(values);
    const badgeName = (id: string) => rewards.rewardBadgeChoices.find((badge) => badge.achievementId === id)?.displayName ?? id;
    preview = {
      problems,
      reward: input && {
        ...input,
        imageSrc: avatarSrc,
        needNewSlices: input.needNewSlices,
        conditions: {
          ownedSlices: input.ownedSlices,
          achievements: input.achievementIds.map((id) => ({ achievementId: id, displayName: badgeName(id) })),
          requireAllAchievements: input.requireAllAchievements,
          geoRange: input.geoRange,
        },
        bonusAchievement: input.bonusAchievementId ? { displayName: badgeName(input.bonusAchievementId) } : null,
        winningBoosts: input.winningBoosts.map((boost) => ({ slices: boost.slices, extraEntries: boost.extraEntries, achievement: boost.achievementId ? { displayName: badgeName(boost.achievementId) } : null })),
      },
    };
  }
  return {
    pie,
    badges: rewards.rewardBadgeChoices,
    reward: reward ? { rewardId: reward.rewardId, displayName: reward.displayName } : null,
    step,
    draftId,
    values,
    avatarSrc,
    preview,
    basePath: withHubPie(url.pathname, pie.chosen),
  };
}

/** A file field's upload: the stored thing, or the message to show beside the field. */
async function uploaded<T>(context: Ctx, url: URL, file: FormDataEntryValue | null, upload: (bytes: Uint8Array, type: string) => Promise<T>): Promise<{ stored: T | null; error: string | null }> {
  if (!(file instanceof File) || file.size === 0) return { stored: null, error: null };
  try {
    return { stored: await upload(new Uint8Array(await file.arrayBuffer()), file.type), error: null };
  } catch (error) {
    return { stored: null, error: refusalOrThrow(context, error, url, shownRefusal).message };
  }
}

/** Next on a step: its fields checked and kept in the draft, then the next step. Save on Preview publishes. */
export async function rewardWizardAction(context: Ctx, request: Request, url: URL, rewardId: string | null) {
  const pie = await requireRewardingPie(context, url, wizardFlags(rewardId));
  const step = stepOf(url);
  const draftId = url.searchParams.get("draft");
  const reward = rewardId ? await editedReward(context, url, pie.pieId, rewardId) : null;
  const form = await request.formData();
  if (step === "preview") return publish(context, url, pie.pieId, reward, draftId);

  const submission = parseWithZod(form, { schema: stepSchema(step) });
  if (submission.status !== "success") return data({ result: submission.reply(), problems: [] as WizardProblem[] }, { status: 400 });
  const api = getApi(context);
  const fileErrors: Record<string, string[]> = {};
  const values: WizardValues = {};
  for (const name of STEP_FIELDS[step]) {
    const given = form.getAll(name).filter((value): value is string => typeof value === "string" && value.trim() !== "");
    values[name] = MULTIPLE.has(name) ? given : given.slice(0, 1);
  }
  if (step === "details") {
    const avatar = form.get("avatar");
    if (avatar instanceof File && avatar.size > MAX_IMAGE_BYTES) fileErrors.avatar = [mediaMessages.tooLarge];
    else if (avatar instanceof File && avatar.size > 0 && !(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(avatar.type)) fileErrors.avatar = [mediaMessages.notAnImage];
    else {
      const { stored, error } = await uploaded(context, url, avatar, (bytes, type) => api.uploadImageByPresignedUrl(bytes, type));
      if (error) fileErrors.avatar = [error];
      if (stored) values.avatarImageId = [stored.imageId];
    }
  }
  if (step === "settings") {
    const { stored, error } = await uploaded(context, url, form.get("privacyFile"), (bytes) => api.uploadRewardPrivacyDocument(pie.pieId, bytes));
    if (error) fileErrors.privacyFile = [error];
    if (stored) values.privacyFileUrl = [stored.url];
    if (stored && !submission.value.privacyTitle) fileErrors.privacyTitle = [m.privacyFileWithoutPolicy];
  }
  if (Object.keys(fileErrors).length > 0) return data({ result: submission.reply({ fieldErrors: fileErrors }), problems: [] as WizardProblem[] }, { status: 400 });

  // Editing starts its draft from the saved reward, so later steps show what is saved.
  const seed = !draftId && reward ? formValuesOf(reward) : {};
  const merged = asDraftValues({ ...seed, ...values });
  let savedDraftId: string;
  try {
    const { rewards } = await api.query(SavePieRewardDraftDocument, { input: { draftId, pieId: pie.pieId, rewardId: draftId ? null : (reward?.rewardId ?? null), values: merged } });
    savedDraftId = rewards.savePieRewardDraft.draftId;
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url, shownRefusal);
    return data({ result: submission.reply({ formErrors: [refusal.message] }), problems: [] as WizardProblem[] }, { status: refusalStatus(refusal) });
  }
  const next = REWARD_WIZARD_STEP_KEYS[REWARD_WIZARD_STEP_KEYS.indexOf(step) + 1] ?? "preview";
  return redirect(wizardPath(withHubPie(url.pathname, pie.chosen), next, savedDraftId));
}

async function publish(context: Ctx, url: URL, pieId: string, reward: Awaited<ReturnType<typeof editedReward>> | null, draftId: string | null) {
  const values = await currentValues(context, url, draftId, reward);
  const { input, problems } = checkedWhole(values);
  if (!input) return data({ result: undefined, problems }, { status: 400 });
  const api = getApi(context);
  let target: { rewardId: string };
  try {
    if (reward) {
      await api.query(UpdatePieRewardDocument, { rewardId: reward.rewardId, input });
      target = reward;
    } else target = (await api.query(CreatePieRewardDocument, { pieId, input })).rewards.createPieReward;
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url, shownRefusal);
    const fields = Object.entries(refusal.fields ?? {});
    const refused = fields.length ? fields.map(([field, message]) => problem(REWARD_FORM_FIELDS[field] ?? field, message)) : [{ step: "preview" as const, label: stepLabel("preview"), message: refusal.message }];
    return data({ result: undefined, problems: refused }, { status: refusalStatus(refusal) });
  }
  // The reward is saved: a draft that could not be deleted now is only a leftover, not a failure.
  if (draftId) await api.query(DeletePieRewardDraftDocument, { draftId }).catch(() => false);
  getSession(context).flash({ kind: "success", message: reward ? m.saved : m.created });
  return redirect(rewardPath({ pieId }, target));
}
