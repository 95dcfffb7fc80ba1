import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
} from 'kysely';

/**
 * Kysely over embedded PGlite. PGlite is one connection, so a connection is lent to one caller at
 * a time: a transaction holds it from BEGIN to COMMIT and other queries wait their turn.
 */
export class PGliteDialect implements Dialect {
  constructor(private readonly pg: PGlite) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.pg);
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}

class PGliteDriver implements Driver {
  private queue: Promise<void> = Promise.resolve();
  private readonly connection: DatabaseConnection;

  constructor(private readonly pg: PGlite) {
    this.connection = {
      executeQuery: async <R>(query: CompiledQuery): Promise<QueryResult<R>> => {
        const result = await pg.query<R>(query.sql, query.parameters as unknown[]);
        return result.affectedRows === undefined
          ? { rows: result.rows }
          : { rows: result.rows, numAffectedRows: BigInt(result.affectedRows) };
      },
      streamQuery: () => {
        throw new Error('Streaming queries are not supported on PGlite');
      },
    };
  }

  async init() {}

  async acquireConnection(): Promise<DatabaseConnection> {
    let release!: () => void;
    const turn = new Promise<void>((resolve) => {
      release = resolve;
    });
    const previous = this.queue;
    this.queue = previous.then(() => turn);
    await previous;
    this.release = release;
    return this.connection;
  }

  private release: (() => void) | undefined;

  async beginTransaction(conn: DatabaseConnection) {
    await conn.executeQuery(CompiledQuery.raw('begin'));
  }
  async commitTransaction(conn: DatabaseConnection) {
    await conn.executeQuery(CompiledQuery.raw('commit'));
  }
  async rollbackTransaction(conn: DatabaseConnection) {
    await conn.executeQuery(CompiledQuery.raw('rollback'));
  }
  async releaseConnection() {
    const release = this.release;
    this.release = undefined;
    release?.();
  }
  async destroy() {
    await this.pg.close();
  }
}
