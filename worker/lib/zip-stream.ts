// A ZIP download, streamed (fflate's streaming Zip): the files made for it first (deflated when `deflate`, a JSON
// text; stored otherwise, a PDF), then each document copied from R2 as it is (stored, not compressed: PDFs and
// photos are compressed already). Nothing is held whole in memory but the made files, so a download fits the
// Worker's 128 MB however many documents it carries (each report holds at most 20 of 10 MB); the writer's
// backpressure paces the R2 reads to the download. Used by the account export and the case download.
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/** A file made for the download. */
export interface MadeFile {
  path: string;
  bytes: Uint8Array;
  /** Compress it (text); a PDF or an image is stored as it is. */
  deflate: boolean;
}

/** A document kept in R2, and where it goes in the ZIP. */
export interface StoredFile {
  r2Key: string;
  path: string;
}

export function zipStream(made: MadeFile[], documents: StoredFile[], files: R2Bucket | undefined): ReadableStream {
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const writer = writable.getWriter();
  let failed: Error | undefined;
  const zip = new Zip((err, chunk, final) => {
    if (err) {
      failed = err;
      return;
    }
    void writer.write(chunk).catch(() => undefined);
    if (final) void writer.close().catch(() => undefined);
  });

  const produce = async () => {
    for (const f of made) {
      const entry = f.deflate ? new ZipDeflate(f.path, { level: 6 }) : new ZipPassThrough(f.path);
      zip.add(entry);
      entry.push(f.bytes, true);
    }
    for (const doc of documents) {
      const obj = files ? await files.get(doc.r2Key) : null;
      // A document whose bytes are gone (removed by the retention meanwhile) is left out, never a broken entry.
      if (!obj) continue;
      const entry = new ZipPassThrough(doc.path);
      zip.add(entry);
      const reader = (obj.body as ReadableStream<Uint8Array>).getReader();
      for (;;) {
        const { done, value } = await reader.read();
        await writer.ready;
        if (failed) throw failed;
        if (done) {
          entry.push(new Uint8Array(0), true);
          break;
        }
        entry.push(value);
      }
    }
    zip.end();
  };
  produce().catch((err: unknown) => {
    console.error('zip download failed', err);
    void writer.abort(err).catch(() => undefined);
  });
  return readable;
}
