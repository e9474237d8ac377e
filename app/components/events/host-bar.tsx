import { Form, href, Link } from "react-router";
import { StatusButton } from "~/components/ui/status-button";

/**
 * What the event's host and co-hosts see on their own event page: Edit, and while the
 * event is a draft, a note that nobody else sees it and the button that publishes it.
 */
export function HostBar({ event, roleLabels }: { event: { eventId: string; status: string }; roleLabels: string[] }) {
  const editPath = href("/events/edit/:id", { id: event.eventId });
  return (
    <div className={`host-bar ${event.status === "DRAFT" ? "host-bar-draft" : ""}`}>
      {event.status === "DRAFT" ? <p>Draft: only you and your co-hosts can see this event.</p> : <p>You are hosting this event.</p>}
      <RoleLabels labels={roleLabels} />
      <div className="host-bar-actions">
        <Link to={editPath} className="button button-secondary">
          Edit event
        </Link>
        {event.status === "DRAFT" ? (
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
