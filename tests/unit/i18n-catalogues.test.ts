import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const localesDir = path.join(root, 'src/web/i18n/locales');
const webDir = path.join(root, 'src/web');

type Catalogue = Record<string, string>;

function loadCatalogues(language: string): Record<string, Catalogue> {
  const dir = path.join(localesDir, language);
  return Object.fromEntries(
    readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => [f.slice(0, -5), JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as Catalogue]),
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) return entry === 'locales' ? [] : sourceFiles(file);
    return /\.(ts|tsx)$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [file] : [];
  });
}

const en = loadCatalogues('en');
const km = loadCatalogues('km');
const files = sourceFiles(webDir);
const sources = files.map((f) => readFileSync(f, 'utf8'));
const allSource = sources.join('\n');

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('translation catalogues', () => {
  it('have the same namespaces in Khmer and English', () => {
    expect(Object.keys(km).sort()).toEqual(Object.keys(en).sort());
  });

  for (const namespace of Object.keys(en)) {
    it(`${namespace}: every key exists in both languages, is non-empty and has the same placeholders`, () => {
      const enKeys = Object.keys(en[namespace] ?? {}).sort();
      const kmKeys = Object.keys(km[namespace] ?? {}).sort();
      expect(kmKeys, `keys missing or extra in km/${namespace}.json`).toEqual(enKeys);
      for (const key of enKeys) {
        expect(en[namespace]![key]!.trim(), `en ${namespace}:${key}`).not.toBe('');
        expect(km[namespace]![key]!.trim(), `km ${namespace}:${key}`).not.toBe('');
        expect(placeholders(km[namespace]![key]!), `placeholders of ${namespace}:${key}`).toEqual(
          placeholders(en[namespace]![key]!),
        );
      }
    });
  }

  it('has no unused keys', () => {
    // A key is used when it appears as a string literal in the web code, or its prefix is built
    // dynamically (a template literal such as `day${n}` or a string ending in the key's stem).
    const literals = new Set<string>();
    const prefixes: string[] = [];
    const suffixes: string[] = [];
    for (const text of sources) {
      for (const m of text.matchAll(/(['"])((?:[\w.-]+:)?[\w.-]+)\1/g)) literals.add(m[2]!.replace(/^[\w-]+:/, ''));
      for (const m of text.matchAll(/`((?:[\w-]+:)?[\w.]+)\$\{/g)) prefixes.push(m[1]!.replace(/^[\w-]+:/, ''));
      for (const m of text.matchAll(/\}([\w.]{3,})`/g)) suffixes.push(m[1]!);
    }
    const unused: string[] = [];
    for (const [namespace, catalogue] of Object.entries(en)) {
      for (const key of Object.keys(catalogue)) {
        const base = key.replace(/_(one|other|zero|few|many)$/, '');
        if (literals.has(base) || prefixes.some((p) => p && base.startsWith(p)) || suffixes.some((x) => base.endsWith(x))) {
          continue;
        }
        unused.push(`${namespace}:${key}`);
      }
    }
    expect(unused).toEqual([]);
  });
});

/** Visible text written straight into JSX instead of coming from the catalogues. */
function findLiteralText(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visibleAttributes = new Set(['placeholder', 'title', 'alt', 'aria-label', 'aria-description', 'label']);
  const isVisibleWord = (value: string) => {
    const stripped = value
      .replace(/\bSpey\b/g, '')
      .replace(/https?:\/\/\S*/g, '')
      .trim();
    return /[A-Za-z\u1780-\u17FF]{2,}/.test(stripped);
  };
  const where = (node: ts.Node) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    return `${path.relative(root, file)}:${line + 1}`;
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && isVisibleWord(node.getText())) {
      found.push(`${where(node)} text "${node.getText().trim()}"`);
    }
    if (ts.isJsxAttribute(node) && node.initializer && ts.isStringLiteral(node.initializer)) {
      const name = node.name.getText();
      if (visibleAttributes.has(name) && isVisibleWord(node.initializer.text)) {
        found.push(`${where(node)} ${name}="${node.initializer.text}"`);
      }
    }
    if (
      ts.isJsxExpression(node) &&
      node.expression &&
      ts.isStringLiteral(node.expression) &&
      ts.isJsxElement(node.parent) &&
      isVisibleWord(node.expression.text)
    ) {
      found.push(`${where(node)} text {"${node.expression.text}"}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('components', () => {
  it('render no visible literal strings outside the catalogues', () => {
    const offenders = files
      .filter((f) => f.endsWith('.tsx'))
      .flatMap((f, i) => findLiteralText(f, readFileSync(f, 'utf8') ?? sources[i]));
    expect(offenders).toEqual([]);
  });

  it('use only namespaces that exist', () => {
    const used = new Set<string>();
    for (const m of allSource.matchAll(/useTranslation\(\s*\[?\s*'([\w-]+)'/g)) used.add(m[1]!);
    for (const namespace of used) expect(Object.keys(en), `namespace ${namespace}`).toContain(namespace);
  });
});
