/** An FTS5 query matching `text` literally: one phrase, inner double quotes doubled. */
export const ftsPhrase = (text: string) => `"${text.replace(/"/g, '""')}"`;
