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
import {
  amountInWords,
  causeName,
  durationText,
  incidentName,
  noticeInWords,
  regimeName,
} from '../contracts/rights-words';
import { NORMAL_LAYOUT, PageWriter, type Layout } from './pdf-layout';

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
 * A history entry that only records a message the timeline prints in full (the company's reply, the traveller's
 * message): left out, so each event appears once. Matched by direction and time (the entry is written with the
 * message, within a minute of it).
 */
function shownAsMessage(h: ProblemHistoryEntry, messages: readonly CaseMessage[]): boolean {
  if (h.event !== 'replied' && h.event !== 'message') return false;
  const direction = h.event === 'replied' ? 'in' : 'out';
  const at = Date.parse(h.changedAt);
  return messages.some((m) => m.direction === direction && Math.abs(Date.parse(m.at) - at) <= 60_000);
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

/** Fewer lines than this on the last page leave it near-empty: the layout is tightened, or lines kept with them. */
export const MIN_LAST_PAGE_LINES = 6;
/** The tighter line height tried first, so a line or two that ran over fit on the page before. */
const TIGHT_LAYOUT: Layout = { lineFactor: 1.25 };

/**
 * The case file of `input.detail` as PDF bytes, with no near-empty last page: when the last page would hold fewer
 * than MIN_LAST_PAGE_LINES lines, the lines are set tighter if that saves the page; otherwise the page before
 * breaks early, so the last page starts with enough of what comes before it.
 */
export async function buildCasePdf(input: CasePdfInput, fontBytes: CaseFontBytes): Promise<Uint8Array> {
  const first = await renderCasePdf(input, fontBytes, NORMAL_LAYOUT);
  if (first.pages < 2 || first.lastPageLines >= MIN_LAST_PAGE_LINES) return first.bytes;
  const tight = await renderCasePdf(input, fontBytes, TIGHT_LAYOUT);
  if (tight.pages < first.pages) return tight.bytes;
  const breakBefore = first.lastPageStart - (MIN_LAST_PAGE_LINES - first.lastPageLines);
  return (await renderCasePdf(input, fontBytes, { ...NORMAL_LAYOUT, breakBefore })).bytes;
}

/** The case file laid out with `layout`: its bytes, its pages and the lines on its last page. */
export async function renderCasePdf(input: CasePdfInput, fontBytes: CaseFontBytes, layout: Layout) {
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

  const w = new PageWriter(doc, fonts, layout);
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
    w.field('What happened', incidentName(f.incident));
    if (f.arrivalDelayHours !== undefined) w.field('Arrival delay', durationText(f.arrivalDelayHours));
    if (f.noticeDays !== undefined) w.field('Notice', noticeInWords(f.noticeDays));
    if (f.baggageReceivedDate) w.field('Baggage received', f.baggageReceivedDate);
    w.field('Cause', causeName(f.cause ?? 'unknown'));
  }
  w.text('Description', { bold: true, before: 6 });
  w.text(p.description);

  w.heading('The letter as sent');
  w.text(p.letter, { size: 9.5 });

  w.heading('Rights assessment');
  const rights = p.rights;
  const cited = rights?.regimes.find((r) => r.regime === rights.cited);
  if (!rights) w.text('No flight facts were given with this report, so no regime was assessed.');
  else if (!cited)
    w.text(
      rights.regimes.some((r) => r.applies)
        ? 'The letter cites no regime: none gives a claim for this journey as described (a passenger who flew has no fare refund to claim).'
        : 'None of the assessed regimes applies to this journey and incident.',
    );
  else {
    // A claim out of time leads with it: no amount is read before the warning.
    if (cited.timeLimit?.expired)
      w.field(
        'Time limit',
        `Ran out on ${cited.timeLimit.date} (${cited.timeLimit.description}): the company may refuse the claim as too old.`,
      );
    w.field('Law cited', regimeName(cited.regime));
    w.field('Amount', amountInWords(cited));
    w.field('Citation', cited.citation);
    w.field('Reason', cited.reason);
    if (cited.timeLimit && !cited.timeLimit.expired)
      w.field('Time limit', `Claim by ${cited.timeLimit.date} (${cited.timeLimit.description})`);
  }
  for (const r of rights?.regimes.filter((r) => r.applies && r !== cited) ?? [])
    w.text(
      `${cited ? 'Also applies' : 'Applies'}: ${regimeName(r.regime)}, under ${r.citation}. ${amountInWords(r)}.`,
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
    ...p.history
      .flatMap((h, i) => (shownAsMessage(h, p.messages) ? [] : [{ h, i }]))
      .map(({ h, i }) => ({
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
  return {
    bytes: await doc.save(),
    pages: doc.getPageCount(),
    lastPageLines: w.lastPageLines,
    lastPageStart: w.pageFirstLine[w.pageFirstLine.length - 1]!,
  };
}
