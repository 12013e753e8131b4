import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { takeTurns } from './pglite-turns';

const nextMacrotask = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Two statements queued together, and a socket's work (a macrotask) that becomes due when the first one
 * answers: which runs first, the second statement or the socket's work?
 */
async function orderAfterFirstAnswer(client: PGlite): Promise<string[]> {
  const order: string[] = [];
  const first = client.query('SELECT 1').then(() => {
    order.push('first statement');
    setImmediate(() => order.push('socket'));
  });
  const second = client.query('SELECT 2').then(() => order.push('second statement'));
  await Promise.all([first, second]);
  await nextMacrotask();
  await nextMacrotask();
  return order;
}

describe('PGlite statements take turns with the event loop', () => {
  let plain: PGlite;
  let client: PGlite;
  beforeAll(async () => {
    [plain, client] = await Promise.all([PGlite.create(), PGlite.create()]);
    takeTurns(client);
  });
  afterAll(async () => {
    await Promise.all([plain.close(), client.close()]);
  });

  it('runs queued statements back to back when left alone (what the turns are for)', async () => {
    expect(await orderAfterFirstAnswer(plain)).toEqual(['first statement', 'second statement', 'socket']);
  });

  it('lets the sockets be read between two queued statements', async () => {
    expect(await orderAfterFirstAnswer(client)).toEqual(['first statement', 'socket', 'second statement']);
  });

  it('answers in the order asked, and a failed statement does not stop the line', async () => {
    const answers = await Promise.allSettled([
      client.query<{ n: number }>('SELECT 1 AS n'),
      client.query('SELECT * FROM no_such_table'),
      client.exec('CREATE TABLE t (n int)'),
      client.query<{ n: number }>('SELECT 3 AS n'),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    const last = answers[3];
    expect(last.status === 'fulfilled' && (last.value as { rows: { n: number }[] }).rows[0]?.n).toBe(3);
  });

  it('keeps a transaction whole: a statement asked for meanwhile runs after its COMMIT', async () => {
    await client.exec('CREATE TABLE counter (n int); INSERT INTO counter VALUES (0)');
    const seen: number[] = [];
    const tx = client.transaction(async (t) => {
      await t.query('UPDATE counter SET n = 1');
      await nextMacrotask();
      await t.query('UPDATE counter SET n = 2');
    });
    const read = client.query<{ n: number }>('SELECT n FROM counter').then((r) => seen.push(r.rows[0]!.n));
    await Promise.all([tx, read]);
    expect(seen).toEqual([2]);
  });
});
