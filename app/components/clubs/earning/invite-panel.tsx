import { useId } from "react";
import { claimMessages as t } from "../../../../contract/clubs/claims";

/** A member's personal invite link to the club (ADR 0079): a friend who joins through it for the first time earns them the invite rule's points. */
export function InvitePanel({ invite }: { invite: { link: string; points: number } }) {
  const id = useId();
  return (
    <section className="card stack-sm" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t.inviteTitle}</h2>
      <p>{t.inviteIntro(invite.points)}</p>
      <div className="field">
        <label htmlFor={`${id}-link`}>{t.inviteLink}</label>
        <input id={`${id}-link`} type="text" readOnly value={invite.link} onFocus={(event) => event.currentTarget.select()} />
      </div>
    </section>
  );
}
