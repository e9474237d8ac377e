// The sections of an event's management pages (/rep-club/events/{id}/…), in the order the
// host sees them; the management layout shows each to those holding one of its actions.

export interface ManageSection {
  /** The path under /rep-club/events/{id}; "" is the overview. */
  path: string;
  label: string;
  /** Shown to those holding any of these staff actions (Event.my.actions); every team member when absent. */
  anyOf?: readonly string[];
}

export const manageSections: ManageSection[] = [
  { path: "", label: "Overview" },
  // Attendees, the team and statistics (api/hosting/approvals).
  { path: "approval", label: "Attendees", anyOf: ["VIEW_ALL_ATTENDEES", "VIEW_OWN_ATTENDEES"] },
  { path: "team", label: "Team" },
  { path: "statistics", label: "Statistics", anyOf: ["VIEW_STATISTICS"] },
  // Guest lists, invitations and messages (api/hosting/guests).
  { path: "guest", label: "Guest list", anyOf: ["ADD_GUEST", "SEARCH_GUESTS"] },
  { path: "invite", label: "Invitations", anyOf: ["ADD_GUEST"] },
  { path: "message", label: "Message attendees", anyOf: ["MESSAGE_ATTENDEES"] },
  // The door (api/hosting/door).
  { path: "door", label: "Door", anyOf: ["SCAN_TICKETS"] },
  // Money (api/hosting/money): earnings and payouts, ticket limits.
  { path: "revenue", label: "Revenue", anyOf: ["VIEW_EARNINGS"] },
  { path: "tickets", label: "Ticket limits", anyOf: ["EDIT_TICKETS"] },
];

/** The sections a team member with these actions sees. */
export function sectionsFor(actions: readonly string[]): ManageSection[] {
  return manageSections.filter((section) => !section.anyOf || section.anyOf.some((action) => actions.includes(action)));
}

/** The management layout's route id, for its pages' useRouteLoaderData. */
export const MANAGE_LAYOUT_ID = "routes/hosting/manage-layout";
/** The same layout registered in a club's manager area (app/routes/clubs/routes.ts). */
export const CLUB_MANAGE_LAYOUT_ID = "clubs/manage-layout";
