import { describe, expect, it } from 'vitest';
import { createJsonSplitter, splitJson, type Piece } from './json-splitter';

/** Feeds `text` in pieces of `size` characters, so state must survive every boundary. */
function splitInChunks(text: string, size: number): Piece[] {
  const out: Piece[] = [];
  const s = createJsonSplitter((p) => out.push(p));
  for (let i = 0; i < text.length; i += size) s.push(text.slice(i, i + size));
  s.end();
  return out;
}

describe('the JSON splitter', () => {
  const text = [
    '$ kubectl version -o json',
    '{',
    '    "serverVersion": {"gitVersion": "v1.31.4-r0-31.0.2.1"}',
    '}',
    '5.10.0-182.0.0.95.r1941_123.hce2.x86_64',
    '{"a": "}{ \\" ][\\\\"}{"b": [1, {"c": null}]}',
    '[root@node ~]# nft --version',
    '  [ {"k": 1}, 2, {"k": "]"} ]  ',
    'nftables v1.0.6 (Lester Gooch #5)',
  ].join('\n');

  const expected: Piece[] = [
    { type: 'line', text: '$ kubectl version -o json', line: 1 },
    { type: 'document', text: '{\n    "serverVersion": {"gitVersion": "v1.31.4-r0-31.0.2.1"}\n}', line: 2, items: 0 },
    { type: 'line', text: '5.10.0-182.0.0.95.r1941_123.hce2.x86_64', line: 5 },
    { type: 'document', text: '{"a": "}{ \\" ][\\\\"}', line: 6, items: 0 },
    { type: 'document', text: '{"b": [1, {"c": null}]}', line: 6, items: 0 },
    { type: 'line', text: '[root@node ~]# nft --version', line: 7 },
    { type: 'item', text: '{"k": 1}', line: 8 },
    { type: 'item', text: '{"k": "]"}', line: 8 },
    { type: 'document', text: '  [ ]', line: 8, items: 2 },
    { type: 'line', text: 'nftables v1.0.6 (Lester Gooch #5)', line: 9 },
  ];

  it('finds documents back to back, lines between them, and ignores brackets inside strings', () => {
    expect(splitJson(text)).toEqual(expected);
  });

  it.each([1, 2, 3, 7, 64])('gives the same pieces when fed %i characters at a time', (size) => {
    expect(splitInChunks(text, size)).toEqual(expected);
  });

  it('hands out the items of a List one by one, with their lines', () => {
    const list =
      '{\n  "kind": "NodeList",\n  "items": [\n    {"a": "x\\\\"},\n    {"b": {"c": [1]}}\n  ],\n  "metadata": {"items": [{"no": 1}]}\n}';
    const pieces: Piece[] = [
      { type: 'item', text: '{"a": "x\\\\"}', line: 4, listKind: 'NodeList' },
      { type: 'item', text: '{"b": {"c": [1]}}', line: 5, listKind: 'NodeList' },
      {
        type: 'document',
        text: '{\n  "kind": "NodeList",\n  "items": [],\n  "metadata": {"items": [{"no": 1}]}\n}',
        line: 1,
        items: 2,
      },
    ];
    expect(splitJson(list)).toEqual(pieces);
    for (const size of [1, 2, 5, 11]) expect(splitInChunks(list, size)).toEqual(pieces);
  });

  it('keeps a shell prompt that starts with [ as a line', () => {
    expect(splitJson('[root@cce-node ~]# uname -r\n5.10.0')).toEqual([
      { type: 'line', text: '[root@cce-node ~]# uname -r', line: 1 },
      { type: 'line', text: '5.10.0', line: 2 },
    ]);
  });

  it('reports a document still open at the end, after the items that closed', () => {
    expect(splitJson('uname\n{\n  "items": [\n    {"a": "b"},\n    {"c"')).toEqual([
      { type: 'line', text: 'uname', line: 1 },
      { type: 'item', text: '{"a": "b"}', line: 4 },
      { type: 'unterminated', text: '{\n  "items": [', line: 2, items: 1 },
    ]);
  });

  it('counts lines across documents', () => {
    const pieces = splitJson('{"a":\n"x"}\n\n{"b":\n1}\nend');
    expect(pieces.map((p) => [p.type, p.line])).toEqual([
      ['document', 1],
      ['document', 4],
      ['line', 6],
    ]);
  });

  it('returns nothing for blank input', () => {
    expect(splitJson('')).toEqual([]);
    expect(splitJson('  \n\t\n')).toEqual([]);
  });
});
