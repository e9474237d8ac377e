// The clubs area on the web server: the member's clubs, one club for its managers, and the
// rep club wizard's saves (Details, Image, Accounts, Preview) through the platform API. Every
// loader and action requires a member; the API decides who may manage which club (a club the
// viewer may not manage is 404).
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, href, redirect, type RouterContextProvider } from "react-router";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { requireUser } from "~/.server/platform/page-guards.server";
import { loadOrThrow, refusalExcept, refusalOrThrow, refusalReply, refusalStatus, toResponse, type RefusableSubmission } from "~/.server/platform/responses.server";
import { ApiError } from "~/.server/platform/api-errors.server";
import { uploadPostedImage } from "~/.server/media/image-uploads.server";
import {
  ClubByIdDocument,
  CreateClubDocument,
  ManagedClubsDocument,
  PublishClubDocument,
  SetClubAccountsDocument,
  SetClubImageDocument,
  UpdateClubDocument,
} from "~/graphql/generated";
import { clubAccountsSchema, clubDetailsSchema, clubImageSchema, wizardPath } from "~/lib/clubs/forms";
import { CLUB_SOCIAL_SCHEMES, clubMessages as m } from "../../../contract/clubs/messages";

type Ctx = Readonly<RouterContextProvider>;
/** Refusals a wizard form shows next to its fields; NOT_FOUND and a lost session become the page's answer. */
const shownRefusal = refusalExcept("AUTH_NOT_AUTHENTICATED", "NOT_FOUND");

export async function loadManagedClubs(context: Ctx, url: URL) {
  requireUser(context, url);
  const { club } = await loadOrThrow(context, () => getApi(context).query(ManagedClubsDocument), url);
  return club.managedClubs;
}

/** A club for its managers: 404 for anyone who may not work in its manager area. */
export async function loadManagedClub(context: Ctx, url: URL, clubId: string) {
  requireUser(context, url);
  const { club } = await loadOrThrow(context, () => getApi(context).query(ClubByIdDocument, { clubId }), url);
  if (!club.byId.myPermissions.includes("VIEW_MANAGER_AREA")) throw toResponse(context, new ApiError("NOT_FOUND", m.notFound, 404), url);
  return club.byId;
}

/**
 * Details: creates the club (clubId null) or changes it; then the wizard's Image step, or the
 * club's page when saved from its edit page.
 */
export async function saveClubDetails(context: Ctx, request: Request, url: URL, clubId: string | null, then: "wizard" | "club") {
  requireUser(context, url);
  const submission = parseWithZod(await request.formData(), { schema: clubDetailsSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { name, slug, description, access, brandColor } = submission.value;
  const input = { name, slug: slug ?? null, description: description ?? null, access, brandColor: brandColor ?? null };
  try {
    const api = getApi(context);
    if (clubId) {
      await api.query(UpdateClubDocument, { clubId, input });
      if (then === "wizard") return redirect(wizardPath("image", clubId));
      getSession(context).flash({ kind: "success", message: m.saved });
      return redirect(href("/my/rep-clubs/:id", { id: clubId }));
    }
    const { club } = await api.query(CreateClubDocument, { input });
    getSession(context).flash({ kind: "success", message: m.created });
    return redirect(wizardPath("image", club.create.clubId));
  } catch (error) {
    return refusalAnswer(context, url, error, submission);
  }
}

/**
 * Image: with JavaScript the picture was uploaded by presigned URL and set as the club's before
 * the post (its id comes along); without it the posted file is uploaded the same way here
 * (docs/decisions/0086). Either way stored as a 1000×1000 WEBP.
 */
export async function saveClubImage(context: Ctx, request: Request, url: URL, clubId: string) {
  requireUser(context, url);
  const submission = parseWithZod(await request.formData(), { schema: clubImageSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { image, imageId } = submission.value;
  try {
    const api = getApi(context);
    if (image) await uploadPostedImage(api, { kind: "club", clubId }, image);
    else await api.query(SetClubImageDocument, { clubId, imageId: imageId! });
    return redirect(wizardPath("accounts", clubId));
  } catch (error) {
    return refusalAnswer(context, url, error, submission);
  }
}

/** Accounts: X, YouTube, Spotify and Twitch; blank ones are left out. */
export async function saveClubAccounts(context: Ctx, request: Request, url: URL, clubId: string) {
  requireUser(context, url);
  const submission = parseWithZod(await request.formData(), { schema: clubAccountsSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const accounts = CLUB_SOCIAL_SCHEMES.map((scheme) => ({ scheme, value: submission.value[scheme] ?? "" }));
  try {
    await getApi(context).query(SetClubAccountsDocument, { clubId, accounts });
    return redirect(wizardPath("preview", clubId));
  } catch (error) {
    return refusalAnswer(context, url, error, submission);
  }
}

/** Preview: publishes the club and opens its page. */
export async function publishClub(context: Ctx, url: URL, clubId: string) {
  requireUser(context, url);
  try {
    await getApi(context).query(PublishClubDocument, { clubId });
    getSession(context).flash({ kind: "success", message: m.published });
    return redirect(href("/my/rep-clubs/:id", { id: clubId }));
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url, shownRefusal);
    return data({ publishError: refusal.message }, { status: refusalStatus(refusal) });
  }
}

function refusalAnswer(context: Ctx, url: URL, error: unknown, submission: RefusableSubmission<SubmissionResult<string[]>>) {
  const refusal = refusalOrThrow(context, error, url, shownRefusal);
  return data({ result: refusalReply(submission, refusal) }, { status: refusalStatus(refusal) });
}
