// Producing a notification: other areas' domain code calls this inside its own transaction,
// so the notification exists exactly when the change it tells of commits (a rollback leaves
// none). The insert announces itself on the change feed (migration 0016), which wakes the
// recipient's open streams.
import { sql } from "drizzle-orm";
import type { Database } from "../../../db/client.js";
import { notifications } from "../db.js";
import { notificationSentence } from "../../../../contract/account/notification-texts.js";
import type { NotificationProperties, NotificationType } from "../../../../contract/account/notifications-messages.js";

export interface NotificationInput {
  recipientUserId: string;
  type: NotificationType;
  properties: NotificationProperties;
  /** One notification per recipient and key: a repeated call with the same key adds nothing. */
  dedupeKey?: string;
}

/** Inserts the notification in the caller's transaction; true when one was added (false: a repeat of a dedupe key). */
export async function produceNotification(tx: Database, input: NotificationInput): Promise<boolean> {
  return (await produceNotifications(tx, [input])) > 0;
}

/** Several at once (one statement); answers how many were added. */
export async function produceNotifications(tx: Database, inputs: readonly NotificationInput[]): Promise<number> {
  if (inputs.length === 0) return 0;
  const rows = await tx
    .insert(notifications)
    .values(
      inputs.map((input) => {
        const properties = withoutEmpty(input.properties);
        return {
          recipientUserId: input.recipientUserId,
          type: input.type,
          defaultMessage: notificationSentence(input.type, properties),
          properties,
          dedupeKey: input.dedupeKey ?? null,
          // Milliseconds, as the page cursor (a JavaScript Date) carries them.
          createdAt: sql`date_trunc('milliseconds', now())`,
        };
      }),
    )
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  return rows.length;
}

function withoutEmpty(properties: NotificationProperties): NotificationProperties {
  return Object.fromEntries(Object.entries(properties).filter(([, value]) => typeof value === "string" && value !== ""));
}
