// The ZIP downloads (the account export, the case download), loaded on first use: fflate and the streaming writer
// (worker/lib/zip-stream.ts, built into worker/lazy/zip-stream.js by worker/cli/build-lazy.ts) are a module of
// their own, so the main bundle carries neither for the many requests that download nothing. Beside index.ts for
// the reason case-pdf-module.ts gives.
import type { MadeFile, StoredFile } from './lazy/zip-stream.js';

export type { MadeFile, StoredFile };

/** zipStream (lib/zip-stream.ts), once its module is loaded. */
export async function zipStream(
  made: MadeFile[],
  documents: StoredFile[],
  files: R2Bucket | undefined,
): Promise<ReadableStream> {
  const zip = await import('./lazy/zip-stream.js');
  return zip.zipStream(made, documents, files);
}
