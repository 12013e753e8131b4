/**
 * The embedded database's own thread (decision 066): PGlite runs here, off the server's event loop, and
 * answers the requests of pglite-thread-client.ts. Transactions hold PGlite's own lock from `begin` to
 * `end`, so other statements wait for them as they do on one in-process connection.
 */
import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parentPort, workerData } from 'node:worker_threads';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { createPglite } from './pglite-create';
import {
  toThreadError,
  type ThreadAnswer,
  type ThreadData,
  type ThreadReady,
  type ThreadRequest,
  type ThreadValue,
} from './pglite-thread-protocol';

if (!parentPort) throw new Error('pglite-thread.ts runs as a worker thread');
const port = parentPort;

interface OpenTransaction {
  tx: Transaction;
  /** Lets the transaction's callback return: commit, or roll back. */
  finish(commit: boolean): void;
  /** Settles when PGlite has committed or rolled back. */
  done: Promise<void>;
}

const transactions = new Map<number, OpenTransaction>();
let nextTransaction = 1;

/** Opens a transaction and answers its number once BEGIN has run; it stays open until `end`. */
function begin(client: PGlite): Promise<number> {
  return new Promise<number>((opened, failed) => {
    const number = nextTransaction;
    nextTransaction += 1;
    let entry: OpenTransaction | undefined;
    const done = client.transaction(async (tx) => {
      const commit = await new Promise<boolean>((finish) => {
        entry = { tx, finish, done };
        transactions.set(number, entry);
        opened(number);
      });
      if (!commit && !tx.closed) await tx.rollback();
    });
    done.catch((error: unknown) => {
      // BEGIN itself failed: nobody holds the number yet.
      if (!entry) failed(error);
    });
  });
}

async function end(number: number, commit: boolean): Promise<null> {
  const open = transactions.get(number);
  if (!open) throw new Error(`no open transaction ${number}`);
  transactions.delete(number);
  open.finish(commit);
  await open.done;
  return null;
}

function target(client: PGlite, tx: number | undefined): PGlite | Transaction {
  if (tx === undefined) return client;
  const open = transactions.get(tx);
  if (!open) throw new Error(`no open transaction ${tx}`);
  return open.tx;
}

async function answer(client: PGlite, request: ThreadRequest): Promise<ThreadValue> {
  switch (request.op) {
    case 'query':
      return target(client, request.tx).query(request.text, request.params, { rowMode: request.rowMode });
    case 'exec':
      return target(client, request.tx).exec(request.text);
    case 'begin':
      return begin(client);
    case 'end':
      return end(request.tx, request.commit);
    case 'close':
      await client.close();
      return null;
  }
}

/**
 * PGlite copies each answer out of its WebAssembly memory into new buffers, which V8 counts as external
 * memory. On the server's thread its other garbage made collections frequent enough to free them as they
 * went; this thread allocates little else, and after the demo data's few large statements it held over
 * 500 MB of them until an idle-time collection. A full collection of this small heap (about 15 MB) takes
 * a few milliseconds, so one runs whenever they have grown by `EXTERNAL_SLACK` since the last. Asking
 * V8 for the figure costs about a quarter of a microsecond, against hundreds for a statement, so it is
 * asked after every answer: a large answer followed by a quiet spell is then still freed.
 */
const EXTERNAL_SLACK = 32 * 1024 * 1024;
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;
let externalAfterCollection = getHeapStatistics().external_memory;

function collectIfOwed(): void {
  if (getHeapStatistics().external_memory - externalAfterCollection < EXTERNAL_SLACK) return;
  collect();
  externalAfterCollection = getHeapStatistics().external_memory;
}

/** Opens the database and answers requests; or says why it could not open, and the thread ends. */
async function serve(): Promise<void> {
  const { dir, snapshot } = workerData as ThreadData;
  let client: PGlite;
  try {
    client = await createPglite(dir, snapshot);
  } catch (error) {
    port.postMessage({ ready: false, error: toThreadError(error) } satisfies ThreadReady);
    return;
  }
  const fail = (id: number, error: unknown) =>
    port.postMessage({ id, ok: false, error: toThreadError(error) } satisfies ThreadAnswer);
  port.on('message', (request: ThreadRequest) => {
    answer(client, request).then(
      (value) => {
        try {
          port.postMessage({ id: request.id, ok: true, value } satisfies ThreadAnswer);
        } catch (error) {
          fail(request.id, error); // an answer that cannot be copied across (DataCloneError)
        }
        collectIfOwed();
      },
      (error: unknown) => fail(request.id, error),
    );
  });
  port.postMessage({ ready: true } satisfies ThreadReady);
}

await serve();
