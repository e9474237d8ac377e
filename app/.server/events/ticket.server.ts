import QRCode from "qrcode";
import { data, type RouterContextProvider } from "react-router";
import { getApi } from "~/.server/platform/request-context.server";
import { requireUser } from "~/.server/platform/page-guards.server";
import { loadOrThrow } from "~/.server/platform/responses.server";
import { MyTicketDocument } from "~/graphql/generated";
import { memberHandle, ticketOrigin } from "~/lib/events/ticket-transfer";
import { formatEventDay, formatEventTimeRange } from "~/lib/format";
import { ticketTransferMessages as m } from "../../../contract/events/messages";

type Ctx = Readonly<RouterContextProvider>;
/** What finding the viewer's passes needs of an event: its status and the viewer's tickets with their passes. */
type HeldTicket = {
  ticketId: string;
  ticketType: string;
  count: number;
  status: string;
  passToken?: string | null;
  firstSeen?: string | null;
  receivedVia?: string | null;
  associatedUser?: { userName?: string | null; name: string } | null;
};
type TicketEvent = { status: string; optInUseQrPass: boolean; my: { tickets: HeldTicket[] } | null };

/** The accessible name of a ticket's QR code (the page's <svg role="img">). */
export const TICKET_QR_LABEL = "Ticket QR code to show at the door";

/**
 * A held ticket as its holder's pages show it: the pass (the signed token the door scans) as a
 * QR code and as text under it, for a door without a camera (docs/decisions/0051). Only its
 * holder's signed-in pages carry it, never the shared signed-out event page. An event that does
 * not use QR passes (ADR 0100) admits by name: its tickets carry none.
 */
export interface TicketPassView {
  ticketId: string;
  ticketType: string;
  count: number;
  /** The QR code of the pass as inline SVG, rendered here on the server; null where the event admits by name. */
  qrSvg: string | null;
  /** The pass itself, shown under the QR code for typing at the door; null where the event admits by name. */
  code: string | null;
  /** "Gift from @sam" or "Transferred from @sam"; null for one's own ticket. */
  origin: string | null;
  /** Not scanned at the door yet: its holder may still transfer it. */
  canTransfer: boolean;
}

/** A held ticket's plus-ones on its page. */
export interface PlusOnesView {
  ticketId: string;
  ticketType: string;
  additionalGuests: number;
  maxAdditionalGuests: number;
  canChange: boolean;
}

/** A ticket the viewer sent to another member: no pass any more. */
export interface TransferredTicketView {
  ticketId: string;
  ticketType: string;
  count: number;
  /** "Transferred to @sam". */
  label: string;
}

export interface MyTicketPage {
  event: {
    slug: string;
    displayName: string;
    /** "Sat, Dec 12, 2026" and "7:00 PM – 11:00 PM PST", in the event's zone. */
    day: string;
    time: string;
    /** Null when there is none, or it is kept from this attendee. */
    venue: string | null;
  };
  attendeeName: string;
  tickets: TicketPassView[];
  /** The held tickets that admit plus-ones: how many the holder brings, and whether they may still change it (ADR 0068). */
  plusOnes: PlusOnesView[];
  transferred: TransferredTicketView[];
}

/**
 * Drawn QR codes by pass. A pass does not change while its ticket is active, and the
 * signed-in event page draws its viewer's on every view; a few hundred are kept.
 */
const drawnQrCodes = new Map<string, string>();
const DRAWN_QR_CODES_KEPT = 500;

/** Any pass (a ticket's, a club offer's access pass) as a QR code in inline SVG, with its accessible name. */
export async function labelledQrSvg(text: string, label: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  const name = label.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");
  return svg.replace(/^<svg /, `<svg role="img" aria-label="${name}" class="ticket-qr-code" focusable="false" `);
}

/** A ticket's pass as a QR code in inline SVG, labelled for assistive technologies. */
export async function ticketQrSvg(pass: string): Promise<string> {
  const drawn = drawnQrCodes.get(pass);
  if (drawn) return drawn;
  const labelled = await labelledQrSvg(pass, TICKET_QR_LABEL);
  if (drawnQrCodes.size >= DRAWN_QR_CODES_KEPT) drawnQrCodes.delete(drawnQrCodes.keys().next().value!);
  drawnQrCodes.set(pass, labelled);
  return labelled;
}

/** The same QR code as a PNG data URL (the PDF embeds images, not SVG). */
export function ticketQrPng(pass: string): Promise<string> {
  return QRCode.toDataURL(pass, { errorCorrectionLevel: "M", margin: 2, width: 480 });
}

/**
 * The viewer's tickets that admit them, with their passes: ACTIVE ones of an event that is not
 * cancelled; without a pass (null) where the event admits by name.
 */
export function activePasses(event: TicketEvent): { ticketId: string; ticketType: string; count: number; pass: string | null; origin: string | null; canTransfer: boolean }[] {
  if (event.status === "CANCELLED") return [];
  return (event.my?.tickets ?? []).flatMap((ticket) =>
    ticket.status === "ACTIVE" && (ticket.passToken || !event.optInUseQrPass)
      ? [
          {
            ticketId: ticket.ticketId,
            ticketType: ticket.ticketType,
            count: ticket.count,
            pass: event.optInUseQrPass ? ticket.passToken! : null,
            origin: ticketOrigin(ticket),
            canTransfer: !ticket.firstSeen,
          },
        ]
      : [],
  );
}

/**
 * The viewer's ticket and everything its pages show; for the signed-in viewer only.
 * Signed out: the sign-in redirect. Not holding an ACTIVE ticket (a stranger, a pending
 * RSVP, a cancelled one), or an event they may not see: 404, as for any unknown page.
 */
export async function loadMyTicket(
  context: Ctx,
  slug: string,
  url: URL,
  options: { orTransferred?: boolean } = {},
): Promise<{ page: MyTicketPage; passes: ReturnType<typeof activePasses> }> {
  requireUser(context, url);
  const { user, event } = await loadOrThrow(context, () => getApi(context).query(MyTicketDocument, { slugOrId: slug }), url);
  const found = event.bySlugOrId;
  const passes = activePasses(found);
  // The ticket page also tells a sender where their tickets went ("Transferred to @sam").
  const transferred = options.orTransferred
    ? (found.my?.transferredTickets ?? []).map((ticket) => ({
        ticketId: ticket.ticketId,
        ticketType: ticket.ticketType,
        count: ticket.count,
        label: m.transferredTo(memberHandle(ticket.associatedUser) ?? ""),
      }))
    : [];
  if (passes.length === 0 && transferred.length === 0) {
    throw data("The link may be broken, or the page may have been removed or made private.", { status: 404 });
  }
  return {
    page: {
      event: {
        slug: found.slug,
        displayName: found.displayName,
        day: formatEventDay(found.startDate, found.timeZone),
        time: formatEventTimeRange(found.startDate, found.endDate, found.timeZone),
        venue: found.location?.address ?? null,
      },
      attendeeName: user.me.name ?? "",
      transferred,
      plusOnes: found.status === "CANCELLED" ? [] : (found.my?.tickets ?? []).flatMap((ticket) =>
        ticket.status === "ACTIVE" && ticket.maxAdditionalGuests > 0
          ? [{ ticketId: ticket.ticketId, ticketType: ticket.ticketType, additionalGuests: ticket.additionalGuests, maxAdditionalGuests: ticket.maxAdditionalGuests, canChange: ticket.canChangePlusOnes }]
          : [],
      ),
      tickets: await Promise.all(
        passes.map(async ({ pass, ...ticket }) => ({ ...ticket, qrSvg: pass ? await ticketQrSvg(pass) : null, code: pass })),
      ),
    },
    passes,
  };
}

/** The ticket page's data: the viewer's passes, and the tickets they transferred. */
export async function loadTicketPage(context: Ctx, slug: string, url: URL): Promise<MyTicketPage> {
  return (await loadMyTicket(context, slug, url, { orTransferred: true })).page;
}

/**
 * "Your ticket" on the event page: only in the signed-in render (the signed-out page is
 * shared by everyone through the page cache) and only for a viewer holding an ACTIVE ticket.
 * The passes come with the page's own query (no second call).
 */
export async function ticketsOnEventPage(event: TicketEvent, signedIn: boolean): Promise<TicketPassView[] | null> {
  if (!signedIn) return null;
  const passes = activePasses(event);
  if (passes.length === 0) return null;
  return Promise.all(passes.map(async ({ pass, ...ticket }) => ({ ...ticket, qrSvg: pass ? await ticketQrSvg(pass) : null, code: pass })));
}
