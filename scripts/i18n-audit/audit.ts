// The translation check: both languages hold the same keys with non-empty values,
// and no component renders a user-visible string that skips the locale files.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface Finding {
  file: string;
  line: number;
  problem: string;
}

/** Attributes a reader or a screen reader sees. */
const VISIBLE_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'alt',
  'placeholder',
  'label',
]);
/** Text counts as user-visible when it holds a letter in any script (digits and punctuation alone do not). */
const HAS_LETTER = /\p{L}/u;

export function findHardCodedStrings(file: string, source: string): Finding[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const out: Finding[] = [];
  const report = (node: ts.Node, problem: string) =>
    out.push({ file, line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1, problem });
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && HAS_LETTER.test(node.text)) report(node, `JSX text "${node.text.trim()}"`);
    if (ts.isJsxExpression(node) && node.expression && isTextLiteral(node.expression) && ts.isJsxElement(node.parent))
      report(node, `JSX string "${node.expression.text}"`);
    if (ts.isJsxAttribute(node)) {
      const name = node.name.getText(sf);
      const init = node.initializer;
      const literal =
        init && ts.isStringLiteral(init)
          ? init
          : init && ts.isJsxExpression(init) && init.expression && isTextLiteral(init.expression)
            ? init.expression
            : undefined;
      if (VISIBLE_ATTRIBUTES.has(name) && literal && HAS_LETTER.test(literal.text))
        report(node, `attribute ${name}="${literal.text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

function isTextLiteral(node: ts.Node): node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral {
  return (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && HAS_LETTER.test(node.text);
}

type Json = string | number | boolean | null | Json[] | { [k: string]: Json };

/** Flattens a locale file to dotted keys → values. */
export function flatten(obj: Json, prefix = ''): Map<string, Json> {
  const out = new Map<string, Json>();
  if (obj && typeof obj === 'object' && !Array.isArray(obj)) {
    for (const [k, v] of Object.entries(obj))
      flatten(v, prefix ? `${prefix}.${k}` : k).forEach((val, key) => out.set(key, val));
  } else out.set(prefix, obj);
  return out;
}

/** Compares every namespace of every language with the reference language. */
export function compareLocales(dir: string, reference = 'en'): Finding[] {
  const langs = readdirSync(dir).filter((d) => !d.startsWith('.'));
  const out: Finding[] = [];
  const read = (lang: string, ns: string) =>
    flatten(JSON.parse(readFileSync(path.join(dir, lang, ns), 'utf8')) as Json);
  const files = (lang: string) =>
    readdirSync(path.join(dir, lang))
      .filter((f) => f.endsWith('.json'))
      .sort();
  for (const lang of langs) {
    for (const ns of new Set([...files(reference), ...files(lang)])) {
      const file = `${lang}/${ns}`;
      let mine: Map<string, Json>;
      let ref: Map<string, Json>;
      try {
        mine = read(lang, ns);
        ref = read(reference, ns);
      } catch (e) {
        out.push({ file, line: 0, problem: `missing or unreadable: ${(e as Error).message}` });
        continue;
      }
      for (const [key, value] of mine) {
        if (value === '' || value === null) out.push({ file, line: 0, problem: `empty value for "${key}"` });
        if (!ref.has(key)) out.push({ file, line: 0, problem: `"${key}" exists only in ${lang}` });
      }
      for (const key of ref.keys())
        if (!mine.has(key)) out.push({ file, line: 0, problem: `"${key}" exists only in ${reference}` });
    }
  }
  return out;
}

export function listSourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.tsx') && !f.endsWith('.test.tsx'))
    .map((f) => path.join(dir, f));
}
