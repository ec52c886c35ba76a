// The claim letter's words in German (the sources and rules: ../letter-words.ts). Loaded with the Worker's other
// German texts when a letter or a mail needs them (worker/language-texts-module.ts), so the main bundle carries
// English alone.
import type { ExpenseKind } from '../../contracts/problems';
import { joinBits, labelOf, lawStarts, localeBase, type LetterWords } from '../letter-words';

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

export default de;
