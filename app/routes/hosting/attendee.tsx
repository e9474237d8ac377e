import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, href, Link, useActionData, useLoaderData, useParams } from "react-router";
import type { Route } from "./+types/attendee";
import { loadAttendee, refundAction, saveNoteAction } from "~/.server/hosting/attendee.server";
import { Avatar } from "~/components/ui/avatar";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { Field } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import { formatMoney } from "~/lib/format";
import { cityOrUnknown } from "~/lib/display-fallbacks";
import { contactOrInvitation, noteSchema, TEAM_ROLE_LABELS } from "~/lib/hosting/approval";
import { approvalMessages, GRANT_KIND_LABELS } from "../../../contract/hosting/messages";
import { eventMessages } from "../../../contract/events/messages";
import { refundStatusLabels } from "../../../contract/hosting/money-messages";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data ? `Attendee: ${data.detail.name}` : "Attendee" },
  { name: "robots", content: "noindex" },
];

/** /rep-club/events/{id}/attendees/{attendeeId}: one attendee as the host sees them (spec 2 §3). */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  return {
    detail: await loadAttendee(context, url, params.id, params.attendeeId),
  };
}

export async function action({ context, request, url, params }: Route.ActionArgs) {
  const formData = await request.clone().formData();
  if (formData.get("intent") === "refund") return refundAction(context, formData, url, params.id, params.attendeeId);
  return saveNoteAction(context, request, url, params.id, params.attendeeId);
}

const when = (iso: string | null | undefined) => (iso ? new Date(iso).toUTCString() : "—");

export default function AttendeePage() {
  const { detail } = useLoaderData<typeof loader>();
  const params = useParams();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    defaultValue: { note: detail.note ?? "" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: noteSchema }),
    shouldRevalidate: "onBlur",
  });
  const a = detail.attendee;
  const refundable = new Set(detail.bookings.filter((booking) => booking.refundableAmount > 0).map((booking) => booking.bookingId));
  const facts: [string, string][] = [
    ["E-mail", contactOrInvitation(a.email, a.state)],
    ["User name", detail.userName ?? "—"],
    ["Phone", detail.phoneNumber ?? "—"],
    ["Date of birth", detail.dateOfBirth ?? "—"],
    ["Gender", detail.gender ?? "—"],
    ["City", cityOrUnknown(detail.city)],
    ["Rep score", String(detail.repScore)],
    ["Social connections", detail.socialConnections.join(", ") || "None"],
    ["Status", a.badge ?? "—"],
    [
      "Roles",
      a.roles
        .filter((role) => role !== "ATTENDEE")
        .map((role) => TEAM_ROLE_LABELS[role as keyof typeof TEAM_ROLE_LABELS] ?? role)
        .join(", ") || "—",
    ],
    ["Approved", a.approvedAt ? `${when(a.approvedAt)}${detail.approvedByName ? ` by ${detail.approvedByName}` : ""}` : "—"],
    ["Invited by", detail.invitedBy ? [detail.invitedBy.name, detail.invitedBy.userName ? `@${detail.invitedBy.userName}` : null].filter(Boolean).join(" ") || "A member" : "—"],
    [
      "Privacy policy",
      detail.privacyPolicyState
        ? `${detail.privacyPolicyState === "ACCEPTED" ? "Accepted" : "Declined"} ${when(detail.privacyPolicyStateUpdatedAt)}`
        : "Not asked",
    ],
    ["Checked in", String(a.checkedInCount)],
  ];
  return (
    <div className="stack-lg">
      <p>
        <Link to={href("/rep-club/events/:id/approval", { id: params.id! })}>Back to attendees</Link>
      </p>
      <header className="profile-head">
        <Avatar url={a.user.avatarUrl} size={56} />
        <h2>{detail.name}</h2>
      </header>
      <dl className="facts attendee-facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <section className="stack-sm" aria-labelledby="tickets-heading">
        <h2 id="tickets-heading">Tickets</h2>
        {a.tickets.length === 0 ? (
          <p className="muted">{approvalMessages.noData}</p>
        ) : (
          <ul className="stack-sm">
            {a.tickets.map((ticket) => (
              <li key={ticket.ticketId} className="row">
                <span>
                  {ticket.ticketType} ×{ticket.count} · {ticket.isRefunded ? "refunded" : ticket.status.toLowerCase()} ·{" "}
                  {ticket.grantKind ? GRANT_KIND_LABELS[ticket.grantKind] : ticket.priceCents ? formatMoney(ticket.priceCents, ticket.currency) : "Free"}
                  {ticket.additionalGuests ? ` · ${eventMessages.plusOnes(ticket.additionalGuests)}` : ""}
                  {ticket.checkedInAt ? ` · checked in ${when(ticket.checkedInAt)}` : ""}
                </span>
                {detail.canRefund && ticket.bookingId && !ticket.isRefunded && ticket.status !== "CANCELLED" && ticket.status !== "TRANSFERRED" && refundable.has(ticket.bookingId) ? (
                  <Form method="post">
                    <input type="hidden" name="bookingId" value={ticket.bookingId} />
                    <input type="hidden" name="ticketId" value={ticket.ticketId} />
                    <StatusButton name="intent" value="refund" variant="secondary" pendingText="Refunding…">
                      Refund ticket<span className="visually-hidden"> {ticket.ticketType}</span>
                    </StatusButton>
                  </Form>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="stack-sm" aria-labelledby="bookings-heading">
        <h2 id="bookings-heading">Bookings</h2>
        {detail.bookings.length === 0 ? (
          <p className="muted">{approvalMessages.noData}</p>
        ) : (
          <ul className="stack-sm">
            {detail.bookings.map((booking) => (
              <li key={booking.bookingId} className="stack-sm">
                <span>
                  {formatMoney(booking.totalCents, booking.currency)} · {booking.quantity} ticket(s) ·{" "}
                  {refundStatusLabels[booking.status as keyof typeof refundStatusLabels] ?? booking.status.toLowerCase()} · {when(booking.paidAt ?? booking.createdAt)}
                  {booking.paymentId ? ` · payment ${booking.paymentId}` : ""}
                  {booking.referralCode ? ` · referral code ${booking.referralCode}` : ""}
                </span>
                {booking.refunds.length > 0 ? (
                  <ul className="stack-sm">
                    {booking.refunds.map((refund) => (
                      <li key={refund.refundId}>
                        {refundStatusLabels[refund.status]}: {formatMoney(refund.amount, refund.currency)}
                        {refund.quantity ? ` for ${refund.quantity} ticket(s)` : ""}
                        {refund.reason === "EVENT_CANCELLED" ? " (event cancelled)" : ""} · {when(refund.refundedAt ?? refund.requestedAt)}
                        {refund.failureMessage && refund.status === "REFUND_PENDING" ? <span className="field-error"> {refund.failureMessage}</span> : null}
                      </li>
                    ))}
                  </ul>
                ) : null}
                {detail.canRefund && booking.refundableAmount > 0 ? (
                  <Form method="post">
                    <input type="hidden" name="bookingId" value={booking.bookingId} />
                    <StatusButton name="intent" value="refund" variant="secondary" pendingText="Refunding…">
                      Refund {formatMoney(booking.refundableAmount, booking.currency)}
                    </StatusButton>
                  </Form>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="stack-sm" aria-labelledby="answers-heading">
        <h2 id="answers-heading">Answers</h2>
        {detail.answers.length === 0 ? (
          <p className="muted">{approvalMessages.noData}</p>
        ) : (
          <dl className="facts">
            {detail.answers.map((answer) => (
              <div key={answer.question}>
                <dt>{answer.question}</dt>
                <dd>{answer.answer}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>
      <section className="stack-sm" aria-labelledby="note-heading">
        <h2 id="note-heading">Note</h2>
        {detail.canDecide ? (
          <Form method="post" className="stack-sm" {...getFormProps(form)}>
            {form.errors ? <p className="field-error">{form.errors.join(" ")}</p> : null}
            <Field label="Note for the team" errors={fields.note.errors}>
              {({ id, describedBy, invalid }) => (
                <textarea
                  {...getTextareaProps(fields.note)}
                  id={id}
                  aria-describedby={describedBy}
                  aria-invalid={invalid || undefined}
                  rows={3}
                  maxLength={1000}
                />
              )}
            </Field>
            <StatusButton pendingText="Saving…">Save note</StatusButton>
          </Form>
        ) : (
          <p>{detail.note || "—"}</p>
        )}
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
