/**
 * `npm run bench:floors [-- --db postgres|pglite --scale 1 --seconds 60 --connections 50 --pool 20 --signed-in --only a,b]`
 *
 * The read floors against the single-row floor, robust to other work on the machine. bench:api measures
 * each floor once, for --duration seconds, one after the other, so a busy neighbour during one of them
 * moves its ratio. Here every read endpoint's captured SQL (as bench:api captures it) and the single-row
 * read (one restaurant by primary key) are replayed as bench:api replays them (the same concurrency over a
 * pool of the same size), in turns of half a second, round after round for --seconds in all: each floor
 * is the total over its turns, so all of them meet the same load on average. floor/1-row ≥ 0.5 is the
 * requirement "a page costs the database at most twice a single-row lookup". Prints a table; writes nothing.
 */
import { loadConfig } from '../src/server/config';
import { choiceArg, numberArg, parseArgs } from './lib/args';
import { captureSql, replayer, singleRowRead, type CapturedQuery } from './lib/capture';
import { BENCH_PASSWORD, BENCH_USER_EMAIL } from './lib/constants';
import { isSeeded, openDataset, resolveDataset } from './lib/datasets';
import { runFloor } from './lib/load';
import { buildEndpoints, pickInputs } from './lib/endpoints';
import { serverEnv } from './lib/server';

const args = parseArgs();
const kind = choiceArg(args, 'db', ['pglite', 'postgres'], 'postgres');
const scale = numberArg(args, 'scale', 1);
const seconds = numberArg(args, 'seconds', 60);
const connections = Math.round(numberArg(args, 'connections', 50));
const poolSize = Math.round(numberArg(args, 'pool', 20));
const TURN_SECONDS = 0.5;
const only = args.get('only')?.split(',');

const dataset = resolveDataset(kind, scale);
if (!(await isSeeded(dataset))) throw new Error(`${dataset.label} has no data; run npm run bench:seed first`);
const database = await openDataset(dataset, poolSize);
try {
  const inputs = await pickInputs(database);
  const endpoints = buildEndpoints(inputs).filter(
    (e) => e.kind === 'read' && (!only || only.includes(e.name)),
  );
  const captured = await captureSql(
    database,
    loadConfig(serverEnv(dataset, 0)),
    endpoints.flatMap((e) => e.paths),
    args.has('signed-in') ? { signIn: { email: BENCH_USER_EMAIL, password: BENCH_PASSWORD } } : {},
  );
  const sets: { name: string; statements: number; variants: CapturedQuery[][] }[] = [
    {
      name: 'single-row',
      statements: 1,
      variants: inputs.restaurantIds.map(singleRowRead),
    },
    ...endpoints.map((e) => {
      const variants = e.paths.map((p) => captured.get(p)?.queries ?? []);
      return { name: e.name, statements: variants[0]?.length ?? 0, variants };
    }),
  ];
  const replay = replayer(database);
  const totals = sets.map(() => ({ requests: 0, seconds: 0 }));
  const rounds = Math.max(1, Math.round(seconds / (TURN_SECONDS * sets.length)));
  // A first round warms every statement's pages and the pool's connections; it is not counted.
  for (let round = 0; round <= rounds; round += 1) {
    for (const [k, set] of sets.entries()) {
      const floor = await runFloor((n) => replay(set.variants[n % set.variants.length]), {
        concurrency: connections,
        duration: TURN_SECONDS,
      });
      if (round === 0) continue;
      totals[k].requests += floor.total;
      totals[k].seconds += floor.total / Math.max(1, floor.rps);
    }
  }
  const rps = (k: number) => totals[k].requests / Math.max(1e-9, totals[k].seconds);
  console.info(
    `\n${dataset.label}: ${rounds} rounds of ${TURN_SECONDS} s turns, ${connections} loops, pool ${poolSize}` +
      `${args.has('signed-in') ? ', signed in' : ''}\n`,
  );
  console.info('| read | statements | floor req/s | floor/1-row |\n|---|---:|---:|---:|');
  for (const [k, set] of sets.entries()) {
    console.info(
      `| ${set.name} | ${set.statements} | ${Math.round(rps(k))} | ${(rps(k) / rps(0)).toFixed(2)} |`,
    );
  }
} finally {
  await database.close();
}
