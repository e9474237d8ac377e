import { Document, Image, Page, StyleSheet, Text, View, renderToBuffer } from "@react-pdf/renderer";
import type { RouterContextProvider } from "react-router";
import { webEnv } from "~/.server/platform/env.server";
import { ADMITTED_BY_NAME, TICKET_CODE_LABEL } from "~/components/events/my-ticket";
import { loadMyTicket, ticketQrPng, type MyTicketPage } from "./ticket.server";

type Ctx = Readonly<RouterContextProvider>;

const styles = StyleSheet.create({
  page: { padding: 36, fontFamily: "Helvetica", fontSize: 12, color: "#1f1633" },
  brand: { fontSize: 10, color: "#3d1277", marginBottom: 18, letterSpacing: 1 },
  title: { fontSize: 22, fontFamily: "Helvetica-Bold", marginBottom: 14 },
  label: { fontSize: 9, color: "#6b6280", marginTop: 10, textTransform: "uppercase" },
  value: { fontSize: 13, marginTop: 2 },
  qrBox: { marginTop: 24, alignItems: "center" },
  qr: { width: 220, height: 220 },
  codeLabel: { marginTop: 6, fontSize: 9, color: "#6b6280", textTransform: "uppercase", textAlign: "center" },
  code: { marginTop: 2, fontSize: 10, fontFamily: "Courier", textAlign: "center" },
  note: { marginTop: 8, fontSize: 9, color: "#6b6280", textAlign: "center" },
});

type PdfTicket = MyTicketPage["tickets"][number] & { qrPng: string | null };

/**
 * One page per held ticket: the event, when (in the event's zone) and where, the ticket, its
 * holder, and the QR code with its code as text (or, where the event admits by name, that).
 */
function TicketDocument({ page, tickets, productName }: { page: MyTicketPage; tickets: PdfTicket[]; productName: string }) {
  return (
    <Document title={`${page.event.displayName} – Ticket`} author={productName} creator={productName} producer={productName}>
      {tickets.map((ticket) => (
        <Page key={ticket.ticketId} size="A5" style={styles.page}>
          <Text style={styles.brand}>{productName.toUpperCase()} · TICKET</Text>
          <Text style={styles.title}>{page.event.displayName}</Text>
          <Text style={styles.label}>Date</Text>
          <Text style={styles.value}>{page.event.day}</Text>
          <Text style={styles.value}>{page.event.time}</Text>
          {page.event.venue ? (
            <>
              <Text style={styles.label}>Venue</Text>
              <Text style={styles.value}>{page.event.venue}</Text>
            </>
          ) : null}
          <Text style={styles.label}>Ticket</Text>
          <Text style={styles.value}>{ticket.count > 1 ? `${ticket.count} × ${ticket.ticketType}` : ticket.ticketType}</Text>
          <Text style={styles.label}>Attendee</Text>
          <Text style={styles.value}>{page.attendeeName}</Text>
          {ticket.qrPng && ticket.code ? (
            <View style={styles.qrBox}>
              <Image src={ticket.qrPng} style={styles.qr} />
              <Text style={styles.codeLabel}>{TICKET_CODE_LABEL}</Text>
              <Text style={styles.code}>{ticket.code}</Text>
              <Text style={styles.note}>Show this code at the door.</Text>
            </View>
          ) : (
            <Text style={styles.note}>{ADMITTED_BY_NAME}</Text>
          )}
        </Page>
      ))}
    </Document>
  );
}

/**
 * The viewer's ticket as a PDF (GET /events/:slug/ticket.pdf): only its holder gets it
 * (the sign-in redirect when signed out, 404 for anyone else, as the print page).
 */
export async function ticketPdfResponse(context: Ctx, slug: string, url: URL): Promise<Response> {
  const { productName } = webEnv();
  const { page, passes } = await loadMyTicket(context, slug, url);
  const pngs = new Map(await Promise.all(passes.map(async (p) => [p.ticketId, p.pass ? await ticketQrPng(p.pass) : null] as const)));
  const tickets = page.tickets.map((ticket) => ({ ...ticket, qrPng: pngs.get(ticket.ticketId) ?? null }));
  const pdf = await renderToBuffer(<TicketDocument page={page} tickets={tickets} productName={productName} />);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${fileName(page.event.slug)}-ticket.pdf"`,
      "Content-Length": String(pdf.length),
      // Personal, and it admits its holder: never kept by any cache.
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/** The slug as a safe file name (it keeps the header well-formed whatever the slug holds). */
function fileName(slug: string): string {
  return slug.replace(/[^A-Za-z0-9._-]/g, "-") || "event";
}
