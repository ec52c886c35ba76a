// The claim letter's words in Spanish (the sources and rules: ../letter-words.ts). Loaded with the Worker's other
// Spanish texts when a letter or a mail needs them (worker/language-texts-module.ts), so the main bundle carries
// English alone.
import { joinBits, labelOf, lawStarts, localeBase, type LetterWords } from '../letter-words';

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

export default es;
