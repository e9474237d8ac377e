// A deleted (deactivated) account disappears for others (spec 1 §4): its events are not
// found or listed, and its attendance is not counted or shown. Reactivating brings all back.
import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import { users } from "../../db/schema.js";

/** True for rows whose user (by the given column) is not deactivated; also true for a null column. */
export function userIsActive(userIdColumn: AnyColumn): SQL {
  return sql`not exists (select 1 from ${users} where ${users.id} = ${userIdColumn} and ${users.deletedAt} is not null)`;
}
