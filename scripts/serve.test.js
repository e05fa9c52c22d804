import { describe, expect, it } from 'vitest';
import { listenOptions } from './serve.js';

describe('where npm run serve listens', () => {
  it('this machine on 4173 unless told otherwise', () => {
    expect(listenOptions([], {})).toEqual({ host: '127.0.0.1', port: 4173 });
  });

  it('takes --host and --port, or HOST and PORT, the flags first', () => {
    expect(listenOptions(['--host', '0.0.0.0', '--port', '8080'], {})).toEqual({ host: '0.0.0.0', port: 8080 });
    expect(listenOptions(['--port=9000'], { HOST: '0.0.0.0', PORT: '5000' })).toEqual({ host: '0.0.0.0', port: 9000 });
    expect(listenOptions([], { PORT: '5000' })).toEqual({ host: '127.0.0.1', port: 5000 });
  });

  it('refuses a port that is not one, saying what it wants', () => {
    for (const bad of ['eighty', '0', '70000', '80.5'])
      expect(() => listenOptions(['--port', bad], {}), bad).toThrow(/--port must be a number from 1 to 65535/);
  });
});
