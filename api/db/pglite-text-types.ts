// drizzle's PGlite driver sends, with every statement, parsers that keep timestamps, dates,
// intervals and their arrays as the text Postgres writes (its column types read that text).
// PGlite answers a statement that brings parsers of its own by first copying its whole table of
// parsers, over 300 entries: about 80 µs, more than a short statement's own run. So the embedded
// database reads those types as text for every statement, set once at start, and drizzle is
// handed a client that passes its statements on without the parsers: the same values without the
// copy (docs/decisions/0090). The job queue, which expects PGlite's usual Dates, asks for them.
import { types, type PGlite, type QueryOptions, type Results, type Transaction } from "@electric-sql/pglite";

/** The types drizzle's PGlite driver reads as text: timestamp, timestamptz, interval, date, and the arrays of numeric, timestamp, timestamptz, interval and date. */
const TEXT_TYPES = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182] as const;

const asText = (value: string) => value;

type Statements = Pick<PGlite, "query">;

/** What the job queue's PGlite adapter (pg-boss `fromPglite`) calls. */
export interface JobsClient {
  query<T>(query: string, params?: unknown[]): Promise<Results<T>>;
  exec(query: string): Promise<Array<Results>>;
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
}

/** PGlite's own reading of the scalar ones: Date for timestamps and dates, text for intervals (pg-boss's tables hold no arrays of them). */
const withUsual: QueryOptions = {
  parsers: Object.fromEntries([types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE].map((type) => [type, types.parsers[type]])),
};

/**
 * Makes `client` read TEXT_TYPES as text for every statement (once it is ready: PGlite sets the
 * array types' parsers while it starts), and answers the two views of it the API uses.
 */
export function readTemporalTypesAsText(client: PGlite): { forDrizzle: PGlite; forJobs: JobsClient } {
  for (const type of TEXT_TYPES) client.parsers[type] = asText;
  const forDrizzle: Pick<PGlite, "query" | "transaction"> = {
    query: withoutParsers(client).query,
    transaction: (callback) => client.transaction((tx) => callback(transactionWithoutParsers(tx))),
  };
  return {
    // drizzle's PGlite driver calls nothing else of its client.
    forDrizzle: forDrizzle as PGlite,
    forJobs: {
      query: (query, params) => client.query(query, params, withUsual),
      exec: (query) => client.exec(query, withUsual),
      listen: (channel, callback) => client.listen(channel, callback),
    },
  };
}

function transactionWithoutParsers(tx: Transaction): Transaction {
  return {
    query: withoutParsers(tx).query,
    sql: (strings, ...params) => tx.sql(strings, ...params),
    exec: (query, options) => tx.exec(query, options),
    rollback: () => tx.rollback(),
    listen: (channel, callback) => tx.listen(channel, callback),
    get closed() {
      return tx.closed;
    },
  };
}

/** The same statements, without the parsers a caller sends (the database reads those types as text already). */
function withoutParsers(target: Statements): Statements {
  return {
    query: <T>(query: string, params?: unknown[], options?: QueryOptions) => {
      if (!options?.parsers) return target.query<T>(query, params, options);
      const { parsers: _sent, ...rest } = options;
      return target.query<T>(query, params, rest);
    },
  };
}
