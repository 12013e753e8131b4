import { execFileSync, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// scripts/node-runtime.sh is the one place that sets how the server's node runs (decisions 043, 048):
// `npm start` and the bench's server both start node through it.
const root = path.resolve(import.meta.dirname, '../..');
const runtime = path.join(root, 'scripts/node-runtime.sh');
const printEnv =
  'process.stdout.write(JSON.stringify([process.env.MALLOC_ARENA_MAX, process.env.MALLOC_MMAP_THRESHOLD_]))';

function run(env: NodeJS.ProcessEnv): [string, string] {
  const out = execFileSync(runtime, ['-e', printEnv], {
    env: { PATH: process.env.PATH, SPEY_NODE: process.execPath, ...env },
    encoding: 'utf8',
  });
  return JSON.parse(out) as [string, string];
}

describe('the server runtime wrapper', () => {
  it('gives node the malloc settings', () => {
    expect(run({})).toEqual(['2', '1048576']);
  });

  it('lets a value already in the environment win', () => {
    expect(run({ MALLOC_ARENA_MAX: '0' })).toEqual(['0', '1048576']);
  });

  it('is what npm start runs the server with', () => {
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts.start).toContain('scripts/node-runtime.sh dist/server/start.js');
  });

  it('keeps the IPC channel of a forked server (as the bench forks it)', async () => {
    // With -e, the module path fork adds is only an argument.
    const child = fork('ipc-check', [], {
      execPath: runtime,
      execArgv: ['-e', 'process.send({ arenas: process.env.MALLOC_ARENA_MAX }, () => process.disconnect())'],
      env: { PATH: process.env.PATH, SPEY_NODE: process.execPath },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    const message = await new Promise<unknown>((resolve, reject) => {
      child.once('message', resolve);
      child.once('error', reject);
    });
    expect(message).toEqual({ arenas: '2' });
  });
});
