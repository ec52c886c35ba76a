// Text layout for the case file PDF: pdf-lib draws single lines only, so this wraps paragraphs to the page's
// width, breaks pages when the cursor reaches the bottom margin and numbers the pages once all are drawn.
import { rgb, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';

/** A4 in points. */
const PAGE: [number, number] = [595.28, 841.89];
const MARGIN = { top: 56, bottom: 60, left: 56, right: 56 };
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.38, 0.4, 0.44);
const RULE = rgb(0.78, 0.8, 0.84);

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

export interface TextStyle {
  size?: number;
  bold?: boolean;
  muted?: boolean;
  /** Points from the left margin. */
  indent?: number;
  /** Points kept free above the paragraph. */
  before?: number;
}

/**
 * Only what a text line can hold: tabs become spaces, and other control characters (and the text-direction
 * overrides, which could reorder what a reader sees) are dropped. Line breaks are kept for the caller to split.
 */
export const printable = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, '    ')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');

// pdf-lib measures a text by laying it out with fontkit, about a millisecond each time: wrapping measures every
// growing line, so widths are kept per character (at size 1; a width scales with the size). Without ligatures
// (case-pdf.ts turns them off) a text's width is the sum of its characters', which is what pdf-lib adds up too.
const widths = new WeakMap<PDFFont, Map<string, number>>();

export function widthOf(text: string, font: PDFFont, size: number): number {
  let known = widths.get(font);
  if (!known) widths.set(font, (known = new Map<string, number>()));
  let total = 0;
  for (const ch of text) {
    let w = known.get(ch);
    if (w === undefined) known.set(ch, (w = font.widthOfTextAtSize(ch, 1)));
    total += w;
  }
  return total * size;
}

/** How many UTF-16 units of `text` fill a line of `width` (at least one character, so a cut always moves on). */
function fullLine(text: string, font: PDFFont, size: number, width: number): number {
  let used = 0;
  let end = 0;
  for (const ch of text) {
    used += widthOf(ch, font, size);
    if (used > width && end > 0) break;
    end += ch.length;
  }
  return end;
}

/** Splits `text` into lines no wider than `width`: at spaces where it can, inside a word longer than a line. */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (s: string) => widthOf(s, font, size) <= width;
  const lines: string[] = [];
  for (const paragraph of printable(text).split('\n')) {
    let line = '';
    for (const word of paragraph.split(/(?<= )/)) {
      if (fits(line + word.trimEnd())) {
        line += word;
        continue;
      }
      if (line.trim() !== '') lines.push(line.trimEnd());
      line = '';
      let rest = word;
      // A word wider than the line (a long URL or message id) is cut where the line is full.
      while (!fits(rest.trimEnd())) {
        const cut = fullLine(rest, font, size, width);
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line.trimEnd());
  }
  return lines;
}

/**
 * How tightly the lines are set, and where to break a page early: `lineFactor` is a line's height over its font
 * size; `breakBefore`, the number of a line (counted from 0 over the whole file) that starts a new page, so the
 * last page does not hold a line or two alone (case-pdf.ts decides).
 */
export interface Layout {
  lineFactor: number;
  breakBefore?: number;
}

export const NORMAL_LAYOUT: Layout = { lineFactor: 1.35 };

/** Draws text down the pages of `doc`, adding a page whenever the next line does not fit. */
export class PageWriter {
  readonly width = PAGE[0] - MARGIN.left - MARGIN.right;
  private page!: PDFPage;
  private y = 0;
  /** Lines drawn so far, and the number of the first line of each page. */
  private lines = 0;
  readonly pageFirstLine: number[] = [];

  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: Fonts,
    private readonly layout: Layout = NORMAL_LAYOUT,
  ) {
    this.newPage();
  }

  private newPage() {
    this.page = this.doc.addPage(PAGE);
    this.y = PAGE[1] - MARGIN.top;
    this.pageFirstLine.push(this.lines);
  }

  /** The lines on the last page. */
  get lastPageLines() {
    return this.lines - this.pageFirstLine[this.pageFirstLine.length - 1]!;
  }

  /** Room for the next line of `lineHeight` (a new page when it does not fit, or where the layout breaks early). */
  private nextLine(lineHeight: number) {
    const fresh = this.pageFirstLine[this.pageFirstLine.length - 1] === this.lines;
    if (this.lines === this.layout.breakBefore && !fresh) this.newPage();
    else this.keep(lineHeight);
    this.lines += 1;
    this.y -= lineHeight;
  }

  /** Starts a new page unless `height` points still fit on this one. */
  keep(height: number) {
    if (this.y - height < MARGIN.bottom) this.newPage();
  }

  space(points: number) {
    this.y -= points;
  }

  /** A wrapped paragraph. */
  text(text: string, style: TextStyle = {}) {
    const size = style.size ?? 10;
    const font = style.bold ? this.fonts.bold : this.fonts.regular;
    const indent = style.indent ?? 0;
    const lineHeight = size * this.layout.lineFactor;
    if (style.before) this.space(style.before);
    for (const line of wrap(text, font, size, this.width - indent)) {
      this.nextLine(lineHeight);
      if (line !== '')
        this.page.drawText(line, {
          x: MARGIN.left + indent,
          y: this.y + size * 0.3,
          size,
          font,
          color: style.muted ? MUTED : INK,
        });
    }
  }

  /** A label and its value on one line (the value wrapped beside the label). */
  field(label: string, value: string, labelWidth = 120) {
    const size = 10;
    const lines = wrap(value === '' ? '-' : value, this.fonts.regular, size, this.width - labelWidth);
    const lineHeight = size * this.layout.lineFactor;
    lines.forEach((line, i) => {
      this.nextLine(lineHeight);
      const y = this.y + size * 0.3;
      if (i === 0)
        this.page.drawText(printable(label), { x: MARGIN.left, y, size, font: this.fonts.bold, color: MUTED });
      this.page.drawText(line, { x: MARGIN.left + labelWidth, y, size, font: this.fonts.regular, color: INK });
    });
  }

  /** A section heading with a rule under it, kept on the page of the lines that follow it. */
  heading(title: string) {
    this.space(14);
    this.keep(60);
    this.text(title, { size: 13, bold: true });
    this.space(3);
    this.rule();
    this.space(4);
  }

  rule() {
    this.page.drawLine({
      start: { x: MARGIN.left, y: this.y },
      end: { x: PAGE[0] - MARGIN.right, y: this.y },
      thickness: 0.6,
      color: RULE,
    });
  }

  /** "Page N of M" and `footer` at the foot of every page, once every page exists. */
  finish(footer: string) {
    const pages = this.doc.getPages();
    const size = 8;
    const font = this.fonts.regular;
    pages.forEach((page, i) => {
      const number = `Page ${i + 1} of ${pages.length}`;
      const y = MARGIN.bottom / 2;
      page.drawText(printable(footer), { x: MARGIN.left, y, size, font, color: MUTED });
      page.drawText(number, {
        x: PAGE[0] - MARGIN.right - widthOf(number, font, size),
        y,
        size,
        font,
        color: MUTED,
      });
    });
  }
}
