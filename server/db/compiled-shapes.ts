import { isDeepStrictEqual } from "node:util";
import type { Compilable, CompiledQuery } from "kysely";
import { isPostgres, type Executor } from "./executor";

/**
 * Kysely builds and compiles a query each time it runs one. The order writer's statements differ
 * from one group to the next only in their values and in how many rows or values they carry, and
 * compiling them again took about a tenth of the writer thread's time. A query run here is
 * compiled once per shape (a name for the query and its number of rows or values), per database,
 * and then run with each call's values. The run that compiles a shape checks that the values it
 * was given are exactly those Kysely bound, so values given in another order fail at once.
 */
const compiledShapes = new Map<string, CompiledQuery>();
/**
 * Groups of up to 200 orders make a few hundred shapes, about a megabyte of SQL; past this bound
 * a new shape is compiled for each run, as any other query is.
 */
const MAX_SQL_CHARACTERS = 4_000_000;
let sqlCharacters = 0;

export async function runShaped<R>(
  db: Executor,
  shape: string,
  parameters: readonly unknown[],
  build: () => Compilable<R>,
): Promise<R[]> {
  const key = `${isPostgres(db) ? "postgres" : "sqlite"} ${shape}`;
  let compiled = compiledShapes.get(key) as CompiledQuery<R> | undefined;
  if (!compiled) {
    compiled = build().compile();
    if (!isDeepStrictEqual(compiled.parameters, parameters)) {
      throw new Error(`The values given for the query "${shape}" are not the ones it binds`);
    }
    if (sqlCharacters + compiled.sql.length <= MAX_SQL_CHARACTERS) {
      compiledShapes.set(key, compiled);
      sqlCharacters += compiled.sql.length;
    }
  }
  const { rows } = await db.executeQuery<R>({ ...compiled, parameters });
  return rows;
}
