// Named prepared statements for PGlite (docs/decisions/0045-pglite-prepared-statements.md).
//
// PGlite's query() sends every query as an unnamed statement: Postgres parses, analyses and
// plans it again each time, and PGlite crosses into WebAssembly six times (parse, describe,
// bind, describe, execute, sync). The API builds the same few hundred query texts over and
// over, so each text with parameters becomes a named statement the first time, as
// node-postgres's named queries and postgres.js do: from then on it is bound and executed,
// in one call. Parameters are serialized exactly as PGlite's query() does, from the types
// Postgres reported for the statement, and results are parsed by PGlite's own parser.
import { parse, protocol, type PGlite, type QueryOptions, type Results, type Transaction } from "@electric-sql/pglite";

/** Statements kept; the least recently used is closed past this (texts built with variable lists vary). */
export const MAX_PREPARED_STATEMENTS = 400;

/** Postgres refuses a prepared statement whose result columns a migration changed. */
const CACHED_PLAN_CHANGED = "0A000";

interface Statement {
  name: string;
  parameterTypes: number[];
}

type QueryFn = <T>(text: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;

export interface PreparedStatements {
  /** Named statements held now (diagnostics and tests). */
  readonly size: number;
}

/** Makes `pg.query` and the queries of `pg.transaction` run through named statements. */
export function usePreparedStatements(pg: PGlite): PreparedStatements {
  const statements = new Map<string, Statement>(); // in order of last use
  const toClose: string[] = [];
  let lastName = 0;
  const plainQuery = pg.query.bind(pg) as QueryFn;
  const plainTransaction = pg.transaction.bind(pg);

  const preparable = (params: unknown[] | undefined, options: QueryOptions | undefined) =>
    Boolean(params?.length) && !options?.blob && !options?.paramTypes && !options?.onNotice;

  /** Runs the messages in one call; statements evicted earlier are closed first. */
  const send = (messages: Uint8Array[]) => {
    const closing = toClose.splice(0).map((name) => protocol.serialize.close({ type: "S", name }));
    return pg.execProtocolStream(Buffer.concat([...closing, ...messages]), { syncToFs: false });
  };

  async function prepare(text: string): Promise<Statement> {
    const name = `api_${++lastName}`;
    const answer = await send([protocol.serialize.parse({ name, text }), protocol.serialize.describe({ type: "S", name }), protocol.serialize.sync()]);
    const statement = { name, parameterTypes: parse.parseDescribeStatementResults(answer) };
    statements.set(text, statement);
    if (statements.size > MAX_PREPARED_STATEMENTS) forget(statements.keys().next().value!);
    return statement;
  }

  function forget(text: string) {
    const statement = statements.get(text);
    if (!statement) return;
    statements.delete(text);
    toClose.push(statement.name);
  }

  /** One query on a named statement; the caller holds PGlite's query lock. */
  async function run<T>(text: string, params: unknown[], options: QueryOptions | undefined, inTransaction: boolean): Promise<Results<T>> {
    try {
      let statement = statements.get(text);
      if (statement) {
        statements.delete(text);
        statements.set(text, statement);
      } else {
        statement = await prepare(text);
      }
      const values = params.map((value, index) => {
        if (value === null || value === undefined) return null;
        const type = statement.parameterTypes[index];
        const serialize = options?.serializers?.[type] ?? pg.serializers[type];
        return serialize ? serialize(value) : String(value);
      });
      const answer = await send([
        protocol.serialize.bind({ statement: statement.name, values }),
        protocol.serialize.describe({ type: "P" }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]);
      if (!inTransaction) await pg.syncToFs();
      return parse.parseResults(answer, pg.parsers, options)[0] as Results<T>;
    } catch (error) {
      if ((error as { code?: string }).code === CACHED_PLAN_CHANGED) forget(text);
      // As PGlite's query() reports a database error: with the query it came from.
      if (error && typeof error === "object") Object.assign(error, { query: text, params, queryOptions: options });
      throw error;
    }
  }

  const query = (async <T>(text: string, params?: unknown[], options?: QueryOptions) => {
    if (!preparable(params, options)) return plainQuery<T>(text, params, options);
    await pg._checkReady();
    // A query outside a transaction waits for any running one, as PGlite's query() does.
    const once = () => pg._runExclusiveTransaction(() => pg._runExclusiveQuery(() => run<T>(text, params!, options, false)));
    try {
      return await once();
    } catch (error) {
      // A migration changed the statement's columns: prepared again, it answers (in a
      // transaction the error stands, since it ended the transaction).
      if ((error as { code?: string }).code === CACHED_PLAN_CHANGED && !statements.has(text)) return once();
      throw error;
    }
  }) as QueryFn;

  pg.query = query as PGlite["query"];
  pg.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
    plainTransaction((tx) => {
      const prepared: Transaction = Object.create(tx);
      prepared.query = (async <R>(text: string, params?: unknown[], options?: QueryOptions) => {
        if (!preparable(params, options)) return tx.query<R>(text, params, options);
        if (tx.closed) throw new Error("Transaction is closed");
        return pg._runExclusiveQuery(() => run<R>(text, params!, options, true));
      }) as Transaction["query"];
      return callback(prepared);
    })) as PGlite["transaction"];

  return {
    get size() {
      return statements.size;
    },
  };
}
