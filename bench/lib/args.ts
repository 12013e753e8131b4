/** Minimal `--name value` / `--flag` parser for the bench scripts (npm passes them after `--`). */
export function parseArgs(argv: string[] = process.argv.slice(2)): Map<string, string> {
  const args = new Map<string, string>();
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (!arg.startsWith('--')) continue;
    const [name, inline] = arg.slice(2).split('=', 2);
    const next = argv[i + 1];
    if (inline !== undefined) args.set(name, inline);
    else if (next !== undefined && !next.startsWith('--')) {
      args.set(name, next);
      i += 1;
    } else args.set(name, 'true');
  }
  return args;
}

export function numberArg(
  args: Map<string, string>,
  name: string,
  fallback: number,
  options: { allowZero?: boolean } = {},
): number {
  const raw = args.get(name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || (value === 0 && !options.allowZero))
    throw new Error(
      `--${name} must be a ${options.allowZero ? 'non-negative' : 'positive'} number, got "${raw}"`,
    );
  return value;
}

export function choiceArg<T extends string>(
  args: Map<string, string>,
  name: string,
  choices: readonly T[],
  fallback: T,
): T {
  const raw = args.get(name) ?? fallback;
  if (!(choices as readonly string[]).includes(raw)) {
    throw new Error(`--${name} must be one of ${choices.join(', ')}, got "${raw}"`);
  }
  return raw as T;
}
