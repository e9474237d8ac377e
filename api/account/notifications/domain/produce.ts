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

/**
 * Several at once (one statement); answers how many were added. One array per column
 * (unnest): a bulk approval's thousand notifications are five parameters, not seven thousand.
 */
export async function produceNotifications(tx: Database, inputs: readonly NotificationInput[]): Promise<number> {
  if (inputs.length === 0) return 0;
  const rows = inputs.map((input) => {
    const { properties, message } = composeNotification(input.type, input.properties);
    return { ...input, properties, defaultMessage: message };
  });
  const column = <T>(pick: (row: (typeof rows)[number]) => T) => sql.param(rows.map(pick));
  // created_at in milliseconds, as the page cursor (a JavaScript Date) carries them.
  const added = (await tx.execute(sql`
    insert into ${notifications} (recipient_user_id, type, default_message, properties, dedupe_key, created_at)
    select n.recipient_user_id, n.type::notification_type, n.default_message, n.properties::jsonb, n.dedupe_key,
           date_trunc('milliseconds', now())
    from unnest(
      ${column((row) => row.recipientUserId)}::uuid[],
      ${column((row) => row.type)}::text[],
      ${column((row) => row.defaultMessage)}::text[],
      ${column((row) => JSON.stringify(row.properties))}::text[],
      ${column((row) => row.dedupeKey ?? null)}::text[]
    ) as n(recipient_user_id, type, default_message, properties, dedupe_key)
    on conflict do nothing
    returning id`)) as unknown as { rows: unknown[] };
  return added.rows.length;
}

/** A notification's stored properties and sentence, for a caller that inserts it in its own statement (the door's door_scan). */
export function composeNotification(type: NotificationType, given: NotificationProperties): { properties: NotificationProperties; message: string } {
  const properties = withoutEmpty(given);
  return { properties, message: notificationSentence(type, properties) };
}

function withoutEmpty(properties: NotificationProperties): NotificationProperties {
  return Object.fromEntries(Object.entries(properties).filter(([, value]) => typeof value === "string" && value !== ""));
}
