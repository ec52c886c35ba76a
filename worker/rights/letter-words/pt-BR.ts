// The claim letter's words in Portuguese (Brazil) (the sources and rules: ../letter-words.ts). Loaded with the Worker's other
// Portuguese (Brazil) texts when a letter or a mail needs them (worker/language-texts-module.ts), so the main bundle carries
// English alone.
import type { RegimeId } from '../../contracts/rights';
import { joinBits, labelOf, lawStarts, localeBase, type LetterWords } from '../letter-words';

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

export default pt;
