// The text a PDF shows, read back inside workerd (no poppler there): each font's ToUnicode map turns the glyph
// ids of the content streams' `<hex> Tj` operators back into Unicode. Made for the PDFs pdf-lib writes (one
// Tj per line, bfchar maps); worker/case-file/case-pdf.node.test.ts checks the same files with pdftotext.
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFRef,
  type PDFObject,
} from 'pdf-lib';

const utf16 = (hex: string) => String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)));

const streamText = (s: PDFObject | undefined) =>
  s instanceof PDFRawStream ? new TextDecoder().decode(decodePDFRawStream(s).decode()) : '';

/** One string per page: its lines in drawing order, joined by newlines. */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const deref = (o: PDFObject | undefined) => (o instanceof PDFRef ? doc.context.lookup(o) : o);
  return doc.getPages().map((page) => {
    const fonts = new Map<string, Map<string, string>>();
    const dict = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
    for (const [name, ref] of dict?.entries() ?? []) {
      const font = deref(ref) as PDFDict;
      const cmap = new Map<string, string>();
      const text = streamText(deref(font.get(PDFName.of('ToUnicode'))));
      for (const m of text.matchAll(/<([0-9a-fA-F]{4})> <([0-9a-fA-F]+)>/g))
        cmap.set(m[1]!.toUpperCase(), utf16(m[2]!));
      fonts.set(name.asString(), cmap);
    }
    const contents = deref(page.node.get(PDFName.of('Contents')));
    const streams = contents instanceof PDFArray ? contents.asArray().map(deref) : [contents];
    const lines: string[] = [];
    let cmap = new Map<string, string>();
    for (const op of streams
      .map(streamText)
      .join('\n')
      .matchAll(/(\/\S+) [\d.]+ Tf|<([0-9a-fA-F]*)> Tj/g)) {
      if (op[1]) cmap = fonts.get(op[1]) ?? new Map();
      else lines.push((op[2]!.toUpperCase().match(/.{4}/g) ?? []).map((g) => cmap.get(g) ?? '\uFFFD').join(''));
    }
    return lines.join('\n');
  });
}
