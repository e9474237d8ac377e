// The zones page on the server: the event's zones and ticket types, saving and deleting a zone.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, href, redirect, type RouterContextProvider } from "react-router";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { requireUser } from "~/.server/platform/page-guards.server";
import { fieldErrorsOf, loadOrThrow, refusalOrThrow, refusalStatus } from "~/.server/platform/responses.server";
import { DeleteScanningZoneDocument, DoorZonesDocument, SaveScanningZoneDocument } from "~/graphql/generated";
import { zoneFormSchema } from "~/lib/hosting/door/forms";
import { doorMessages } from "~/lib/hosting/door/texts";

type Ctx = Readonly<RouterContextProvider>;

/** Only the event's editors see this page: door staff get the 403 page. */
export async function loadZones(context: Ctx, url: URL, eventId: string) {
  requireUser(context, url);
  const { event } = await loadOrThrow(context, () => getApi(context).query(DoorZonesDocument, { eventId }), url);
  if (!event.door.canEditZones) throw data("You don't have access to this page.", { status: 403 });
  const zones = event.door.zones.filter((zone) => zone.zoneId);
  const editing = zones.find((zone) => zone.zoneId === url.searchParams.get("zone")) ?? null;
  return { door: event.door, zones, editing };
}

const zonesPath = (eventId: string) => href("/rep-club/events/:id/door/zones", { id: eventId });

export async function saveZoneAction(context: Ctx, formData: FormData, url: URL, eventId: string) {
  requireUser(context, url);
  const submission = parseWithZod(formData, { schema: zoneFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { zoneId, ...input } = submission.value;
  try {
    await getApi(context).query(SaveScanningZoneDocument, { eventId, input: { ...input, zoneId: zoneId || null } });
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url);
    const fieldErrors = fieldErrorsOf(refusal);
    const formErrors = Object.keys(fieldErrors).length ? [] : [refusal.message];
    return data({ result: submission.reply({ fieldErrors, formErrors }) }, { status: refusalStatus(refusal) });
  }
  getSession(context).flash({ kind: "success", message: zoneId ? doorMessages.zoneSaved : doorMessages.zoneAdded });
  return redirect(zonesPath(eventId));
}

export async function deleteZoneAction(context: Ctx, formData: FormData, url: URL, eventId: string) {
  requireUser(context, url);
  const zoneId = String(formData.get("zoneId") ?? "");
  try {
    await getApi(context).query(DeleteScanningZoneDocument, { eventId, zoneId });
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url);
    getSession(context).flash({ kind: "danger", message: refusal.message });
    return redirect(zonesPath(eventId));
  }
  getSession(context).flash({ kind: "success", message: doorMessages.zoneDeleted });
  return redirect(zonesPath(eventId));
}
