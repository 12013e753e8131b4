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
// The server reads the same catalogues for the page head (title, description) it sends.
const headTextDir = path.join(root, 'src/server/modules/seo');
const headTextSources = sourceFiles(headTextDir).map((f) => readFileSync(f, 'utf8'));

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

  it('keeps the brand name Spey in Khmer wherever English has it (never translated)', () => {
    const missing: string[] = [];
    for (const [namespace, catalogue] of Object.entries(en)) {
      for (const [key, value] of Object.entries(catalogue)) {
        const count = (text: string) => text.match(/\bSpey\b/g)?.length ?? 0;
        if (count(km[namespace]?.[key] ?? '') < count(value)) missing.push(`${namespace}:${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('writes Khmer values in Khmer (no English left untranslated)', () => {
    // Names and formats that stay in Latin letters in a Khmer sentence.
    const latinAllowed =
      /\{\{\s*\w+\s*\}\}|\S+@\S+|https?:\/\/\S+|\b\w+_\w+\b|\b(Spey|English|Google|Facebook|Instagram|Telegram|TikTok|TripAdvisor)\b/g;
    const untranslated: string[] = [];
    for (const [namespace, catalogue] of Object.entries(km)) {
      for (const [key, value] of Object.entries(catalogue)) {
        if (/[\u1780-\u17FF]/.test(value)) continue;
        if (/[A-Za-z]{2,}/.test(value.replace(latinAllowed, '')))
          untranslated.push(`${namespace}:${key} "${value}"`);
      }
    }
    expect(untranslated).toEqual([]);
  });

  it('follows the glossary (docs/glossary.md) for spelling and terms', () => {
    const rules: Array<[RegExp, string]> = [
      [/ឲ្យ/, 'write ឱ្យ'],
      [/ម្តង|ផ្តល់|ប្តូរ|សប្តាហ៍|ផ្តើម|បណ្តាញ|ផ្តោត|ស្តាប់|ម្តេច|សេចក្តី/, 'use the COENG DA spelling (ម្ដង, ផ្ដល់, ប្ដូរ, …)'],
      [/ហាង(?!កាហ្វេ|នំ)/, 'restaurant is ភោជនីយដ្ឋាន (ហាង only in ហាងកាហ្វេ, ហាងនំ)'],
      [/មិនបង្ខំ|មិនបាច់ក៏បាន/, 'optional is ស្រេចចិត្ត'],
      [/អតិថិជន|អ្នកទទួលទាន/, 'diner is អ្នកញ៉ាំ, guest is ភ្ញៀវ'],
      [/[\u17E0-\u17E9]/, 'numbers use Latin digits, as the number and date formatters do (not ០–៩)'],
    ];
    const broken: string[] = [];
    for (const [namespace, catalogue] of Object.entries(km)) {
      for (const [key, value] of Object.entries(catalogue)) {
        for (const [pattern, rule] of rules)
          if (pattern.test(value)) broken.push(`${namespace}:${key}: ${rule}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('has no unused keys', () => {
    // A key is used when it appears as a string literal in the web code, or its prefix is built
    // dynamically (a template literal such as `day${n}` or a string ending in the key's stem).
    const literals = new Set<string>();
    const prefixes: string[] = [];
    const suffixes: string[] = [];
    for (const text of [...sources, ...headTextSources]) {
      for (const m of text.matchAll(/(['"])((?:[\w.-]+:)?[\w.-]+)\1/g))
        literals.add(m[2]!.replace(/^[\w-]+:/, ''));
      for (const m of text.matchAll(/`((?:[\w-]+:)?[\w.]+)\$\{/g))
        prefixes.push(m[1]!.replace(/^[\w-]+:/, ''));
      for (const m of text.matchAll(/\}([\w.]{3,})`/g)) suffixes.push(m[1]!);
    }
    const unused: string[] = [];
    for (const [namespace, catalogue] of Object.entries(en)) {
      // The errors catalogue is read by key (error-keys.test.ts checks it against the shared keys).
      if (namespace === 'errors') continue;
      for (const key of Object.keys(catalogue)) {
        const base = key.replace(/_(one|other|zero|few|many)$/, '');
        if (
          literals.has(base) ||
          prefixes.some((p) => p && base.startsWith(p)) ||
          suffixes.some((x) => base.endsWith(x))
        ) {
          continue;
        }
        unused.push(`${namespace}:${key}`);
      }
    }
    expect(unused).toEqual([]);
  });
});

/** Words a reader would see: letters left once the brand name and links are taken out. */
function isVisibleWord(value: string): boolean {
  const stripped = value
    .replace(/\bSpey\b/g, '')
    .replace(/https?:\/\/\S*/g, '')
    .trim();
  return /[A-Za-z\u1780-\u17FF]{2,}/.test(stripped);
}

/** The text of a string literal or template (its literal parts), else undefined. */
function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
  }
  return undefined;
}

function sourceLocation(file: string, source: ts.SourceFile, node: ts.Node): string {
  const { line } = source.getLineAndCharacterOfPosition(node.getStart());
  return `${path.relative(root, file)}:${line + 1}`;
}

/**
 * Visible text passed to code instead of JSX: toast titles and descriptions (`toast.error('…',
 * { description: '…' })`), page titles (`usePageTitle('…')`, `document.title = '…'`) and browser
 * dialogs (`confirm('…')`).
 */
function findLiteralCalls(file: string, text: string): string[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const report = (node: ts.Node, what: string, value: string) => {
    if (isVisibleWord(value)) found.push(`${sourceLocation(file, source, node)} ${what} "${value}"`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression.getText(source);
      const [first, second] = node.arguments;
      if (/^toast(\.\w+)?$/.test(callee)) {
        const title = first ? literalText(first) : undefined;
        if (title !== undefined) report(node, `${callee}(…)`, title);
        if (second && ts.isObjectLiteralExpression(second)) {
          for (const property of second.properties) {
            if (!ts.isPropertyAssignment(property) || property.name.getText(source) !== 'description')
              continue;
            const description = literalText(property.initializer);
            if (description !== undefined) report(property, `${callee}(…, { description })`, description);
          }
        }
      }
      if (/^(usePageTitle|(window\.)?(confirm|alert|prompt))$/.test(callee) && first) {
        const value = literalText(first);
        if (value !== undefined) report(node, `${callee}(…)`, value);
      }
    }
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      node.left.getText(source) === 'document.title'
    ) {
      const value = literalText(node.right);
      if (value !== undefined) report(node, 'document.title =', value);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Visible text written straight into JSX instead of coming from the catalogues. */
function findLiteralText(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visibleAttributes = new Set([
    'placeholder',
    'title',
    'alt',
    'aria-label',
    'aria-description',
    'label',
  ]);
  const where = (node: ts.Node) => sourceLocation(file, source, node);
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && isVisibleWord(node.getText())) {
      found.push(`${where(node)} text "${node.getText().trim()}"`);
    }
    if (ts.isJsxAttribute(node) && node.initializer) {
      const name = node.name.getText();
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
      const text = value ? literalText(value) : undefined;
      if (visibleAttributes.has(name) && text !== undefined && isVisibleWord(text)) {
        found.push(`${where(node)} ${name}="${text}"`);
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

  it('pass no literal strings to toasts, page titles or browser dialogs', () => {
    const offenders = files.flatMap((f, i) => findLiteralCalls(f, sources[i] ?? ''));
    expect(offenders).toEqual([]);
  });

  it('finds the literal patterns it looks for (self-check)', () => {
    const sample = [
      "toast.error('Something broke', { description: 'Try again later' });",
      'toast(`Saved ${name}`);',
      "usePageTitle('Restaurants');",
      "document.title = 'Spey home';",
      "toast.success(t('saved'), { description: t('savedDescription') });",
    ].join('\n');
    expect(
      findLiteralCalls(path.join(root, 'sample.ts'), sample).map((line) => line.replace(/^\S+ /, '')),
    ).toEqual([
      'toast.error(…) "Something broke"',
      'toast.error(…, { description }) "Try again later"',
      'toast(…) "Saved  "',
      'usePageTitle(…) "Restaurants"',
      'document.title = "Spey home"',
    ]);
    const jsx = 'export const A = () => <div aria-label={"Close menu"} title="Menu">Hello</div>;';
    expect(findLiteralText(path.join(root, 'sample.tsx'), jsx)).toHaveLength(3);
  });

  it('use only namespaces that exist', () => {
    const used = new Set<string>();
    for (const m of allSource.matchAll(/useTranslation\(\s*\[?\s*'([\w-]+)'/g)) used.add(m[1]!);
    for (const namespace of used) expect(Object.keys(en), `namespace ${namespace}`).toContain(namespace);
  });
});
