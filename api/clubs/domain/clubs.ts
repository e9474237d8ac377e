// Creating and changing a club (the rep club wizard: Details, Image, Accounts, Preview), reading
// one, and the clubs a member owns or manages (spec 3 §2, §3, §7). The creator becomes the owner;
// a new club is unpublished until published from the Preview step.
import { slugFromTitle } from "../../kernel/slugs.js";
import { asc, eq, inArray, or } from "drizzle-orm";
import { z } from "zod";
import { clubs, clubTeamMembers, type ClubRow, type ClubSocialAccount } from "../db.js";
import type { DomainDeps } from "../../kernel/deps.js";
import { badUserInput, conflict, DomainError, notFound } from "../../kernel/errors.js";
import { parseInput } from "../../kernel/validation.js";
import { findUserById } from "../../account/domain/users.js";
import { ownImage } from "../../media/domain/images.js";
import { imagePath } from "../../../contract/media/rest.js";
import { CLUB_ACCESS, CLUB_SOCIAL_SCHEMES, CLUB_TEXT_LIMITS, clubMessages as m } from "../../../contract/clubs/messages.js";
import { isHexColor } from "../../../contract/clubs/colors.js";
import { findClubRow, isClubVisibleTo, requireClubPermission } from "./access.js";

export interface ClubDetailsCommand {
  name: string;
  /** Lower-case letters, digits and hyphens; absent: made from the name. */
  slug?: string | null;
  description?: string | null;
  access: (typeof CLUB_ACCESS)[number];
  brandColor?: string | null;
}

const SLUG = /^[a-z0-9](?:[a-z0-9-]{1,58})[a-z0-9]$/;

const detailsSchema = z.object({
  name: z.string().trim().min(1, m.nameRequired).max(CLUB_TEXT_LIMITS.name, m.nameTooLong),
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || SLUG.test(value), m.slugInvalid),
  description: z
    .string()
    .trim()
    .max(CLUB_TEXT_LIMITS.description, m.descriptionTooLong)
    .nullish()
    .transform((value) => value || null),
  access: z.enum(CLUB_ACCESS, { error: m.accessInvalid }),
  brandColor: z
    .string()
    .trim()
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || isHexColor(value), m.colorInvalid),
});

/** A URL name from the club's name, with a short random tail so two clubs of one name both fit. */
export const clubSlugFor = (name: string): string => slugFromTitle(name, "club", { maxLength: 50, tailBytes: 2 });

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string }; code?: string } | null) ?? null;
  return cause?.code === "23505" || cause?.cause?.code === "23505";
}

/** A new, unpublished club owned by the viewer (who needs a confirmed e-mail). */
export async function createClub(deps: DomainDeps, userId: string, command: ClubDetailsCommand): Promise<ClubRow> {
  const user = await findUserById(deps.db, userId);
  if (!user?.emailVerifiedAt) throw new DomainError("AUTH_NOT_AUTHORIZED", m.emailNotVerified);
  const details = parseInput(detailsSchema, command);
  for (let attempt = 0; ; attempt++) {
    try {
      const [club] = await deps.db
        .insert(clubs)
        .values({
          name: details.name,
          slug: details.slug ?? clubSlugFor(details.name),
          description: details.description,
          access: details.access,
          ...(details.brandColor ? { brandColor: details.brandColor } : {}),
          ownerUserId: userId,
          createdAt: deps.clock(),
          updatedAt: deps.clock(),
        })
        .returning();
      return club!;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (details.slug) throw conflict(m.slugTaken, { slug: m.slugTaken });
      if (attempt >= 2) throw error;
    }
  }
}

/** Changes the club's details (EDIT_CLUB). */
export async function updateClub(deps: DomainDeps, userId: string, clubId: string, command: ClubDetailsCommand): Promise<ClubRow> {
  const { club } = await requireClubPermission(deps, userId, clubId, "EDIT_CLUB");
  const details = parseInput(detailsSchema, command);
  try {
    return await save(deps, club.id, {
      name: details.name,
      slug: details.slug ?? club.slug,
      description: details.description,
      access: details.access,
      ...(details.brandColor ? { brandColor: details.brandColor } : {}),
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(m.slugTaken, { slug: m.slugTaken });
    throw error;
  }
}

const accountsSchema = z.array(
  z.object({
    scheme: z.enum(CLUB_SOCIAL_SCHEMES),
    value: z
      .string()
      .trim()
      .max(CLUB_TEXT_LIMITS.account, m.accountTooLong)
      .refine((value) => value === "" || /^@?[\w.-]{1,100}$/.test(value) || /^https:\/\/\S+$/.test(value), m.accountInvalid),
  }),
);

/** The Accounts step: the club's accounts among those shown to users; blank ones are dropped. */
export async function setClubAccounts(deps: DomainDeps, userId: string, clubId: string, accounts: ClubSocialAccount[]): Promise<ClubRow> {
  const { club } = await requireClubPermission(deps, userId, clubId, "EDIT_CLUB");
  const parsed = accountsSchema.safeParse(accounts);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const scheme = accounts[Number(issue.path[0])]?.scheme ?? "accounts";
    throw badUserInput(issue.message, { [scheme]: issue.message });
  }
  const kept = CLUB_SOCIAL_SCHEMES.flatMap((scheme) => {
    const value = parsed.data.find((account) => account.scheme === scheme)?.value;
    return value ? [{ scheme, value }] : [];
  });
  return save(deps, club.id, { socialAccounts: kept });
}

/** The Image step: an image the viewer uploaded (stored 1000×1000 WEBP), or none. */
export async function setClubImage(deps: DomainDeps, userId: string, clubId: string, imageId: string | null): Promise<ClubRow> {
  const { club } = await requireClubPermission(deps, userId, clubId, "EDIT_CLUB");
  const image = imageId ? await ownImage(deps, userId, imageId) : null;
  return save(deps, club.id, { imageUrl: image ? imagePath(image.id) : null, uploadedAssetId: image?.id ?? null });
}

/** The Preview step's Publish. */
export async function publishClub(deps: DomainDeps, userId: string, clubId: string): Promise<ClubRow> {
  const { club } = await requireClubPermission(deps, userId, clubId, "EDIT_CLUB");
  if (club.published) return club;
  return save(deps, club.id, { published: true });
}

async function save(deps: DomainDeps, clubId: string, changes: Partial<typeof clubs.$inferInsert>): Promise<ClubRow> {
  const [club] = await deps.db
    .update(clubs)
    .set({ ...changes, updatedAt: deps.clock() })
    .where(eq(clubs.id, clubId))
    .returning();
  if (!club) throw notFound(m.notFound);
  return club;
}

/** A club by id or slug: published ones for everyone, unpublished ones for their managers only. */
export async function findClubForViewer(deps: DomainDeps, viewerId: string | null, idOrSlug: string): Promise<ClubRow> {
  const club = await findClubRow(deps, idOrSlug);
  if (!club) throw notFound(m.notFound);
  if (!(await isClubVisibleTo(deps, club, viewerId))) throw notFound(m.notFound);
  return club;
}

/** The clubs the member owns or holds a team or collaborator role in, by name (spec 3 §7 managed clubs). */
export async function listManagedClubs(deps: DomainDeps, userId: string): Promise<ClubRow[]> {
  const teamClubIds = deps.db.select({ id: clubTeamMembers.clubId }).from(clubTeamMembers).where(eq(clubTeamMembers.userId, userId));
  return deps.db
    .select()
    .from(clubs)
    .where(or(eq(clubs.ownerUserId, userId), inArray(clubs.id, teamClubIds)))
    .orderBy(asc(clubs.name), asc(clubs.id));
}

/** Puts a member on the club's team in a role (the demo seed and tests; a team member takes team roles only). */
export async function addClubTeamMember(
  deps: Pick<DomainDeps, "db">,
  input: { clubId: string; userId: string; role: (typeof clubTeamMembers.$inferInsert)["role"]; kind: "TEAM" | "COLLABORATOR" },
): Promise<void> {
  await deps.db.insert(clubTeamMembers).values(input).onConflictDoNothing();
}

