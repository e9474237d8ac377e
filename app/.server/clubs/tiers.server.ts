// The club manager area's loyalty tiers page (spec 3 §2 loyalty-tiers, §3 tiers; ADR 0059) on
// the web server: the tiers for those who may edit the club (404 for anyone else), and their
// changes through the platform API, which decides each again. A tier's image is uploaded by
// presigned URL first (1000×1000 WEBP), like the club's image step (docs/decisions/0086).
import { parseWithZod } from "@conform-to/zod/v4";
import { data, href, redirect, type RouterContextProvider } from "react-router";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { requireUser } from "~/.server/platform/page-guards.server";
import { loadOrThrow, notFoundResponse, refusalExcept, refusalOrThrow, refusalReply, refusalStatus } from "~/.server/platform/responses.server";
import { ClubTiersDocument, CreateClubTierDocument, DeleteClubTierDocument, UpdateClubTierDocument } from "~/graphql/generated";
import { tierFormSchema } from "~/lib/clubs/tier-forms";
import { uploadPostedImage } from "~/.server/media/image-uploads.server";
import { clubTierMessages as m } from "../../../contract/clubs/tiers-messages";

type Ctx = Readonly<RouterContextProvider>;
const shownRefusal = refusalExcept("AUTH_NOT_AUTHENTICATED", "NOT_FOUND");

export const tiersPath = (clubId: string) => href("/my/rep-clubs/:club_id/loyalty-tiers", { club_id: clubId });

export async function loadClubTiers(context: Ctx, url: URL, clubId: string) {
  requireUser(context, url);
  const { club } = await loadOrThrow(context, () => getApi(context).query(ClubTiersDocument, { clubId }), url);
  if (!club.byId.myPermissions.includes("EDIT_CLUB")) throw notFoundResponse();
  return club.byId;
}

export async function tiersAction(context: Ctx, request: Request, url: URL, clubId: string) {
  requireUser(context, url);
  const submission = parseWithZod(await request.formData(), { schema: tierFormSchema });
  const formId = (value: { intent?: unknown; tierId?: unknown } | undefined) => (value?.intent === "create" ? "create" : String(value?.tierId ?? ""));
  if (submission.status !== "success") return data({ formId: formId(submission.payload as never), result: submission.reply() }, { status: 400 });
  const value = submission.value;
  const api = getApi(context);
  try {
    if (value.intent === "delete") {
      await api.query(DeleteClubTierDocument, { tierId: value.tierId });
      getSession(context).flash({ kind: "success", message: m.deleted });
      return redirect(tiersPath(clubId));
    }
    // Uploaded by presigned URL already (JavaScript on), or the posted file uploaded the same way here.
    const imageId = value.image ? (await uploadPostedImage(api, { kind: "tier", clubId }, value.image)).imageId : (value.imageId ?? null);
    const input = {
      level: value.level,
      name: value.name,
      description: value.description ?? null,
      color: value.color ?? null,
      minimumPoints: value.minimumPoints,
      imageId,
      removeImage: value.intent === "update" && !imageId ? (value.removeImage ?? false) : false,
    };
    if (value.intent === "create") await api.query(CreateClubTierDocument, { clubId, input });
    else await api.query(UpdateClubTierDocument, { tierId: value.tierId, input });
    getSession(context).flash({ kind: "success", message: value.intent === "create" ? m.created : m.saved });
    return redirect(tiersPath(clubId));
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url, shownRefusal);
    return data({ formId: value.intent === "create" ? "create" : value.tierId, result: refusalReply(submission, refusal) }, { status: refusalStatus(refusal) });
  }
}
