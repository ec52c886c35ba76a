// The claim letter's words in French (the sources and rules: ../letter-words.ts). Loaded with the Worker's other
// French texts when a letter or a mail needs them (worker/language-texts-module.ts), so the main bundle carries
// English alone.
import { joinBits, labelOf, lawStarts, localeBase, type LetterWords } from '../letter-words';

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

export default fr;
