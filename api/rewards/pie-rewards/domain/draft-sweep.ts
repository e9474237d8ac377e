// Abandoned reward wizard drafts (ADR 0082): a draft untouched for DRAFT_ABANDONED_AFTER_DAYS is
// deleted by a round on the job queue (ADR 0075), with the picture and privacy-policy PDF its
// author uploaded for it, unless something else uses them.
import { and, eq, inArray, lt, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.js";
import type { DomainDeps } from "../../../kernel/deps.js";
import { isUuid } from "../../../kernel/ids.js";
import { mediaDocuments, mediaImages } from "../../../media/db.js";
import { documentIdOfPath } from "../../../../contract/media/rest.js";
import { pieRewardDrafts, type PieRewardDraftRow } from "../db.js";

/** A draft nobody saved for this long is abandoned. */
export const DRAFT_ABANDONED_AFTER_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
const SWEEP_BATCH = 100;

/** The media a draft holds: the picture uploaded at Details, the policy's PDF uploaded at Settings. */
function mediaOf(draft: PieRewardDraftRow): { imageId: string | null; documentId: string | null } {
  const imageId = draft.values.avatarImageId?.[0] ?? "";
  const documentId = documentIdOfPath(draft.values.privacyFileUrl?.[0] ?? "");
  return { imageId: isUuid(imageId) ? imageId.toLowerCase() : null, documentId };
}

type Column = { table: string; column: string; type: string };

/**
 * Every column that may hold a media id or path: uuid columns by id, text and JSON by path. A
 * member may reuse their upload anywhere (a badge, a club, a reward), so the question is asked of
 * the whole schema rather than of a list that would miss the next area's column.
 */
async function referenceColumns(db: Database): Promise<Column[]> {
  const result = (await db.execute(
    sql`select c.table_name as "table", c.column_name as "column", c.data_type as "type"
        from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
        where c.table_schema = current_schema()
          and c.table_name not in ('media_images', 'media_documents')
          and c.data_type in ('uuid', 'text', 'character varying', 'jsonb', 'json')
        order by 1, 2`,
  )) as unknown as { rows: Column[] };
  return result.rows;
}

/** Whether any row of the schema names the media by its id (uuid columns) or its id within a path (text, JSON). */
async function isReferenced(db: Database, columns: readonly Column[], mediaId: string): Promise<boolean> {
  const pattern = `%${mediaId}%`;
  const tests = columns.map(({ table, column, type }) =>
    type === "uuid"
      ? sql`exists (select 1 from ${sql.identifier(table)} where ${sql.identifier(column)} = ${mediaId}::uuid)`
      : sql`exists (select 1 from ${sql.identifier(table)} where ${sql.identifier(column)}::text like ${pattern})`,
  );
  if (tests.length === 0) return false;
  const result = (await db.execute(sql`select (${sql.join(tests, sql` or `)}) as used`)) as unknown as { rows: { used: boolean }[] };
  return result.rows[0]?.used === true;
}

/**
 * Deletes one batch of abandoned drafts and the media only they used; answers how many drafts
 * went. A draft saved meanwhile is locked by its save (skipped) or newer than the cutoff (kept).
 */
export async function sweepAbandonedDrafts(deps: DomainDeps): Promise<number> {
  const cutoff = new Date(deps.clock().getTime() - DRAFT_ABANDONED_AFTER_DAYS * DAY_MS);
  return deps.db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(pieRewardDrafts)
      .where(lt(pieRewardDrafts.updatedAt, cutoff))
      .orderBy(pieRewardDrafts.updatedAt)
      .limit(SWEEP_BATCH)
      .for("update", { skipLocked: true });
    if (due.length === 0) return 0;
    await tx.delete(pieRewardDrafts).where(
      inArray(
        pieRewardDrafts.id,
        due.map((draft) => draft.id),
      ),
    );
    const columns = await referenceColumns(tx);
    for (const draft of due) {
      const { imageId, documentId } = mediaOf(draft);
      // Only what the draft's author uploaded is theirs to lose.
      if (imageId && !(await isReferenced(tx, columns, imageId))) await tx.delete(mediaImages).where(and(eq(mediaImages.id, imageId), eq(mediaImages.ownerUserId, draft.userId)));
      if (documentId && !(await isReferenced(tx, columns, documentId)))
        await tx.delete(mediaDocuments).where(and(eq(mediaDocuments.id, documentId), eq(mediaDocuments.ownerUserId, draft.userId)));
    }
    return due.length;
  });
}
