import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const css = readFileSync(path.join(root, 'src/web/styles.css'), 'utf8');

const tailwindWeights: Record<string, number> = {
  thin: 100,
  extralight: 200,
  light: 300,
  normal: 400,
  medium: 500,
  semibold: 600,
  bold: 700,
  extrabold: 800,
  black: 900,
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx)$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [file] : [];
  });
}

/** The Noto Sans Khmer @font-face rules of styles.css: weight, file and unicode-range. */
function khmerFaces() {
  return [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)]
    .map((m) => m[1]!)
    .filter((body) => /font-family:\s*'Noto Sans Khmer'/.test(body))
    .map((body) => ({
      weight: Number(/font-weight:\s*(\d+)/.exec(body)?.[1]),
      file: /url\('([^']+)'\)/.exec(body)?.[1] ?? '',
      range: /unicode-range:\s*([^;]+);/.exec(body)?.[1]?.trim() ?? '',
    }));
}

describe('Noto Sans Khmer faces', () => {
  const faces = khmerFaces();

  it('exist for every weight the interface uses (up to bold; heavier weights use the bold face)', () => {
    const used = new Set<number>([400]);
    for (const file of sourceFiles(path.join(root, 'src/web'))) {
      for (const m of readFileSync(file, 'utf8').matchAll(/\bfont-(\w+)\b/g)) {
        const weight = tailwindWeights[m[1]!];
        if (weight) used.add(Math.min(weight, 700));
      }
    }
    expect([...used].sort()).toEqual(expect.arrayContaining([400, 500, 600, 700]));
    expect(faces.map((face) => face.weight).sort()).toEqual([...used].sort());
  });

  it('are the self-hosted Khmer subset, limited to the Khmer range', () => {
    for (const face of faces) {
      expect(face.file).toBe(
        `@fontsource/noto-sans-khmer/files/noto-sans-khmer-khmer-${face.weight}-normal.woff2`,
      );
      expect(existsSync(path.join(root, 'node_modules', face.file)), face.file).toBe(true);
      expect(face.range).toBe('U+1780-17FF, U+19E0-19FF, U+200C-200D, U+25CC');
    }
  });
});
