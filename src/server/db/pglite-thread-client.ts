import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { workerEntry } from '../lib/project-root';
import { readsTheSame } from './pglite-parsers';
import {
  fromThreadError,
  type ThreadAnswer,
  type ThreadData,
  type ThreadReady,
  type ThreadRequest,
  type ThreadValue,
} from './pglite-thread-protocol';

type Pending = { resolve(value: ThreadValue): void; reject(error: Error): void };
/** `Omit` over each member of a union. */
type OmitEach<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** A request before its number is given. */
type Request = OmitEach<ThreadRequest, 'id'>;

/** The options a statement may carry across: its row mode. Parsers other than the text types' cannot go. */
function rowModeOf(options: QueryOptions | undefined): QueryOptions['rowMode'] {
  const sent = readsTheSame(options);
  if (sent?.parsers) {
    throw new Error(
      "the embedded database's thread reads its types itself; a statement's own parsers cannot cross",
    );
  }
  return sent?.rowMode;
}

/**
 * PGlite in a thread of its own (decision 066), as the part of PGlite's interface Drizzle uses: `query`,
 * `exec`, `transaction` and `close`. Statements are sent to the thread in call order and run there one
 * at a time, as on one in-process connection; the server's event loop meanwhile keeps serving sockets.
 * If the thread dies, every waiting and later statement fails, and `lost` settles.
 */
export class PgliteThread {
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private exited: Error | undefined;
  private closing = false;
  private markLost: (error: Error) => void = () => undefined;
  /** Settles when the thread stops other than by `close()` (PGlite aborted): the database is gone. */
  readonly lost = new Promise<Error>((resolve) => (this.markLost = resolve));

  private constructor(private readonly worker: Worker) {
    worker.on('message', (answer: ThreadAnswer) => {
      const waiting = this.pending.get(answer.id);
      if (!waiting) return;
      this.pending.delete(answer.id);
      if (answer.ok) waiting.resolve(answer.value);
      else waiting.reject(fromThreadError(answer.error));
    });
    worker.on('error', (error) => this.fail(error));
    worker.on('exit', (code) =>
      this.fail(new Error(`the embedded database's thread stopped (exit code ${code})`)),
    );
  }

  /** Starts the thread on a data folder (in memory without one, or a copy of `snapshot`) and waits until
   * the database is open. */
  static async start(dir: string | undefined, snapshot?: Uint8Array): Promise<PgliteThread> {
    const { file, eval: evaluate } = workerEntry('pglite-thread', 'src/server/db/pglite-thread.ts');
    const worker = new Worker(file, { eval: evaluate, workerData: { dir, snapshot } satisfies ThreadData });
    let onError: (error: Error) => void = () => undefined;
    let onExit: (code: number) => void = () => undefined;
    let onReady: (message: ThreadReady) => void = () => undefined;
    try {
      await new Promise<void>((resolve, reject) => {
        onError = reject;
        onExit = (code) => reject(new Error(`the embedded database's thread stopped (exit code ${code})`));
        onReady = (message) => (message.ready ? resolve() : reject(fromThreadError(message.error)));
        worker.once('error', onError).once('exit', onExit).once('message', onReady);
      });
    } catch (error) {
      // What the thread still reports on its way out (PGlite's own rejections) has nowhere to go.
      worker.on('error', () => undefined);
      await worker.terminate();
      throw error;
    } finally {
      worker.off('error', onError).off('exit', onExit).off('message', onReady);
    }
    return new PgliteThread(worker);
  }

  private fail(error: Error): void {
    if (!this.exited && !this.closing) this.markLost(error);
    this.exited ??= error;
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }

  private call(request: Request): Promise<ThreadValue> {
    if (this.exited) return Promise.reject(this.exited);
    const id = this.nextId;
    this.nextId += 1;
    return new Promise<ThreadValue>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...request, id } as ThreadRequest);
    });
  }

  async query<T>(text: string, params?: unknown[], options?: QueryOptions, tx?: number): Promise<Results<T>> {
    return (await this.call({ op: 'query', text, params, rowMode: rowModeOf(options), tx })) as Results<T>;
  }

  async exec(text: string, _options?: QueryOptions, tx?: number): Promise<Results[]> {
    return (await this.call({ op: 'exec', text, tx })) as Results[];
  }

  /** Runs `callback` in one transaction: committed when it returns, rolled back when it throws. */
  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const number = (await this.call({ op: 'begin' })) as number;
    const tx = new ThreadTransaction(this, number);
    let value: T;
    try {
      value = await callback(tx);
    } catch (error) {
      if (!tx.closed) await tx.end(false).catch(() => undefined);
      throw error;
    }
    if (!tx.closed) await tx.end(true);
    return value;
  }

  /** @internal */
  endTransaction(number: number, commit: boolean): Promise<ThreadValue> {
    return this.call({ op: 'end', tx: number, commit });
  }

  /** Closes the database (a clean shutdown, as PGlite's own close) and stops the thread. */
  async close(): Promise<void> {
    this.closing = true;
    if (!this.exited) await this.call({ op: 'close' });
    await this.worker.terminate();
  }
}

/** An open transaction's handle, as PGlite's `Transaction`: its statements run inside it. */
class ThreadTransaction implements Transaction {
  closed = false;

  constructor(
    private readonly thread: PgliteThread,
    private readonly number: number,
  ) {}

  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.thread.query<T>(text, params, options, this.number);
  }

  sql<T>(strings: TemplateStringsArray, ...params: unknown[]): Promise<Results<T>> {
    let text = strings[0] ?? '';
    params.forEach((_, index) => (text += `$${index + 1}${strings[index + 1] ?? ''}`));
    return this.query<T>(text, params);
  }

  exec(text: string): Promise<Results[]> {
    return this.thread.exec(text, undefined, this.number);
  }

  async rollback(): Promise<void> {
    await this.end(false);
  }

  listen(): Promise<never> {
    return Promise.reject(new Error('LISTEN is not available through the database thread'));
  }

  /** @internal */
  async end(commit: boolean): Promise<void> {
    this.closed = true;
    await this.thread.endTransaction(this.number, commit);
  }
}
