// A guest inviting friends, where the host lets guests invite others (spec 2 §3
// optInAllowGuestInviteOthers; docs/decisions/0098): the limit and the words, shared by the API
// and the event page's "Invite friends".

/** What a guest may invite at once (the event's team may invite many more). */
export const GUEST_INVITES_AT_ONCE = 10;

export const guestInviteMessages = {
  tooMany: `Invite at most ${GUEST_INVITES_AT_ONCE} people at once.`,
  hint: `Up to ${GUEST_INVITES_AT_ONCE}, separated by commas or new lines.`,
  sent: (invited: number, skipped: number) =>
    `${invited === 1 ? "1 invitation sent" : `${invited} invitations sent`}${skipped ? ` (${skipped === 1 ? "1 was" : `${skipped} were`} already invited or on the guest list)` : ""}.`,
};
