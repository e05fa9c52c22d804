/**
 * The importer: text in (all at once, or chunk by chunk from a file), wizard
 * answers out. Runs anywhere — the page calls it in a Web Worker, the unit
 * tests and the benchmark call it directly.
 */
import { Collector } from './collect';
import { createJsonSplitter, type Piece } from './json-splitter';
import { statsOf, summarize } from './summarize';
import { MAX_INPUT_BYTES, type ImportOutcome } from './types';

export interface ImportParser {
  /** Feeds the next piece of text; pieces may split anywhere, even inside a string. */
  push(chunk: string): void;
  finish(): ImportOutcome;
}

// C0 controls other than tab, line breaks, form feed and ESC (terminal colours), plus U+FFFD,
// which a decoder writes for bytes that are not text.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000E-\u001A\u001C-\u001F\uFFFD]/g;

/** Whether a piece of decoded text is really binary data: any NUL, or more than 1 % control characters. */
export function looksBinary(chunk: string): boolean {
  if (chunk.includes('\u0000')) return true;
  const count = chunk.match(CONTROL)?.length ?? 0;
  return count > Math.max(8, chunk.length / 100);
}

export function createImportParser(): ImportParser {
  const collector = new Collector();
  let chars = 0;
  let binary = false;

  const parse = (text: string, line: number): { doc: unknown } | undefined => {
    try {
      return { doc: JSON.parse(text) as unknown };
    } catch {
      collector.addInvalidJson(line);
      return undefined;
    }
  };
  const onPiece = (p: Piece) => {
    switch (p.type) {
      case 'line':
        collector.addLine(p.text, p.line);
        return;
      case 'item': {
        const parsed = parse(p.text, p.line);
        if (parsed) collector.addItem(parsed.doc, p.line, p.listKind);
        return;
      }
      case 'unterminated':
        collector.addUnterminated(p.line, p.items);
        return;
      case 'document': {
        // `[1.2.3]`-like text on one line is just a line, not broken JSON.
        if (p.items === 0 && !p.text.includes('\n')) {
          try {
            collector.addDocument(JSON.parse(p.text), p.line, 0);
          } catch {
            collector.addLine(p.text, p.line);
          }
          return;
        }
        const parsed = parse(p.text, p.line);
        if (parsed) collector.addDocument(parsed.doc, p.line, p.items);
        else if (p.items > 0) collector.countDocument();
      }
    }
  };
  const splitter = createJsonSplitter(onPiece);

  return {
    push(chunk) {
      chars += chunk.length;
      if (binary) return;
      if (looksBinary(chunk)) {
        binary = true;
        return;
      }
      splitter.push(chunk);
    },
    finish() {
      if (binary) return { ok: false, error: { code: 'binary' }, stats: statsOf(collector.facts, chars) };
      splitter.end();
      return summarize(collector.facts, chars, collector.logs.findings());
    },
  };
}

/** Parses a whole text (a paste); `limit` is there for tests. */
export function parseImportText(text: string, limit = MAX_INPUT_BYTES): ImportOutcome {
  const parser = createImportParser();
  if (text.length > limit) {
    return {
      ok: false,
      error: { code: 'tooLarge', bytes: text.length, limitBytes: limit },
      stats: statsOf(new Collector().facts, text.length),
    };
  }
  parser.push(text);
  return parser.finish();
}

export type Encoding = 'utf-8' | 'utf-16le' | 'utf-16be';

/** Magic numbers of formats people attach by mistake: gzip, zip, PNG, PDF, ELF, bzip2, xz, zstd. */
const MAGIC: number[][] = [
  [0x1f, 0x8b],
  [0x50, 0x4b, 0x03, 0x04],
  [0x89, 0x50, 0x4e, 0x47],
  [0x25, 0x50, 0x44, 0x46, 0x2d],
  [0x7f, 0x45, 0x4c, 0x46],
  [0x42, 0x5a, 0x68],
  [0xfd, 0x37, 0x7a, 0x58, 0x5a],
  [0x28, 0xb5, 0x2f, 0xfd],
];

/**
 * How to decode a file from its first bytes, or `binary`. Windows PowerShell 5
 * writes `kubectl … > file` as UTF-16 with a byte-order mark, so that is text too.
 */
export function sniffBytes(head: Uint8Array): Encoding | 'binary' {
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf-16le';
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf-16be';
  if (MAGIC.some((m) => m.every((b, i) => head[i] === b))) return 'binary';
  const n = Math.min(head.length, 4096);
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < n; i++) {
    if (head[i] !== 0) continue;
    if (i % 2 === 0) evenZeros++;
    else oddZeros++;
  }
  if (evenZeros + oddZeros === 0) return 'utf-8';
  // UTF-16 without a byte-order mark: ASCII text leaves every other byte zero.
  if (n >= 8 && oddZeros > n * 0.4 && evenZeros === 0) return 'utf-16le';
  if (n >= 8 && evenZeros > n * 0.4 && oddZeros === 0) return 'utf-16be';
  return 'binary';
}

export * from './types';
