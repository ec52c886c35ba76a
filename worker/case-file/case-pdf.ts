// The case file as a PDF (docs/api.md#case-file): what a regulator, a dispute body or a court asks for, built
// from the report as problemDetail reads it. Pure: the report and the font bytes in, the PDF's bytes out, so
// the Worker and the Node checks (pdftotext) build the same file. DejaVu Sans is embedded (subset to the
// glyphs used) because the standard PDF fonts cover Latin only, and names and replies come in Greek and Cyrillic.
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument } from 'pdf-lib';
import { routeKey } from '../contracts/complaint-routes';
import type { CaseAttachment, CaseMessage } from '../contracts/case-file';
import {
  PROBLEM_STATUS_LABELS,
  problemCategoryLabel,
  type ProblemDetail,
  type ProblemHistoryEntry,
} from '../contracts/problems';
import { PageWriter } from './pdf-layout';

export interface CasePdfInput {
  detail: ProblemDetail;
  /** The company address the report's mail went to (as queued), or null when it was not e-mailed. */
  sentTo: string | null;
  generatedAt: Date;
}

export interface CaseFontBytes {
  regular: ArrayBuffer | Uint8Array;
  bold: ArrayBuffer | Uint8Array;
}

/** `2026-11-26T10:12:37.000Z` as `2026-11-26 10:12 UTC`; a bare date stays as it is. */
export const when = (iso: string) => (iso.length > 10 ? `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC` : iso);

const CHANNEL_LABELS = {
  email: 'E-mail',
  form: "The company's complaint form",
  regulator: "An official body's complaint form (forwarded to the company)",
  none: 'None published (the letter was given to the traveller)',
} as const;

const words = (id: string) => id.replace(/[_-]/g, ' ');

export const fileSize = (bytes: number) =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 * 1024
      ? `${(bytes / 1024).toFixed(1)} KB`
      : `${(bytes / 1048576).toFixed(1)} MB`;

function companyAddress({ detail: p, sentTo }: CasePdfInput): string {
  switch (p.channel) {
    case 'email':
      return sentTo ?? p.airline.email;
    case 'form':
      return p.airline.complaintFormUrl;
    case 'regulator': {
      const via = p.routes.find((r) => r.takesComplaintDirectly && r.forwardsToCompany);
      return via ? `${via.body}: ${via.url}` : '';
    }
    case 'none':
      return '';
  }
}

function historyLabel(h: ProblemHistoryEntry, p: ProblemDetail, first: boolean): string {
  switch (h.event) {
    case 'status':
      return first ? 'Report filed' : `Status changed to ${PROBLEM_STATUS_LABELS[h.status]}`;
    case 'form-submitted':
      return 'Traveller sent the letter through the complaint form';
    case 'reminder':
      return 'Reminder e-mailed to the traveller';
    case 'escalated': {
      const route = p.routes.find((r) => routeKey(r) === h.detail);
      return route ? `Escalated to ${route.body}` : 'Escalated to an official body';
    }
    case 'replied':
      return 'The company replied';
    case 'message':
      return 'The traveller wrote to the company';
  }
}

/**
 * Characters of one message printed (some 8 pages): an inbound mail may carry megabytes of text, and the whole
 * of it would cost a PDF of thousands of pages and seconds of CPU. The case page online shows all of it.
 */
export const MESSAGE_TEXT_MAX = 20_000;

const MESSAGE_TITLES = {
  reply: 'Reply from the company',
  forwarded: "The company's answer, forwarded by the traveller",
  unverified: 'Message from an unknown sender (not confirmed as the company)',
  'auto-reply': 'Automatic answer from the company',
  message: 'Message from the traveller',
} as const satisfies Record<CaseMessage['kind'], string>;

const documentLine = (a: CaseAttachment) =>
  `${a.filename} (${a.contentType}, ${fileSize(a.size)}, from the ${a.source}, ${when(a.createdAt)}${
    a.sentAt ? `, sent to the company ${when(a.sentAt)}` : ''
  })`;

function drawMessage(w: PageWriter, m: CaseMessage) {
  w.text(`${when(m.at)}  ${MESSAGE_TITLES[m.kind]}`, { bold: true, before: 6 });
  w.text(`From ${m.from} to ${m.to}`, { muted: true, size: 9, indent: 12 });
  if (m.subject) w.text(`Subject: ${m.subject}`, { size: 9, indent: 12 });
  const body = m.text.trim();
  w.text(body === '' ? '(no text)' : body.slice(0, MESSAGE_TEXT_MAX), { size: 9.5, indent: 12, before: 3 });
  if (body.length > MESSAGE_TEXT_MAX)
    w.text(`(${body.length - MESSAGE_TEXT_MAX} more characters of this message are in the case file online.)`, {
      size: 9,
      indent: 12,
      muted: true,
    });
  for (const a of m.attachments) w.text(`Attached: ${documentLine(a)}`, { size: 9, indent: 12, muted: true });
  if (m.dropped.length > 0)
    w.text(`Not kept (type or size not allowed): ${m.dropped.join(', ')}`, { size: 9, indent: 12, muted: true });
}

/** The case file of `input.detail` as PDF bytes. */
export async function buildCasePdf(input: CasePdfInput, fontBytes: CaseFontBytes): Promise<Uint8Array> {
  const { detail: p, generatedAt } = input;
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  // No ligatures: a copied or extracted "fi" stays two letters.
  const features = { liga: false, clig: false };
  const fonts = {
    regular: await doc.embedFont(fontBytes.regular, { subset: true, features }),
    bold: await doc.embedFont(fontBytes.bold, { subset: true, features }),
  };
  const generated = when(generatedAt.toISOString());
  doc.setTitle(`AirDesk case file, report #${p.id}`);
  doc.setSubject(`Complaint to ${p.airline.name}`);
  doc.setCreator('AirDesk');
  doc.setProducer('AirDesk (pdf-lib)');
  doc.setCreationDate(generatedAt);
  doc.setModificationDate(generatedAt);

  const w = new PageWriter(doc, fonts);
  w.text('Case file', { size: 20, bold: true });
  w.text(`Report #${p.id} to ${p.airline.name}`, { size: 13 });
  w.text(
    `Filed ${when(p.dateSubmitted)} · status ${PROBLEM_STATUS_LABELS[p.status]} · generated ${generated} by AirDesk`,
    { size: 9, muted: true, before: 2 },
  );

  w.heading('Parties');
  w.text('Passenger', { bold: true });
  w.field('Account', p.username);
  w.field('Contact e-mail', p.contactEmail);
  w.field('Contact phone', p.contactPhone);
  w.text('Company', { bold: true, before: 6 });
  w.field('Name', p.airline.name);
  w.field('Channel', CHANNEL_LABELS[p.channel]);
  w.field('Address used', companyAddress(input));
  if (p.replyAddress) w.field('Case address', `${p.replyAddress} (the company's replies come here)`);

  w.heading('Flight and complaint');
  w.field('Category', problemCategoryLabel(p.category));
  w.field('Flight number', p.flightNumber);
  w.field('Date of travel', p.date);
  if (p.flight) {
    const f = p.flight;
    w.field('Route', `${f.departure} to ${f.arrival}${p.rights ? ` (${p.rights.distanceKm} km)` : ''}`);
    w.field('Scheduled date', f.date);
    w.field('Incident', words(f.incident));
    if (f.arrivalDelayHours !== undefined) w.field('Arrival delay', `${f.arrivalDelayHours} hours`);
    if (f.noticeDays !== undefined) w.field('Notice', `${f.noticeDays} days before departure`);
    if (f.baggageReceivedDate) w.field('Baggage received', f.baggageReceivedDate);
    w.field('Cause', words(f.cause ?? 'unknown'));
  }
  w.text('Description', { bold: true, before: 6 });
  w.text(p.description);

  w.heading('The letter as sent');
  w.text(p.letter, { size: 9.5 });

  w.heading('Rights assessment');
  const rights = p.rights;
  const cited = rights?.regimes.find((r) => r.regime === rights.cited);
  if (!rights) w.text('No flight facts were given with this report, so no regime was assessed.');
  else if (!cited) w.text('None of the assessed regimes applies to this journey and incident.');
  else {
    w.field('Cited regime', words(cited.regime));
    w.field(
      'Amount',
      cited.amount !== null && cited.currency
        ? `${cited.amount} ${cited.currency}`
        : cited.missing.length > 0
          ? `not set yet (missing: ${cited.missing.join(', ')})`
          : 'no fixed amount (refund, care or damages)',
    );
    w.field('Citation', cited.citation);
    w.field('Reason', cited.reason);
  }
  for (const r of rights?.regimes.filter((r) => r.applies && r !== cited) ?? [])
    w.text(
      `Also applies: ${words(r.regime)}${r.amount !== null && r.currency ? `, ${r.amount} ${r.currency}` : ''} (${r.citation})`,
      {
        size: 9,
        muted: true,
      },
    );

  w.heading('Deadlines');
  if (p.deadlines.length === 0) w.text('No dated deadlines.');
  for (const d of p.deadlines) w.field(d.date, d.description, 80);

  w.heading('Route plan');
  if (p.routes.length === 0) w.text('No official bodies were planned for this report.');
  for (const r of p.routes) {
    const escalation = p.escalations.find((e) => routeKey(e.route) === routeKey(r));
    w.text(`${r.body} (${r.country})`, { bold: true, before: 4 });
    w.field('Opens on', r.opensOn ?? `${r.waitDays} days after the letter to the company went out (not sent yet)`);
    w.field('Where', [r.url, r.email].filter(Boolean).join(' · '));
    if (r.binding) w.field('Outcome', r.binding);
    if (escalation?.sentAt) w.field('Escalated', when(escalation.sentAt));
  }

  w.heading('Timeline');
  const entries = [
    ...p.history.map((h, i) => ({
      at: h.changedAt,
      order: 0,
      draw: () => {
        const by = h.changedBy ? ` (by ${h.changedBy})` : '';
        w.text(`${when(h.changedAt)}  ${historyLabel(h, p, i === 0)}${by}`, { before: 3 });
      },
    })),
    ...p.messages.map((m) => ({ at: m.at, order: 1, draw: () => drawMessage(w, m) })),
  ].sort((a, b) => a.at.localeCompare(b.at) || a.order - b.order);
  for (const e of entries) e.draw();

  w.heading('Documents');
  if (p.attachments.length === 0) w.text('No documents.');
  p.attachments.forEach((a, i) => w.text(`${i + 1}. ${documentLine(a)}`, { before: 2 }));

  w.finish(`AirDesk case file · report #${p.id} · generated ${generated}`);
  return doc.save();
}
