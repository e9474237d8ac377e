// Spec 2 §1: the labels shown for a user's role on an event. The creator is the implied
// Producer; attendee roles map to Manager (co-host), Promoter, Sponsor, Host (coordinator)
// and Scanner (door). Plain attendees and talent have no label.

const LABELS: Record<string, string> = {
  CO_HOST: "Manager",
  PROMOTER: "Promoter",
  SPONSOR: "Sponsor",
  COORDINATOR: "Host",
  DOOR: "Scanner",
};

/** The viewer's labels on an event, Producer first, each once. */
export function eventRoleLabels(viewer: { isCreator: boolean; roles: readonly string[] }): string[] {
  const labels = viewer.isCreator ? ["Producer"] : [];
  for (const role of viewer.roles) {
    const label = LABELS[role];
    if (label && !labels.includes(label)) labels.push(label);
  }
  return labels;
}

/** Spec 2 §2: the event page's "Manage Attendees" goes to those who may approve attendees (all, or the ones they brought). */
export function mayManageAttendees(permissions: readonly string[]): boolean {
  return permissions.includes("CanApproveAttendee") || permissions.includes("CanApproveMyAttendee");
}
