// What a file is, by its content (docs/api.md#case-file): a file's name and its declared type are whatever
// the sender wrote (`invoice.pdf.exe`, an HTML page called `.pdf`), so only the first bytes decide. Shared
// by the inbound mail (case-file/inbound.ts) and the traveller's uploads.

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

const startsWith = (bytes: Uint8Array, magic: readonly number[], at = 0) =>
  bytes.length >= at + magic.length && magic.every((b, i) => bytes[at + i] === b);

// ISO BMFF brands of HEIC (ISO/IEC 23008-12 and Apple's): an image sequence or a still, 8 or 10 bit. The generic
// HEIF brands (mif1, msf1) are also AVIF's, so they count only with a HEIC brand among the compatible ones.
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs']);

function isHeic(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return false;
  const boxSize = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
  const end = Math.min(boxSize, bytes.length, 256);
  if (HEIC_BRANDS.has(ascii(bytes, 8, 12))) return true;
  // Compatible brands follow the major brand and its 4-byte minor version.
  for (let at = 16; at + 4 <= end; at += 4) if (HEIC_BRANDS.has(ascii(bytes, at, at + 4))) return true;
  return false;
}

/**
 * Plain text: UTF-8 (or ASCII) without NUL or other control characters than tab, line breaks and form feed,
 * and not markup. A page whose first character is `<` (HTML, SVG, XML) is never taken for text: a browser
 * that sniffed it would run it.
 */
function isPlainText(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex -- exactly the control characters a text file must not hold
  if (/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text)) return false;
  return !/^[\s\ufeff]*</.test(text.slice(0, 1024));
}

/** The types sniffType tells apart. */
export type SniffedType =
  'application/pdf' | 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp' | 'image/heic' | 'text/plain';

/**
 * The type of a file by its first bytes: one of the case file's types (PDF, JPEG, PNG, GIF, WebP, HEIC, plain
 * text), or null for anything else (an executable, HTML, an archive, an empty file). Callers keep only the types
 * they allow (UPLOAD_TYPES, INBOUND_TYPES).
 */
export function sniffType(bytes: Uint8Array): SniffedType | null {
  if (bytes.length === 0) return null;
  if (ascii(bytes, 0, 5) === '%PDF-') return 'application/pdf';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  const six = ascii(bytes, 0, 6);
  if (six === 'GIF87a' || six === 'GIF89a') return 'image/gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  if (isHeic(bytes)) return 'image/heic';
  return isPlainText(bytes) ? 'text/plain' : null;
}
