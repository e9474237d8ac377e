// The door page on the server: the event's door and summary, a scan, an un-check-in, and
// finding a guest by name to check them in without a scan (ADR 0100).
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type RouterContextProvider } from "react-router";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { requireUser } from "~/.server/platform/page-guards.server";
import { fieldErrorsOf, loadOrThrow, refusalOrThrow, refusalStatus } from "~/.server/platform/responses.server";
import { AdmitTicketDocument, DoorPageDocument, DoorTicketsDocument, UndoCheckInDocument, VerifyTicketDocument, type DoorScanResultFragment } from "~/graphql/generated";
import { admitFormSchema, newScanNonce, scanFormSchema, undoFormSchema } from "~/lib/hosting/door/forms";
import { doorMessages, doorTexts, scanStatusAdvice, scanStatusLabels } from "~/lib/hosting/door/texts";
import { DOOR_SEARCH_MIN } from "../../../../contract/hosting/door-messages";
import { doorPath, ZONE_PARAM } from "~/lib/hosting/door/paths";

type Ctx = Readonly<RouterContextProvider>;

/**
 * The door, the zone being scanned at (?zone=, else the first), a nonce for the next scan, and
 * with ?q= the zone's tickets whose holder's name holds it (null: no search, or too short).
 */
export async function loadDoor(context: Ctx, url: URL, eventId: string) {
  requireUser(context, url);
  const search = (url.searchParams.get("q") ?? "").trim();
  const { event } = await loadOrThrow(context, () => getApi(context).query(DoorPageDocument, { eventId }), url);
  const zones = event.door.zones;
  const zone = zones.find((candidate) => candidate.zoneId === url.searchParams.get(ZONE_PARAM)) ?? zones[0];
  const found =
    search.length >= DOOR_SEARCH_MIN
      ? (await loadOrThrow(context, () => getApi(context).query(DoorTicketsDocument, { eventId, zoneId: zone?.zoneId ?? null, search }), url)).event.doorTickets
      : null;
  return { door: event.door, summary: event.checkedInSummary, zone, nonce: newScanNonce(), search, found };
}

/** A ticket found by name, checked in: back to the same search with the answer as a toast. */
export async function admitAction(context: Ctx, formData: FormData, url: URL, eventId: string) {
  requireUser(context, url);
  const submission = parseWithZod(formData, { schema: admitFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), scan: null, nonce: newScanNonce() }, { status: 400 });
  const { ticketId, zoneId, nonce, q } = submission.value;
  const back = doorPath(eventId, zoneId, q);
  try {
    const { event } = await getApi(context).query(AdmitTicketDocument, { input: { eventId, ticketId, zoneId, nonce } });
    const { status, holderName, ticketType } = event.admitTicket;
    getSession(context).flash(
      status === "OK"
        ? { kind: "success", message: doorTexts.admitted(holderName ?? "Guest", ticketType ?? "") }
        : { kind: "danger", message: `${scanStatusLabels[status]}: ${scanStatusAdvice[status]}` },
    );
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url);
    getSession(context).flash({ kind: "danger", message: refusal.message });
  }
  return redirect(back);
}

export type ScanOutcome = { ok: true; scan: DoorScanResultFragment } | { ok: false; message: string; fields: Record<string, string[]> };

/** One scan through the API; a refusal of the call itself (bad input, zone gone) comes back as a message. */
export async function verifyTicket(context: Ctx, url: URL, eventId: string, input: { code: string; zoneId: string | null; nonce: string; scannedAt?: string }): Promise<ScanOutcome> {
  try {
    const { event } = await getApi(context).query(VerifyTicketDocument, { input: { eventId, ...input, scannedAt: input.scannedAt ?? null } });
    return { ok: true, scan: event.verifyTicket };
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url);
    return { ok: false, message: refusal.message, fields: fieldErrorsOf(refusal) };
  }
}

/** A scan posted from the page (typed, pasted or read by the camera): the result, and a fresh nonce for the next. */
export async function scanAction(context: Ctx, formData: FormData, url: URL, eventId: string) {
  requireUser(context, url);
  const submission = parseWithZod(formData, { schema: scanFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), scan: null, nonce: newScanNonce() }, { status: 400 });
  const outcome = await verifyTicket(context, url, eventId, submission.value);
  if (!outcome.ok) {
    const formErrors = Object.keys(outcome.fields).length ? [] : [outcome.message];
    return data({ result: submission.reply({ fieldErrors: outcome.fields, formErrors }), scan: null, nonce: newScanNonce() }, { status: 400 });
  }
  return { result: submission.reply({ resetForm: true }), scan: outcome.scan, nonce: newScanNonce() };
}

/** Un-check-in of the ticket just scanned; back to the door with a toast. */
export async function undoAction(context: Ctx, formData: FormData, url: URL, eventId: string) {
  requireUser(context, url);
  const submission = parseWithZod(formData, { schema: undoFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), scan: null, nonce: newScanNonce() }, { status: 400 });
  const { ticketId, zoneId, nonce } = submission.value;
  try {
    await getApi(context).query(UndoCheckInDocument, { input: { eventId, ticketId, zoneId, nonce } });
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url);
    return data({ result: submission.reply({ formErrors: [refusal.message] }), scan: null, nonce: newScanNonce() }, { status: refusalStatus(refusal) });
  }
  getSession(context).flash({ kind: "success", message: doorMessages.checkInUndone });
  return redirect(doorPath(eventId, zoneId));
}
