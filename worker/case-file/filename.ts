// A document's name as shown and as sent on: the last part of whatever path a browser or mail client sent,
// without control or text-direction characters (a right-to-left override makes `fdp.exe` read as `exe.pdf`),
// at most 120 characters. Never used to decide the type (file-type.ts does, by content) or a storage key.

export const FILENAME_MAX = 120;

export function cleanFilename(raw: string, fallback = 'document'): string {
  const base = raw.split(/[/\\]/).pop() ?? '';
  const clean = base
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- exactly the characters a file name must not carry
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, '')
    .replace(/["<>|*?:]/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  // By code point, so a name is never cut inside a character (a cut emoji sequence is harmless in a name).
  const chars = Array.from(clean);
  if (chars.length === 0) return fallback;
  if (chars.length <= FILENAME_MAX) return clean;
  // Keep the extension the reader recognises the document by, cutting the name before it.
  const dot = clean.lastIndexOf('.');
  const ext = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : '';
  return (
    chars
      .slice(0, FILENAME_MAX - ext.length)
      .join('')
      .trimEnd() + ext
  );
}

/** The Content-Disposition of a download: RFC 6266 with the UTF-8 name (RFC 5987) and a plain ASCII fallback. */
export function attachmentDisposition(filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
