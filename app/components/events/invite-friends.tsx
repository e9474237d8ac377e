import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { Field } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import { guestInviteMessages } from "../../../contract/events/guest-invites";

/** What the server answered a refused invitation: its words, and what was typed. */
export interface InviteFriendsAnswer {
  error: string;
  emails: string;
}

/**
 * "Invite friends" on the event page, for a guest who is going where the host lets guests
 * invite others (Settings: "Let guests invite others"). A disclosure, so it takes no room
 * until asked for, and works without JavaScript; a refusal opens it again with what was typed.
 */
export function InviteFriends({ eventId, answer }: { eventId: string; answer: InviteFriendsAnswer | undefined }) {
  const form = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const sending = navigation.formData?.get("intent") === "invite-friends";
  const wasSending = useRef(false);
  // With JavaScript the page stays: once the invitations are sent, the box is emptied for the next ones.
  useEffect(() => {
    if (wasSending.current && !sending && !answer) form.current?.reset();
    wasSending.current = sending;
  }, [sending, answer]);
  return (
    <details className="card invite-friends" open={answer ? true : undefined}>
      <summary>Invite friends</summary>
      <Form method="post" ref={form} className="stack">
        <input type="hidden" name="eventId" value={eventId} />
        <Field label="Their e-mail addresses" hint={guestInviteMessages.hint} errors={answer ? [answer.error] : undefined}>
          {({ id, describedBy, invalid }) => (
            <textarea id={id} name="emails" rows={3} defaultValue={answer?.emails ?? ""} aria-describedby={describedBy} aria-invalid={invalid || undefined} autoComplete="off" />
          )}
        </Field>
        <StatusButton name="intent" value="invite-friends" pendingText="Sending…">
          Send invitations
        </StatusButton>
      </Form>
    </details>
  );
}
