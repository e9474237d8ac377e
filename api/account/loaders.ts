// The account area's DataLoaders: users, fetched once per request for every id a response needs.
import DataLoader from "dataloader";
import type { UserRow } from "../db/schema.js";
import { cachedBatch, one } from "../graphql/batch.js";
import type { LoaderDeps } from "../kernel/area.js";
import { findUsersByIds } from "./domain/users.js";

export function createAccountLoaders({ db, cache }: LoaderDeps) {
  return {
    user: new DataLoader<string, UserRow | null>(
      cachedBatch(cache, "user", (id) => `user:${id}`, async (ids) => one(ids, await findUsersByIds(db, ids), (user) => user.id)),
    ),
  };
}
