// The translation check: both languages hold the same keys with non-empty values,
// and no component renders a user-visible string that skips the locale files.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** A .ts file parsed as TSX reads `<T>(x) => …` as a JSX element and loses the rest of the file. */
const scriptKindOf = (file: string) => (file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);

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
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, scriptKindOf(file));
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
function flatten(obj: Json, prefix = ''): Map<string, Json> {
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

/** Every TypeScript and JavaScript file under `dir` but the tests. */
export function listCodeFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(tsx?|js)$/.test(f) && !/\.test\.(tsx?|js)$/.test(f))
    .map((f) => path.join(dir, f));
}

/** A key a source file names: `ns` when the code says which namespace, else any. */
interface KeyUse {
  ns?: string;
  key: string;
}

/** A key a template literal builds: the literal pieces around its `${…}` slots. */
interface KeyPattern {
  ns?: string;
  pieces: string[];
}

/** What the code says about translation keys. */
export interface KeyUses {
  literals: KeyUse[];
  patterns: KeyPattern[];
  /** Every string literal (values and literal types): what a template's slot can hold. */
  words: Set<string>;
}

const TRANSLATORS = new Set(['useTranslation', 'useDataT', 'fixedDataT', 'getFixedT']);
/** How a template that builds a key starts: `rules:rules.`, `options.`, … (not `#`, `?`, `http://`). */
const KEY_HEAD = /^([a-z][\w-]*:)?[A-Za-z][\w-]*(\.[\w-]*)*$/;
/** How a template that names its namespace starts: `common:answers.`. */
const NAMED_HEAD = /^[a-z][\w-]*:[A-Za-z][\w-]*(\.[\w-]*)*$/;
const PLURAL = /_(zero|one|two|few|many|other)$/;
/** i18next reads `key_<context>` where `t` gets `{ context }`: the contexts the code passes (rule-facts.ts wordsContext). */
const CONTEXT = /_upstream$/;

/** The namespace a `useTranslation(…)`, `useDataT('ns')`, `getFixedT(lang, 'ns')` call reads from. */
function translatorNs(call: ts.Expression, defaultNs: string): string | undefined {
  if (!ts.isCallExpression(call)) return undefined;
  const callee = ts.isPropertyAccessExpression(call.expression) ? call.expression.name : call.expression;
  if (!ts.isIdentifier(callee) || !TRANSLATORS.has(callee.text)) return undefined;
  const arg = callee.text === 'useTranslation' || callee.text === 'useDataT' ? call.arguments[0] : call.arguments[1];
  if (!arg) return defaultNs;
  const first = ts.isArrayLiteralExpression(arg) ? arg.elements[0] : arg;
  return first && ts.isStringLiteralLike(first) ? first.text : undefined;
}

/**
 * Collects the keys one file uses. A string literal counts as a key wherever it stands (data
 * objects hold keys too); when it is the first argument of a translate function bound in the
 * file (`const { t } = useTranslation('wizard')`, `const dt = useDataT('modes')`) or says its
 * namespace (`'rules:checks.x'`), only in that namespace; elsewhere in `fileNs` when given, else
 * in any. Template literals count as patterns; with `patterns: 'namespaced'` only those that
 * name their namespace (`` t(`common:answers.values.${key}.${value}`) ``): src/domain builds most
 * of its keys from data with templates like `cells.${row}.${mode}`, and those keys come from the
 * data itself (see data-keys.ts), not from every word that could fill the slots.
 */
export function collectKeyUses(
  file: string,
  source: string,
  { defaultNs, fileNs, patterns = 'all' }: { defaultNs: string; fileNs?: string; patterns?: 'all' | 'namespaced' },
): KeyUses {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, scriptKindOf(file));
  const bound = new Map<string, Set<string>>();
  const bind = (name: string, ns: string) => bound.set(name, (bound.get(name) ?? new Set()).add(ns));
  const findBindings = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && node.initializer) {
      const ns = translatorNs(node.initializer, defaultNs);
      if (ns && ts.isIdentifier(node.name)) bind(node.name.text, ns);
      if (ns && ts.isObjectBindingPattern(node.name))
        for (const el of node.name.elements) {
          const prop = el.propertyName ?? el.name;
          if (ts.isIdentifier(prop) && prop.text === 't' && ts.isIdentifier(el.name)) bind(el.name.text, ns);
        }
    }
    ts.forEachChild(node, findBindings);
  };
  findBindings(sf);

  const out: KeyUses = { literals: [], patterns: [], words: new Set() };
  /** The namespaces of the translate call whose key `node` is, if it is one. */
  const callNs = (node: ts.Node): Set<string> | undefined => {
    const call = node.parent;
    if (!call || !ts.isCallExpression(call) || call.arguments[0] !== node) return undefined;
    if (ts.isIdentifier(call.expression)) return bound.get(call.expression.text);
    const ns = translatorNs(call.expression, defaultNs);
    return ns ? new Set([ns]) : undefined;
  };
  const split = (text: string, contextNs: Set<string> | undefined): { ns?: string; key: string }[] => {
    const m = /^([a-z][\w-]*):(.*)$/s.exec(text);
    if (m) return [{ ns: m[1], key: m[2] ?? '' }];
    const namespaces = contextNs ?? (fileNs ? [fileNs] : undefined);
    return namespaces ? [...namespaces].map((ns) => ({ ns, key: text })) : [{ key: text }];
  };
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node)) {
      out.words.add(node.text);
      out.literals.push(...split(node.text, callNs(node)));
    } else if (ts.isTemplateExpression(node)) {
      const contextNs = callNs(node);
      const named = NAMED_HEAD.test(node.head.text);
      if (patterns === 'all' ? contextNs || KEY_HEAD.test(node.head.text) : named) {
        const pieces = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)];
        for (const { ns, key } of split(pieces[0] ?? '', contextNs))
          out.patterns.push({ ...(ns ? { ns } : {}), pieces: [key, ...pieces.slice(1)] });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

/** Whether `key` is `pieces` with a word from `words` in each slot between them. */
function fills(key: string, pieces: readonly string[], words: ReadonlySet<string>): boolean {
  const [first = '', ...rest] = pieces;
  if (!key.startsWith(first)) return false;
  if (rest.length === 0) return key.length === first.length;
  const tail = key.slice(first.length);
  for (let end = 1; end <= tail.length; end++)
    if (words.has(tail.slice(0, end)) && fills(tail.slice(end), rest, words)) return true;
  return false;
}

/**
 * Every key of the reference language that nothing reaches: no literal, no template filled with
 * words the code holds, no key the domain data builds (`dataKeys`, namespace → keys). A plural
 * form (`x_one`, `x_other`) is reached through its base key `x`.
 */
export function findUnusedKeys(
  dir: string,
  uses: readonly KeyUses[],
  dataKeys: ReadonlyMap<string, ReadonlySet<string>>,
  reference = 'en',
): Finding[] {
  const words = new Set(uses.flatMap((u) => [...u.words]));
  const literals = uses.flatMap((u) => u.literals);
  const patterns = uses.flatMap((u) => u.patterns);
  const anyNs = new Set(literals.filter((l) => !l.ns).map((l) => l.key));
  const inNs = new Set(literals.filter((l) => l.ns).map((l) => `${l.ns}:${l.key}`));
  const out: Finding[] = [];
  const files = readdirSync(path.join(dir, reference))
    .filter((f) => f.endsWith('.json'))
    .sort();
  for (const file of files) {
    const ns = file.replace(/\.json$/, '');
    const strings = flatten(JSON.parse(readFileSync(path.join(dir, reference, file), 'utf8')) as Json);
    const nsPatterns = patterns.filter((p) => !p.ns || p.ns === ns);
    for (const key of strings.keys()) {
      const base = key.replace(PLURAL, '').replace(CONTEXT, '');
      const reached = [key, base].some(
        (k) =>
          anyNs.has(k) ||
          inNs.has(`${ns}:${k}`) ||
          dataKeys.get(ns)?.has(k) ||
          nsPatterns.some((p) => fills(k, p.pieces, words)),
      );
      if (!reached) out.push({ file: `${reference}/${file}`, line: 0, problem: `unused key "${key}"` });
    }
  }
  return out;
}
