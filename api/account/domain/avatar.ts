// The member's avatar: an image they uploaded to the media module (1000×1000 WEBP), its
// path carrying a version query so every copy of the old picture is passed by (spec 1 §9).
import { eq } from "drizzle-orm";
import { users, type UserRow } from "../../db/schema.js";
import type { Viewer } from "../../access/domain/viewer.js";
import type { DomainDeps } from "../../kernel/deps.js";
import { notFound } from "../../kernel/errors.js";
import { ownImage } from "../../media/domain/images.js";
import { imagePath } from "../../../contract/media/rest.js";
import { commonMessages } from "../../../contract/common/messages.js";

/** Sets (or, with null, removes) the viewer's avatar. Only an image the viewer uploaded. */
export async function setAvatar(deps: DomainDeps, viewer: Viewer, imageId: string | null): Promise<UserRow> {
  const image = imageId ? await ownImage(deps, viewer.userId, imageId) : null;
  const now = deps.clock();
  const [updated] = await deps.db
    .update(users)
    .set({ avatarUrl: image ? `${imagePath(image.id)}?v=${now.getTime()}` : null, updatedAt: now })
    .where(eq(users.id, viewer.userId))
    .returning();
  if (!updated) throw notFound(commonMessages.notFound);
  return updated;
}
