/**
 * The import parser, off the main thread: a 100 MB file is read from its Blob
 * stream in chunks and parsed as it arrives, so the page stays responsive and
 * never holds the whole text.
 */
import {
  MAX_INPUT_BYTES,
  createImportParser,
  sniffBytes,
  type ImportOutcome,
} from '../../../domain/import/parse-import';
import type { ImportMessage, ImportRequest } from './import-worker-protocol';

const post = (message: ImportMessage) => self.postMessage(message);
const emptyStats = (chars: number) => ({
  documents: 0,
  lines: 0,
  chars,
  nodes: 0,
  services: 0,
  endpointSlices: 0,
  ingresses: 0,
});

async function read({ text, file }: ImportRequest): Promise<ImportOutcome> {
  const total = (file?.size ?? 0) + text.length;
  if (total > MAX_INPUT_BYTES)
    return {
      ok: false,
      error: { code: 'tooLarge', bytes: total, limitBytes: MAX_INPUT_BYTES },
      stats: emptyStats(total),
    };
  const parser = createImportParser();
  if (file) {
    const reader = file.stream().getReader();
    let decoder: TextDecoder | undefined;
    let done = 0;
    let lastPost = 0;
    for (;;) {
      const next = await reader.read();
      if (next.done) break;
      const bytes = next.value;
      if (!decoder) {
        const encoding = sniffBytes(bytes.subarray(0, 4096));
        if (encoding === 'binary') {
          void reader.cancel();
          return { ok: false, error: { code: 'binary' }, stats: emptyStats(file.size) };
        }
        decoder = new TextDecoder(encoding);
      }
      parser.push(decoder.decode(bytes, { stream: true }));
      done += bytes.byteLength;
      const now = performance.now();
      if (now - lastPost > 100) {
        lastPost = now;
        post({ type: 'progress', read: done, total });
      }
    }
    parser.push(decoder?.decode() ?? '');
    if (text) parser.push('\n');
  }
  if (text) parser.push(text);
  return parser.finish();
}

self.onmessage = (event: MessageEvent<ImportRequest>) => {
  const start = performance.now();
  void read(event.data).then((outcome) => post({ type: 'done', outcome, ms: performance.now() - start }));
};
