const ESC: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Escapes user text for an HTML mail body. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => ESC[ch]!);

/** A plain, readable HTML mail: a heading, paragraphs of escaped text, optional key/value rows. */
export function htmlMail(title: string, paragraphs: string[], rows: [string, string][] = []) {
  const table = rows.length
    ? `<table cellpadding="6" style="border-collapse:collapse">${rows
        .map(
          ([k, v]) =>
            `<tr><th align="left" valign="top">${escapeHtml(k)}</th><td style="white-space:pre-wrap">${escapeHtml(v)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1a202c"><h2>${escapeHtml(title)}</h2>${paragraphs
    .map((p) => `<p style="white-space:pre-wrap">${escapeHtml(p)}</p>`)
    .join('')}${table}<p style="color:#718096">AirDesk</p></body></html>`;
}
