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

const joinBits = (...bits: string[]) => bits.filter(Boolean).join(' ');

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
const lawStarts = (cite: string, words: readonly string[]) => words.some((w) => cite.startsWith(w));

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

const localeBase = (lang: Language, locale: string, timeWord: (date: string, hm: string) => string) => {
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

const labelOf = (labels: Readonly<Record<string, string>>) => (id: string) => labels[id] ?? problemCategoryLabel(id);

// German --------------------------------------------------------------------------------------------------------

const DE_INCIDENT: Record<string, string> = {
  delay: 'die Verspätung von',
  cancellation: 'die Annullierung von',
  moved_earlier: 'die Vorverlegung von',
  denied_boarding: 'die Nichtbeförderung auf',
  downgrade: 'die Herabstufung auf',
  baggage_delayed: 'das verspätete Gepäck von',
  baggage_damaged: 'das beschädigte Gepäck von',
  baggage_lost: 'das verlorene Gepäck von',
  other: 'ein Problem mit',
};
const DE_EXPENSES: Record<ExpenseKind, string> = {
  meals: 'Mahlzeiten und Getränke',
  hotel: 'Hotel',
  transport: 'Beförderung',
  'replacement-items': 'Ersatzkäufe',
  other: 'Sonstiges',
};
const deBase = localeBase('de', 'de-DE', (d, hm) => `${d}, ${hm} Uhr`);
const deArt = (c: string) =>
  lawStarts(c, ['Verordnung']) ? `die ${c}` : lawStarts(c, ['Übereinkommen']) ? `das ${c}` : c;

const de: LetterWords = {
  ...deBase,
  perPassenger: (a, c) => `${deBase.amount(a, c)} pro Fluggast`,
  days: (n) => `${n} ${n === 1 ? 'Tag' : 'Tage'}`,
  category: labelOf({
    'flight-delay': 'Flugverspätung',
    cancellation: 'Flugannullierung',
    baggage: 'Gepäckprobleme',
    refund: 'Probleme mit der Erstattung',
    'customer-service': 'Kundenservice',
    booking: 'Probleme mit der Buchung',
    other: 'Sonstiges',
  }),
  expenseKind: (k) => DE_EXPENSES[k],
  flightName: (f, standalone) =>
    joinBits(
      f.number ? `Flug ${f.number}` : f.route ? 'dem Flug' : '',
      f.route ? `von ${f.route.departure} nach ${f.route.arrival}` : '',
      f.date ? `am ${deBase.date(f.date)}` : '',
    ) || (standalone ? 'meine Reise' : 'meiner Reise'),
  incident: (i, flight) => `${DE_INCIDENT[i] ?? DE_INCIDENT.other!} ${flight}`,
  subject: (category, claim, f, booking) => {
    const what = `${claim ? 'Forderung' : 'Beschwerde'} (${category})`;
    const parts = [
      booking ? `Buchung ${booking}` : '',
      f.number ? `Flug ${f.number}` : f.route ? `${f.route.departure} nach ${f.route.arrival}` : '',
      f.date ? deBase.date(f.date) : '',
    ].filter(Boolean);
    return parts.length ? `${what}: ${parts.join(', ')}` : what;
  },
  about: (subject, booking, n) =>
    `Mein Schreiben betrifft ${subject}${booking ? ` (Buchung ${booking})` : ''}${
      n > 1 ? `, für die ${n} unten aufgeführten Fluggäste` : ''
    }.`,
  bookingReference: (r) => `Buchungsnummer: ${r}`,
  ticketNumber: (t) => `Ticketnummer: ${t}`,
  flightLine: (f, km) =>
    `Flug: ${[
      f.number,
      f.route ? `${f.route.departure} nach ${f.route.arrival}${km ? ` (${km} km)` : ''}` : '',
      f.date ? deBase.date(f.date) : '',
    ]
      .filter(Boolean)
      .join(', ')}`,
  scheduledDeparture: (t, a) => `Planmäßiger Abflug: ${t} (Ortszeit ${a})`,
  scheduledArrival: (t, a) => `Planmäßige Ankunft: ${t} (Ortszeit ${a})`,
  arrival: (rerouted, t, a, late) =>
    `${rerouted ? 'Ankunft mit dem Ersatzflug' : 'Tatsächliche Ankunft'}: ${t} (Ortszeit ${a})${late ? `, ${late} verspätet` : ''}`,
  passengersHeading: (n) => `Fluggäste (${n}):`,
  whatHappened: (d) => `Was geschehen ist:\n${d}`,
  reachedLate: (a, late) => `Der Flug erreichte ${a} mit ${late} Verspätung.`,
  reachedAfterSchedule: (a, late) => `Der Flug erreichte ${a} ${late} nach der planmäßigen Ankunftszeit.`,
  toldOn: (cancelled, days) =>
    `Die ${cancelled ? 'Annullierung' : 'Änderung'} wurde mir ${
      days === 0
        ? 'am Tag des planmäßigen Abflugs'
        : `${days} ${days === 1 ? 'Tag' : 'Tage'} vor dem planmäßigen Abflug`
    } mitgeteilt.`,
  notRerouted:
    'Ich wurde nicht anderweitig befördert: Ich habe keinen Ersatzflug genommen, daher gilt keine Kürzung wegen anderweitiger Beförderung.',
  alternativeLeftEarly: (by) =>
    by
      ? `Der Ersatzflug startete ${by} vor dem ursprünglich planmäßigen Abflug.`
      : 'Der Ersatzflug startete nicht vor dem ursprünglich planmäßigen Abflug.',
  alternativeReached: (a, late) => `Der Ersatzflug erreichte ${a} ${late} nach der ursprünglich planmäßigen Ankunft.`,
  farePaid: (amt) => `Der für diese Reise gezahlte Flugpreis für die einfache Strecke betrug ${amt}.`,
  bagDelivered: (d) => `Das Gepäck wurde mir am ${d} zugestellt.`,
  extraordinary:
    'Es wurden außergewöhnliche Umstände angeführt; nach Art. 5(3) obliegt es dem Luftfahrtunternehmen, diese nachzuweisen und dass alle zumutbaren Maßnahmen ergriffen wurden.',
  compensation: (c, _r, pp, n, total) =>
    n > 1
      ? `- Ausgleichsleistung gemäß ${c}: ${pp} x ${n} Fluggäste = ${total}.`
      : `- Ausgleichsleistung gemäß ${c}: ${pp}.`,
  unpriced: (a, _r, n) =>
    n > 1
      ? `- Die gemäß ${a} geschuldete Ausgleichsleistung, für jeden der ${n} Fluggäste.`
      : `- Die gemäß ${a} geschuldete Ausgleichsleistung.`,
  damages: (c, proven, limit) =>
    `- Schadensersatz gemäß ${c}: ${proven ? 'der unten nachgewiesene Schaden' : 'der Schaden, den ich nachweisen werde'}, bis zur Haftungsgrenze des Luftfrachtführers von ${limit} SZR pro Fluggast.`,
  expensesUnder: (b) => `- Gemäß ${b} geschuldete Ausgaben:`,
  expensesCaused: (flight, company) =>
    `- Ausgaben, die ${flight ? 'die Störung' : 'das Problem'} verursacht hat, von ${company ?? 'Ihnen'} zu erstatten:`,
  expenseLine: (label, amt, note) => `    ${label}: ${amt}${note ? ` (${note})` : ''}`,
  refund: (fare, basis) =>
    `- Die Erstattung des Flugscheins${fare ? ` (gezahlter Flugpreis: ${fare})` : ''}${basis ? ` gemäß ${basis}` : ''}.`,
  iClaim: (company) => (company ? `Ich fordere von ${company}:` : 'Ich fordere:'),
  total: (totals, comp, refund) => {
    const besides = [
      ...(comp ? ['die oben genannte Ausgleichsleistung'] : []),
      ...(refund ? ['die Erstattung des Flugscheins'] : []),
    ];
    return `Geforderter Gesamtbetrag: ${totals.join(' und ')}${besides.length ? `, sowie ${besides.join(' und ')}` : ''}.`;
  },
  fallsUnder: (c, company, answer) =>
    `Die Reise fällt unter ${deArt(c)}. Ich bitte ${company ?? 'Sie'}, den Fall zu prüfen${answer ? ' und schriftlich zu antworten' : ''}.`,
  noScheme: (company) =>
    `Für diese Reise gilt nach dem geschilderten Sachverhalt keine feste Ausgleichsregelung; ich bitte ${company ?? 'Sie'}, den Fall zu prüfen und schriftlich zu antworten.`,
  byDate: (d) => `bis zum ${d}`,
  withinDays: (n) => `innerhalb von ${n} Tagen nach Erhalt dieses Schreibens`,
  answerBy: (company, by) =>
    company
      ? `Ich bitte darum, dass ${company} ${by} schriftlich antwortet.`
      : `Bitte antworten Sie ${by} schriftlich. Ohne Antwort bis dahin werde ich die Beschwerde an die Stelle richten, die diese Vorschriften durchsetzt.`,
  closing: 'Mit freundlichen Grüßen',
  forPassengers: (name) => `${name}, für die aufgeführten Fluggäste`,
  greeting: (airline) => `An den Kundenservice von ${airline}\nSehr geehrte Damen und Herren,`,
  afterGreeting: (t) => t.charAt(0).toLowerCase() + t.slice(1),
  answerTo: (email, reply, contact) =>
    !email
      ? reply
        ? `Bitte senden Sie Ihre Antwort an ${reply}: Sie erreicht mich und wird zu meinem Fall abgelegt.`
        : `Bitte senden Sie Ihre Antwort an ${contact}.`
      : reply
        ? `Bitte antworten Sie auf diese E-Mail: Ihre Antwort erreicht mich und wird zu meinem Fall abgelegt. Sie können mir auch an ${contact} schreiben.`
        : `Bitte antworten Sie auf diese E-Mail oder schreiben Sie mir an ${contact}.`,
  regulatorTo: (body) => `An ${body ?? 'die Beschwerdestelle'},`,
  regulatorIntro: (airline, reply, contact) =>
    `ich reiche eine Beschwerde gegen ${airline} ein; die Fluggesellschaft veröffentlicht weder eine E-Mail-Adresse noch ein Formular für Beschwerden, das ich nutzen könnte. Bitte leiten Sie sie an die Fluggesellschaft weiter und bitten Sie sie, mir an ${reply ?? contact} zu antworten${reply ? ', wo ihre Antwort zu meinem Fall abgelegt wird' : ''}.`,
  footer: (id) => `-- \nAirDesk-Fallnummer #${id}. Über AirDesk für den Fluggast gesendet.`,
  escalation: {
    to: (body) => `An ${body},`,
    direct: (airline) =>
      `ich lege Ihnen die nachstehende Beschwerde über meine Reise mit ${airline} direkt vor, wie es Ihre Regeln erlauben; ich konnte sie nicht an die Fluggesellschaft selbst senden.`,
    sent: (airline, on) => `ich habe die nachstehende Beschwerde am ${on} an ${airline} gesendet.`,
    answered: 'Die Fluggesellschaft hat geantwortet, aber der Fall ist nicht gelöst.',
    noAnswer: 'Ich habe keine Antwort von der Fluggesellschaft erhalten.',
    waited: (days, ended) => `Die ${days} Tage, die Ihre Regeln der Fluggesellschaft einräumen, endeten am ${ended}.`,
    reference: (id) => `(AirDesk-Referenz: Beschwerde #${id}.)`,
    ask: (direct) =>
      `Ich bitte Sie, die Beschwerde bei der Fluggesellschaft vorzubringen und mir zu helfen, das zu erhalten, was die unten genannten Vorschriften vorsehen. ${
        direct ? 'Meine Beschwerde folgt' : 'Eine Kopie meiner Beschwerde an die Fluggesellschaft folgt'
      }; die Buchungsbestätigung, Bordkarten, Belege und jede Antwort der Fluggesellschaft sende ich auf Anfrage.`,
    separator: (direct) =>
      direct ? '--- Die Beschwerde ---' : '--- Die Beschwerde, wie sie an die Fluggesellschaft ging ---',
  },
};

// French --------------------------------------------------------------------------------------------------------

const FR_INCIDENT: Record<string, string> = {
  delay: 'le retard du',
  cancellation: "l'annulation du",
  moved_earlier: "l'avancement de l'horaire du",
  denied_boarding: "le refus d'embarquement sur le",
  downgrade: 'le déclassement sur le',
  baggage_delayed: 'le retard des bagages du',
  baggage_damaged: 'les bagages endommagés du',
  baggage_lost: 'la perte des bagages du',
  other: 'un problème avec le',
};
const frBase = localeBase('fr', 'fr-FR', (d, hm) => `${d} à ${hm}`);
const frDate = (iso: string) => frBase.date(iso).replace(/^1 /, '1er ');
/** "du règlement", "de la Convention", "de UK261". */
const frOf = (c: string) =>
  lawStarts(c, ['règlement', 'Règlement'])
    ? `du ${c}`
    : lawStarts(c, ['Convention', 'Resolução'])
      ? `de la ${c}`
      : `de ${c}`;

const fr: LetterWords = {
  ...frBase,
  date: frDate,
  time: (local) => `${frDate(local)} à ${local.slice(11, 16)}`,
  perPassenger: (a, c) => `${frBase.amount(a, c)} par passager`,
  days: (n) => `${n} ${n === 1 ? 'jour' : 'jours'}`,
  category: labelOf({
    'flight-delay': 'Retard de vol',
    cancellation: 'Annulation de vol',
    baggage: 'Problèmes de bagages',
    refund: 'Problèmes de remboursement',
    'customer-service': 'Service client',
    booking: 'Problèmes de réservation',
    other: 'Autre',
  }),
  expenseKind: (k) =>
    ({
      meals: 'Repas et rafraîchissements',
      hotel: 'Hôtel',
      transport: 'Transport',
      'replacement-items': 'Achats de remplacement',
      other: 'Autres',
    })[k],
  flightName: (f, standalone) =>
    joinBits(
      f.number ? `${standalone ? 'le ' : ''}vol ${f.number}` : f.route ? `${standalone ? 'le ' : ''}vol` : '',
      f.route ? `de ${f.route.departure} à ${f.route.arrival}` : '',
      f.date ? `le ${frDate(f.date)}` : '',
    ) || 'mon voyage',
  incident: (i, flight) => `${FR_INCIDENT[i] ?? FR_INCIDENT.other!} ${flight}`,
  subject: (category, claim, f, booking) => {
    const what = `${claim ? 'Réclamation' : 'Plainte'} (${category})`;
    const parts = [
      booking ? `réservation ${booking}` : '',
      f.number ? `vol ${f.number}` : f.route ? `${f.route.departure} – ${f.route.arrival}` : '',
      f.date ? frDate(f.date) : '',
    ].filter(Boolean);
    return parts.length ? `${what} : ${parts.join(', ')}` : what;
  },
  about: (subject, booking, n) =>
    `Ma réclamation concerne ${subject}${booking ? ` (réservation ${booking})` : ''}${
      n > 1 ? `, pour les ${n} passagers énumérés ci-dessous` : ''
    }.`,
  bookingReference: (r) => `Référence de réservation : ${r}`,
  ticketNumber: (t) => `Numéro de billet : ${t}`,
  flightLine: (f, km) =>
    `Vol : ${[
      f.number,
      f.route ? `de ${f.route.departure} à ${f.route.arrival}${km ? ` (${km} km)` : ''}` : '',
      f.date ? frDate(f.date) : '',
    ]
      .filter(Boolean)
      .join(', ')}`,
  scheduledDeparture: (t, a) => `Départ prévu : ${t} (heure locale à ${a})`,
  scheduledArrival: (t, a) => `Arrivée prévue : ${t} (heure locale à ${a})`,
  arrival: (rerouted, t, a, late) =>
    `${rerouted ? 'Arrivée par le vol de réacheminement' : 'Arrivée effective'} : ${t} (heure locale à ${a})${late ? `, avec ${late} de retard` : ''}`,
  passengersHeading: (n) => `Passagers (${n}) :`,
  whatHappened: (d) => `Ce qui s'est passé :\n${d}`,
  reachedLate: (a, late) => `Le vol est arrivé à ${a} avec ${late} de retard.`,
  reachedAfterSchedule: (a, late) => `Le vol est arrivé à ${a} ${late} après l'heure d'arrivée prévue.`,
  toldOn: (cancelled, days) =>
    `${cancelled ? "L'annulation" : 'La modification'} m'a été annoncée ${
      days === 0 ? 'le jour du départ prévu' : `${days} ${days === 1 ? 'jour' : 'jours'} avant le départ prévu`
    }.`,
  notRerouted:
    "Il n'y a pas eu de réacheminement : je n'ai pris aucun vol de remplacement, aucune réduction au titre du réacheminement ne s'applique donc.",
  alternativeLeftEarly: (by) =>
    by
      ? `Le vol de réacheminement est parti ${by} avant l'heure de départ initialement prévue.`
      : "Le vol de réacheminement n'est pas parti avant l'heure de départ initialement prévue.",
  alternativeReached: (a, late) =>
    `Le vol de réacheminement est arrivé à ${a} ${late} après l'heure d'arrivée initialement prévue.`,
  farePaid: (amt) => `Le prix payé pour un aller simple pour ce voyage était de ${amt}.`,
  bagDelivered: (d) => `Le bagage m'a été livré le ${d}.`,
  extraordinary:
    "Des circonstances extraordinaires ont été invoquées ; en vertu de l'art. 5(3), il appartient au transporteur de les prouver et de prouver que toutes les mesures raisonnables ont été prises.",
  compensation: (c, _r, pp, n, total) =>
    n > 1
      ? `- Indemnisation au titre ${frOf(c)} : ${pp} x ${n} passagers = ${total}.`
      : `- Indemnisation au titre ${frOf(c)} : ${pp}.`,
  unpriced: (a, _r, n) =>
    n > 1
      ? `- L'indemnisation due au titre ${frOf(a)}, pour chacun des ${n} passagers.`
      : `- L'indemnisation due au titre ${frOf(a)}.`,
  damages: (c, proven, limit) =>
    `- Dommages-intérêts au titre ${frOf(c)} : ${proven ? 'le préjudice prouvé ci-dessous' : 'le préjudice que je prouverai'}, dans la limite de responsabilité du transporteur de ${limit} DTS par passager.`,
  expensesUnder: (b) => `- Frais dus au titre ${frOf(b)} :`,
  expensesCaused: (flight, company) =>
    `- Frais causés par ${flight ? 'la perturbation' : 'le problème'}, à rembourser par ${company ?? 'vous'} :`,
  expenseLine: (label, amt, note) => `    ${label} : ${amt}${note ? ` (${note})` : ''}`,
  refund: (fare, basis) =>
    `- Le remboursement du billet${fare ? ` (prix payé : ${fare})` : ''}${basis ? ` au titre ${frOf(basis)}` : ''}.`,
  iClaim: (company) => (company ? `Je demande à ${company} :` : 'Je demande :'),
  total: (totals, comp, refund) => {
    const besides = [...(comp ? ["l'indemnisation ci-dessus"] : []), ...(refund ? ['le remboursement du billet'] : [])];
    return `Montant total réclamé : ${totals.join(' et ')}${besides.length ? `, ainsi que ${besides.join(' et ')}` : ''}.`;
  },
  fallsUnder: (c, company, answer) =>
    `Ce voyage relève ${frOf(c)}. ${company ? `Je demande à ${company}` : 'Je vous demande'} d'examiner le dossier${
      answer ? ' et de répondre par écrit' : ''
    }.`,
  noScheme: (company) =>
    `Aucun régime d'indemnisation forfaitaire ne s'applique à ce voyage tel que décrit ; ${
      company ? `je demande à ${company}` : 'je vous demande'
    } d'examiner le dossier et de répondre par écrit.`,
  byDate: (d) => `d'ici le ${d}`,
  withinDays: (n) => `dans un délai de ${n} jours à compter de la réception de ce courrier`,
  answerBy: (company, by) =>
    company
      ? `Je demande que ${company} réponde par écrit ${by}.`
      : `Je vous prie de répondre par écrit ${by}. À défaut de réponse dans ce délai, je porterai la réclamation devant l'organisme chargé de faire appliquer ces règles.`,
  closing: "Veuillez agréer, Madame, Monsieur, l'expression de mes salutations distinguées.",
  forPassengers: (name) => `${name}, pour les passagers énumérés`,
  greeting: (airline) => `À l'attention du service relations clientèle de ${airline}\nMadame, Monsieur,`,
  afterGreeting: (t) => t,
  answerTo: (email, reply, contact) =>
    !email
      ? reply
        ? `Veuillez envoyer votre réponse à ${reply} : elle me parvient et est conservée dans mon dossier.`
        : `Veuillez envoyer votre réponse à ${contact}.`
      : reply
        ? `Veuillez répondre à cet e-mail : votre réponse me parvient et est conservée dans mon dossier. Vous pouvez aussi m'écrire à ${contact}.`
        : `Veuillez répondre à cet e-mail ou m'écrire à ${contact}.`,
  regulatorTo: (body) => `À l'attention de ${body ?? "l'organisme chargé des réclamations"},`,
  regulatorIntro: (airline, reply, contact) =>
    `Je dépose une réclamation contre ${airline}, qui ne publie aucune adresse e-mail ni aucun formulaire de réclamation que je puisse utiliser. Je vous prie de la transmettre à la compagnie aérienne et de lui demander de me répondre à ${reply ?? contact}${reply ? ', où sa réponse est conservée dans mon dossier' : ''}.`,
  footer: (id) => `-- \nRéférence du dossier AirDesk #${id}. Envoyé par AirDesk pour le compte du passager.`,
  escalation: {
    to: (body) => `À l'attention de ${body},`,
    direct: (airline) =>
      `Je vous soumets directement la réclamation ci-dessous concernant mon voyage avec ${airline}, comme vos règles le permettent ; je n'ai pas pu l'envoyer à la compagnie aérienne elle-même.`,
    sent: (airline, on) => `J'ai envoyé la réclamation ci-dessous à ${airline} le ${on}.`,
    answered: "La compagnie aérienne a répondu, mais le litige n'est pas résolu.",
    noAnswer: "Je n'ai reçu aucune réponse de la compagnie aérienne.",
    waited: (days, ended) =>
      `Le délai de ${days} jours que vos règles accordent à la compagnie aérienne a expiré le ${ended}.`,
    reference: (id) => `(Référence AirDesk : dossier #${id}.)`,
    ask: (direct) =>
      `Je vous demande d'intervenir auprès de la compagnie aérienne et de m'aider à obtenir ce que prévoient les règles citées ci-dessous. ${
        direct
          ? 'Ma réclamation figure ci-dessous'
          : 'Une copie de ma réclamation à la compagnie aérienne figure ci-dessous'
      } ; je peux envoyer sur demande la confirmation de réservation, les cartes d'embarquement, les reçus et toute réponse de la compagnie aérienne.`,
    separator: (direct) =>
      direct ? '--- La réclamation ---' : "--- La réclamation telle qu'envoyée à la compagnie aérienne ---",
  },
};

// Spanish -------------------------------------------------------------------------------------------------------

const ES_INCIDENT: Record<string, string> = {
  delay: 'el retraso del',
  cancellation: 'la cancelación del',
  moved_earlier: 'el adelanto del horario del',
  denied_boarding: 'la denegación de embarque en el',
  downgrade: 'el cambio a una clase inferior en el',
  baggage_delayed: 'el retraso del equipaje del',
  baggage_damaged: 'los daños en el equipaje del',
  baggage_lost: 'la pérdida del equipaje del',
  other: 'un problema con el',
};
const esBase = localeBase('es', 'es-ES', (d, hm) => `${d}, a las ${hm}`);
/** "del Reglamento", "del Convenio", "de UK261". */
const esOf = (c: string) =>
  lawStarts(c, ['Reglamento', 'Convenio']) ? `del ${c}` : lawStarts(c, ['Resolução']) ? `de la ${c}` : `de ${c}`;
const esArt = (c: string) =>
  lawStarts(c, ['Reglamento', 'Convenio']) ? `el ${c}` : lawStarts(c, ['Resolução']) ? `la ${c}` : c;

const es: LetterWords = {
  ...esBase,
  perPassenger: (a, c) => `${esBase.amount(a, c)} por pasajero`,
  days: (n) => `${n} ${n === 1 ? 'día' : 'días'}`,
  category: labelOf({
    'flight-delay': 'Retraso de vuelo',
    cancellation: 'Cancelación de vuelo',
    baggage: 'Problemas con el equipaje',
    refund: 'Problemas con el reembolso',
    'customer-service': 'Atención al cliente',
    booking: 'Problemas con la reserva',
    other: 'Otro',
  }),
  expenseKind: (k) =>
    ({
      meals: 'Comidas y refrescos',
      hotel: 'Hotel',
      transport: 'Transporte',
      'replacement-items': 'Artículos de reposición',
      other: 'Otros',
    })[k],
  flightName: (f, standalone) =>
    joinBits(
      f.number ? `${standalone ? 'el ' : ''}vuelo ${f.number}` : f.route ? `${standalone ? 'el ' : ''}vuelo` : '',
      f.route ? `de ${f.route.departure} a ${f.route.arrival}` : '',
      f.date ? `del ${esBase.date(f.date)}` : '',
    ) || 'mi viaje',
  incident: (i, flight) => `${ES_INCIDENT[i] ?? ES_INCIDENT.other!} ${flight}`,
  subject: (category, claim, f, booking) => {
    const what = `${claim ? 'Reclamación' : 'Queja'} (${category})`;
    const parts = [
      booking ? `reserva ${booking}` : '',
      f.number ? `vuelo ${f.number}` : f.route ? `${f.route.departure} a ${f.route.arrival}` : '',
      f.date ? esBase.date(f.date) : '',
    ].filter(Boolean);
    return parts.length ? `${what}: ${parts.join(', ')}` : what;
  },
  about: (subject, booking, n) =>
    `Les escribo en relación con ${subject}${booking ? ` (reserva ${booking})` : ''}${
      n > 1 ? `, en nombre de los ${n} pasajeros que se indican a continuación` : ''
    }.`,
  bookingReference: (r) => `Código de reserva: ${r}`,
  ticketNumber: (t) => `Número de billete: ${t}`,
  flightLine: (f, km) =>
    `Vuelo: ${[
      f.number,
      f.route ? `de ${f.route.departure} a ${f.route.arrival}${km ? ` (${km} km)` : ''}` : '',
      f.date ? esBase.date(f.date) : '',
    ]
      .filter(Boolean)
      .join(', ')}`,
  scheduledDeparture: (t, a) => `Salida prevista: ${t} (hora local en ${a})`,
  scheduledArrival: (t, a) => `Llegada prevista: ${t} (hora local en ${a})`,
  arrival: (rerouted, t, a, late) =>
    `${rerouted ? 'Llegada en el transporte alternativo' : 'Llegada real'}: ${t} (hora local en ${a})${late ? `, con ${late} de retraso` : ''}`,
  passengersHeading: (n) => `Pasajeros (${n}):`,
  whatHappened: (d) => `Lo ocurrido:\n${d}`,
  reachedLate: (a, late) => `El vuelo llegó a ${a} con ${late} de retraso.`,
  reachedAfterSchedule: (a, late) => `El vuelo llegó a ${a} ${late} después de la hora de llegada prevista.`,
  toldOn: (cancelled, days) =>
    `Se me informó ${cancelled ? 'de la cancelación' : 'del cambio'} ${
      days === 0 ? 'el día de la salida prevista' : `${days} ${days === 1 ? 'día' : 'días'} antes de la salida prevista`
    }.`,
  notRerouted:
    'No hubo transporte alternativo: no tomé ningún vuelo alternativo, por lo que no procede ninguna reducción por transporte alternativo.',
  alternativeLeftEarly: (by) =>
    by
      ? `El vuelo alternativo salió ${by} antes de la hora de salida prevista inicialmente.`
      : 'El vuelo alternativo no salió antes de la hora de salida prevista inicialmente.',
  alternativeReached: (a, late) =>
    `El vuelo alternativo llegó a ${a} ${late} después de la hora de llegada prevista inicialmente.`,
  farePaid: (amt) => `La tarifa de ida pagada por este viaje fue de ${amt}.`,
  bagDelivered: (d) => `El equipaje me fue entregado el ${d}.`,
  extraordinary:
    'Se han alegado circunstancias extraordinarias; con arreglo al Art. 5(3), corresponde al transportista probarlas y probar que se tomaron todas las medidas razonables.',
  compensation: (c, _r, pp, n, total) =>
    n > 1
      ? `- Compensación en virtud ${esOf(c)}: ${pp} x ${n} pasajeros = ${total}.`
      : `- Compensación en virtud ${esOf(c)}: ${pp}.`,
  unpriced: (a, _r, n) =>
    n > 1
      ? `- La compensación debida en virtud ${esOf(a)}, para cada uno de los ${n} pasajeros.`
      : `- La compensación debida en virtud ${esOf(a)}.`,
  damages: (c, proven, limit) =>
    `- Daños y perjuicios en virtud ${esOf(c)}: ${proven ? 'el daño acreditado a continuación' : 'el daño que acreditaré'}, dentro del límite de responsabilidad del transportista de ${limit} DEG por pasajero.`,
  expensesUnder: (b) => `- Gastos debidos en virtud ${esOf(b)}:`,
  expensesCaused: (flight, company) =>
    `- Gastos causados por ${flight ? 'la incidencia' : 'el problema'}, ${
      company ? `que ${company} debe reembolsar` : 'que ustedes deben reembolsar'
    }:`,
  expenseLine: (label, amt, note) => `    ${label}: ${amt}${note ? ` (${note})` : ''}`,
  refund: (fare, basis) =>
    `- El reembolso del billete${fare ? ` (tarifa pagada: ${fare})` : ''}${basis ? ` en virtud ${esOf(basis)}` : ''}.`,
  iClaim: (company) => (company ? `Reclamo a ${company}:` : 'Reclamo:'),
  total: (totals, comp, refund) => {
    const besides = [...(comp ? ['la compensación indicada'] : []), ...(refund ? ['el reembolso del billete'] : [])];
    return `Importe total reclamado: ${totals.join(' y ')}${besides.length ? `, así como ${besides.join(' y ')}` : ''}.`;
  },
  fallsUnder: (c, company, answer) =>
    `A este viaje se aplica ${esArt(c)}. ${
      company
        ? `Solicito a ${company} que examine el caso${answer ? ' y responda por escrito' : ''}`
        : `Les solicito que examinen el caso${answer ? ' y respondan por escrito' : ''}`
    }.`,
  noScheme: (company) =>
    `Según los hechos descritos, a este viaje no se aplica ningún régimen de compensación fija; ${
      company
        ? `solicito a ${company} que examine el caso y responda por escrito`
        : 'les solicito que examinen el caso y respondan por escrito'
    }.`,
  byDate: (d) => `a más tardar el ${d}`,
  withinDays: (n) => `en un plazo de ${n} días a partir de la recepción de esta carta`,
  answerBy: (company, by) =>
    company
      ? `Solicito que ${company} responda por escrito ${by}.`
      : `Les ruego que respondan por escrito ${by}. Si no recibo respuesta en ese plazo, presentaré la reclamación ante el organismo encargado de hacer cumplir estas normas.`,
  closing: 'Atentamente,',
  forPassengers: (name) => `${name}, en nombre de los pasajeros indicados`,
  greeting: (airline) => `A la atención del servicio de atención al cliente de ${airline}\nEstimados señores:`,
  afterGreeting: (t) => t,
  answerTo: (email, reply, contact) =>
    !email
      ? reply
        ? `Les ruego que envíen su respuesta a ${reply}: me llega a mí y queda archivada en mi expediente.`
        : `Les ruego que envíen su respuesta a ${contact}.`
      : reply
        ? `Les ruego que respondan a este correo electrónico: su respuesta me llega a mí y queda archivada en mi expediente. También pueden escribirme a ${contact}.`
        : `Les ruego que respondan a este correo electrónico o me escriban a ${contact}.`,
  regulatorTo: (body) => `A la atención de ${body ?? 'la oficina de reclamaciones'}:`,
  regulatorIntro: (airline, reply, contact) =>
    `Presento una reclamación contra ${airline}, que no publica ninguna dirección de correo electrónico ni ningún formulario de reclamación que yo pueda utilizar. Les ruego que la remitan a la compañía aérea y le pidan que me responda en ${reply ?? contact}${reply ? ', donde su respuesta queda archivada en mi expediente' : ''}.`,
  footer: (id) => `-- \nReferencia del caso AirDesk #${id}. Enviado a través de AirDesk en nombre del pasajero.`,
  escalation: {
    to: (body) => `A la atención de ${body}:`,
    direct: (airline) =>
      `Les presento directamente la reclamación que figura a continuación sobre mi viaje con ${airline}, como permiten sus normas; no he podido enviarla a la propia compañía aérea.`,
    sent: (airline, on) => `Envié la reclamación que figura a continuación a ${airline} el ${on}.`,
    answered: 'La compañía aérea ha respondido, pero el caso no está resuelto.',
    noAnswer: 'No he recibido respuesta de la compañía aérea.',
    waited: (days, ended) => `Los ${days} días que sus normas conceden a la compañía aérea terminaron el ${ended}.`,
    reference: (id) => `(Referencia de AirDesk: caso #${id}.)`,
    ask: (direct) =>
      `Les solicito que planteen la reclamación ante la compañía aérea y me ayuden a obtener lo que establecen las normas citadas más abajo. ${
        direct
          ? 'Mi reclamación figura a continuación'
          : 'A continuación figura una copia de mi reclamación a la compañía aérea'
      }; si lo solicitan, puedo enviar la confirmación de la reserva, las tarjetas de embarque, los recibos y cualquier respuesta de la compañía aérea.`,
    separator: (direct) =>
      direct ? '--- La reclamación ---' : '--- La reclamación tal como se envió a la compañía aérea ---',
  },
};

// Italian -------------------------------------------------------------------------------------------------------

const IT_INCIDENT: Record<string, string> = {
  delay: 'il ritardo del',
  cancellation: 'la cancellazione del',
  moved_earlier: "l'anticipo dell'orario del",
  denied_boarding: 'il negato imbarco sul',
  downgrade: 'la sistemazione in classe inferiore sul',
  baggage_delayed: 'il ritardo nella consegna del bagaglio del',
  baggage_damaged: 'il danneggiamento del bagaglio del',
  baggage_lost: 'la perdita del bagaglio del',
  other: 'un problema con il',
};
const itBase = localeBase('it', 'it-IT', (d, hm) => `${d.replace(/^1 /, '1º ')}, ore ${hm}`);
const itDate = (iso: string) => itBase.date(iso).replace(/^1 /, '1º ');
/** "del regolamento", "della Convenzione", "di UK261". */
const itOf = (c: string) =>
  lawStarts(c, ['regolamento']) ? `del ${c}` : lawStarts(c, ['Convenzione', 'Resolução']) ? `della ${c}` : `di ${c}`;
const itArt = (c: string) =>
  lawStarts(c, ['regolamento']) ? `il ${c}` : lawStarts(c, ['Convenzione', 'Resolução']) ? `la ${c}` : c;

const it: LetterWords = {
  ...itBase,
  date: itDate,
  perPassenger: (a, c) => `${itBase.amount(a, c)} per passeggero`,
  days: (n) => `${n} ${n === 1 ? 'giorno' : 'giorni'}`,
  category: labelOf({
    'flight-delay': 'Ritardo del volo',
    cancellation: 'Cancellazione del volo',
    baggage: 'Problemi con il bagaglio',
    refund: 'Problemi di rimborso',
    'customer-service': 'Servizio clienti',
    booking: 'Problemi di prenotazione',
    other: 'Altro',
  }),
  expenseKind: (k) =>
    ({
      meals: 'Pasti e bevande',
      hotel: 'Albergo',
      transport: 'Trasporto',
      'replacement-items': 'Articoli sostitutivi',
      other: 'Altro',
    })[k],
  flightName: (f, standalone) =>
    joinBits(
      f.number ? `${standalone ? 'il ' : ''}volo ${f.number}` : f.route ? `${standalone ? 'il ' : ''}volo` : '',
      f.route ? `da ${f.route.departure} a ${f.route.arrival}` : '',
      f.date ? `del ${itDate(f.date)}` : '',
    ) || 'il mio viaggio',
  incident: (i, flight) => `${IT_INCIDENT[i] ?? IT_INCIDENT.other!} ${flight}`,
  subject: (category, claim, f, booking) => {
    const what = `${claim ? 'Richiesta' : 'Reclamo'} (${category})`;
    const parts = [
      booking ? `prenotazione ${booking}` : '',
      f.number ? `volo ${f.number}` : f.route ? `${f.route.departure} a ${f.route.arrival}` : '',
      f.date ? itDate(f.date) : '',
    ].filter(Boolean);
    return parts.length ? `${what}: ${parts.join(', ')}` : what;
  },
  about: (subject, booking, n) =>
    `La presente riguarda ${subject}${booking ? ` (prenotazione ${booking})` : ''}${
      n > 1 ? `, per i ${n} passeggeri elencati di seguito` : ''
    }.`,
  bookingReference: (r) => `Codice di prenotazione: ${r}`,
  ticketNumber: (t) => `Numero del biglietto: ${t}`,
  flightLine: (f, km) =>
    `Volo: ${[
      f.number,
      f.route ? `da ${f.route.departure} a ${f.route.arrival}${km ? ` (${km} km)` : ''}` : '',
      f.date ? itDate(f.date) : '',
    ]
      .filter(Boolean)
      .join(', ')}`,
  scheduledDeparture: (t, a) => `Partenza prevista: ${t} (ora locale di ${a})`,
  scheduledArrival: (t, a) => `Arrivo previsto: ${t} (ora locale di ${a})`,
  arrival: (rerouted, t, a, late) =>
    `${rerouted ? 'Arrivo con il volo alternativo' : 'Arrivo effettivo'}: ${t} (ora locale di ${a})${late ? `, con ${late} di ritardo` : ''}`,
  passengersHeading: (n) => `Passeggeri (${n}):`,
  whatHappened: (d) => `Che cosa è successo:\n${d}`,
  reachedLate: (a, late) => `Il volo è arrivato a ${a} con ${late} di ritardo.`,
  reachedAfterSchedule: (a, late) => `Il volo è arrivato a ${a} ${late} dopo l'orario d'arrivo previsto.`,
  toldOn: (cancelled, days) =>
    `${cancelled ? 'La cancellazione del volo' : 'La modifica'} mi è stata comunicata ${
      days === 0
        ? 'il giorno della partenza prevista'
        : `${days} ${days === 1 ? 'giorno' : 'giorni'} prima della partenza prevista`
    }.`,
  notRerouted:
    "Non vi è stato imbarco su un volo alternativo: non ho preso alcun volo alternativo, quindi non si applica alcuna riduzione per l'imbarco su un volo alternativo.",
  alternativeLeftEarly: (by) =>
    by
      ? `Il volo alternativo è partito ${by} prima dell'orario di partenza originariamente previsto.`
      : "Il volo alternativo non è partito prima dell'orario di partenza originariamente previsto.",
  alternativeReached: (a, late) =>
    `Il volo alternativo è arrivato a ${a} ${late} dopo l'orario d'arrivo originariamente previsto.`,
  farePaid: (amt) => `La tariffa di sola andata pagata per questo viaggio è stata di ${amt}.`,
  bagDelivered: (d) => `Il bagaglio mi è stato consegnato il ${d}.`,
  extraordinary:
    "Sono state invocate circostanze eccezionali; ai sensi dell'Art. 5(3), spetta al vettore dimostrarle e dimostrare di aver adottato tutte le misure del caso.",
  compensation: (c, _r, pp, n, total) =>
    n > 1
      ? `- Compensazione pecuniaria ai sensi ${itOf(c)}: ${pp} x ${n} passeggeri = ${total}.`
      : `- Compensazione pecuniaria ai sensi ${itOf(c)}: ${pp}.`,
  unpriced: (a, _r, n) =>
    n > 1
      ? `- La compensazione pecuniaria dovuta ai sensi ${itOf(a)}, per ciascuno dei ${n} passeggeri.`
      : `- La compensazione pecuniaria dovuta ai sensi ${itOf(a)}.`,
  damages: (c, proven, limit) =>
    `- Risarcimento del danno ai sensi ${itOf(c)}: ${proven ? 'il danno documentato di seguito' : 'il danno che dimostrerò'}, entro il limite di responsabilità del vettore di ${limit} DSP per passeggero.`,
  expensesUnder: (b) => `- Spese dovute ai sensi ${itOf(b)}:`,
  expensesCaused: (flight, company) =>
    `- Spese causate ${flight ? 'dal disservizio' : 'dal problema'}, ${
      company ? `che ${company} deve rimborsare` : 'che vi chiedo di rimborsare'
    }:`,
  expenseLine: (label, amt, note) => `    ${label}: ${amt}${note ? ` (${note})` : ''}`,
  refund: (fare, basis) =>
    `- Il rimborso del biglietto${fare ? ` (tariffa pagata: ${fare})` : ''}${basis ? ` ai sensi ${itOf(basis)}` : ''}.`,
  iClaim: (company) => (company ? `Chiedo a ${company}:` : 'Chiedo:'),
  total: (totals, comp, refund) => {
    const besides = [
      ...(comp ? ['la compensazione pecuniaria indicata sopra'] : []),
      ...(refund ? ['il rimborso del biglietto'] : []),
    ];
    return `Totale richiesto: ${totals.join(' e ')}${besides.length ? `, nonché ${besides.join(' e ')}` : ''}.`;
  },
  fallsUnder: (c, company, answer) =>
    `A questo viaggio si applica ${itArt(c)}. ${company ? `Chiedo a ${company}` : 'Vi chiedo'} di esaminare il caso${
      answer ? ' e di rispondere per iscritto' : ''
    }.`,
  noScheme: (company) =>
    `Secondo i fatti descritti, a questo viaggio non si applica alcun regime di compensazione pecuniaria forfettaria; ${
      company ? `chiedo a ${company}` : 'vi chiedo'
    } di esaminare il caso e di rispondere per iscritto.`,
  byDate: (d) => `entro il ${d}`,
  withinDays: (n) => `entro ${n} giorni dal ricevimento della presente`,
  answerBy: (company, by) =>
    company
      ? `Chiedo che ${company} risponda per iscritto ${by}.`
      : `Vi prego di rispondere per iscritto ${by}. In mancanza di risposta entro tale termine, sottoporrò il reclamo all'organismo incaricato di far rispettare queste norme.`,
  closing: 'Distinti saluti,',
  forPassengers: (name) => `${name}, per i passeggeri elencati`,
  greeting: (airline) => `All'attenzione del servizio clienti di ${airline}\nGentili Signore e Signori,`,
  afterGreeting: (t) => t,
  answerTo: (email, reply, contact) =>
    !email
      ? reply
        ? `Vi prego di inviare la vostra risposta a ${reply}: mi raggiunge e viene conservata nella mia pratica.`
        : `Vi prego di inviare la vostra risposta a ${contact}.`
      : reply
        ? `Vi prego di rispondere a questa e-mail: la vostra risposta mi raggiunge e viene conservata nella mia pratica. Potete anche scrivermi a ${contact}.`
        : `Vi prego di rispondere a questa e-mail o di scrivermi a ${contact}.`,
  regulatorTo: (body) => `All'attenzione di ${body ?? "l'ufficio reclami"},`,
  regulatorIntro: (airline, reply, contact) =>
    `Presento un reclamo nei confronti di ${airline}, che non pubblica alcun indirizzo e-mail né alcun modulo di reclamo che io possa utilizzare. Vi prego di inoltrarlo alla compagnia aerea e di chiederle di rispondermi a ${reply ?? contact}${reply ? ', dove la sua risposta viene conservata nella mia pratica' : ''}.`,
  footer: (id) => `-- \nRiferimento della pratica AirDesk #${id}. Inviato tramite AirDesk per conto del passeggero.`,
  escalation: {
    to: (body) => `All'attenzione di ${body},`,
    direct: (airline) =>
      `Vi sottopongo direttamente il reclamo riportato di seguito relativo al mio viaggio con ${airline}, come consentito dalle vostre norme; non ho potuto inviarlo alla compagnia aerea stessa.`,
    sent: (airline, on) => `Ho inviato il reclamo riportato di seguito a ${airline} il ${on}.`,
    answered: 'La compagnia aerea ha risposto, ma il caso non è risolto.',
    noAnswer: 'Non ho ricevuto alcuna risposta dalla compagnia aerea.',
    waited: (days, ended) =>
      `I ${days} giorni che le vostre norme concedono alla compagnia aerea sono scaduti il ${ended}.`,
    reference: (id) => `(Riferimento AirDesk: pratica #${id}.)`,
    ask: (direct) =>
      `Vi chiedo di sottoporre il reclamo alla compagnia aerea e di aiutarmi a ottenere quanto previsto dalle norme citate di seguito. ${
        direct ? 'Segue il mio reclamo' : 'Segue una copia del mio reclamo alla compagnia aerea'
      }; su richiesta posso inviare la conferma della prenotazione, le carte d'imbarco, le ricevute e qualsiasi risposta della compagnia aerea.`,
    separator: (direct) => (direct ? '--- Il reclamo ---' : '--- Il reclamo come inviato alla compagnia aerea ---'),
  },
};

// Portuguese (Brazil) -------------------------------------------------------------------------------------------

const PT_INCIDENT: Record<string, string> = {
  delay: 'o atraso do',
  cancellation: 'o cancelamento do',
  moved_earlier: 'a antecipação do horário do',
  denied_boarding: 'a recusa de embarque no',
  downgrade: 'a colocação em classe inferior no',
  baggage_delayed: 'o atraso da bagagem do',
  baggage_damaged: 'os danos à bagagem do',
  baggage_lost: 'o extravio da bagagem do',
  other: 'um problema com o',
};
const ptBase = localeBase('pt-BR', 'pt-BR', (d, hm) => `${d}, às ${hm}`);
/** "do Regulamento", "da Convenção", "de UK261". */
const ptOf = (c: string) =>
  lawStarts(c, ['Regulamento']) ? `do ${c}` : lawStarts(c, ['Convenção', 'Resolução']) ? `da ${c}` : `de ${c}`;
const ptArt = (c: string) =>
  lawStarts(c, ['Regulamento']) ? `o ${c}` : lawStarts(c, ['Convenção', 'Resolução']) ? `a ${c}` : c;
/** Regulation 261/2004's own word (EUR-Lex, Art. 7 "Direito a indemnização"); Brazilian spelling elsewhere. */
const ptCompensation = (r: RegimeId | undefined) => (r === 'EU261' || r === 'UK261' ? 'indemnização' : 'indenização');

const pt: LetterWords = {
  ...ptBase,
  perPassenger: (a, c) => `${ptBase.amount(a, c)} por passageiro`,
  days: (n) => `${n} ${n === 1 ? 'dia' : 'dias'}`,
  category: labelOf({
    'flight-delay': 'Atraso de voo',
    cancellation: 'Cancelamento de voo',
    baggage: 'Problemas com bagagem',
    refund: 'Problemas com reembolso',
    'customer-service': 'Atendimento ao cliente',
    booking: 'Problemas com a reserva',
    other: 'Outro',
  }),
  expenseKind: (k) =>
    ({
      meals: 'Refeições e bebidas',
      hotel: 'Hotel',
      transport: 'Transporte',
      'replacement-items': 'Itens de reposição',
      other: 'Outros',
    })[k],
  flightName: (f, standalone) =>
    joinBits(
      f.number ? `${standalone ? 'o ' : ''}voo ${f.number}` : f.route ? `${standalone ? 'o ' : ''}voo` : '',
      f.route ? `de ${f.route.departure} para ${f.route.arrival}` : '',
      f.date ? `em ${ptBase.date(f.date)}` : '',
    ) || 'minha viagem',
  incident: (i, flight) => `${PT_INCIDENT[i] ?? PT_INCIDENT.other!} ${flight}`,
  subject: (category, claim, f, booking) => {
    const what = `${claim ? 'Pedido' : 'Reclamação'} (${category})`;
    const parts = [
      booking ? `reserva ${booking}` : '',
      f.number ? `voo ${f.number}` : f.route ? `${f.route.departure} para ${f.route.arrival}` : '',
      f.date ? ptBase.date(f.date) : '',
    ].filter(Boolean);
    return parts.length ? `${what}: ${parts.join(', ')}` : what;
  },
  about: (subject, booking, n) =>
    `O assunto desta carta é ${subject}${booking ? ` (reserva ${booking})` : ''}${
      n > 1 ? `, em nome dos ${n} passageiros listados abaixo` : ''
    }.`,
  bookingReference: (r) => `Código da reserva: ${r}`,
  ticketNumber: (t) => `Número do bilhete: ${t}`,
  flightLine: (f, km) =>
    `Voo: ${[
      f.number,
      f.route ? `de ${f.route.departure} para ${f.route.arrival}${km ? ` (${km} km)` : ''}` : '',
      f.date ? ptBase.date(f.date) : '',
    ]
      .filter(Boolean)
      .join(', ')}`,
  scheduledDeparture: (t, a) => `Partida prevista: ${t} (hora local em ${a})`,
  scheduledArrival: (t, a) => `Chegada prevista: ${t} (hora local em ${a})`,
  arrival: (rerouted, t, a, late) =>
    `${rerouted ? 'Chegada no voo de reencaminhamento' : 'Chegada efetiva'}: ${t} (hora local em ${a})${late ? `, com ${late} de atraso` : ''}`,
  passengersHeading: (n) => `Passageiros (${n}):`,
  whatHappened: (d) => `O que aconteceu:\n${d}`,
  reachedLate: (a, late) => `O voo chegou a ${a} com ${late} de atraso.`,
  reachedAfterSchedule: (a, late) => `O voo chegou a ${a} ${late} depois do horário de chegada previsto.`,
  toldOn: (cancelled, days) =>
    `${cancelled ? 'O cancelamento me foi comunicado' : 'A alteração me foi comunicada'} ${
      days === 0 ? 'no dia da partida prevista' : `${days} ${days === 1 ? 'dia' : 'dias'} antes da partida prevista`
    }.`,
  notRerouted:
    'Não houve reencaminhamento: não tomei nenhum voo alternativo, portanto não se aplica nenhuma redução por reencaminhamento.',
  alternativeLeftEarly: (by) =>
    by
      ? `O voo de reencaminhamento partiu ${by} antes do horário de partida originalmente previsto.`
      : 'O voo de reencaminhamento não partiu antes do horário de partida originalmente previsto.',
  alternativeReached: (a, late) =>
    `O voo de reencaminhamento chegou a ${a} ${late} depois do horário de chegada originalmente previsto.`,
  farePaid: (amt) => `A tarifa só de ida paga por esta viagem foi de ${amt}.`,
  bagDelivered: (d) => `A bagagem me foi entregue em ${d}.`,
  extraordinary:
    'Foram alegadas circunstâncias extraordinárias; nos termos do Art. 5(3), cabe à transportadora prová-las e provar que tomou todas as medidas razoáveis.',
  compensation: (c, r, pp, n, total) => {
    const word = ptCompensation(r);
    const head = `- ${word.charAt(0).toUpperCase()}${word.slice(1)} nos termos ${ptOf(c)}`;
    return n > 1 ? `${head}: ${pp} x ${n} passageiros = ${total}.` : `${head}: ${pp}.`;
  },
  unpriced: (a, r, n) =>
    n > 1
      ? `- A ${ptCompensation(r)} devida nos termos ${ptOf(a)}, para cada um dos ${n} passageiros.`
      : `- A ${ptCompensation(r)} devida nos termos ${ptOf(a)}.`,
  damages: (c, proven, limit) =>
    `- Indenização por danos nos termos ${ptOf(c)}: ${proven ? 'o dano comprovado abaixo' : 'o dano que comprovarei'}, dentro do limite de responsabilidade do transportador de ${limit} DES por passageiro.`,
  expensesUnder: (b) => `- Despesas devidas nos termos ${ptOf(b)}:`,
  expensesCaused: (flight, company) =>
    `- Despesas causadas ${flight ? 'pela perturbação' : 'pelo problema'}, ${
      company ? `a serem reembolsadas pela ${company}` : 'a serem reembolsadas por vocês'
    }:`,
  expenseLine: (label, amt, note) => `    ${label}: ${amt}${note ? ` (${note})` : ''}`,
  refund: (fare, basis) =>
    `- O reembolso do bilhete${fare ? ` (tarifa paga: ${fare})` : ''}${basis ? ` nos termos ${ptOf(basis)}` : ''}.`,
  iClaim: (company) => (company ? `Solicito à ${company}:` : 'Solicito:'),
  total: (totals, comp, refund) => {
    const besides = [...(comp ? ['a indenização acima'] : []), ...(refund ? ['o reembolso do bilhete'] : [])];
    return `Total solicitado: ${totals.join(' e ')}${besides.length ? `, e também ${besides.join(' e ')}` : ''}.`;
  },
  fallsUnder: (c, company, answer) =>
    `Aplica-se a esta viagem ${ptArt(c)}. ${
      company
        ? `Peço à ${company} que analise o caso${answer ? ' e responda por escrito' : ''}`
        : `Peço que analisem o caso${answer ? ' e respondam por escrito' : ''}`
    }.`,
  noScheme: (company) =>
    `Segundo os fatos descritos, nenhum regime de indenização fixa se aplica a esta viagem; ${
      company
        ? `peço à ${company} que analise o caso e responda por escrito`
        : 'peço que analisem o caso e respondam por escrito'
    }.`,
  byDate: (d) => `até ${d}`,
  withinDays: (n) => `no prazo de ${n} dias a contar do recebimento desta carta`,
  answerBy: (company, by) =>
    company
      ? `Peço que a ${company} responda por escrito ${by}.`
      : `Peço que respondam por escrito ${by}. Sem resposta até lá, levarei a reclamação ao órgão responsável pela aplicação destas normas.`,
  closing: 'Atenciosamente,',
  forPassengers: (name) => `${name}, em nome dos passageiros listados`,
  greeting: (airline) => `À equipe de atendimento ao cliente da ${airline}\nPrezados senhores,`,
  afterGreeting: (t) => t,
  answerTo: (email, reply, contact) =>
    !email
      ? reply
        ? `Peço que enviem sua resposta para ${reply}: ela chega até mim e fica registrada no meu caso.`
        : `Peço que enviem sua resposta para ${contact}.`
      : reply
        ? `Peço que respondam a este e-mail: sua resposta chega até mim e fica registrada no meu caso. Também podem me escrever em ${contact}.`
        : `Peço que respondam a este e-mail ou me escrevam em ${contact}.`,
  regulatorTo: (body) => `Aos cuidados de ${body ?? 'o serviço de reclamações'},`,
  regulatorIntro: (airline, reply, contact) =>
    `Apresento uma reclamação contra a ${airline}, que não publica nenhum e-mail nem formulário de reclamação que eu possa usar. Peço que a encaminhem à companhia aérea e lhe peçam que me responda em ${reply ?? contact}${reply ? ', onde a resposta fica registrada no meu caso' : ''}.`,
  footer: (id) => `-- \nReferência do caso AirDesk #${id}. Enviado pela AirDesk em nome do passageiro.`,
  escalation: {
    to: (body) => `Aos cuidados de ${body},`,
    direct: (airline) =>
      `Apresento diretamente a reclamação abaixo sobre minha viagem com a ${airline}, como suas regras permitem; não consegui enviá-la à própria companhia aérea.`,
    sent: (airline, on) => `Enviei a reclamação abaixo à ${airline} em ${on}.`,
    answered: 'A companhia aérea respondeu, mas o caso não foi resolvido.',
    noAnswer: 'Não recebi resposta da companhia aérea.',
    waited: (days, ended) => `Os ${days} dias que suas regras concedem à companhia aérea terminaram em ${ended}.`,
    reference: (id) => `(Referência AirDesk: caso #${id}.)`,
    ask: (direct) =>
      `Peço que levem a reclamação à companhia aérea e me ajudem a obter o que as normas citadas abaixo preveem. ${
        direct ? 'Minha reclamação segue abaixo' : 'Segue uma cópia da minha reclamação à companhia aérea'
      }; mediante solicitação, posso enviar a confirmação da reserva, os cartões de embarque, os recibos e qualquer resposta da companhia aérea.`,
    separator: (direct) => (direct ? '--- A reclamação ---' : '--- A reclamação como enviada à companhia aérea ---'),
  },
};

const WORDS: Record<Language, LetterWords> = { en, de, fr, es, it, 'pt-BR': pt };

/** The letter's words in `lang` (English when none is given). */
export const letterWords = (lang: Language | undefined): LetterWords => WORDS[lang ?? DEFAULT_LANGUAGE];
