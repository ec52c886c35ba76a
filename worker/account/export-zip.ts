// The export's ZIP, streamed (fflate's streaming Zip): data.json deflated, then each document copied from R2 as
// it is (stored, not compressed: PDFs and photos are compressed already). Nothing is held whole in memory but
// data.json, so the export fits the Worker's 128 MB however many documents an account has (each report holds at
// most 20 of 10 MB); the writer's backpressure paces the R2 reads to the download.
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { ExportDocument } from './export-data';

export function exportZip(data: unknown, documents: ExportDocument[], files: R2Bucket | undefined): ReadableStream {
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
    const json = new ZipDeflate('data.json', { level: 6 });
    zip.add(json);
    json.push(strToU8(JSON.stringify(data, null, 2)), true);
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
    console.error('account export failed', err);
    void writer.abort(err).catch(() => undefined);
  });
  return readable;
}
