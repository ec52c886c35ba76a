// The text of an HTML mail (docs/api.md#case-inbound): the company's HTML is never shown or stored, only its
// text. The platform's HTMLRewriter tokenises it as a browser would (so `<scr<script>ipt>` tricks and
// unclosed tags do not leak markup); only text nodes are kept, with line and paragraph breaks where blocks
// were. Nothing the HTML points to (images, styles, form actions, link targets) is read or kept: a fake
// login form leaves its labels as words, a tracking pixel leaves nothing.

/**
 * Raw-text and RCDATA elements: the HTML tokenizer reads their content up to their own end tag, so the end tag
 * is always seen and the depth below cannot get stuck. Their text is code, a title or a fallback, never the message.
 */
const SKIPPED = [
  'script',
  'style',
  'title',
  'template',
  'noscript',
  'textarea',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
];
/** Blocks that stand as paragraphs of their own. */
const PARAGRAPHS = ['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'table', 'ul', 'ol', 'dl', 'pre', 'form'];
/** Blocks that start a new line. */
const LINES = ['div', 'section', 'article', 'header', 'footer', 'main', 'aside', 'nav', 'tr', 'dt', 'dd', 'address'];

// Markers for breaks while the text is collected; any such character in the mail itself is dropped first.
const LINE = '\u0001';
const PARAGRAPH = '\u0002';

const LATIN1 =
  'nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn sup2 sup3 acute micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest Agrave Aacute Acirc Atilde Auml Aring AElig Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute THORN szlig agrave aacute acirc atilde auml aring aelig ccedil egrave eacute ecirc euml igrave iacute icirc iuml eth ntilde ograve oacute ocirc otilde ouml divide oslash ugrave uacute ucirc uuml yacute thorn yuml';
/** Named entities mail clients write: HTML 4's Latin-1 set (U+00A0 to U+00FF in order) and the usual punctuation. */
const ENTITIES: Record<string, number> = {
  ...Object.fromEntries(LATIN1.split(' ').map((name, i) => [name, 0xa0 + i])),
  amp: 0x26,
  lt: 0x3c,
  gt: 0x3e,
  quot: 0x22,
  apos: 0x27,
  OElig: 0x152,
  oelig: 0x153,
  Scaron: 0x160,
  scaron: 0x161,
  Yuml: 0x178,
  ensp: 0x2002,
  emsp: 0x2003,
  thinsp: 0x2009,
  zwnj: 0x200c,
  zwj: 0x200d,
  ndash: 0x2013,
  mdash: 0x2014,
  lsquo: 0x2018,
  rsquo: 0x2019,
  sbquo: 0x201a,
  ldquo: 0x201c,
  rdquo: 0x201d,
  bdquo: 0x201e,
  dagger: 0x2020,
  Dagger: 0x2021,
  bull: 0x2022,
  hellip: 0x2026,
  permil: 0x2030,
  lsaquo: 0x2039,
  rsaquo: 0x203a,
  euro: 0x20ac,
  trade: 0x2122,
};

/** A code point as text, or nothing for one a text must not hold (controls, surrogates, beyond Unicode). */
function codePoint(n: number): string {
  if (!Number.isFinite(n) || n > 0x10ffff || (n >= 0xd800 && n <= 0xdfff)) return '\ufffd';
  if (n < 0x20 && n !== 0x09 && n !== 0x0a) return '';
  if (n >= 0x7f && n < 0xa0) return '';
  return String.fromCodePoint(n);
}

/** Decodes character references; an unknown name stays as written. */
export function decodeEntities(s: string): string {
  return s.replace(
    /&(?:#(\d{1,8})|#[xX]([0-9a-fA-F]{1,6})|([A-Za-z][A-Za-z0-9]{1,31}));?/g,
    (whole, dec, hex, name) => {
      if (dec !== undefined) return codePoint(Number.parseInt(dec as string, 10));
      if (hex !== undefined) return codePoint(Number.parseInt(hex as string, 16));
      const cp = ENTITIES[name as string];
      return cp === undefined ? whole : String.fromCodePoint(cp);
    },
  );
}

/** Joins the collected text: spaces collapsed, each run of breaks one line or paragraph break, lines trimmed. */
function render(collected: string): string {
  return (
    decodeEntities(collected)
      .replace(/[^\S\n]+/g, ' ')
      .replace(/\s*\n\s*/g, ' ') // source line breaks are spaces in HTML; breaks come from the markers only
      // eslint-disable-next-line no-control-regex -- the break markers are control characters on purpose
      .replace(/ *([\u0001\u0002][ \u0001\u0002]*)/g, (_, breaks: string) =>
        breaks.includes(PARAGRAPH) ? '\n\n' : '\n',
      )
      .replace(/^ +| +$/gm, '')
      .trim()
  );
}

/** The text of an HTML document: no markup, no URL of an image, a form or a link, breaks where its blocks were. */
export async function htmlToText(html: string): Promise<string> {
  const parts: string[] = [];
  let skipped = 0;
  const breakAround = (marker: string): HTMLRewriterElementContentHandlers => ({
    element(el) {
      parts.push(marker);
      el.onEndTag(() => {
        parts.push(marker);
      });
    },
  });
  const rewriter = new HTMLRewriter()
    .on(SKIPPED.join(','), {
      element(el) {
        skipped++;
        el.onEndTag(() => {
          skipped--;
        });
      },
    })
    .on(PARAGRAPHS.join(','), breakAround(PARAGRAPH))
    .on(LINES.join(','), breakAround(LINE))
    .on('br', { element: () => void parts.push(LINE) })
    .on('hr', { element: () => void parts.push(PARAGRAPH) })
    .on('li', { element: () => void parts.push(LINE, '- ') })
    // Cells and form controls: words of neighbours must not run together.
    .on('td,th,label,button,input,option', { element: () => void parts.push(' ') })
    .onDocument({
      text(t) {
        // eslint-disable-next-line no-control-regex -- the break markers are control characters on purpose
        if (skipped === 0) parts.push(t.text.replace(/[\u0001\u0002]/g, ''));
      },
    });
  // The rewriter streams: reading its output to the end is what runs the handlers.
  await rewriter.transform(new Response(html)).arrayBuffer();
  return render(parts.join(''));
}
