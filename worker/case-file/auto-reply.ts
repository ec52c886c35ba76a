// Telling an automatic answer from the company's reply (docs/api.md#case-inbound): an out-of-office note, a
// ticket receipt, a newsletter or a bounce must not count as the company having answered (no status move, the answer
// window still runs). RFC 3834 marks such mail with Auto-Submitted; older systems use the headers and
// subjects below, in the languages of the carriers AirDesk writes to.

interface HeaderLine {
  key: string;
  value: string;
}

const tokenOf = (value: string) => value.split(';')[0]!.trim().toLowerCase();

/** Subject openings of out-of-office notes and bounces, compared without accents and case. */
const AUTOMATIC_SUBJECTS = [
  'automatic reply',
  'auto reply',
  'auto-reply',
  'autoreply',
  'auto response',
  'auto:',
  'out of office',
  'out of the office',
  'ooo:',
  'abwesenheitsnotiz',
  'automatische antwort',
  'reponse automatique',
  'absence du bureau',
  'respuesta automatica',
  'fuera de la oficina',
  'risposta automatica',
  'resposta automatica',
  'automatisch antwoord',
  'afwezigheidsbericht',
  'autosvar',
  'automaattinen vastaus',
  'odpowiedz automatyczna',
  'automaticka odpoved',
  'undeliverable:',
  'undelivered mail',
  'delivery status notification',
  'mail delivery failed',
  'returned mail',
];

const plain = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

export function isAutomaticSubject(subject: string): boolean {
  const s = plain(subject);
  return AUTOMATIC_SUBJECTS.some((start) => s.startsWith(start));
}

/** Whether a mail was sent by a machine rather than written as an answer, from its headers, sender and subject. */
export function isAutomatic(headers: readonly HeaderLine[], from: string, subject: string): boolean {
  for (const { key, value } of headers) {
    const v = tokenOf(value);
    if (key === 'auto-submitted' && v !== 'no') return true;
    if ((key === 'x-autoreply' || key === 'x-autorespond' || key === 'x-auto-reply') && v !== 'no' && v !== 'false')
      return true;
    if ((key === 'precedence' || key === 'x-precedence') && ['auto_reply', 'bulk', 'junk'].includes(v)) return true;
    // A mailing list or a newsletter (RFC 2919, RFC 2369): once travellers type the case address into companies'
    // forms, their marketing reaches it too, and it is never the answer.
    if (key === 'list-id' || key === 'list-unsubscribe') return true;
    // A delivery status report (a bounce) of RFC 3464.
    if (key === 'content-type' && v === 'multipart/report') return true;
  }
  if (/^(mailer-daemon|postmaster)@/i.test(from.trim())) return true;
  return isAutomaticSubject(subject);
}
