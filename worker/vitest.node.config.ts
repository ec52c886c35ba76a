// Tests that need no Workers runtime (data checks, CLI helpers): plain Node.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'node',
    root: new URL('..', import.meta.url).pathname,
    include: ['worker/**/*.node.test.ts', 'web/**/*.node.test.ts'],
  },
});
