// Tests that need no Workers runtime (data checks, CLI helpers): plain Node.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'node',
    root: new URL('..', import.meta.url).pathname,
    include: ['worker/**/*.node.test.ts', 'web/**/*.node.test.ts'],
    // A worker runs file after file without a fresh module graph for each (about 40 s -> 26 s on two cores): the
    // suite's modules are pure or keep registries that only ever grow (the languages' texts), and a test that
    // needs a registry without some entries checks the catalogues themselves (translate.ts, catalogueEntryIn).
    isolate: false,
  },
});
