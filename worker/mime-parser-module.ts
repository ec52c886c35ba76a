// The inbound MIME parser, loaded on the first mail: postal-mime (worker/lazy/mime-parser.js, built by
// worker/cli/build-lazy.ts) is uploaded beside the main bundle (wrangler.toml [[rules]]) and evaluated only when the
// email() handler parses a message, so no request pays for it. Beside index.ts for the reason case-pdf-module.ts
// gives: wrangler keeps the import's specifier as written, relative to the main module at the root of the upload.
import type { PostalMime } from './lazy/mime-parser.js';

export async function loadMimeParser(): Promise<typeof PostalMime> {
  return (await import('./lazy/mime-parser.js')).PostalMime;
}
