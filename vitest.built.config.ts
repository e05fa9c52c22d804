import { defineConfig } from 'vitest/config';

// Checks over the built site (dist/ and dist-base/), run after `npm run build` and
// `npm run build:base`: what can be read from the files needs no browser.
export default defineConfig({
  test: {
    include: ['e2e/static/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
  },
});
