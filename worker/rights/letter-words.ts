// The claim letter's words in each language it is written in (docs/api.md#languages, "Letters"). English is the
// source and stays word for word as it was; the other languages cite the law by its official title in that
// language and use the legal terms of its official text: Regulation (EC) No 261/2004 as EUR-Lex publishes it in
// each language (Art. 4 denied boarding, 5 cancellation, 6 delay, 7 compensation, 8 reimbursement and re-routing,
// 9 care, 10 downgrading), the Montreal Convention by its official title, APPR in English or French only
// (docs/rights-sources.md, "Letters in other languages"). The law's own references (Art. 7(1)(b), s.19) and
// names (flights, companies, airports) are never translated.
import type { ExpenseKind } from '../contracts/problems';
import { problemCategoryLabel, EXPENSE_KIND_LABELS } from '../contracts/problems';
import { DEFAULT_LANGUAGE, type Language } from '../contracts/languages';
import { amountText, countText } from '../contracts/rights-words';
import type { RegimeId } from '../contracts/rights';
import { ENGLISH_MONTHS } from '../contracts/i18n/values';

/** The pieces of a flight a letter names: the number, the route and the date, as much as is known. */
export interface FlightBits {
  number: string;
  route: { departure: string; arrival: string } | null;
  date: string;
}

/** Everything a letter says in words, in one language. `company`: the airline's name, or null for "you". */
export interface LetterWords {
  lang: Language;
  /** `2026-10-01` as the language writes a date in full. */
  date(iso: string): string;
  /** A local time `2026-10-01T14:05`, with its date. */
  time(local: string): string;
  /** A whole number with the language's grouping (a distance, a limit in SDR). */
  num(n: number): string;
  amount(amount: number, currency: string): string;
  perPassenger(amount: number, currency: string): string;
  days(n: number): string;
  /** A report category's label (Flight Delay). */
  category(id: string): string;
  expenseKind(kind: ExpenseKind): string;
  /** A citation with the law's title in this language (`Regulation (EC) No 261/2004, Art. 7(1)(b)`). */
  cite(citation: string): string;
  /** The flight after an incident (`the delay of` + this), or as the letter's whole subject (standalone). */
  flightName(f: FlightBits, standalone: boolean): string;
  /** What the letter is about: the incident and the flight. */
  incident(incident: string, flight: string): string;
  subject(category: string, claim: boolean, f: FlightBits, booking: string): string;
  about(subject: string, booking: string, passengers: number): string;
  // The facts
  bookingReference(ref: string): string;
  ticketNumber(no: string): string;
  flightLine(f: FlightBits, km: string | null): string;
  scheduledDeparture(time: string, airport: string): string;
  scheduledArrival(time: string, airport: string): string;
  arrival(rerouted: boolean, time: string, airport: string, late: string | null): string;
  passengersHeading(n: number): string;
  whatHappened(description: string): string;
  // The facts the amounts rely on
  reachedLate(airport: string, late: string): string;
  reachedAfterSchedule(airport: string, late: string): string;
  toldOn(cancelled: boolean, days: number): string;
  notRerouted: string;
  alternativeLeftEarly(by: string | null): string;
  alternativeReached(airport: string, late: string): string;
  farePaid(amount: string): string;
  bagDelivered(date: string): string;
  extraordinary: string;
  // The claim
  compensation(
    citation: string,
    regime: RegimeId | undefined,
    perPassenger: string,
    passengers: number,
    total: string,
  ): string;
  unpriced(article: string, regime: RegimeId | undefined, passengers: number): string;
  damages(citation: string, proven: boolean, limitSdr: string): string;
  expensesUnder(basis: string): string;
  expensesCaused(flight: boolean, company: string | null): string;
  expenseLine(label: string, amount: string, note: string | undefined): string;
  refund(fare: string | null, basis: string | null): string;
  iClaim(company: string | null): string;
  total(totals: string[], compensationAbove: boolean, refund: boolean): string;
  fallsUnder(citation: string, company: string | null, answer: boolean): string;
  noScheme(company: string | null): string;
  byDate(date: string): string;
  withinDays(days: number): string;
  answerBy(company: string | null, by: string): string;
  closing: string;
  forPassengers(name: string): string;
  // The e-mail to the company (problems/report-mails.ts)
  greeting(airline: string): string;
  /** The paragraph after a greeting (German starts it in lower case). */
  afterGreeting(text: string): string;
  answerTo(email: boolean, replyAddress: string | null, contactEmail: string): string;
  regulatorTo(body: string | undefined): string;
  regulatorIntro(airline: string, replyAddress: string | null, contactEmail: string): string;
  footer(id: string): string;
  // The letter to an official body (complaint-routes/escalation.ts)
  escalation: EscalationWords;
}

export interface EscalationWords {
  to(body: string): string;
  direct(airline: string): string;
  sent(airline: string, on: string): string;
  answered: string;
  noAnswer: string;
  waited(days: number, ended: string): string;
  reference(id: number): string;
  ask(direct: boolean): string;
  separator(direct: boolean): string;
}

const ymd = (iso: string) => iso.slice(0, 10).split('-').map(Number) as [number, number, number];

/** A date in full by the language's own rules (Intl), read as a calendar day (no time zone shifts it). */
const intlDate = (locale: string) => {
  const format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return (iso: string) => {
    const [y, m, d] = ymd(iso);
    return format.format(new Date(Date.UTC(y, m - 1, d)));
  };
};

const intlNumber = (locale: string) => (n: number) => n.toLocaleString(locale);

/** An amount with its currency code where the language puts it (`600 EUR`, `EUR 600` in pt-BR), cents only when there are some. */
const intlAmount = (locale: string) => (amount: number, currency: string) =>
  new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'code',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);

export const joinBits = (...bits: string[]) => bits.filter(Boolean).join(' ');

// ---------------------------------------------------------------------------------------------------------------
// Citations: the law's title in the letter's language.

const EU261 = 'Regulation (EC) No 261/2004';
const UK261 = 'UK261 (Regulation (EC) No 261/2004 as retained in UK law)';
const MONTREAL = 'Montreal Convention 1999';
const REG2027 = ' with Regulation (EC) No 2027/97 as amended by Regulation (EC) No 889/2002';
const APPR = 'Air Passenger Protection Regulations (SOR/2019-150)';
const ANAC = 'ANAC Resolution No. 400/2016';

interface CitationWords {
  eu261: string;
  montreal: string;
  reg2027: string;
  appr?: string;
  anac: string;
  and: string;
  joinedCases: string;
  paragraph: string;
}

const CITATIONS: Record<Exclude<Language, 'en'>, CitationWords> = {
  de: {
    eu261: 'Verordnung (EG) Nr. 261/2004',
    montreal:
      'Übereinkommen zur Vereinheitlichung bestimmter Vorschriften über die Beförderung im internationalen Luftverkehr (Montreal, 1999)',
    reg2027: ' in Verbindung mit der Verordnung (EG) Nr. 2027/97 in der Fassung der Verordnung (EG) Nr. 889/2002',
    anac: 'Resolução ANAC nº 400/2016',
    and: 'und',
    joinedCases: 'und verbundene Rechtssachen',
    paragraph: 'Rn.',
  },
  es: {
    eu261: 'Reglamento (CE) n.º 261/2004',
    montreal: 'Convenio para la unificación de ciertas reglas para el transporte aéreo internacional (Montreal, 1999)',
    reg2027: ' y Reglamento (CE) n.º 2027/97, modificado por el Reglamento (CE) n.º 889/2002',
    anac: 'Resolução ANAC nº 400/2016',
    and: 'y',
    joinedCases: 'y asuntos acumulados',
    paragraph: 'apartado',
  },
  fr: {
    eu261: 'règlement (CE) n° 261/2004',
    montreal:
      "Convention pour l'unification de certaines règles relatives au transport aérien international (Montréal, 1999)",
    reg2027: ' et règlement (CE) n° 2027/97 tel que modifié par le règlement (CE) n° 889/2002',
    appr: 'Règlement sur la protection des passagers aériens (DORS/2019-150)',
    anac: 'Resolução ANAC nº 400/2016',
    and: 'et',
    joinedCases: 'et affaires jointes',
    paragraph: 'point',
  },
  'pt-BR': {
    eu261: 'Regulamento (CE) n.º 261/2004',
    montreal:
      'Convenção para a Unificação de Certas Regras Relativas ao Transporte Aéreo Internacional (Montreal, 1999)',
    reg2027: ' e Regulamento (CE) n.º 2027/97, alterado pelo Regulamento (CE) n.º 889/2002',
    anac: 'Resolução ANAC nº 400/2016',
    and: 'e',
    joinedCases: 'e processos apensos',
    paragraph: 'n.º',
  },
  it: {
    eu261: 'regolamento (CE) n. 261/2004',
    montreal:
      "Convenzione per l'unificazione di alcune norme relative al trasporto aereo internazionale (Montreal, 1999)",
    reg2027: ' e regolamento (CE) n. 2027/97, come modificato dal regolamento (CE) n. 889/2002',
    anac: 'Resolução ANAC nº 400/2016',
    and: 'e',
    joinedCases: 'e cause riunite',
    paragraph: 'punto',
  },
};

const KEEP = '\uE001';

/**
 * A citation as the engine writes it (English) with the law's official title in `lang`, its "and" in `lang`
 * and a Court paragraph as that language cites it; UK261, the US rules, and the other regimes' English names
 * stay as they are (they have no official title in that language), and so do the article references.
 */
export function citationIn(lang: Language, citation: string): string {
  if (lang === 'en' || !citation) return citation;
  const w = CITATIONS[lang];
  let s = citation.split(UK261).join(KEEP);
  s = s.split(REG2027).join(w.reg2027).split(EU261).join(w.eu261).split(MONTREAL).join(w.montreal);
  s = s.split(ANAC).join(w.anac);
  if (w.appr && s.includes(APPR))
    s = s
      .split(APPR)
      .join(w.appr)
      .replace(/, s\.(?=\d)/g, ', art. ');
  s = s
    .replace(/ and joined cases\)/g, ` ${w.joinedCases})`)
    .replace(/(\(C-[^)]+\)), para (\d+)/g, `$1, ${w.paragraph} $2`)
    .replace(/ and (?=\d|Art\.|s\.|para|First)/g, ` ${w.and} `);
  return s.split(KEEP).join(UK261);
}

/**
 * The article before a citation in the Romance languages: the law's first word decides it ("le règlement",
 * "la Convention"); a name without an article (UK261, 14 CFR 250.5, SHY-YOLCU) gets none.
 */
export const lawStarts = (cite: string, words: readonly string[]) => words.some((w) => cite.startsWith(w));

// ---------------------------------------------------------------------------------------------------------------
// English: the source, word for word as the letter always read.

/** `2026-10-01` as `1 October 2026`: no reader mistakes the day for the month. */
export const enDate = (iso: string) => {
  const [y, m, d] = ymd(iso);
  return `${d} ${ENGLISH_MONTHS[m - 1]} ${y}`;
};

const EN_INCIDENT: Record<string, string> = {
  delay: 'the delay of',
  cancellation: 'the cancellation of',
  moved_earlier: 'the rescheduling to an earlier time of',
  denied_boarding: 'the denied boarding on',
  downgrade: 'the downgrade on',
  baggage_delayed: 'the delayed baggage of',
  baggage_damaged: 'the damaged baggage of',
  baggage_lost: 'the lost baggage of',
  other: 'a problem with',
};

const en: LetterWords = {
  lang: 'en',
  date: enDate,
  time: (local) => `${enDate(local)}, ${local.slice(11, 16)}`,
  num: (n) => n.toLocaleString('en-GB'),
  amount: amountText,
  perPassenger: (a, c) => `${amountText(a, c)} per passenger`,
  days: (n) => countText(n, 'day'),
  category: problemCategoryLabel,
  expenseKind: (k) => EXPENSE_KIND_LABELS[k],
  cite: (c) => c,
  flightName: (f) => {
    const parts = [
      f.number ? `flight ${f.number}` : f.route ? 'the flight' : '',
      f.route ? `from ${f.route.departure} to ${f.route.arrival}` : '',
      f.date ? `on ${enDate(f.date)}` : '',
    ].filter(Boolean);
    return parts.length ? parts.join(' ') : 'my journey';
  },
  incident: (i, flight) => `${EN_INCIDENT[i] ?? EN_INCIDENT.other!} ${flight}`,
  subject: (category, claim, f, booking) => {
    const what = `${category} ${claim ? 'claim' : 'complaint'}`;
    const parts = [
      booking ? `booking ${booking}` : '',
      f.number ? `flight ${f.number}` : f.route ? `${f.route.departure} to ${f.route.arrival}` : '',
      f.date ? enDate(f.date) : '',
    ].filter(Boolean);
    return parts.length ? `${what}: ${parts.join(', ')}` : what;
  },
  about: (subject, booking, n) =>
    `I am writing about ${subject}${booking ? ` (booking ${booking})` : ''}${
      n > 1 ? `, for the ${n} passengers listed below` : ''
    }.`,
  bookingReference: (r) => `Booking reference: ${r}`,
  ticketNumber: (t) => `Ticket number: ${t}`,
  flightLine: (f, km) =>
    `Flight: ${[
      f.number,
      f.route ? `${f.route.departure} to ${f.route.arrival}${km ? ` (${km} km)` : ''}` : '',
      f.date ? enDate(f.date) : '',
    ]
      .filter(Boolean)
      .join(', ')}`,
  scheduledDeparture: (t, a) => `Scheduled departure: ${t} (local time at ${a})`,
  scheduledArrival: (t, a) => `Scheduled arrival: ${t} (local time at ${a})`,
  arrival: (rerouted, t, a, late) =>
    `${rerouted ? 'Arrival on the alternative flight' : 'Actual arrival'}: ${t} (local time at ${a})${late ? `, ${late} late` : ''}`,
  passengersHeading: (n) => `Passengers (${n}):`,
  whatHappened: (d) => `What happened:\n${d}`,
  reachedLate: (a, late) => `The flight reached ${a} ${late} late.`,
  reachedAfterSchedule: (a, late) => `The flight reached ${a} ${late} after its scheduled arrival.`,
  toldOn: (cancelled, days) =>
    days === 0
      ? `I was told of the ${cancelled ? 'cancellation' : 'change'} on the day of the scheduled departure.`
      : `I was told of the ${cancelled ? 'cancellation' : 'change'} ${countText(days, 'day')} before the scheduled departure.`,
  notRerouted: 'I was not re-routed: I took no alternative flight, so no reduction for re-routing applies.',
  alternativeLeftEarly: (by) =>
    by
      ? `The alternative flight left ${by} before the original scheduled departure.`
      : 'The alternative flight did not leave before the original scheduled departure.',
  alternativeReached: (a, late) => `The alternative flight reached ${a} ${late} after the original scheduled arrival.`,
  farePaid: (amt) => `The one-way fare paid for this journey was ${amt}.`,
  bagDelivered: (d) => `The bag was delivered to me on ${d}.`,
  extraordinary:
    'Extraordinary circumstances have been mentioned; under Art. 5(3) it is for the carrier to prove them and that it took all reasonable measures.',
  compensation: (c, _r, pp, n, total) =>
    n > 1 ? `- Compensation under ${c}: ${pp} x ${n} passengers = ${total}.` : `- Compensation under ${c}: ${pp}.`,
  unpriced: (a, _r, n) =>
    n > 1
      ? `- The compensation due under ${a}, for each of the ${n} passengers.`
      : `- The compensation due under ${a}.`,
  damages: (c, proven, limit) =>
    `- Damages under ${c}: the ${proven ? 'proven damage below' : 'damage I will prove'}, within the carrier's limit of ${limit} SDR per passenger.`,
  expensesUnder: (b) => `- Expenses due under ${b}:`,
  expensesCaused: (flight, company) =>
    `- Expenses the ${flight ? 'disruption' : 'problem'} caused, to be reimbursed by ${company ?? 'you'}:`,
  expenseLine: (label, amt, note) => `    ${label}: ${amt}${note ? ` (${note})` : ''}`,
  refund: (fare, basis) =>
    `- A refund of the ticket${fare ? ` (fare paid: ${fare})` : ''}${basis ? ` under ${basis}` : ''}.`,
  iClaim: (company) => `${company ? `I claim from ${company}` : 'I claim'}:`,
  total: (totals, comp, refund) => {
    const besides = [...(comp ? ['the compensation above'] : []), ...(refund ? ['the refund of the ticket'] : [])];
    return `Total claimed: ${totals.join(' and ')}${besides.length ? `, and ${besides.join(' and ')}` : ''}.`;
  },
  fallsUnder: (c, company, answer) =>
    answer
      ? `The journey falls under ${c}. I ask ${company ?? 'you'} to review the case and answer in writing.`
      : `The journey falls under ${c}. I ask ${company ?? 'you'} to review the case.`,
  noScheme: (company) =>
    `No fixed compensation scheme applies to this journey as described; I ask ${company ?? 'you'} to review the case and answer in writing.`,
  byDate: (d) => `by ${d}`,
  withinDays: (n) => `within ${n} days of receiving this letter`,
  answerBy: (company, by) =>
    company
      ? `I ask that ${company} answer in writing ${by}.`
      : `Please answer in writing ${by}. Without an answer by then, I will take the complaint to the body that enforces these rules.`,
  closing: 'Yours faithfully,',
  forPassengers: (name) => `${name}, for the passengers listed`,
  greeting: (airline) => `Dear ${airline} customer relations team,`,
  afterGreeting: (t) => t,
  answerTo: (email, reply, contact) =>
    !email
      ? reply
        ? `Please send your answer to ${reply}: it reaches me and is kept with my case.`
        : `Please send your answer to ${contact}.`
      : reply
        ? `Please reply to this e-mail: your answer reaches me and is kept with my case. You can also write to me at ${contact}.`
        : `Please reply to this e-mail or write to me at ${contact}.`,
  regulatorTo: (body) => `To ${body ?? 'the complaints office'},`,
  regulatorIntro: (airline, reply, contact) =>
    `I am filing a complaint against ${airline}, which publishes no complaint e-mail or form that I could use. Please forward it to the airline and ask it to answer me at ${reply ? `${reply}, where its answer is kept with my case` : contact}.`,
  footer: (id) => `-- \nAirDesk case reference #${id}. Sent through AirDesk for the passenger.`,
  escalation: {
    to: (body) => `To ${body},`,
    direct: (airline) =>
      `I bring you the complaint below about my journey with ${airline} directly, as your rules allow; I have not been able to send it to the airline itself.`,
    sent: (airline, on) => `I sent the complaint below to ${airline} on ${on}.`,
    answered: 'The airline has answered, but the case is not resolved.',
    noAnswer: 'I have had no answer from the airline.',
    waited: (days, ended) => `The ${days} days your rules give the airline ended on ${ended}.`,
    reference: (id) => `(AirDesk reference: report #${id}.)`,
    ask: (direct) =>
      `I ask you to take the complaint up with the airline and to help me obtain what the rules cited below provide. ${
        direct ? 'My complaint follows' : 'A copy of my complaint to the airline follows'
      }; I can send the booking confirmation, boarding passes, receipts and any answer from the airline on request.`,
    separator: (direct) => (direct ? '--- The complaint ---' : '--- The complaint as sent to the airline ---'),
  },
};

// ---------------------------------------------------------------------------------------------------------------
// The other languages share the number, date and amount formats of their locale.

export const localeBase = (lang: Language, locale: string, timeWord: (date: string, hm: string) => string) => {
  const date = intlDate(locale);
  return {
    lang,
    date,
    time: (local: string) => timeWord(date(local), local.slice(11, 16)),
    num: intlNumber(locale),
    amount: intlAmount(locale),
    cite: (c: string) => citationIn(lang, c),
  };
};

export const labelOf = (labels: Readonly<Record<string, string>>) => (id: string) =>
  labels[id] ?? problemCategoryLabel(id);

// The other languages' words are modules of their own (letter-words/<lang>.ts), registered when loaded
// (worker/language-texts-module.ts): the main bundle carries English alone.
const WORDS = new Map<Language, LetterWords>([['en', en]]);

/** Makes a language's letter words available to letterWords (the language's texts module calls it). */
export const registerLetterWords = (lang: Language, words: LetterWords) => void WORDS.set(lang, words);

/**
 * The letter's words in `lang` (English when none is given). A language other than English must have been loaded
 * first (loadLanguageTexts): a letter is never written in English in its place.
 */
export function letterWords(lang: Language | undefined): LetterWords {
  const words = WORDS.get(lang ?? DEFAULT_LANGUAGE);
  if (!words) throw new Error(`The letter words in ${String(lang)} are not loaded (loadLanguageTexts).`);
  return words;
}
