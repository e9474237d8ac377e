// A club's offers (spec 3 §3 Club.offers, §4, §7 "create and update offers by club id"; ADR 0060).
// Managing them takes MANAGE_OFFERS (owner, ADMIN, OFFER_MANAGER). Everyone else sees only the
// published offers of a club they may see, and only those ACTIVE or PENDING (coming soon).
import { and, count, desc, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import type { DomainDeps } from "../../../kernel/deps.js";
import { readThrough } from "../../../cache/read-cache.js";
import type { Database } from "../../../db/client.js";
import { badUserInput, notFound } from "../../../kernel/errors.js";
import { isUuid } from "../../../kernel/ids.js";
import { parseInput } from "../../../kernel/validation.js";
import { ownImage } from "../../../media/domain/images.js";
import { clubMemberships, clubs, type ClubRow } from "../../db.js";
import { findClubRow, isClubVisibleTo, permissionsIn, requireClubPermission, type ClubReads } from "../../domain/access.js";
import { clubMessages } from "../../../../contract/clubs/messages.js";
import { imagePath } from "../../../../contract/media/rest.js";
import {
  OFFER_ACCESS,
  OFFER_CATEGORIES,
  OFFER_STATUSES,
  offerMessages as m,
  type OfferCategory,
  type OfferPublication,
  type OfferSubType,
} from "../../../../contract/clubs/offer-messages.js";
import { TIER_LEVEL_MAX, isProgramOf, offerTypeOf, programSettingsSchema, requirementsSchema, type OfferSettings } from "../../../../contract/clubs/offers.js";
import { clubOffers, type ClubOfferRow } from "../db.js";

/** Statuses members see: ACTIVE, and PENDING shown as coming soon. */
const SHOWN_STATUSES = ["ACTIVE", "PENDING"] as const;
const LIST_LIMIT = 100;

export interface OfferInput {
  title: string;
  description?: string | null;
  imageId?: string | null;
  removeImage?: boolean | null;
  access: string;
  minTierLevel?: number | null;
  status?: string | null;
  startsUtc?: string | null;
  endsUtc?: string | null;
  requirements: { type: string; value?: number | null }[];
  settings: Record<string, unknown>;
}

const optionalInstant = z.iso.datetime({ offset: true }).nullish().transform((value) => (value ? new Date(value) : null));

function inputSchema(category: OfferCategory, program: string) {
  return z
    .object({
      title: z.string({ error: m.titleRequired }).trim().min(1, m.titleRequired).max(80, m.titleTooLong),
      description: z.string().trim().max(2000, m.descriptionTooLong).nullish(),
      imageId: z.string().nullish(),
      removeImage: z.boolean().nullish(),
      access: z.enum(OFFER_ACCESS, { error: m.accessInvalid }),
      minTierLevel: z.number({ error: m.tierRequired }).int(m.tierRequired).min(1, m.tierRequired).max(TIER_LEVEL_MAX, m.tierRequired).nullish(),
      status: z.enum(OFFER_STATUSES, { error: m.statusInvalid }).nullish(),
      startsUtc: optionalInstant,
      endsUtc: optionalInstant,
      requirements: requirementsSchema,
      settings: programSettingsSchema(category, program, "cents"),
    })
    .superRefine((value, ctx) => {
      if (value.access === "TIER" && !value.minTierLevel) ctx.addIssue({ code: "custom", path: ["minTierLevel"], message: m.tierRequired });
      if (value.startsUtc && value.endsUtc && value.endsUtc <= value.startsUtc) ctx.addIssue({ code: "custom", path: ["endsUtc"], message: m.windowInvalid });
      if (category === "BUY_POINTS" && program === "time-span") {
        if (!value.startsUtc) ctx.addIssue({ code: "custom", path: ["startsUtc"], message: m.datesRequired });
        if (!value.endsUtc) ctx.addIssue({ code: "custom", path: ["endsUtc"], message: m.datesRequired });
      }
    }, { when: () => true }); // Also when a field is wrong, so every problem is told at once.
}

/** The category of a sub-type that has programmes; CUSTOM has none. */
function categoryOf(subType: OfferSubType | string): OfferCategory | null {
  return (OFFER_CATEGORIES as readonly string[]).includes(subType) ? (subType as OfferCategory) : null;
}

/** Keeps only the settings given (a cleared optional one is left out). */
function compact(settings: Record<string, unknown>): OfferSettings {
  return Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== null && value !== undefined)) as OfferSettings;
}

async function columnsOf(deps: DomainDeps, viewerId: string, category: OfferCategory, program: string, input: OfferInput) {
  const value = parseInput(inputSchema(category, program), input);
  // Only an image the manager uploaded themselves may become the offer's picture.
  const image = value.imageId ? await ownImage(deps, viewerId, value.imageId) : null;
  return {
    title: value.title,
    description: value.description || null,
    access: value.access,
    minTierLevel: value.access === "TIER" ? (value.minTierLevel ?? null) : null,
    ...(value.status ? { status: value.status } : {}),
    startsAt: value.startsUtc,
    endsAt: value.endsUtc,
    requirements: value.requirements,
    settings: compact(value.settings as Record<string, unknown>),
    ...(image ? { imageUrl: imagePath(image.id) } : value.removeImage ? { imageUrl: null } : {}),
  };
}

async function findOfferRow(db: Database, offerId: string): Promise<ClubOfferRow> {
  if (!isUuid(offerId)) throw notFound(m.notFound);
  const [row] = await db.select().from(clubOffers).where(eq(clubOffers.id, offerId));
  if (!row) throw notFound(m.notFound);
  return row;
}

/** The offer, for one who may manage the club's offers (NOT_FOUND to a stranger, AUTH_NOT_AUTHORIZED to another manager). */
async function requireManagedOffer(deps: DomainDeps, viewerId: string, offerId: string): Promise<ClubOfferRow> {
  const offer = await findOfferRow(deps.db, offerId);
  await requireClubPermission(deps, viewerId, offer.clubId, "MANAGE_OFFERS");
  return offer;
}

/** Whether members and visitors see this offer (the club's visibility is checked apart). */
export const isShownToMembers = (offer: Pick<ClubOfferRow, "publication" | "status">): boolean =>
  offer.publication === "PUBLISHED" && (SHOWN_STATUSES as readonly string[]).includes(offer.status);

/** A new unpublished offer of the club, of a programme of a category. */
export async function createOffer(deps: DomainDeps, viewerId: string, clubIdOrSlug: string, subType: OfferSubType, program: string, input: OfferInput): Promise<ClubOfferRow> {
  const { club } = await requireClubPermission(deps, viewerId, clubIdOrSlug, "MANAGE_OFFERS");
  const category = categoryOf(subType);
  if (!category || !isProgramOf(category, program)) throw badUserInput(m.programUnknown, { program: m.programUnknown });
  const columns = await columnsOf(deps, viewerId, category, program, input);
  const now = deps.clock();
  const [row] = await deps.db
    .insert(clubOffers)
    .values({ ...columns, clubId: club.id, type: offerTypeOf(category, program), subType, program, createdByUserId: viewerId, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

/** Changes an offer; its category and programme stay what they were. */
export async function updateOffer(deps: DomainDeps, viewerId: string, offerId: string, input: OfferInput): Promise<ClubOfferRow> {
  const existing = await requireManagedOffer(deps, viewerId, offerId);
  const category = categoryOf(existing.subType)!;
  const columns = await columnsOf(deps, viewerId, category, existing.program, input);
  const [row] = await deps.db
    .update(clubOffers)
    .set({ ...columns, updatedAt: deps.clock() })
    .where(eq(clubOffers.id, existing.id))
    .returning();
  if (!row) throw notFound(m.notFound);
  return row;
}

export async function setOfferPublication(deps: DomainDeps, viewerId: string, offerId: string, publication: OfferPublication): Promise<ClubOfferRow> {
  const existing = await requireManagedOffer(deps, viewerId, offerId);
  const [row] = await deps.db.update(clubOffers).set({ publication, updatedAt: deps.clock() }).where(eq(clubOffers.id, existing.id)).returning();
  if (!row) throw notFound(m.notFound);
  return row;
}

export async function deleteOffer(deps: DomainDeps, viewerId: string, offerId: string): Promise<boolean> {
  const existing = await requireManagedOffer(deps, viewerId, offerId);
  await deps.db.delete(clubOffers).where(eq(clubOffers.id, existing.id));
  return true;
}

/** Whether the viewer manages the club's offers. */
export async function managesOffers(reads: ClubReads, club: Pick<ClubRow, "id" | "ownerUserId">, viewerId: string | null): Promise<boolean> {
  return (await permissionsIn(reads, club, viewerId)).includes("MANAGE_OFFERS");
}

/**
 * A club's offers, newest first: every one for those who manage its offers, the shown ones for
 * everyone else; the first `first` of them (the club page shows three). NOT_FOUND for an unknown
 * club or one the viewer may not see.
 */
export async function listClubOffers(
  deps: DomainDeps,
  viewerId: string | null,
  clubIdOrSlug: string,
  category: OfferCategory | null,
  first: number | null = null,
): Promise<ClubOfferRow[]> {
  if (first !== null && first < 0) throw badUserInput("first must be 0 or more.", { first: "Must be 0 or more." });
  const club = await findClubRow(deps, clubIdOrSlug);
  if (!club || !(await isClubVisibleTo(deps, club, viewerId))) throw notFound(clubMessages.notFound);
  const manager = await managesOffers(deps, club, viewerId);
  // The club page asks on every visit: kept in the read cache until an offer of the club
  // changes (migration 0047 announces them), one list for managers and one for members.
  const lists = await readThrough(
    deps.cache,
    `club-offers:${club.id}:${manager ? "all" : "shown"}:${category ?? "any"}`,
    () =>
      deps.db
        .select()
        .from(clubOffers)
        .where(shownTo(club.id, manager, category))
        .orderBy(desc(clubOffers.createdAt), desc(clubOffers.id))
        .limit(LIST_LIMIT),
    () => [`club-offers:${club.id}`],
  );
  return lists.slice(0, first ?? LIST_LIMIT);
}

/** How many offers listClubOffers shows the viewer of a club they may see, past its limit too. */
export async function countClubOffers(deps: DomainDeps, viewerId: string | null, club: ClubRow): Promise<number> {
  const manager = await managesOffers(deps, club, viewerId);
  return readThrough(
    deps.cache,
    `club-offer-count:${club.id}:${manager ? "all" : "shown"}`,
    async () => {
      const [row] = await deps.db.select({ count: count() }).from(clubOffers).where(shownTo(club.id, manager, null));
      return row?.count ?? 0;
    },
    () => [`club-offers:${club.id}`],
  );
}

/** A club's offers as its offer managers see them (all), or as everyone else does (published, ACTIVE or PENDING). */
function shownTo(clubId: string, manager: boolean, category: OfferCategory | null) {
  const conditions = [eq(clubOffers.clubId, clubId)];
  if (category) conditions.push(eq(clubOffers.subType, category));
  if (!manager) conditions.push(eq(clubOffers.publication, "PUBLISHED"), inArray(clubOffers.status, [...SHOWN_STATUSES]));
  return and(...conditions);
}

/** One offer: any of the club's for its offer managers; a shown one of a visible club for everyone else. */
export async function findOfferForViewer(deps: DomainDeps, viewerId: string | null, offerId: string): Promise<ClubOfferRow> {
  const offer = await findOfferRow(deps.db, offerId);
  const club = await findClubRow(deps, offer.clubId);
  if (!club) throw notFound(m.notFound);
  if (await managesOffers(deps, club, viewerId)) return offer;
  if (!isShownToMembers(offer) || !(await isClubVisibleTo(deps, club, viewerId))) throw notFound(m.notFound);
  return offer;
}

/** The shown offers of the published clubs the member belongs to, newest first. */
export async function listMyClubsOffers(deps: DomainDeps, viewerId: string, category: OfferCategory | null): Promise<ClubOfferRow[]> {
  const conditions = [
    eq(clubMemberships.userId, viewerId),
    eq(clubs.published, true),
    eq(clubOffers.publication, "PUBLISHED"),
    inArray(clubOffers.status, [...SHOWN_STATUSES]),
  ];
  if (category) conditions.push(eq(clubOffers.subType, category));
  const rows = await deps.db
    .select({ offer: clubOffers })
    .from(clubOffers)
    .innerJoin(clubs, eq(clubs.id, clubOffers.clubId))
    .innerJoin(clubMemberships, eq(clubMemberships.clubId, clubOffers.clubId))
    .where(and(...conditions))
    .orderBy(desc(clubOffers.createdAt), desc(clubOffers.id))
    .limit(LIST_LIMIT);
  return rows.map((row) => row.offer);
}

/** The club an offer belongs to. */
export async function clubOfOffer(reads: ClubReads, offer: Pick<ClubOfferRow, "clubId">): Promise<ClubRow> {
  const club = await findClubRow(reads, offer.clubId);
  if (!club) throw notFound(clubMessages.notFound);
  return club;
}

/** Whether the viewer may change, publish and delete the offer. */
export async function mayManageOffer(reads: ClubReads, offer: Pick<ClubOfferRow, "clubId">, viewerId: string | null): Promise<boolean> {
  if (!viewerId) return false;
  return managesOffers(reads, await clubOfOffer(reads, offer), viewerId);
}
