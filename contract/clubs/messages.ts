// The clubs area's texts (spec 3 §2, §4, §5, §6). Quoted ones are the spec's word for word
// (the wizard steps, the social providers shown as X, YouTube, Spotify, Twitch, "No data found");
// the others are ours. Shared by the API and the web app.

export const clubMessages = {
  notFound: "This club does not exist.",
  notAllowed: "You are not allowed to do this in this club.",
  noData: "No data found",
  nameRequired: "Enter the club's name.",
  nameTooLong: "The name can be at most 80 characters.",
  slugInvalid: "The address can use lower-case letters, digits and hyphens, 3 to 60 characters.",
  slugTaken: "This address is already taken.",
  descriptionTooLong: "The description can be at most 2000 characters.",
  colorInvalid: "Enter a colour as #RRGGBB.",
  accessInvalid: "Choose who may join.",
  accountTooLong: "An account can be at most 200 characters.",
  accountInvalid: "Enter a user name or an https link.",
  emailNotVerified: "Please confirm your email before you create a club.",
  created: "Club created. Add its image next.",
  saved: "Club saved.",
  published: "Your club is published.",
} as const;

/** The manager area's team page (spec 3 §3 teamMembers, teamCollaborators; §6 roles; §7 team calls). Ours. */
export const clubTeamMessages = {
  userNameRequired: "Enter the member's user name.",
  userNotFound: "No member has this user name.",
  alreadyOnTeam: "This member is already on the club's team. Change their role instead.",
  ownerNotMember: "The club's owner holds every permission and cannot be added to, changed in or removed from the team.",
  notOnTeam: "This member is not on the club's team.",
  roleNotForKind: "A team member can be an account manager, an admin or a reward manager; event and offer managers are collaborators.",
  roleInvalid: "Choose a role.",
  kindInvalid: "Choose team member or collaborator.",
  transferToTeamOnly: "Ownership can only go to a member of the club's team.",
  added: (userName: string) => `@${userName} was added to the team.`,
  updated: "Role changed.",
  removed: "Removed from the team.",
  transferred: (name: string) => `${name} now owns the club. You stay on its team as an admin.`,
  confirmRemove: (name: string) => `Remove ${name} from the team? They lose what their role allowed in this club at once.`,
  confirmTransfer: "Transfer ownership? You stay on the team as an admin, but only the new owner may transfer it again.",
} as const;

/** How the team page names the roles and kinds (spec 3 §6; shown like the pies' "Admin, Account Manager, Reward Manager"). */
export const CLUB_ROLE_LABELS = {
  ACCOUNT_MANAGER: "Account Manager",
  ADMIN: "Admin",
  REWARD_MANAGER: "Reward Manager",
  EVENT_MANAGER: "Event Manager",
  OFFER_MANAGER: "Offer Manager",
} as const;
export const CLUB_MEMBER_KIND_LABELS = { TEAM: "Team member", COLLABORATOR: "Collaborator" } as const;

/** The rep club wizard's steps (spec 3 §2; the Club Type step exists but is hidden). */
export const CLUB_WIZARD_STEPS = ["Details", "Image", "Accounts", "Preview"] as const;

/** Who may join a club (spec 3 §3 Club.access; its values are ours). */
export const CLUB_ACCESS = ["PUBLIC", "PRIVATE"] as const;
export type ClubAccess = (typeof CLUB_ACCESS)[number];
export const CLUB_ACCESS_LABELS: Record<ClubAccess, string> = {
  PUBLIC: "Anyone may join",
  PRIVATE: "By invitation only",
};

/** The social accounts shown to users (spec 3 §4): twitter is shown as X. */
export const CLUB_SOCIAL_SCHEMES = ["twitter", "youtube", "spotify", "twitch"] as const;
export type ClubSocialScheme = (typeof CLUB_SOCIAL_SCHEMES)[number];
export const CLUB_SOCIAL_LABELS: Record<ClubSocialScheme, string> = {
  twitter: "X",
  youtube: "YouTube",
  spotify: "Spotify",
  twitch: "Twitch",
};

export const CLUB_TEXT_LIMITS = { name: 80, description: 2000, account: 200 } as const;
