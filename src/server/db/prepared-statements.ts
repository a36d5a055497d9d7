import pg from 'pg';

/** Statements named so far, across connections: text → name. */
const names = new Map<string, string>();
/**
 * Past this many distinct texts, new ones run unprepared: a statement's text varies only with the
 * length of an `in (...)` list, so real use stays far below it, and a bug that built texts from
 * data could not grow every connection's statement cache without bound.
 */
const MAX_PREPARED = 5_000;
const DATA_STATEMENT = /^\s*(select|insert|update|delete|with)\b/i;

/** The name a statement is prepared under, or undefined to send it unprepared. */
export function statementName(text: string, values: readonly unknown[]): string | undefined {
  if (values.length === 0) return undefined;
  // Every query passes here: a known text is one map look-up, only a new one is examined.
  const known = names.get(text);
  if (known !== undefined || names.size >= MAX_PREPARED || !DATA_STATEMENT.test(text)) return known;
  const name = `s${names.size + 1}`;
  names.set(text, name);
  return name;
}

/**
 * A PostgreSQL connection that prepares each data statement once and afterwards only binds and
 * runs it: PostgreSQL skips parsing and, once it settles on a generic plan, planning. Kysely sends
 * the same few hundred statement texts with parameters, so this takes a good share of the
 * database's work per order (docs/decisions/038-prepared-statements-on-postgresql.md). Statements
 * without parameters (begin, commit, locks, DDL of migrations) are sent as they are.
 */
export class PreparingClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    const send = this.query.bind(this) as (...args: unknown[]) => unknown;
    this.query = ((...args: unknown[]) => {
      const [text, values] = args;
      if (args.length === 2 && typeof text === 'string' && Array.isArray(values)) {
        const name = statementName(text, values);
        if (name !== undefined) return send({ name, text, values });
      }
      return send(...args);
    }) as typeof this.query;
  }
}
