// The demo data set the API seeds into a fresh database (api/db/seed.ts), as
// e2e tests see it. Each e2e run starts on a fresh DATA_DIR, so these exist.
// Keep in step with the seed: a changed seed shows up as failing journeys.

export const DEMO_HOST = { email: "maya@demo.events-platform.test", password: "DemoHost#2026", name: "Maya Chen", userName: "mayachen" } as const;
/** Staff (role "support"): may impersonate members. */
export const DEMO_SUPPORT = { email: "jordan@demo.events-platform.test", password: "DemoSupport#2026", name: "Jordan Park", userName: "jordan.support" } as const;
export const DEMO_ATTENDEE = { email: "sam@demo.events-platform.test", password: "DemoGuest#2026", name: "Sam Rivera", userName: "samrivera" } as const;

/** Published, free ticket without limit or approval: anyone can RSVP and is approved at once. */
export const DEMO_FREE_EVENT = { slug: "sunset-yoga-dolores-park", name: "Sunset Yoga in Dolores Park", ticket: "Mat Spot" } as const;
/** Free, 120 places. */
export const DEMO_LIMITED_EVENT = { slug: "rooftop-jazz-night", name: "Rooftop Jazz Night", ticket: "General Admission" } as const;
/** Free, but every RSVP needs the host's approval. */
export const DEMO_APPROVAL_EVENT = { slug: "founders-coffee-morning-meetup", name: "Founders & Coffee: Morning Meetup", ticket: "Founder Seat" } as const;
/** Paid tickets (AUD). */
export const DEMO_PAID_EVENT = { slug: "harbour-lights-music-festival", name: "Harbour Lights Music Festival", tickets: ["Day Pass", "Weekend Pass"] } as const;
/** In Los Angeles (Near Me's default place), about 9 km from the city centre. */
export const DEMO_LOS_ANGELES_EVENT = { slug: "stargazing-griffith-observatory", name: "Stargazing at Griffith Observatory" } as const;

/**
 * Maya's past supper (api/hosting/seed.ts): paid seats and an approval-only standby seat; demo
 * attendees pending, approved, declined and checked in; a guest list; revenue and a payout request.
 */
export const DEMO_HOSTED_EVENT = {
  slug: "harvest-supper-club",
  name: "Harvest Supper Club",
  pending: "Nadia Haddad",
  approved: "Grace Okafor",
  declined: "Hiro Tanaka",
  checkedIn: "Priya Natarajan",
  guest: "Rosa Delgado",
  payout: "$200.00",
} as const;
/** The private tasting's invitations (api/hosting/seed.ts): two demo attendees and one address without an account. */
export const DEMO_INVITED = ["Elena Rossi", "Grace Okafor"] as const;

/** Maya's published rep club (api/db/seed.ts) and the badge of it Sam holds (api/rewards/seed.ts). */
export const DEMO_CLUB = { name: "Maya's Night Owls", slug: "mayas-night-owls" } as const;
export const DEMO_SAM_BADGE = "Jazz Night Regular";
/** Maya's club's published offers (api/clubs/offers/seed.ts): a points package, a check-in programme, a streak, a paid-ticket, a bonus, a survey (Sam's claim of it waits) and an invite rule, a coupon for 200 rep points, and a paid reward for $15.00 (ADR 0080). */
export const DEMO_OFFERS = {
  bundle: "Starter points pack",
  checkIn: "Check in at a night",
  coupon: "10% off at the bar",
  streak: "Three nights in a row",
  buyProduct: "Buy a ticket to a night",
  bonus: "Founding Night Owl",
  paid: "Meet the band",
  survey: "Tell us about your nights",
  invite: "Bring a friend",
} as const;
/** The club's tiers (api/clubs/seed.ts); Sam and Jordan are members with rep points (api/clubs/points/seed.ts), Sam with a welcome, an RSVP and a grant from Maya. */
export const DEMO_CLUB_POINTS = { tiers: ["Night Owl", "Midnight Regular", "After Hours"], samWelcome: "Welcome to Maya's Night Owls" } as const;
/** Maya's active pie (api/pies/seed.ts). */
export const DEMO_PIE = { displayName: "Maya's Night Pie", slug: "mayas-night-pie" } as const;
/** Maya's demo draw on her pie (api/rewards/seed.ts): 5 slices to take part; Sam holds 37 and takes part. */
export const DEMO_PIE_REWARD = { slug: "front-row-at-the-night-market", displayName: "Front row at the Night Market" } as const;
/** Maya's two promotions with winners (api/rewards/seed.ts, ADR 0076): no conditions; Sam and eight demo members won the tote bag, Priya and Marcus gave addresses. */
export const DEMO_PHYSICAL_REWARD = { slug: "night-market-tote-bag", displayName: "Night Market tote bag", addressOf: "Priya Natarajan" } as const;
export const DEMO_DIGITAL_REWARD = { slug: "night-pie-phone-wallpapers", displayName: "Night Pie phone wallpapers", code: "NIGHTPIE-WALLS" } as const;
