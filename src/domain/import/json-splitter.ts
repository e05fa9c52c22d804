/**
 * Splits pasted text into JSON documents and the plain lines around them, one
 * chunk at a time, without parsing: it only tracks strings, escapes and
 * bracket depth. kubectl prints one document per command, so a paste of
 * several commands is several documents back to back, maybe with `uname -r`
 * lines, shell prompts or warnings between them.
 *
 * The entries of a List (`{"items": [ … ]}`, or a top-level array) are handed
 * out one by one as soon as each closes, so a 100 MB List is never held or
 * parsed as one string, and the entries before a cut are kept when the text
 * ends early.
 *
 * A document starts where a line (or the end of the previous document) starts
 * with `{` followed by `"` or `}`, or `[` followed by a JSON value; so a shell
 * prompt like `[root@node ~]#` stays a line.
 */

export type Piece =
  /**
   * A complete top-level `{…}` or `[…]`, starting at `line` (1-based). When
   * `items` > 0 its entries were handed out as `item` pieces before it and
   * its text holds an empty `"items": []` (or `[]`) instead.
   */
  | { type: 'document'; text: string; line: number; items: number }
  /** One entry of a document's `items` (or of a top-level array); `listKind` when the List named it first (`NodeList`). */
  | { type: 'item'; text: string; line: number; listKind?: string }
  /** One non-blank line outside any document, without its line break. */
  | { type: 'line'; text: string; line: number }
  /** A document still open when the input ended; `text` as for `document`, `items` handed out before the cut. */
  | { type: 'unterminated'; text: string; line: number; items: number };

export interface JsonSplitter {
  push(chunk: string): void;
  end(): void;
}

const NL = 10;
const CR = 13;
const SPACE = 32;
const TAB = 9;
const BOM = 0xfeff;
const QUOTE = 34;
const BACKSLASH = 92;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;

const isBlank = (c: number) => c === SPACE || c === TAB || c === CR || c === BOM;
/** What may follow `[` for it to open a JSON array: a value or `]`. */
const ARRAY_NEXT = new Set([...'{["-0123456789tfn]'].map((c) => c.charCodeAt(0)));

/** Where the text being read goes: the document's own text, the current item, or nowhere (separators between items). */
type Route = 'doc' | 'item' | 'drop';

interface DocState {
  depth: number;
  inString: boolean;
  escape: boolean;
  line: number;
  route: Route;
  /** Where the current run of `route` text began in the current chunk. */
  segStart: number;
  parts: string[];
  itemParts: string[];
  itemLine: number;
  items: number;
  /** The depth of the entries being handed out: 3 inside `{"items": [ … ]}`, 2 inside a top-level array; 0 when not in such an array. */
  itemDepth: number;
  listKind: string | undefined;
  /** The last string read at depth 1 (so `"items"` is known when its `[` comes), and one still being read. */
  lastKey: string;
  keyStart: number;
  keyCarry: string;
}

const LIST_KIND = /"kind"\s*:\s*"([A-Za-z]+List)"/;

export function createJsonSplitter(emit: (piece: Piece) => void): JsonSplitter {
  let mode: 'text' | 'maybe' | 'document' = 'text';
  let line = 1;

  // text mode
  let lineParts: string[] = [];
  let lineStart = 1;
  let atLineStart = true;

  // maybe mode: an opener at a line start, waiting for the next non-blank character
  let opener = 0;
  let maybeText = '';
  let maybeLine = 1;

  const doc: DocState = {
    depth: 0,
    inString: false,
    escape: false,
    line: 1,
    route: 'doc',
    segStart: 0,
    parts: [],
    itemParts: [],
    itemLine: 1,
    items: 0,
    itemDepth: 0,
    listKind: undefined,
    lastKey: '',
    keyStart: -1,
    keyCarry: '',
  };

  const emitLine = (text: string, at: number) => {
    if (text.trim() !== '') emit({ type: 'line', text, line: at });
  };
  const flushLine = () => {
    emitLine(lineParts.join(''), lineStart);
    lineParts = [];
  };

  /** The opener was not a document after all: its text goes back to being lines. */
  const rejectMaybe = () => {
    const pieces = maybeText.split('\n');
    const last = pieces.pop() ?? '';
    pieces.forEach((text, k) => emitLine(text, maybeLine + k));
    lineParts = [last];
    lineStart = maybeLine + pieces.length;
    atLineStart = pieces.length > 0 && last.trim() === '';
    mode = 'text';
  };

  const startDocument = () => {
    mode = 'document';
    Object.assign(doc, {
      depth: 1,
      inString: false,
      escape: false,
      line,
      route: 'doc',
      segStart: 0,
      parts: [maybeText],
      itemParts: [],
      itemLine: line,
      items: 0,
      itemDepth: 0,
      listKind: undefined,
      lastKey: '',
      keyStart: -1,
      keyCarry: '',
    } satisfies DocState);
    // A top-level array: its entries are handed out like a List's items.
    if (opener === OPEN_BRACKET) {
      doc.itemDepth = 2;
      doc.route = 'drop';
    }
  };

  /** Moves the text since `segStart` to where it belongs, and starts a new run at `at`. */
  const cut = (chunk: string, at: number, next: Route) => {
    if (doc.route === 'doc') doc.parts.push(chunk.slice(doc.segStart, at));
    else if (doc.route === 'item') doc.itemParts.push(chunk.slice(doc.segStart, at));
    doc.route = next;
    doc.segStart = at;
  };

  /** Reads a document from `i` until it closes or the chunk ends; returns where it stopped. */
  function scan(chunk: string, i: number): number {
    const n = chunk.length;
    const d = doc;
    d.segStart = i;
    let depth = d.depth;
    let ln = d.line;
    let j = i;
    if (d.inString) {
      j = skipString(chunk, j, d);
      if (d.inString) {
        cut(chunk, n, d.route);
        return n;
      }
    }
    for (; j < n; j++) {
      const c = chunk.charCodeAt(j);
      if (c === QUOTE) {
        if (depth === 1) {
          d.keyStart = j + 1;
          d.keyCarry = '';
        }
        d.inString = true;
        const after = skipString(chunk, j + 1, d);
        if (d.inString) {
          j = n; // the string goes on in the next chunk
          break;
        }
        j = after - 1;
      } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
        depth++;
        if (depth === 2 && c === OPEN_BRACKET && d.itemDepth === 0 && d.lastKey === 'items') {
          d.itemDepth = 3;
          cut(chunk, j + 1, 'drop');
          d.listKind = LIST_KIND.exec(d.parts.join(''))?.[1];
        } else if (depth === d.itemDepth && c === OPEN_BRACE && d.route === 'drop') {
          cut(chunk, j, 'item');
          d.itemLine = ln;
        }
      } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
        if (depth === d.itemDepth && d.route === 'item') {
          cut(chunk, j + 1, 'drop');
          const text = d.itemParts.join('');
          d.itemParts = [];
          d.items++;
          emit(
            d.listKind
              ? { type: 'item', text, line: d.itemLine, listKind: d.listKind }
              : { type: 'item', text, line: d.itemLine },
          );
        } else if (depth === d.itemDepth - 1 && c === CLOSE_BRACKET && d.route === 'drop') {
          cut(chunk, j, 'doc'); // the array's `]` stays: the document reads `"items": []`
          d.itemDepth = -1; // one items array per document
        }
        if (--depth === 0) {
          j++;
          break;
        }
      } else if (c === NL) ln++;
    }
    d.depth = depth;
    d.line = ln;
    cut(chunk, j, d.route);
    return j;
  }

  function push(chunk: string) {
    const n = chunk.length;
    let i = 0;
    while (i < n) {
      if (mode === 'document') {
        i = scan(chunk, i);
        line = doc.line;
        if (doc.depth === 0) {
          emit({ type: 'document', text: doc.parts.join(''), line: maybeLine, items: doc.items });
          doc.parts = [];
          mode = 'text';
          // Another document may follow on the same line (`}{`, `jq -c` output).
          atLineStart = true;
          lineParts = [];
          lineStart = line;
        }
        continue;
      }

      if (mode === 'maybe') {
        const c = chunk.charCodeAt(i);
        if (isBlank(c) || c === NL) {
          maybeText += chunk[i];
          if (c === NL) line++;
          i++;
          continue;
        }
        const confirmed = opener === OPEN_BRACE ? c === QUOTE || c === CLOSE_BRACE : ARRAY_NEXT.has(c);
        if (confirmed) startDocument();
        else rejectMaybe();
        continue; // the character is read again in its new mode
      }

      // text mode
      if (atLineStart) {
        const c = chunk.charCodeAt(i);
        if (isBlank(c)) {
          lineParts.push(chunk[i] ?? '');
          i++;
          continue;
        }
        if (c === OPEN_BRACE || c === OPEN_BRACKET) {
          mode = 'maybe';
          opener = c;
          maybeText = lineParts.join('') + (chunk[i] ?? '');
          maybeLine = lineStart;
          lineParts = [];
          i++;
          continue;
        }
        atLineStart = false;
      }
      const nl = chunk.indexOf('\n', i);
      if (nl === -1) {
        lineParts.push(chunk.slice(i));
        i = n;
      } else {
        lineParts.push(chunk.slice(i, nl));
        flushLine();
        line++;
        lineStart = line;
        atLineStart = true;
        i = nl + 1;
      }
    }
  }

  function end() {
    if (mode === 'document') {
      emit({ type: 'unterminated', text: doc.parts.join(''), line: maybeLine, items: doc.items });
      doc.parts = [];
      doc.itemParts = [];
    } else if (mode === 'maybe') {
      rejectMaybe();
      flushLine();
    } else flushLine();
    mode = 'text';
  }

  return { push, end };
}

/**
 * Skips to just after the closing quote of the string being read (jumping with
 * indexOf, as most of a kubectl document is strings), or to the chunk's end
 * with `inString` still set. Records the string when it is a depth-1 key.
 */
function skipString(chunk: string, from: number, d: DocState): number {
  const n = chunk.length;
  let j = from;
  if (d.escape) {
    d.escape = false;
    j++;
  }
  for (;;) {
    const q = chunk.indexOf('"', j);
    if (q === -1) {
      // Unclosed in this chunk: remember whether it ends on an escaping backslash.
      let k = 0;
      for (let b = n - 1; b >= j && chunk.charCodeAt(b) === BACKSLASH; b--) k++;
      d.escape = k % 2 === 1;
      if (d.keyStart >= 0) {
        d.keyCarry += chunk.slice(d.keyStart, n);
        d.keyStart = 0;
      }
      return n;
    }
    let k = 0;
    for (let b = q - 1; b >= j && chunk.charCodeAt(b) === BACKSLASH; b--) k++;
    if (k % 2 === 0) {
      d.inString = false;
      if (d.keyStart >= 0) {
        d.lastKey = d.keyCarry + chunk.slice(d.keyStart, q);
        d.keyStart = -1;
        d.keyCarry = '';
      }
      return q + 1;
    }
    j = q + 1;
  }
}

/** Splits a whole string at once. */
export function splitJson(text: string): Piece[] {
  const pieces: Piece[] = [];
  const s = createJsonSplitter((p) => pieces.push(p));
  s.push(text);
  s.end();
  return pieces;
}
