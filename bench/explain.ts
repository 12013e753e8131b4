/**
 * `npm run bench:explain [-- --db postgres|pglite --scale 1 --only name,name --signed-in --generic]`
 *
 * For each read endpoint of the API benchmark: the SQL the route really sends (captured through a Drizzle
 * logger while the app answers one representative path — the most-reviewed restaurant for the detail
 * pages — and its second page when the answer has a cursor), run under EXPLAIN (ANALYZE, BUFFERS).
 * Flags sequential scans of the big tables and OFFSET paging. `--signed-in` captures the SQL as the bench
 * user sends it (session look-up, the viewer's reactions and favourites), as `bench:api --signed-in` does.
 *
 * `--try file.sql` runs that SQL (e.g. a candidate CREATE INDEX) first, inside a transaction that is
 * rolled back at the end, to see the plans a schema change would give without keeping it.
 *
 * `--generic` shows, for each statement the server sends as a named prepared statement, the plan
 * PostgreSQL keeps once it stops planning for the values (`plan_cache_mode = force_generic_plan`); the
 * statements the server sends unnamed are planned for their values each time and are shown as such.
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';
import pgUtils from 'pg/lib/utils';
import { loadConfig } from '../src/server/config';
import { choiceArg, numberArg, parseArgs } from './lib/args';
import { captureSql, type CapturedQuery } from './lib/capture';
import { BENCH_PASSWORD, BENCH_USER_EMAIL } from './lib/constants';
import { isSeeded, openDataset, resolveDataset } from './lib/datasets';
import { buildEndpoints, pickInputs } from './lib/endpoints';
import { serverEnv } from './lib/server';
import { oneConnection } from './lib/sql-runner';

const BIG_TABLES = ['restaurants', 'reviews', 'review_reactions'];

/** A bound value as an SQL literal: the text node-postgres would send for it, quoted. */
function literal(value: unknown): string {
  const text = pgUtils.prepareValue(value);
  if (text === null) return 'NULL';
  return typeof text === 'string' ? pg.escapeLiteral(text) : `'\\x${text.toString('hex')}'::bytea`;
}

async function main() {
  const args = parseArgs();
  const kind = choiceArg(args, 'db', ['pglite', 'postgres'], 'postgres');
  const scale = numberArg(args, 'scale', 1);
  const only = args.get('only')?.split(',');
  const dataset = resolveDataset(kind, scale);
  if (!(await isSeeded(dataset)))
    throw new Error(`${dataset.label} has no data; run npm run bench:seed first`);
  const database = await openDataset(dataset, 4);
  const flags: string[] = [];
  try {
    const inputs = await pickInputs(database);
    const endpoints = buildEndpoints(inputs).filter(
      (e) => e.kind === 'read' && (!only || only.includes(e.name)),
    );
    const config = loadConfig(serverEnv(dataset, 0));
    const capture = args.has('signed-in')
      ? { signIn: { email: BENCH_USER_EMAIL, password: BENCH_PASSWORD } }
      : {};
    const firstPages = await captureSql(
      database,
      config,
      endpoints.map((e) => e.paths[0]),
      capture,
    );
    const targets: { label: string; path: string; queries: CapturedQuery[] }[] = [];
    const secondPaths: { label: string; path: string }[] = [];
    for (const endpoint of endpoints) {
      const path = endpoint.paths[0];
      const first = firstPages.get(path);
      if (!first) continue;
      targets.push({ label: endpoint.name, path, queries: first.queries });
      const cursor = (JSON.parse(first.body) as { nextCursor?: string | null }).nextCursor;
      if (cursor) {
        secondPaths.push({
          label: `${endpoint.name} (page 2)`,
          path: `${path}${path.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(cursor)}`,
        });
      }
    }
    const secondPages = await captureSql(
      database,
      config,
      secondPaths.map((s) => s.path),
      capture,
    );
    for (const s of secondPaths) targets.push({ ...s, queries: secondPages.get(s.path)?.queries ?? [] });

    const sql = await oneConnection(database);
    const generic = args.has('generic');
    const run = async (text: string, params: unknown[], named: boolean) => {
      if (!generic || !named)
        return sql.run<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, params);
      await sql.run('SET plan_cache_mode = force_generic_plan');
      await sql.run(`PREPARE spey_explain AS ${text}`);
      try {
        // EXECUTE is a utility statement, which takes no bound values: its values are written as literals.
        const values = params.map(literal).join(', ');
        return await sql.run<{ 'QUERY PLAN': string }>(
          `EXPLAIN (ANALYZE, BUFFERS) EXECUTE spey_explain${values ? `(${values})` : ''}`,
        );
      } finally {
        await sql.run('DEALLOCATE spey_explain');
        await sql.run('RESET plan_cache_mode');
      }
    };
    const trial = args.get('try');
    if (trial) {
      await sql.run('BEGIN');
      for (const statement of readFileSync(trial, 'utf8')
        .split(/;\s*$/m)
        .map((s) => s.trim())
        .filter(Boolean)) {
        console.info(`-- trying: ${statement.replace(/\s+/g, ' ')}`);
        await sql.run(statement);
      }
      await sql.run('ANALYZE');
    }
    try {
      for (const target of targets) {
        console.info(
          `\n${'='.repeat(100)}\n${target.label}: GET ${target.path}  (${target.queries.length} statements)`,
        );
        for (const [i, query] of target.queries.entries()) {
          const rows = await run(query.text, query.params, query.name !== undefined);
          const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
          console.info(
            `\n-- statement ${i + 1}${generic ? (query.name ? ` (${query.name}, generic plan)` : ' (unnamed)') : ''}: ${query.text.replace(/\s+/g, ' ').slice(0, 240)}${query.text.length > 240 ? '…' : ''}`,
          );
          console.info(plan);
          for (const table of BIG_TABLES) {
            if (new RegExp(`Seq Scan on ${table}\\b`).test(plan))
              flags.push(`${target.label} #${i + 1}: Seq Scan on ${table}`);
          }
          if (/\bOFFSET\b/i.test(query.text)) flags.push(`${target.label} #${i + 1}: OFFSET paging`);
          const time = /Execution Time: ([\d.]+) ms/.exec(plan)?.[1];
          if (time && Number(time) > 5) flags.push(`${target.label} #${i + 1}: ${time} ms execution`);
        }
      }
    } finally {
      if (trial) await sql.run('ROLLBACK');
      sql.release();
    }
  } finally {
    await database.close();
  }
  console.info(`\n${'='.repeat(100)}`);
  if (flags.length === 0)
    console.info(
      'No sequential scans of restaurants/reviews/review_reactions, no OFFSET paging, nothing over 5 ms.',
    );
  else {
    console.info('FLAGGED:');
    for (const flag of flags) console.info(`  ${flag}`);
  }
}

await main();
