// The claim letter's words in Italian (the sources and rules: ../letter-words.ts). Loaded with the Worker's other
// Italian texts when a letter or a mail needs them (worker/language-texts-module.ts), so the main bundle carries
// English alone.
import { joinBits, labelOf, lawStarts, localeBase, type LetterWords } from '../letter-words';

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

export default it;
