// The case file PDF, loaded on first use: the PDF code (worker/lazy/case-pdf.js, built by worker/cli/build-lazy.ts)
// and the DejaVu Sans fonts are modules uploaded beside the main bundle (wrangler.toml [[rules]]), evaluated only
// when a PDF is asked for. This file sits beside index.ts on purpose: wrangler keeps the import's specifier as
// written, and the main module is at the root of the upload, so './lazy/case-pdf.js' must be relative to here.
import type { CasePdfInput } from './lazy/case-pdf.js';

export async function renderCasePdf(input: CasePdfInput): Promise<Uint8Array> {
  const [{ buildCasePdf }, regular, bold] = await Promise.all([
    import('./lazy/case-pdf.js'),
    import('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
    import('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
  ]);
  return buildCasePdf(input, { regular: regular.default, bold: bold.default });
}
