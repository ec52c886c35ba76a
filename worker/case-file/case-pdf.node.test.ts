// The case file PDF read back as a reader sees it: poppler's pdftotext (Debian's poppler-utils) extracts the
// text through the embedded font's ToUnicode map, so Greek, Cyrillic and Latin come back only if they were
// drawn with glyphs that carry them. Page 1 is also rendered to a PNG (test-artifacts/) to look at.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCasePdf, type CasePdfInput, MESSAGE_TEXT_MAX, MIN_LAST_PAGE_LINES, renderCasePdf } from './case-pdf';
import { NORMAL_LAYOUT } from './pdf-layout';
import type { ProblemDetail } from '../contracts/problems';
import { CASE_FIXTURE } from './case-pdf.node-fixture';

const root = path.resolve(import.meta.dirname, '../..');
const font = (name: string) => readFileSync(path.join(root, 'node_modules/dejavu-fonts-ttf/ttf', name));
const fonts = { regular: font('DejaVuSans.ttf'), bold: font('DejaVuSans-Bold.ttf') };
const generatedAt = new Date('2026-11-26T10:15:00.000Z');

let bytes: Uint8Array;
let file: string;
/** pdftotext's text of the whole file in reading order, line breaks and runs of spaces made single spaces. */
let text: string;
/** The same with the page's columns kept side by side (a label and its value on one line). */
let layout: string;
beforeAll(async () => {
  bytes = await buildCasePdf({ detail: CASE_FIXTURE, sentTo: 'care@testair.example', generatedAt }, fonts);
  const dir = mkdtempSync(path.join(tmpdir(), 'case-pdf-'));
  file = path.join(dir, 'case.pdf');
  writeFileSync(file, bytes);
  const extract = (...options: string[]) =>
    execFileSync('pdftotext', ['-enc', 'UTF-8', ...options, file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  text = extract();
  layout = extract('-layout');
});

describe('the case file PDF', () => {
  it('is a PDF of several numbered pages', async () => {
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    const pages = doc.getPageCount();
    expect(pages).toBeGreaterThan(2);
    expect(doc.getTitle()).toBe('AirDesk case file, report #42');
    for (let n = 1; n <= pages; n++) expect(text).toContain(`Page ${n} of ${pages}`);
    expect(text).toContain('generated 2026-11-26 10:15 UTC');
  });

  it('holds the parties, in Greek, Cyrillic and Latin', () => {
    expect(text).toContain('Γιώργος Παπαδόπουλος: η πτήση καθυστέρησε τρεισήμισι ώρες.');
    expect(text).toContain('Дмитрий Иванов travelled with me.');
    expect(text).toContain('Αεροπορική Εταιρεία Test Air');
    expect(text).toContain('giorgos@mail.example');
    expect(text).toContain('+30 694 000 0000');
    expect(layout).toContain('Address used care@testair.example');
    expect(text).toContain('case-0123456789abcdef0123456789abcdef@cases.airdesk.invalid');
  });

  it('holds the flight, the whole letter, the rights and the deadlines', () => {
    expect(text).toContain('FCO to HAM (1326 km)');
    expect(layout).toContain('Arrival delay 3 h 30 min');
    expect(layout).toContain("Cause Within the airline's control (e.g. a technical fault, crew)");
    expect(layout).toContain('What happened Delay');
    expect(text).toContain('Paragraph 1: the flight from Rome');
    expect(text).toContain('Paragraph 60: the flight from Rome');
    expect(text).toContain('I claim EUR 250.');
    expect(layout).toContain('Law cited EU air passenger rights (Regulation (EC) No 261/2004)');
    expect(layout).toContain('Amount EUR 250 per passenger');
    expect(text).toContain('Regulation (EC) No 261/2004, Art. 7(1)(a); Sturgeon C-402/07');
    expect(text).toContain(
      'Also applies: Montreal Convention 1999 (carrier liability), under Montreal Convention, Art. 19 and 22(1). Damages up to SDR 6,303 per passenger.',
    );
    // No code of the engine reaches the reader.
    for (const code of ['EU261', 'MONTREAL', 'Cited regime', 'hours', 'missing:'])
      expect(text.slice(text.indexOf('Flight and complaint'), text.indexOf('The letter as sent'))).not.toContain(code);
    expect(layout).toContain('2026-11-12 The company should answer within six weeks.');
    expect(layout).toContain('2028-10-01 Court action within two years');
  });

  it('holds the route plan and the timeline in time order, with the messages', () => {
    expect(layout).toContain('Luftfahrt-Bundesamt (DE) Opens on 2026-11-12 Where https://www.lba.de/complaints');
    expect(layout).toContain('söp Schlichtungsstelle (DE) Opens on 2026-11-30');
    expect(layout).toContain('Outcome Binding on the company when the passenger accepts');
    const order = [
      '2026-10-01 19:00 UTC Report filed',
      '2026-10-05 12:30 UTC Reply from the company',
      'Уважаемый Дмитрий Иванов, мы предлагаем ваучер на 250 EUR.',
      'Not kept (type or size not allowed): macro.docm',
      '2026-10-06 09:00 UTC Message from the traveller',
      'I do not accept a voucher; I ask for EUR 250 paid to my account.',
    ].map((s) => text.indexOf(s));
    expect(
      order.every((i) => i >= 0),
      JSON.stringify(order),
    ).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    // Each event once: the reply and the message are not listed a second time as history entries.
    const timeline = text.slice(text.lastIndexOf('Timeline'), text.lastIndexOf('Documents'));
    expect(timeline).not.toContain('The company replied');
    expect(timeline).not.toContain('The traveller wrote to the company');
    const entries = timeline.match(/\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC (?=[A-Z])[A-Za-z ]+?(?= \(| From|$)/g);
    expect(entries).toEqual([
      '2026-10-01 19:00 UTC Report filed',
      '2026-10-05 12:30 UTC Reply from the company',
      '2026-10-06 09:00 UTC Message from the traveller',
    ]);
  });

  it('a flight out of time with a fact missing: the time limit before the amount, every code in words', async () => {
    const [eu, montreal] = CASE_FIXTURE.rights!.regimes;
    const detail: ProblemDetail = {
      ...CASE_FIXTURE,
      flight: {
        departure: 'DUB',
        arrival: 'JFK',
        date: '2019-03-01',
        incident: 'baggage_delayed',
        arrivalDelayHours: 5.08,
        noticeDays: 1,
      },
      rights: {
        ...CASE_FIXTURE.rights!,
        regimes: [
          {
            ...eu!,
            amount: 600,
            citation: 'Regulation (EC) No 261/2004, Art. 7(1)(c)',
            timeLimit: { date: '2025-03-01', description: 'Ireland: six years', expired: true },
          },
          { ...montreal!, limit: null, missing: ['baggageReceivedDate'] },
        ],
      },
    };
    const dir = mkdtempSync(path.join(tmpdir(), 'case-pdf-'));
    writeFileSync(path.join(dir, 'late.pdf'), await buildCasePdf({ detail, sentTo: null, generatedAt }, fonts));
    const late = execFileSync('pdftotext', ['-enc', 'UTF-8', '-layout', path.join(dir, 'late.pdf'), '-'], {
      encoding: 'utf8',
    }).replace(/\s+/g, ' ');
    expect(late).toContain('What happened Delayed baggage');
    expect(late).toContain('Arrival delay 5 h 5 min');
    expect(late).toContain('Notice 1 day before departure');
    expect(late).toContain('Cause Not known');
    const time = late.indexOf('Time limit Ran out on 2025-03-01 (Ireland: six years)');
    expect(time).toBeGreaterThan(0);
    expect(time).toBeLessThan(late.indexOf('Amount EUR 600 per passenger'));
    expect(late).toContain('Not known yet: it depends on the day the bag came back.');
    for (const code of ['baggageReceivedDate', 'baggage delayed', 'MONTREAL', 'EU261', '5.08', '1 days', 'missing'])
      expect(late).not.toContain(code);
  });

  it('a US delay the passenger flew: no regime cited, the US rule listed as applying, in words', async () => {
    const detail: ProblemDetail = {
      ...CASE_FIXTURE,
      flight: { departure: 'JFK', arrival: 'LAX', date: '2026-10-01', incident: 'delay', arrivalDelayHours: 5 },
      rights: {
        distanceKm: 3983,
        nearBandEdge: false,
        cited: null,
        regimes: [
          {
            regime: 'US_DOT',
            applies: true,
            amount: null,
            currency: 'USD',
            limit: null,
            citation: '14 CFR Part 260, s.260.2 and 260.6',
            reason: 'A 5 h delay is a significant change: if you declined it and did not travel, the fare is refunded.',
            missing: [],
          },
        ],
      },
    };
    const dir = mkdtempSync(path.join(tmpdir(), 'case-pdf-'));
    writeFileSync(path.join(dir, 'us.pdf'), await buildCasePdf({ detail, sentTo: null, generatedAt }, fonts));
    const us = execFileSync('pdftotext', ['-enc', 'UTF-8', path.join(dir, 'us.pdf'), '-'], {
      encoding: 'utf8',
    }).replace(/\s+/g, ' ');
    expect(us).toContain('The letter cites no regime: none gives a claim for this journey as described');
    expect(us).toContain('Applies: US Department of Transportation rules, under 14 CFR Part 260');
    expect(us).not.toContain('None of the assessed regimes applies');
  });

  it('lists the documents', () => {
    const documents = text.slice(text.lastIndexOf('Documents'));
    expect(documents).toContain(
      '1. boarding-pass.pdf (application/pdf, 47.1 KB, from the traveller, 2026-10-02 08:00 UTC, sent to the company 2026-10-02 08:01 UTC)',
    );
    expect(documents).toContain(
      '2. ваучер-компенсации.png (image/png, 1.5 MB, from the company, 2026-10-05 12:30 UTC)',
    );
  });

  it('wraps a word longer than a line and prints at most 20,000 characters of a huge message', async () => {
    const word = 'x'.repeat(5000);
    const huge = 'Ответ компании. '.repeat(65_536); // 1 MiB of text
    const started = performance.now();
    const pdf = await buildCasePdf(
      {
        detail: {
          ...CASE_FIXTURE,
          description: word,
          messages: [{ ...CASE_FIXTURE.messages[0]!, text: huge }],
        },
        sentTo: null,
        generatedAt,
      },
      fonts,
    );
    expect(performance.now() - started).toBeLessThan(20_000);
    const dir = mkdtempSync(path.join(tmpdir(), 'case-pdf-'));
    writeFileSync(path.join(dir, 'long.pdf'), pdf);
    const lines = execFileSync('pdftotext', ['-enc', 'UTF-8', path.join(dir, 'long.pdf'), '-'], { encoding: 'utf8' })
      .split('\n')
      .map((l) => l.trim());
    // The long word comes back whole, cut into full lines of x.
    expect(lines.filter((l) => /^x+$/.test(l)).join('')).toBe(word);
    const rest = huge.trim().length - MESSAGE_TEXT_MAX;
    expect(lines).toContain(`(${rest} more characters of this message are in the case file online.)`);
  });

  it('leaves no near-empty last page: a line or two that ran over are set tighter or kept with lines before them', async () => {
    const withLetter = (paragraphs: number): CasePdfInput => ({
      detail: {
        ...CASE_FIXTURE,
        letter: Array.from({ length: paragraphs }, (_, i) => `Paragraph ${i + 1} of the letter, one line.`).join('\n'),
      },
      sentTo: null,
      generatedAt,
    });
    /** Lines of text on each page as pdftotext reads them, the footer left out. */
    const linesPerPage = (pdf: Uint8Array) => {
      const dir = mkdtempSync(path.join(tmpdir(), 'case-pdf-'));
      writeFileSync(path.join(dir, 'p.pdf'), pdf);
      const pages = execFileSync('pdftotext', ['-enc', 'UTF-8', '-layout', path.join(dir, 'p.pdf'), '-'], {
        encoding: 'utf8',
      }).split('\f');
      return pages
        .filter((p, i) => i < pages.length - 1 || p.trim() !== '')
        .map((p) => p.split('\n').filter((l) => l.trim() !== '' && !l.includes('AirDesk case file ·')).length);
    };
    // A letter of one-line paragraphs: each paragraph fewer takes a line off the last page, until one is left.
    const found: { paragraphs: number; pages: number }[] = [];
    let n = 60;
    for (let tries = 0; tries < 8 && found.length === 0; tries++) {
      const plain = await renderCasePdf(withLetter(n), fonts, NORMAL_LAYOUT);
      if (plain.pages > 1 && plain.lastPageLines === 1) found.push({ paragraphs: n, pages: plain.pages });
      else n -= Math.max(1, plain.lastPageLines - 1);
    }
    expect(found.length).toBeGreaterThan(0);
    for (const { paragraphs, pages } of found) {
      const counts = linesPerPage(await buildCasePdf(withLetter(paragraphs), fonts));
      // Either the page is saved, or the last one holds enough lines to be worth its paper.
      if (counts.length === pages) expect(counts.at(-1)).toBeGreaterThanOrEqual(MIN_LAST_PAGE_LINES);
      else expect(counts.length).toBe(pages - 1);
    }
  }, 30_000);

  it('renders page 1 to an image to look at', () => {
    const out = path.join(root, 'test-artifacts/case-pdf');
    mkdirSync(out, { recursive: true });
    execFileSync('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '2', file, path.join(out, 'page')]);
    expect(readFileSync(path.join(out, 'page-1.png')).subarray(1, 4).toString()).toBe('PNG');
  });
});
