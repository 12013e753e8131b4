import type { PGlite } from '@electric-sql/pglite';

/**
 * Gives PGlite's statements turns on the event loop (decision 053).
 *
 * PGlite runs a statement synchronously, in this process, and its lock passes to the next caller in a
 * microtask. Under load, every queued statement then ran back to back in one microtask drain, and Node
 * went back to its sockets only between drains. Requests on connections already open were read at every
 * turn, but a new connection's first request waited one whole drain per connection: with 50 new
 * connections, the last first request waited seconds (p99 3 s for review posts, p50 150 ms).
 *
 * Here every `query`, `exec` and `transaction` waits in one first-come, first-served line and starts in
 * a macrotask of its own (`setImmediate`), after Node has read what its sockets hold. A transaction keeps
 * its turn from BEGIN to COMMIT (its statements go through PGlite's transaction handle, not through here),
 * as PGlite's own lock does: calling the client itself inside a transaction would wait forever either way.
 */
export function takeTurns(client: PGlite): void {
  let last: Promise<unknown> = Promise.resolve();
  function inTurn<T>(run: () => Promise<T>): Promise<T> {
    const turn = last.then(() => new Promise<void>((resolve) => setImmediate(resolve))).then(run);
    last = turn.catch(() => undefined);
    return turn;
  }
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((...args: Parameters<PGlite['query']>) => inTurn(() => query(...args))) as PGlite['query'];
  client.exec = (...args: Parameters<PGlite['exec']>) => inTurn(() => exec(...args));
  client.transaction = ((...args: Parameters<PGlite['transaction']>) =>
    inTurn(() => transaction(...args))) as PGlite['transaction'];
}
