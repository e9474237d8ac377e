// The profile tabs' calls to the API and their form results: each tab's save turns the
// form into its mutation, the API's refusals into field messages, a success into a toast
// and a redirect back to the tab (so a reload shows what was saved).
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type RouterContextProvider } from "react-router";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { requireUser } from "~/.server/platform/page-guards.server";
import { fieldErrorsOf, refusalOrThrow, refusalStatus } from "~/.server/platform/responses.server";
import { webEnv } from "~/.server/platform/env.server";
import { SetAvatarDocument, UpdateAddressDocument, UpdateMySubscriptionsDocument, UpdateProfileDocument } from "~/graphql/generated";
import { mediaUrl } from "~/lib/media-url";
import { informationSchema, locationSchema, notificationsSchema, personalSchema } from "~/lib/account/profile-schemas";
import { profileTexts } from "~/lib/account/profile-texts";
import { pointOfArea } from "~/lib/account/area";
import { PROFILE_DEFAULTS } from "../../../contract/account/profile";

type Ctx = Readonly<RouterContextProvider>;

/** An avatar's address as the browser loads it (spec 1 §3: media host, default image). */
export function avatarSrc(url: string | null | undefined): string {
  return mediaUrl(url, webEnv().mediaUrl) ?? PROFILE_DEFAULTS.avatarPath;
}

/** A form's answer to a refusal: its field messages (renamed to the form's fields), else one message on top. */
function refused<T extends { reply(options?: object): unknown }>(context: Ctx, submission: T, error: unknown, url: URL, rename: Record<string, string> = {}) {
  const refusal = refusalOrThrow(context, error, url);
  const fieldErrors = fieldErrorsOf(refusal, rename);
  const formErrors = Object.keys(fieldErrors).length > 0 ? [] : [refusal.message];
  return data({ result: submission.reply({ fieldErrors, formErrors }) as never }, { status: refusalStatus(refusal) });
}

function savedTo(context: Ctx, path: string, message: string) {
  getSession(context).flash({ kind: "success", message });
  return redirect(path);
}

/** Information: the picture first (one the API refuses saves nothing), then user name and bio. */
export async function saveInformation(context: Ctx, request: Request, url: URL) {
  requireUser(context, url);
  const submission = parseWithZod(await request.formData(), { schema: informationSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { avatar, removeAvatar, userName, bio } = submission.value;
  const api = getApi(context);
  try {
    const stored = avatar ? await api.uploadImage(new Uint8Array(await avatar.arrayBuffer()), avatar.type) : null;
    const { user } = await api.query(UpdateProfileDocument, { input: { userName, bio: bio ?? "" } });
    if (stored || removeAvatar) await api.query(SetAvatarDocument, { imageId: stored?.imageId ?? null });
    getSession(context).updateUser({ userName: user.updateProfile.userName ?? null, isComplete: user.updateProfile.isComplete });
  } catch (error) {
    return refused(context, submission, error, url, { image: "avatar" });
  }
  return savedTo(context, url.pathname, profileTexts.saved);
}

/** Personal: "First Last" as sign-up sends it, gender in the API's words, the date as yyyy-MM-dd. */
export async function savePersonal(context: Ctx, request: Request, url: URL) {
  requireUser(context, url);
  const submission = parseWithZod(await request.formData(), { schema: personalSchema() });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { firstName, lastName, gender, dateOfBirth } = submission.value;
  try {
    const { user } = await getApi(context).query(UpdateProfileDocument, {
      input: { name: `${firstName} ${lastName}`, gender: gender.toUpperCase() as "MALE" | "FEMALE" | "OTHER", dateOfBirth },
    });
    getSession(context).updateUser({ isComplete: user.updateProfile.isComplete });
  } catch (error) {
    return refused(context, submission, error, url, { name: "firstName" });
  }
  return savedTo(context, url.pathname, profileTexts.saved);
}

/** Location: the whole address (empty fields clear). */
export async function saveLocation(context: Ctx, request: Request, url: URL) {
  requireUser(context, url);
  const submission = parseWithZod(await request.formData(), { schema: locationSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const value = submission.value;
  const point = pointOfArea(value.area);
  try {
    await getApi(context).query(UpdateAddressDocument, {
      input: {
        address: value.address ?? null,
        city: value.city ?? null,
        region: value.region ?? null,
        postalCode: value.postalCode ?? null,
        countryCode: value.countryCode ?? null,
        latitude: point?.latitude ?? null,
        longitude: point?.longitude ?? null,
      },
    });
  } catch (error) {
    return refused(context, submission, error, url, { latitude: "area", longitude: "area" });
  }
  return savedTo(context, url.pathname, profileTexts.locationSaved);
}

/** Notifications: the e-mail categories of the member's own address. */
export async function saveNotifications(context: Ctx, request: Request, url: URL) {
  requireUser(context, url);
  const submission = parseWithZod(await request.formData(), { schema: notificationsSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    await getApi(context).query(UpdateMySubscriptionsDocument, { input: submission.value });
  } catch (error) {
    return refused(context, submission, error, url);
  }
  return savedTo(context, url.pathname, profileTexts.notificationsSaved);
}
