import { useRef } from "react";
import { Form, href, Link } from "react-router";

export const DECLINE_QUESTION = "Are you sure you can't go?";

/**
 * "Can't go" with its confirmation, as Log Out does it: with JavaScript a dialog
 * opens in place; without it the link leads to the same question on its own page.
 */
export function DeclineButton({ slug, eventName, label, variant }: { slug: string; eventName: string; label: string; variant: "secondary" | "ghost" }) {
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <>
      <Link
        to={href("/events/:slug/decline", { slug })}
        className={`button button-${variant}`}
        onClick={(event) => {
          if (!dialog.current?.showModal) return;
          event.preventDefault();
          dialog.current.showModal();
        }}
      >
        {label}
      </Link>
      <dialog ref={dialog} className="dialog" aria-labelledby="decline-title">
        <DeclineConfirm slug={slug} eventName={eventName} onCancel={() => dialog.current?.close()} />
      </dialog>
    </>
  );
}

export function DeclineConfirm({ slug, eventName, onCancel }: { slug: string; eventName: string; onCancel?: () => void }) {
  // In the dialog the question is a section of the event page; on its own page it is the page's title.
  const Heading = onCancel ? "h2" : "h1";
  return (
    <Form method="post" action={href("/events/:slug", { slug })} className="confirm">
      <Heading id="decline-title">{DECLINE_QUESTION}</Heading>
      <p>{`Your RSVP to ${eventName} will be declined.`}</p>
      <div className="confirm-actions">
        {onCancel ? (
          <button type="button" className="button button-secondary" onClick={onCancel}>
            Cancel
          </button>
        ) : (
          <Link to={href("/events/:slug", { slug })} className="button button-secondary">
            Cancel
          </Link>
        )}
        <button type="submit" name="intent" value="decline" className="button button-primary" autoFocus>
          Yes, decline
        </button>
      </div>
    </Form>
  );
}
