import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type pg from 'pg';
import type { CapturedQuery } from './capture';

export interface BareServer {
  url: string;
  close(): Promise<void>;
}

/**
 * The thinnest HTTP server over the same SQL (`bench:api -- --bare`, decision 070): `node:http`, no
 * framework, no session check, no query building, no validation, no headers beyond the content's. For a
 * path it was given, it sends the statements the real server sent for that path (captured), in order and
 * under the same names, through the pool it is handed, and answers the last statement's rows as JSON.
 * Loaded by wrk on the same cores, it shows what a Node server reading through node-postgres can reach
 * against the floor here, whatever its framework: the bound the real server is measured against.
 */
export async function startBareServer(
  pool: pg.Pool,
  statementsByPath: ReadonlyMap<string, readonly CapturedQuery[]>,
): Promise<BareServer> {
  const answer = async (queries: readonly CapturedQuery[]): Promise<string> => {
    let rows: unknown[] = [];
    for (const q of queries) {
      const result = q.name
        ? await pool.query({ name: q.name, text: q.text, values: q.params })
        : await pool.query(q.text, q.params);
      rows = result.rows;
    }
    return JSON.stringify(rows);
  };
  const server = createServer((request, response) => {
    const queries = statementsByPath.get(request.url ?? '');
    if (!queries) {
      response.writeHead(404).end();
      return;
    }
    answer(queries).then(
      (body) =>
        response
          .writeHead(200, {
            'content-type': 'application/json; charset=utf-8',
            'content-length': Buffer.byteLength(body),
          })
          .end(body),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
