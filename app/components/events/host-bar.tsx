import { Form, href, Link } from "react-router";
import { StatusButton } from "~/components/ui/status-button";

/**
 * What the event's team sees on its page. Its host and co-hosts (canEdit): Edit, and while the
 * event is a draft, a note that nobody else sees it and the button that publishes it. Whoever
 * may approve attendees (spec 2 §2): Manage Attendees, to the attendee management page.
 */
export function HostBar({
  event,
  roleLabels,
  canEdit,
  canManageAttendees,
}: {
  event: { eventId: string; status: string };
  roleLabels: string[];
  canEdit: boolean;
  canManageAttendees: boolean;
}) {
  const editPath = href("/events/edit/:id", { id: event.eventId });
  const draft = canEdit && event.status === "DRAFT";
  return (
    <div className={`host-bar ${draft ? "host-bar-draft" : ""}`}>
      {draft ? <p>Draft: only you and your co-hosts can see this event.</p> : canEdit ? <p>You are hosting this event.</p> : null}
      <RoleLabels labels={roleLabels} />
      <div className="host-bar-actions">
        {canEdit ? (
          <Link to={editPath} className="button button-secondary">
            Edit event
          </Link>
        ) : null}
        {canManageAttendees ? (
          <Link to={href("/rep-club/events/:id/approval", { id: event.eventId })} className="button button-secondary">
            Manage Attendees
          </Link>
        ) : null}
        {draft ? (
          <Form method="post" action={editPath}>
            <StatusButton name="intent" value="publish" pendingText="Publishing…">
              Publish
            </StatusButton>
          </Form>
        ) : null}
      </div>
    </div>
  );
}

/** "Your role: Producer" (spec 2 §1 labels), for anyone with a role on the event. */
export function RoleLabels({ labels }: { labels: string[] }) {
  if (labels.length === 0) return null;
  return (
    <p className="role-labels">
      Your role:{" "}
      {labels.map((label) => (
        <span key={label} className="pill">
          {label}
        </span>
      ))}
    </p>
  );
}
