// A club's offers on the web server (spec 3 §2 club area; ADR 0060): the manager pages for those
// who may manage the club's offers (404 for anyone else), their create, edit, publish and delete
// actions through the platform API (which decides each again), and the members' pages.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type RouterContextProvider } from "react-router";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { requireUser } from "~/.server/platform/page-guards.server";
import { loadOrThrow, notFoundResponse, refusalExcept, refusalOrThrow, refusalReply, refusalStatus, type RefusableSubmission } from "~/.server/platform/responses.server";
import {
  CreateOfferDocument,
  DeleteOfferDocument,
  ManagedOfferDocument,
  ManagedOfferDetailDocument,
  ManagedOffersDocument,
  MyClubsOffersDocument,
  OfferClubDocument,
  PublicClubOffersDocument,
  SetOfferPublicationDocument,
  UpdateOfferDocument,
  type OfferSubType,
} from "~/graphql/generated";
import { featureFlagsFor } from "~/.server/platform/feature-flags.server";
import { offerDetailPath, offerEditPath, offerFieldName, offerFormSchema, offerInputOf, offersIndexPath } from "~/lib/clubs/offer-forms";
import { offerMessages as m, type OfferCategory } from "../../../../contract/clubs/offer-messages";

type Ctx = Readonly<RouterContextProvider>;
/** Refusals a form shows; an offer or club the viewer no longer manages and a lost session become the page's answer. */
const shownRefusal = refusalExcept("AUTH_NOT_AUTHENTICATED", "NOT_FOUND");

/** The club, for one who may manage its offers; 404 for anyone else. */
export async function loadOfferClub(context: Ctx, url: URL, clubId: string) {
  requireUser(context, url);
  const { club } = await loadOrThrow(context, () => getApi(context).query(OfferClubDocument, { clubId }), url);
  if (!club.byId.myPermissions.includes("MANAGE_OFFERS")) throw notFoundResponse();
  return club.byId;
}

/** The club and all its offers (of one category, when asked), for one who may manage them. */
export async function loadManagedOffers(context: Ctx, url: URL, clubId: string, category: OfferCategory | null) {
  requireUser(context, url);
  const { club } = await loadOrThrow(context, () => getApi(context).query(ManagedOffersDocument, { clubId, category: category as OfferSubType | null }), url);
  if (!club.byId.myPermissions.includes("MANAGE_OFFERS")) throw notFoundResponse();
  return { club: club.byId, offers: club.offers };
}

/** One of the club's offers, for one who may manage it; 404 for anyone else or another club's offer. */
export async function loadManagedOffer(context: Ctx, url: URL, clubId: string, offerId: string) {
  requireUser(context, url);
  const { club } = await loadOrThrow(context, () => getApi(context).query(ManagedOfferDocument, { offerId }), url);
  if (!club.offer.canManage || club.offer.club.clubId !== clubId) throw notFoundResponse();
  return club.offer;
}

/** The offer's detail page: the offer and its redemptions, for one who may manage it; 404 for anyone else. */
export async function loadManagedOfferDetail(context: Ctx, url: URL, clubId: string, offerId: string) {
  requireUser(context, url);
  const { club } = await loadOrThrow(context, () => getApi(context).query(ManagedOfferDetailDocument, { offerId }), url);
  if (!club.offer.canManage || club.offer.club.clubId !== clubId) throw notFoundResponse();
  return club.offer;
}

/** The picture chosen in the form, stored first (1000×1000 WEBP); null when none was chosen. */
async function uploadedImageId(context: Ctx, image: File | undefined): Promise<string | null> {
  if (!image) return null;
  return (await getApi(context).uploadImage(new Uint8Array(await image.arrayBuffer()), image.type)).imageId;
}

/** A refused save: the API's field messages beside the form's fields, else one message on top. */
function refusedSave<Reply>(context: Ctx, submission: RefusableSubmission<Reply>, error: unknown, url: URL) {
  const refusal = refusalOrThrow(context, error, url, shownRefusal);
  const rename = Object.fromEntries(Object.keys(refusal.fields ?? {}).map((field) => [field, offerFieldName(field)]));
  return data({ result: refusalReply(submission, refusal, rename), error: undefined as string | undefined }, { status: refusalStatus(refusal) });
}

/** Creates an offer of the programme, then opens it. */
export async function createOffer(context: Ctx, request: Request, url: URL, clubId: string, category: OfferCategory, program: string) {
  await loadOfferClub(context, url, clubId);
  const submission = parseWithZod(await request.formData(), { schema: offerFormSchema(category, program) });
  if (submission.status !== "success") return data({ result: submission.reply(), error: undefined as string | undefined }, { status: 400 });
  let offerId: string;
  try {
    const input = offerInputOf(category, program, submission.value, await uploadedImageId(context, submission.value.image));
    const { club } = await getApi(context).query(CreateOfferDocument, { clubId, subType: category, program, input });
    offerId = club.createOffer.offerId;
  } catch (error) {
    return refusedSave(context, submission, error, url);
  }
  getSession(context).flash({ kind: "success", message: m.created });
  return redirect(offerDetailPath(clubId, offerId));
}

/** The edit page's forms: save (intent=save), publish, unpublish, and a confirmed delete. */
export async function offerEditAction(context: Ctx, request: Request, url: URL, clubId: string, offerId: string) {
  const offer = await loadManagedOffer(context, url, clubId, offerId);
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "save");
  const api = getApi(context);
  if (intent === "publish" || intent === "unpublish") {
    try {
      await api.query(SetOfferPublicationDocument, { offerId, publication: intent === "publish" ? "PUBLISHED" : "UNPUBLISHED" });
    } catch (error) {
      const refusal = refusalOrThrow(context, error, url, shownRefusal);
      return data({ result: undefined, error: refusal.message }, { status: refusalStatus(refusal) });
    }
    getSession(context).flash({ kind: "success", message: intent === "publish" ? m.publishedNow : m.unpublishedNow });
    return redirect(offerEditPath(clubId, offerId));
  }
  if (intent === "delete") {
    try {
      await api.query(DeleteOfferDocument, { offerId });
    } catch (error) {
      const refusal = refusalOrThrow(context, error, url, shownRefusal);
      return data({ result: undefined, error: refusal.message }, { status: refusalStatus(refusal) });
    }
    getSession(context).flash({ kind: "success", message: m.deleted });
    return redirect(offersIndexPath(clubId));
  }
  const category = offer.subType as OfferCategory;
  const submission = parseWithZod(formData, { schema: offerFormSchema(category, offer.program) });
  if (submission.status !== "success") return data({ result: submission.reply(), error: undefined as string | undefined }, { status: 400 });
  try {
    const input = offerInputOf(category, offer.program, submission.value, await uploadedImageId(context, submission.value.image));
    await api.query(UpdateOfferDocument, { offerId, input });
  } catch (error) {
    return refusedSave(context, submission, error, url);
  }
  getSession(context).flash({ kind: "success", message: m.saved });
  return redirect(offerDetailPath(clubId, offerId));
}

/** A club's offers as members and visitors see them (no sign-in needed); 404 for a club they may not see. */
export async function loadPublicClubOffers(context: Ctx, url: URL, clubId: string) {
  const { club } = await loadOrThrow(context, () => getApi(context).query(PublicClubOffersDocument, { clubId }), url);
  // A manager sees every offer through the API; this page shows what members see.
  const shown = club.offers.filter((offer) => offer.publication === "PUBLISHED" && (offer.status === "ACTIVE" || offer.status === "PENDING"));
  return { club: club.byId, offers: shown };
}

/** Whether the redeemOffers feature flag is on for this request (the operator's override, or a trial's developer mode). */
export function redeemOffersOn(request: Request): boolean {
  return featureFlagsFor(request).redeemOffers;
}

/** The offers of the clubs the member belongs to, of one category or all. 404 while redeemOffers is off. */
export async function loadMyClubsOffers(context: Ctx, request: Request, url: URL, category: OfferCategory | null) {
  if (!redeemOffersOn(request)) throw notFoundResponse();
  requireUser(context, url);
  const { club } = await loadOrThrow(context, () => getApi(context).query(MyClubsOffersDocument, { category: category as OfferSubType | null }), url);
  return club.myClubsOffers;
}
