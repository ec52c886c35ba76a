// The rights engine's prose in Brazilian Portuguese: the regimes' reasons, the time limits and deadlines, the pending-law
// notes and the complaint routes' reasons, as pieces: a text the engine assembles (a reason, its cause note, its
// time limit) is translated sentence by sentence, and a `{text}` or `{term}` placeholder holds another catalogued
// piece (translate.ts). Loaded only where rights are shown (web/src/i18n/server-text.ts, useRightsText).
import type { ServerCatalogue } from '../translate';

export default {
  'Arriving {hours} late on a flight over 3,500 km, the carrier may pay half of {full}: {amount}.':
    'Com uma chegada {hours} atrasada em um voo de mais de 3.500 km, a transportadora pode pagar metade da indenização de {full}: {amount}.',
  'Claim by {date} (before the courts of {term}, {law}).':
    'Reivindique-a até {date} (perante os tribunais da {term}, {law}).',
  'Warning: the time limit ran out on {date} (before the courts of {term}, {law}); the carrier may refuse the claim as too old.':
    'Atenção: o prazo terminou em {date} (perante os tribunais da {term}, {law}); a transportadora pode recusar o pedido por prescrição.',
  'Time limit: that of the country whose courts hear the claim (Moré, C-139/11); AirDesk has none recorded for {departureCountry} or {arrivalCountry}.':
    'Prazo: o do país cujos tribunais julgam o pedido (Moré, C-139/11); a AirDesk não tem nenhum registrado para {departureCountry} nem para {arrivalCountry}.',
  'The carrier owes nothing only if it proves extraordinary circumstances and that it took all reasonable measures (Art. 5(3)).':
    'A transportadora só não deve nada se provar circunstâncias extraordinárias e que tomou todas as medidas razoáveis (art. 5(3)).',
  'A technical or safety problem is not in itself an extraordinary circumstance (Wallentin-Hermann, C-549/07).':
    'Um problema técnico ou de segurança não é, por si só, uma circunstância extraordinária (Wallentin-Hermann, C-549/07).',
  'It is owed unless the carrier proves extraordinary circumstances (Art. 5(3)).':
    'Ela é devida, a menos que a transportadora prove circunstâncias extraordinárias (art. 5(3)).',
  'Arriving {hours} late at the final destination gives {amount}.':
    'Uma chegada ao destino final {hours} atrasada dá direito a uma indenização de {amount}.',
  'Denied boarding against your will and not re-routed: the full {full}, payable at once (Art. 7(2) halves it only after an alternative flight).':
    'Recusa de embarque contra a sua vontade e sem reencaminhamento: a indenização integral de {full}, paga imediatamente (o art. 7(2) só a reduz à metade após um voo alternativo).',
  'Denied boarding has no extraordinary-circumstances defence (Finnair, C-22/11).':
    'Na recusa de embarque, a transportadora não pode alegar circunstâncias extraordinárias (Finnair, C-22/11).',
  'Denied boarding; the alternative arrived {hours} late (at most {halfWithin} h), so the carrier may halve {full} to {amount}.':
    'Recusa de embarque; o voo alternativo chegou {hours} atrasado (no máximo {halfWithin} h), então a transportadora pode reduzir a indenização de {full} para {amount}.',
  'Denied boarding against your will, arriving {hours} late: {amount}, payable at once.':
    'Recusa de embarque contra a sua vontade, com chegada {hours} atrasada: indenização de {amount}, paga imediatamente.',
  'Downgraded: {pct}% of the fare of {fare}, {amount}, reimbursed within 7 days (the price of the downgraded flight, without taxes and charges that do not depend on the class, Mennens C-255/15).':
    'Rebaixamento de classe: {pct}% da tarifa de {fare}, ou seja, {amount}, reembolsados em 7 dias (o preço do voo rebaixado, sem taxas e encargos que não dependem da classe, Mennens C-255/15).',
  'Brought forward by {hours} with no notice, the flight counts as cancelled: {full}.':
    'Antecipado em {hours} sem aviso prévio, o voo conta como cancelado: indenização de {full}.',
  "Brought forward by {hours} with 1 day's notice, the flight counts as cancelled: {full}.":
    'Antecipado em {hours} com 1 dia de aviso prévio, o voo conta como cancelado: indenização de {full}.',
  "Brought forward by {hours} with {days} days' notice, the flight counts as cancelled: {full}.":
    'Antecipado em {hours} com {days} dias de aviso prévio, o voo conta como cancelado: indenização de {full}.',
  'Cancelled with no notice and not re-routed (a refund or your own arrangements): the full {full}, with no Art. 7(2) reduction.':
    'Cancelamento sem aviso prévio e sem reencaminhamento (reembolso ou meios próprios): a indenização integral de {full}, sem a redução do art. 7(2).',
  'The carrier owes nothing only if it offered an alternative leaving at most {left} early and arriving less than {arrive} late (Art. 5(1)(c)({art})).':
    'A transportadora só não deve nada se ofereceu um voo alternativo partindo no máximo {left} antes e chegando menos de {arrive} atrasado (art. 5(1)(c)({art})).',
  "Cancelled with 1 day's notice and not re-routed (a refund or your own arrangements): the full {full}, with no Art. 7(2) reduction.":
    'Cancelamento com 1 dia de aviso prévio e sem reencaminhamento (reembolso ou meios próprios): a indenização integral de {full}, sem a redução do art. 7(2).',
  "Cancelled with {days} days' notice and not re-routed (a refund or your own arrangements): the full {full}, with no Art. 7(2) reduction.":
    'Cancelamento com {days} dias de aviso prévio e sem reencaminhamento (reembolso ou meios próprios): a indenização integral de {full}, sem a redução do art. 7(2).',
  'Cancelled with no notice; the alternative arrived {hours} late (at most {halfWithin} h), so the carrier may halve {full} to {amount}.':
    'Cancelamento sem aviso prévio; o voo alternativo chegou {hours} atrasado (no máximo {halfWithin} h), então a transportadora pode reduzir a indenização de {full} para {amount}.',
  'The alternative left {early} early, more than the {left} h of Art. 5(1)(c)({art}), so the exemption does not apply.':
    'O voo alternativo partiu {early} antes, mais do que as {left} h do art. 5(1)(c)({art}), então a exceção não se aplica.',
  "Cancelled with 1 day's notice; the alternative arrived {hours} late (at most {halfWithin} h), so the carrier may halve {full} to {amount}.":
    'Cancelamento com 1 dia de aviso prévio; o voo alternativo chegou {hours} atrasado (no máximo {halfWithin} h), então a transportadora pode reduzir a indenização de {full} para {amount}.',
  "Cancelled with {days} days' notice; the alternative arrived {hours} late (at most {halfWithin} h), so the carrier may halve {full} to {amount}.":
    'Cancelamento com {days} dias de aviso prévio; o voo alternativo chegou {hours} atrasado (no máximo {halfWithin} h), então a transportadora pode reduzir a indenização de {full} para {amount}.',
  'Cancelled with no notice and the alternative arrived {hours} late: {amount}.':
    'Cancelamento sem aviso prévio e o voo alternativo chegou {hours} atrasado: indenização de {amount}.',
  "Cancelled with 1 day's notice and the alternative arrived {hours} late: {amount}.":
    'Cancelamento com 1 dia de aviso prévio e o voo alternativo chegou {hours} atrasado: indenização de {amount}.',
  "Cancelled with {days} days' notice and the alternative arrived {hours} late: {amount}.":
    'Cancelamento com {days} dias de aviso prévio e o voo alternativo chegou {hours} atrasado: indenização de {amount}.',
  'The carrier has shown extraordinary circumstances, so no compensation is owed for the delay; care (Art. 9) and a refund or re-routing (Art. 8) remain.':
    'A transportadora provou circunstâncias extraordinárias, então nenhuma indenização é devida pelo atraso; a assistência (art. 9) e o reembolso ou reencaminhamento (art. 8) continuam devidos.',
  'The arrival delay at the final destination decides whether compensation is owed.':
    'O atraso na chegada ao destino final decide se uma indenização é devida.',
  'An arrival {hours} late is under the 3 hours that give compensation; meals and care may still be owed.':
    'Uma chegada {hours} atrasada fica abaixo das 3 horas que dão direito a indenização; refeições e assistência ainda podem ser devidas.',
  'How many hours earlier the flight left decides the answer: brought forward by more than 1 hour, it counts as cancelled.':
    'A resposta depende de quantas horas antes o voo partiu: antecipado em mais de 1 hora, ele conta como cancelado.',
  'A flight brought forward by {hours} (1 hour or less) is not a cancellation, so no compensation is owed.':
    'Um voo antecipado em {hours} (1 hora ou menos) não é um cancelamento, então nenhuma indenização é devida.',
  'Boarding refused on reasonable grounds such as health, safety or security, or inadequate travel documents, is not denied boarding that gives compensation.':
    'O embarque recusado por motivos razoáveis, como saúde, segurança ou documentos de viagem inadequados, não é uma recusa de embarque que dá direito a indenização.',
  'The arrival delay of the alternative flight decides whether the carrier may halve the amount.':
    'O atraso na chegada do voo alternativo decide se a transportadora pode reduzir o valor à metade.',
  'A downgrade is reimbursed at {pct}% of the price of the downgraded flight within 7 days; the fare paid decides the amount.':
    'Um rebaixamento de classe é reembolsado em {pct}% do preço do voo rebaixado em 7 dias; a tarifa paga decide o valor.',
  'This regulation does not cover baggage; the Montreal Convention does.':
    'Este regulamento não cobre bagagem; a Convenção de Montreal cobre.',
  'This regulation covers denied boarding, cancellation, long delay and downgrading only.':
    'Este regulamento cobre apenas recusa de embarque, cancelamento, atraso considerável e rebaixamento de classe.',
  'The carrier has shown extraordinary circumstances, so no compensation is owed for the cancellation; a refund or re-routing (Art. 8) and care (Art. 9) remain.':
    'A transportadora provou circunstâncias extraordinárias, então nenhuma indenização é devida pelo cancelamento; o reembolso ou reencaminhamento (art. 8) e a assistência (art. 9) continuam devidos.',
  'How early you were told of the new time decides the amount.':
    'Com quanta antecedência você foi informado do novo horário decide o valor.',
  'How early you were told, and how late the alternative flight arrived, decide the amount.':
    'Com quanta antecedência você foi informado, e com quanto atraso o voo alternativo chegou, decidem o valor.',
  'Told at least 14 days before departure, no compensation is owed; a refund or re-routing is (Art. 8).':
    'Informado pelo menos 14 dias antes da partida, nenhuma indenização é devida; o reembolso ou reencaminhamento é (art. 8).',
  'Told {days} days before that the flight would leave {hours} earlier (at most 2 h), no compensation is owed.':
    'Informado {days} dias antes de que o voo partiria {hours} mais cedo (no máximo 2 h), nenhuma indenização é devida.',
  'The alternative arrived {hours} late (under {arrive}): nothing is owed if it left at most {left} h before the original departure, so how early it left decides the amount.':
    'O voo alternativo chegou {hours} atrasado (menos de {arrive}): nada é devido se ele partiu no máximo {left} h antes da partida original, então o valor depende de quão cedo ele partiu.',
  'Told {days} days before, with an alternative leaving {early} early (at most {left} h) and arriving {hours} late (under {arrive}), no compensation is owed.':
    'Informado {days} dias antes, com um voo alternativo que partiu {early} antes (no máximo {left} h) e chegou {hours} atrasado (menos de {arrive}), nenhuma indenização é devida.',
  'Told 1 day before, with an alternative leaving {early} early (at most {left} h) and arriving {hours} late (under {arrive}), no compensation is owed.':
    'Informado 1 dia antes, com um voo alternativo que partiu {early} antes (no máximo {left} h) e chegou {hours} atrasado (menos de {arrive}), nenhuma indenização é devida.',
  'A flight into the EU from outside is covered only on an EU/EEA/Swiss carrier, and {carrier} is not one (Art. 3(1)(b)).':
    'Um voo de fora para a UE só é coberto com uma transportadora da UE, do EEE ou da Suíça, e {carrier} não é uma delas (art. 3(1)(b)).',
  'The flight neither departs from nor arrives in the EU, the EEA or Switzerland (Art. 3(1)).':
    'O voo nem parte da UE, do EEE ou da Suíça nem chega a eles (art. 3(1)).',
  'The Regulation applies to flights from 17 February 2005.':
    'O Regulamento se aplica a voos a partir de 17 de fevereiro de 2005.',
  'A flight into the UK from abroad is covered only on a UK or EU carrier, and {carrier} is not one (Art. 3(1)(b)).':
    'Um voo do exterior para o Reino Unido só é coberto com uma transportadora do Reino Unido ou da UE, e {carrier} não é uma delas (art. 3(1)(b)).',
  'A flight into the EU from outside the UK is covered by UK261 only on a UK carrier (Art. 3(1)(b)(ii)).':
    'Um voo de fora do Reino Unido para a UE só é coberto pelo UK261 com uma transportadora do Reino Unido (art. 3(1)(b)(ii)).',
  'The flight neither departs from the UK nor arrives in the UK or the EU (Art. 3(1)).':
    'O voo nem parte do Reino Unido nem chega ao Reino Unido ou à UE (art. 3(1)).',
  'UK261 covers flights from 1 January 2021; until 31 December 2020 the UK applied EU261.':
    'O UK261 cobre voos a partir de 1º de janeiro de 2021; até 31 de dezembro de 2020 o Reino Unido aplicava o EU261.',
  'The flight is scheduled for {date}, after today: compensation is assessed once it has happened.':
    'O voo está previsto para {date}, depois de hoje: a indenização é avaliada depois que ele acontecer.',
  'This regime covers the journey, so its rules on care, re-routing and refunds apply at the airport if the flight is disrupted.':
    'Este regime cobre a viagem, então suas regras sobre assistência, reencaminhamento e reembolso se aplicam no aeroporto se o voo tiver problemas.',
  'Last day to complain in writing to the carrier about the damaged bag: 7 days after you received it (Montreal Convention, Art. 31(2)).':
    'Último dia para reclamar por escrito à transportadora da bagagem danificada: 7 dias após recebê-la (Convenção de Montreal, art. 31(2)).',
  'Last day to complain in writing to the carrier about the delayed bag: 21 days after it was returned to you (Montreal Convention, Art. 31(2)).':
    'Último dia para reclamar por escrito à transportadora da bagagem atrasada: 21 dias após ela ter sido devolvida a você (Convenção de Montreal, art. 31(2)).',
  'Last day to bring a court action under the Montreal Convention: 2 years from arrival (Art. 35(1)).':
    'Último dia para entrar com uma ação judicial pela Convenção de Montreal: 2 anos a partir da chegada (art. 35(1)).',
  'EU261: without an answer within 6 weeks, take the complaint to the national enforcement body (EU complaint form).':
    'EU261: sem resposta em 6 semanas, leve a reclamação ao organismo nacional de fiscalização (formulário de reclamação da UE).',
  'EU261: the airline should answer within 6 weeks; the enforcement body has the complaint already.':
    'EU261: a companhia aérea deve responder em 6 semanas; o organismo de fiscalização já tem a reclamação.',
  "UK261: after 8 weeks without a resolution, take it to the airline's ADR body or the CAA.":
    'UK261: após 8 semanas sem solução, leve-a ao organismo de ADR da companhia aérea ou à CAA.',
  'UK261: the airline should resolve it within 8 weeks; the body you filed with has the complaint already.':
    'UK261: a companhia aérea deve resolvê-la em 8 semanas; o organismo onde você a registrou já tem a reclamação.',
  'APPR: the carrier must pay or explain its refusal within 30 days (SOR/2019-150, s.19(4)); then complain to the CTA.':
    'APPR: a transportadora deve pagar ou justificar a recusa em 30 dias (SOR/2019-150, s.19(4)); depois, reclame à CTA.',
  'APPR: the carrier must pay or explain its refusal within 30 days (SOR/2019-150, s.19(4)); the CTA has your complaint already.':
    'APPR: a transportadora deve pagar ou justificar a recusa em 30 dias (SOR/2019-150, s.19(4)); a CTA já tem a sua reclamação.',
  'US DOT: the carrier must send a substantive answer within 60 days (14 CFR 259.7(c)); then complain to the DOT.':
    'US DOT: a transportadora deve enviar uma resposta substantiva em 60 dias (14 CFR 259.7(c)); depois, reclame ao DOT.',
  'US DOT: the carrier must send you a substantive answer within 60 days of receiving the complaint (14 CFR 259.7(c)); the DOT follows it up.':
    'US DOT: a transportadora deve lhe enviar uma resposta substantiva em 60 dias a partir do recebimento da reclamação (14 CFR 259.7(c)); o DOT acompanha o caso.',
  'Ask the carrier for compensation within 1 year of the delay or cancellation (SOR/2019-150, s.19(3)).':
    'Peça a indenização à transportadora em até 1 ano após o atraso ou cancelamento (SOR/2019-150, s.19(3)).',
  'A court action within 2 years of the arrival (Montreal Convention, Art. 35(1)).':
    'Uma ação judicial em até 2 anos após a chegada (Convenção de Montreal, art. 35(1)).',
  'England and Wales': 'Inglaterra e País de Gales',
  'Northern Ireland': 'Irlanda do Norte',
  'A domestic flight is not international carriage under the Montreal Convention; national law applies.':
    'Um voo doméstico não é transporte internacional segundo a Convenção de Montreal; aplica-se a lei nacional.',
  'The Montreal Convention entered into force on 4 November 2003.':
    'A Convenção de Montreal entrou em vigor em 4 de novembro de 2003.',
  'AirDesk assesses the Montreal Convention for delay and baggage; this incident is assessed under the other regimes.':
    'A AirDesk avalia a Convenção de Montreal para atrasos e bagagem; este incidente é avaliado pelos outros regimes.',
  'Proven losses caused by the delay are owed up to {limit} SDR, unless the carrier shows it took all reasonable measures; sue within 2 years.':
    'Os danos comprovados causados pelo atraso são devidos até {limit} DES, a menos que a transportadora prove que tomou todas as medidas razoáveis; entre com a ação em até 2 anos.',
  'The proven loss for delayed baggage is owed up to {limit} SDR.':
    'O dano comprovado por bagagem atrasada é devido até {limit} DES.',
  'Complain in writing within 21 days of getting the bag back (Art. 31(2)).':
    'Reclame por escrito em até 21 dias após receber a bagagem de volta (art. 31(2)).',
  'The proven loss for damaged baggage is owed up to {limit} SDR.':
    'O dano comprovado por bagagem danificada é devido até {limit} DES.',
  'Complain in writing within 7 days of receiving the bag (Art. 31(2)).':
    'Reclame por escrito em até 7 dias após receber a bagagem (art. 31(2)).',
  'The proven loss for lost baggage is owed up to {limit} SDR.':
    'O dano comprovado por bagagem extraviada é devido até {limit} DES.',
  'A bag not arrived 21 days after it was due counts as lost (Art. 17(3)).':
    'Uma bagagem que não chegou 21 dias após a data prevista é considerada perdida (art. 17(3)).',
  Germany: 'Alemanha',
  France: 'França',
  Ireland: 'Irlanda',
  Scotland: 'Escócia',
  'Before the courts of {term}: {text}.': 'Perante os tribunais da {term}: {text}.',
  '{text}; of {term}: {text2}, to {date}': '{text}; da {term}: {text2}, até {date}',
  '{years} years ({law})': '{years} anos ({law})',
  '{years} years from the end of the year of the flight ({law})': '{years} anos a partir do fim do ano do voo ({law})',
  '{regime} sets no time limit of its own, so the period of the country whose courts hear the claim applies (Moré, C-139/11).':
    '{regime} não fixa prazo próprio, então se aplica o prazo do país cujos tribunais julgam o pedido (Moré, C-139/11).',
  'Claim by {date} ({law}).': 'Reivindique-a até {date} ({law}).',
  'Warning: the time limit ran out on {date} ({law}); the carrier may refuse the claim as too old.':
    'Atenção: o prazo terminou em {date} ({law}); a transportadora pode recusar o pedido por prescrição.',
  'Time limit: claim by {date} ({text}).': 'Prazo: reivindique até {date} ({text}).',
  'Time limit: it ran out on {date} ({text}).': 'Prazo: terminou em {date} ({text}).',
  'The company may refuse the claim as too old.': 'A empresa pode recusar o pedido por prescrição.',
  'The arrival delay at the final destination decides whether compensation is owed (from 3 hours).':
    'O atraso na chegada ao destino final decide se a indenização é devida (a partir de 3 horas).',
  'An arrival {hours} late is under the 3 hours that give compensation; care may still be owed.':
    'Uma chegada com {hours} de atraso fica abaixo das 3 horas que dão direito à indenização; a assistência ainda pode ser devida.',
  'How early you were told of the cancellation decides whether compensation is owed.':
    'A antecedência com que você foi informado do cancelamento decide se a indenização é devida.',
  'It does not apply to your flight: the amount shown is the one the law in force gives.':
    'Ela não se aplica ao seu voo: o valor mostrado é o que a lei em vigor dá.',
  'A revision of Regulation 261/2004 agreed in June 2026 would pay {new} instead of {old} for a cancelled flight over 3,500 km, even when the alternative arrived at most 4 hours late; it would also oblige the airline to send a claim-form link within 48 hours and to pay or give its reasons within 30 days.':
    'Uma revisão do Regulamento 261/2004 acordada em junho de 2026 pagaria {new} em vez de {old} por um voo cancelado de mais de 3.500 km, mesmo quando o voo alternativo chegou no máximo 4 horas atrasado; também obrigaria a companhia a enviar um link para o formulário de pedido em 48 horas e a pagar ou justificar a recusa em 30 dias.',
  'Provisional agreement of the European Parliament and the Council in conciliation, 15 June 2026; not yet adopted or published in the Official Journal, and no date of application set.':
    'Acordo provisório do Parlamento Europeu e do Conselho em conciliação, 15 de junho de 2026; ainda não adotado nem publicado no Jornal Oficial, e sem data de aplicação definida.',
  'If the airline only gave your flight a new number and you were rebooked on it at about the same time (less than {hours} hours off), the DOT does not enforce the refund for flights from 5 December 2025 to 30 June 2026.':
    'Se a companhia apenas deu um novo número ao seu voo e você foi remarcado nele mais ou menos no mesmo horário (menos de {hours} horas de diferença), o DOT não exige o reembolso para voos de 5 de dezembro de 2025 a 30 de junho de 2026.',
  'The rule itself still counts a renumbered flight as cancelled, and a refund for a real cancellation or a significant change is still enforced.':
    'A regra em si continua a considerar cancelado um voo renumerado, e o reembolso por um cancelamento real ou uma alteração significativa continua sendo exigido.',
  'DOT enforcement pause (Federal Register Doc. 2025-22140, December 2025), 5 December 2025 to 30 June 2026, while the DOT reconsiders the definition of a cancelled flight; 14 CFR Part 260 itself is unchanged.':
    'Pausa na fiscalização do DOT (Federal Register Doc. 2025-22140, dezembro de 2025), de 5 de dezembro de 2025 a 30 de junho de 2026, enquanto o DOT reconsidera a definição de voo cancelado; a 14 CFR Part 260 em si não muda.',
  "Brazil's Supreme Court has suspended, nationwide, court cases claiming damages for delays, cancellations or changes caused by force majeure (such as bad weather) until it decides the question, so a damages suit over this disruption would wait for that ruling.":
    'O Supremo Tribunal Federal suspendeu, em todo o país, as ações que pedem indenização por danos por atrasos, cancelamentos ou alterações causados por força maior (como mau tempo) até decidir a questão, então uma ação de indenização por esta interrupção aguardaria essa decisão.',
  'Assistance, rebooking and refunds under Resolution 400 are not affected.':
    'A assistência material, a reacomodação e os reembolsos da Resolução 400 não são afetados.',
  "Decision of Justice Dias Toffoli (STF), 26 November 2025, in force until the Court's final judgment; no date set.":
    'Decisão do ministro Dias Toffoli (STF), 26 de novembro de 2025, em vigor até o julgamento final do Tribunal; sem data definida.',
  'Time limit: it ran out on {date} ({text}). The company may refuse the claim as too old.':
    'Prazo: terminou em {date} ({text}). A empresa pode recusar o pedido por prescrição.',
  "A disruption outside the carrier's control gives no compensation under APPR; rebooking or a refund are still owed.":
    'Uma interrupção fora do controle da transportadora não dá direito a indenização pelo APPR; a reacomodação ou o reembolso continuam devidos.',
  'A disruption required for safety gives no compensation under APPR; rebooking or a refund, and care, are still owed.':
    'Uma interrupção necessária por segurança não dá direito a indenização pelo APPR; a reacomodação ou o reembolso, e a assistência, continuam devidos.',
  "APPR compensation depends on whether the cause was within the carrier's control and not required for safety.":
    'A indenização do APPR depende de a causa estar sob o controle da transportadora e não ser necessária por segurança.',
  'APPR compensation for delays and cancellations applies to flights from 15 December 2019.':
    'A indenização do APPR por atrasos e cancelamentos se aplica a voos a partir de 15 de dezembro de 2019.',
  'APPR covers flights to, from and within Canada only.': 'O APPR cobre apenas voos para, de e dentro do Canadá.',
  'APPR denied-boarding compensation applies to flights from 15 July 2019.':
    'A indenização do APPR por recusa de embarque se aplica a voos a partir de 15 de julho de 2019.',
  'APPR fixed compensation covers delay, cancellation and denied boarding only.':
    'A indenização fixa do APPR cobre apenas atraso, cancelamento e recusa de embarque.',
  'APPR has no fixed amount for baggage; the Montreal Convention limits apply.':
    'O APPR não fixa valor para bagagem; aplicam-se os limites da Convenção de Montreal.',
  'APPR pays CAD 400 / 700 / 1,000 (large carrier) or CAD 125 / 250 / 500 (small carrier) for an arrival 3 / 6 / 9 h late.':
    'O APPR paga CAD 400 / 700 / 1.000 (transportadora grande) ou CAD 125 / 250 / 500 (transportadora pequena) por uma chegada com 3 / 6 / 9 h de atraso.',
  'APPR pays CAD 400 / 700 / 1,000 (large carrier) or CAD 125 / 250 / 500 (small carrier) for an arrival 3 / 6 / 9 h late, or CAD 400 / 125 when the ticket was refunded (s.19(2)).':
    'O APPR paga CAD 400 / 700 / 1.000 (transportadora grande) ou CAD 125 / 250 / 500 (transportadora pequena) por uma chegada com 3 / 6 / 9 h de atraso, ou CAD 400 / 125 quando a passagem foi reembolsada (s.19(2)).',
  'APPR pays CAD 400 / 700 / 1,000 (large carrier) or CAD 125 / 250 / 500 (small carrier) for an arrival 3 / 6 / 9 h late':
    'O APPR paga CAD 400 / 700 / 1.000 (transportadora grande) ou CAD 125 / 250 / 500 (transportadora pequena) por uma chegada com 3 / 6 / 9 h de atraso',
  'APPR pays CAD 400 / 700 / 1,000 (large carrier) or CAD 125 / 250 / 500 (small carrier) for an arrival 3 / 6 / 9 h late, or CAD 400 / 125 when the ticket was refunded (s.19(2))':
    'O APPR paga CAD 400 / 700 / 1.000 (transportadora grande) ou CAD 125 / 250 / 500 (transportadora pequena) por uma chegada com 3 / 6 / 9 h de atraso, ou CAD 400 / 125 quando a passagem foi reembolsada (s.19(2))',
  "{text}; {carrier}'s size is decided by the CTA's list of large and small airlines or by its published passenger numbers (2 million or more in each of the two years before the flight, s.1(1)), and AirDesk has neither for this flight's year.":
    '{text}; o porte da {carrier} é decidido pela lista de companhias grandes e pequenas da CTA ou pelo número de passageiros que ela publicou (2 milhões ou mais em cada um dos dois anos anteriores ao voo, s.1(1)), e o AirDesk não tem nenhum dos dois para o ano deste voo.',
  'APPR pays CAD 900 / 1,800 / 2,400 for denied boarding by how late you reached your destination; for a traveller who took no alternative flight the Regulations name no amount, so none is given.':
    'O APPR paga CAD 900 / 1.800 / 2.400 por recusa de embarque conforme o atraso com que você chegou ao destino; para quem não tomou voo alternativo o Regulamento não fixa valor, então nenhum é indicado.',
  'APPR pays CAD 900 / 1,800 / 2,400 for denied boarding, by how late you reached your destination.':
    'O APPR paga CAD 900 / 1.800 / 2.400 por recusa de embarque, conforme o atraso com que você chegou ao destino.',
  'An arrival {hours} late is under the 3 hours that give APPR compensation.':
    'Uma chegada com {hours} de atraso fica abaixo das 3 horas que dão direito à indenização do APPR.',
  'Arriving {hours} late with a large carrier gives {amount}; request it within 1 year, and the carrier must pay or explain within 30 days.':
    'Chegar com {hours} de atraso com uma transportadora grande dá direito a {amount}; peça em até 1 ano, e a transportadora deve pagar ou justificar a recusa em 30 dias.',
  'Arriving {hours} late with a small carrier gives {amount}; request it within 1 year, and the carrier must pay or explain within 30 days.':
    'Chegar com {hours} de atraso com uma transportadora pequena dá direito a {amount}; peça em até 1 ano, e a transportadora deve pagar ou justificar a recusa em 30 dias.',
  'Cancelled and refunded instead of re-routed, with a large carrier: {amount}; request it within 1 year, and the carrier must pay or explain within 30 days.':
    'Cancelado e reembolsado em vez de reacomodado, com uma transportadora grande: {amount}; peça em até 1 ano, e a transportadora deve pagar ou justificar a recusa em 30 dias.',
  'Cancelled and refunded instead of re-routed, with a small carrier: {amount}; request it within 1 year, and the carrier must pay or explain within 30 days.':
    'Cancelado e reembolsado em vez de reacomodado, com uma transportadora pequena: {amount}; peça em até 1 ano, e a transportadora deve pagar ou justificar a recusa em 30 dias.',
  "Denied boarding for a reason within the carrier's control, arriving {hours} late: {amount}, payable as soon as possible.":
    'Recusa de embarque por um motivo sob o controle da transportadora, com chegada {hours} atrasada: {amount}, paga o quanto antes.',
  'If the ticket was refunded instead, the amount is CAD 400 (large) or 125 (small), s.19(2).':
    'Se, em vez disso, a passagem foi reembolsada, o valor é CAD 400 (grande) ou CAD 125 (pequena), s.19(2).',
  'Told more than 14 days before departure, no APPR compensation is owed.':
    'Informado mais de 14 dias antes da partida, nenhuma indenização do APPR é devida.',
  '{carrier} carried {passengers} passengers in {year}, under the 2 million a year of a large carrier (SOR/2019-150 s.1(1)), so it counts as a small carrier for {forYear}.':
    'A {carrier} transportou {passengers} passageiros em {year}, abaixo dos 2 milhões por ano de uma transportadora grande (SOR/2019-150 s.1(1)), então conta como transportadora pequena para {forYear}.',
  '{carrier} counts as a large carrier: its published traffic was {a} passengers in {yearA} and {b} in {yearB}, 2 million or more in each of the two years before the flight (SOR/2019-150 s.1(1)).':
    'A {carrier} conta como transportadora grande: seu tráfego publicado foi de {a} passageiros em {yearA} e {b} em {yearB}, 2 milhões ou mais em cada um dos dois anos anteriores ao voo (SOR/2019-150 s.1(1)).',
  "{carrier} operated the flight for {ticketCarrier}, a large carrier, so the large carrier's amounts apply.":
    'A {carrier} operou o voo para a {ticketCarrier}, uma transportadora grande, então se aplicam os valores da transportadora grande.',
  'US DOT rules cover flights to, from or within the United States only.':
    'As regras do US DOT cobrem apenas voos para, de ou dentro dos Estados Unidos.',
  'AirDesk assesses US DOT refunds for cancellations, significant changes, denied boarding and baggage.':
    'O AirDesk avalia os reembolsos do US DOT por cancelamentos, alterações significativas, recusa de embarque e bagagem.',
  'The US oversales rule covers flights leaving a US airport only.':
    'A regra americana de overbooking cobre apenas voos que partem de um aeroporto dos Estados Unidos.',
  'If you did not accept the alternative flight or other compensation offered, the fare is refunded automatically within 7 business days (credit card) or 20 calendar days (other payment).':
    'Se você não aceitou o voo alternativo nem outra compensação oferecida, a tarifa é reembolsada automaticamente em 7 dias úteis (cartão de crédito) ou 20 dias corridos (outro pagamento).',
  'A delay of {threshold} h or more on this domestic flight is a significant change that gives a refund if you did not travel.':
    'Um atraso de {threshold} h ou mais neste voo doméstico é uma alteração significativa que dá direito a reembolso se você não viajou.',
  'A delay of {threshold} h or more on this international flight is a significant change that gives a refund if you did not travel.':
    'Um atraso de {threshold} h ou mais neste voo internacional é uma alteração significativa que dá direito a reembolso se você não viajou.',
  'A {hours} delay is a significant change: if you declined it and did not travel, the fare is refunded automatically within 7 business days (credit card) or 20 calendar days (other payment).':
    'Um atraso de {hours} é uma alteração significativa: se você o recusou e não viajou, a tarifa é reembolsada automaticamente em 7 dias úteis (cartão de crédito) ou 20 dias corridos (outro pagamento).',
  'A {hours} delay is under the {threshold} that make a significant change on a domestic flight.':
    'Um atraso de {hours} fica abaixo das {threshold} que caracterizam uma alteração significativa em um voo doméstico.',
  'A {hours} delay is under the {threshold} that make a significant change on an international flight.':
    'Um atraso de {hours} fica abaixo das {threshold} que caracterizam uma alteração significativa em um voo internacional.',
  'A departure moved {threshold} h or more on this domestic flight is a significant change that gives a refund if you did not accept it.':
    'Uma partida alterada em {threshold} h ou mais neste voo doméstico é uma alteração significativa que dá direito a reembolso se você não a aceitou.',
  'A departure moved {threshold} h or more on this international flight is a significant change that gives a refund if you did not accept it.':
    'Uma partida alterada em {threshold} h ou mais neste voo internacional é uma alteração significativa que dá direito a reembolso se você não a aceitou.',
  'A departure moved {hours} earlier is a significant change: if you did not accept it, the fare is refunded automatically within 7 business days (credit card) or 20 calendar days (other payment).':
    'Uma partida antecipada em {hours} é uma alteração significativa: se você não a aceitou, a tarifa é reembolsada automaticamente em 7 dias úteis (cartão de crédito) ou 20 dias corridos (outro pagamento).',
  'A departure moved {hours} earlier is under the {threshold} that make a significant change on a domestic flight.':
    'Uma partida antecipada em {hours} fica abaixo das {threshold} que caracterizam uma alteração significativa em um voo doméstico.',
  'A departure moved {hours} earlier is under the {threshold} that make a significant change on an international flight.':
    'Uma partida antecipada em {hours} fica abaixo das {threshold} que caracterizam uma alteração significativa em um voo internacional.',
  'A downgrade is a significant change: if you declined it, the fare is refunded automatically within 7 business days (credit card) or 20 calendar days (other payment).':
    'Um rebaixamento de classe é uma alteração significativa: se você o recusou, a tarifa é reembolsada automaticamente em 7 dias úteis (cartão de crédito) ou 20 dias corridos (outro pagamento).',
  'After a Mishandled Baggage Report, the bag fee is refunded for a lost bag or one delivered more than 12 h late.':
    'Após um registro de bagagem extraviada, a taxa da bagagem é reembolsada se ela se perder ou for entregue com mais de 12 h de atraso.',
  'After a Mishandled Baggage Report, the bag fee is refunded for a lost bag or one delivered more than 15 to 30 h (by flight length) late.':
    'Após um registro de bagagem extraviada, a taxa da bagagem é reembolsada se ela se perder ou for entregue com mais de 15 a 30 h de atraso (conforme a duração do voo).',
  'For the loss itself the carrier may not limit its liability below {amount} (14 CFR Part 254).':
    'Pela perda em si, a transportadora não pode limitar sua responsabilidade abaixo de {amount} (14 CFR Part 254).',
  'On a domestic flight the carrier owes the proven loss for a damaged bag and may not limit its liability below {amount}.':
    'Em um voo doméstico, a transportadora deve o dano comprovado por uma bagagem danificada e não pode limitar sua responsabilidade abaixo de {amount}.',
  'Damage to a bag on an international flight falls under the Montreal Convention.':
    'Danos a uma bagagem em um voo internacional são regidos pela Convenção de Montreal.',
  'The bag-fee refund rule (14 CFR Part 260) covers flights from 28 October 2024; ask the carrier under its own policy.':
    'A regra de reembolso da taxa de bagagem (14 CFR Part 260) cobre voos a partir de 28 de outubro de 2024; peça à transportadora conforme a política dela.',
  "Before 28 October 2024 a refund was owed for a significant change you did not accept, as the carrier's own conditions defined it (DOT Enforcement Notices of 3 April and 12 May 2020).":
    'Antes de 28 de outubro de 2024, era devido um reembolso por uma alteração significativa que você não aceitou, conforme as condições da própria transportadora a definiam (DOT Enforcement Notices de 3 de abril e 12 de maio de 2020).',
  'Before 28 October 2024 the carrier still owed a prompt refund of the fare when it cancelled the flight and you did not accept the alternative offered, even for reasons outside its control (DOT Enforcement Notice of 3 April 2020).':
    'Antes de 28 de outubro de 2024, a transportadora já devia um reembolso rápido da tarifa quando cancelava o voo e você não aceitava a alternativa oferecida, mesmo por motivos fora do seu controle (DOT Enforcement Notice de 3 de abril de 2020).',
  'Involuntary denied boarding pays 200% or 400% of the one-way fare, by how late the alternative is planned to arrive.':
    'A recusa de embarque involuntária paga 200% ou 400% da tarifa só de ida, conforme o atraso previsto na chegada do voo alternativo.',
  'Involuntary denied boarding pays 200% or 400% of the one-way fare (at most {twice} / {fourTimes}), by how late the alternative is planned to arrive.':
    'A recusa de embarque involuntária paga 200% ou 400% da tarifa só de ida (no máximo {twice} / {fourTimes}), conforme o atraso previsto na chegada do voo alternativo.',
  'The caps are in US dollars: give the fare in USD.':
    'Os limites estão em dólares americanos: informe a tarifa em USD.',
  'The caps in force before 13 April 2021 are not recorded in AirDesk, so no amount is given.':
    'Os limites em vigor antes de 13 de abril de 2021 não estão registrados no AirDesk, então nenhum valor é indicado.',
  'An alternative planned to arrive within 1 hour of the original gives no denied-boarding compensation.':
    'Um voo alternativo previsto para chegar em até 1 hora do original não dá direito a compensação por recusa de embarque.',
  'Denied boarding with no alternative flight taken (s.250.5(a)(3): none offered that arrives in time): {pct}% of the one-way fare of {fare}: {amount}, payable on the day.':
    'Recusa de embarque sem voo alternativo tomado (s.250.5(a)(3): nenhum oferecido que chegasse a tempo): {pct}% da tarifa só de ida de {fare}: {amount}, paga no mesmo dia.',
  'Denied boarding with no alternative flight taken (s.250.5(a)(3): none offered that arrives in time): {pct}% of the one-way fare of {fare}, capped at {cap}: {amount}, payable on the day.':
    'Recusa de embarque sem voo alternativo tomado (s.250.5(a)(3): nenhum oferecido que chegasse a tempo): {pct}% da tarifa só de ida de {fare}, limitada a {cap}: {amount}, paga no mesmo dia.',
  'Denied boarding with the alternative planned to arrive {hours} late ({term}): {pct}% of the one-way fare of {fare}: {amount}, payable on the day.':
    'Recusa de embarque com o voo alternativo previsto para chegar {hours} atrasado ({term}): {pct}% da tarifa só de ida de {fare}: {amount}, paga no mesmo dia.',
  'Denied boarding with the alternative planned to arrive {hours} late ({term}): {pct}% of the one-way fare of {fare}, capped at {cap}: {amount}, payable on the day.':
    'Recusa de embarque com o voo alternativo previsto para chegar {hours} atrasado ({term}): {pct}% da tarifa só de ida de {fare}, limitada a {cap}: {amount}, paga no mesmo dia.',
  '{limit} h or more on a domestic trip': '{limit} h ou mais em uma viagem doméstica',
  '{limit} h or more on an international trip': '{limit} h ou mais em uma viagem internacional',
  'under {limit} h on a domestic trip': 'menos de {limit} h em uma viagem doméstica',
  'under {limit} h on an international trip': 'menos de {limit} h em uma viagem internacional',
  '1 day': '1 dia',
  '{n} days': '{n} dias',
  "1 day's notice": '1 dia de aviso prévio',
  "{n} days' notice": '{n} dias de aviso prévio',
  'a domestic flight': 'um voo doméstico',
  'an international flight of 1,500 km or less': 'um voo internacional de 1.500 km ou menos',
  'an international flight of 1,500 to 3,500 km': 'um voo internacional de 1.500 a 3.500 km',
  'an international flight of more than 3,500 km': 'um voo internacional de mais de 3.500 km',
  'SHY-YOLCU applies to flights from 1 January 2012.':
    'O SHY-YOLCU se aplica a voos a partir de 1º de janeiro de 2012.',
  'SHY-YOLCU covers denied boarding, cancellation and delay only.':
    'O SHY-YOLCU cobre apenas recusa de embarque, cancelamento e atraso.',
  'SHY-YOLCU does not cover baggage; the Montreal Convention does.':
    'O SHY-YOLCU não cobre bagagem; a Convenção de Montreal cobre.',
  'The flight neither departs from Türkiye nor arrives there on a Turkish carrier (Art. 2(1)(a)).':
    'O voo não parte da Turquia nem chega lá em uma transportadora turca (art. 2(1)(a)).',
  'Flights into Türkiye are covered only on a Turkish carrier, and {carrier} is not one (Art. 2(1)(a)).':
    'Voos para a Turquia só são cobertos em uma transportadora turca, e a {carrier} não é uma (art. 2(1)(a)).',
  'Before 10 December 2024 SHY-YOLCU gave care for a delay (meals, a hotel when needed) but no compensation.':
    'Antes de 10 de dezembro de 2024, o SHY-YOLCU dava assistência por atraso (refeições, hotel quando necessário), mas nenhuma indenização.',
  'The compensation is for delays with technical or operational reasons; the carrier has shown circumstances outside them, so none is owed (care remains).':
    'A indenização é para atrasos por motivos técnicos ou operacionais; a transportadora provou circunstâncias fora deles, então nenhuma é devida (a assistência continua).',
  "Arriving {hours} late on a domestic flight delayed for technical or operational reasons: {amount}, paid in Turkish lira at the Central Bank's selling rate on the day of payment.":
    'Chegada com {hours} de atraso em um voo doméstico atrasado por motivos técnicos ou operacionais: {amount}, pagos em liras turcas à taxa de venda do Banco Central no dia do pagamento.',
  "Arriving {hours} late on an international flight delayed for technical or operational reasons: {amount}, paid in Turkish lira at the Central Bank's selling rate on the day of payment.":
    'Chegada com {hours} de atraso em um voo internacional atrasado por motivos técnicos ou operacionais: {amount}, pagos em liras turcas à taxa de venda do Banco Central no dia do pagamento.',
  'It is owed when the delay had technical or operational reasons.':
    'Ela é devida quando o atraso teve motivos técnicos ou operacionais.',
  'The carrier has shown, with official documents, circumstances outside its control (a technical fault or an operational reason does not count), so no compensation is owed; a refund or re-routing and care remain.':
    'A transportadora provou, com documentos oficiais, circunstâncias fora do seu controle (uma falha técnica ou um motivo operacional não contam), então nenhuma indenização é devida; o reembolso ou reencaminhamento e a assistência continuam devidos.',
  'Denied boarding against your will on {term}: {amount}, paid in Turkish lira, with a refund or re-routing and care.':
    'Recusa de embarque contra a sua vontade em {term}: {amount}, pagos em liras turcas, com reembolso ou reencaminhamento e assistência.',
  'The 2011 text is reported to let the carrier halve the sum when it re-routes you; the conditions of that reduction were not found in an official publication, so the full sum is shown.':
    'Segundo relatos, o texto de 2011 permite à transportadora reduzir a quantia à metade quando o reencaminha; as condições dessa redução não foram encontradas em uma publicação oficial, então a quantia integral é indicada.',
  'A cancellation told less than two weeks before departure gives {amount} on {term}, unless (told two weeks to seven days before) you were offered re-routing leaving at most 2 hours early and arriving at most 4 hours late.':
    'Um cancelamento informado menos de duas semanas antes da partida dá direito a {amount} em {term}, a menos que (informado entre duas semanas e sete dias antes) lhe tenha sido oferecido um reencaminhamento partindo no máximo 2 horas antes e chegando no máximo 4 horas depois.',
  'Cancelled with {term} and not re-routed (a refund or your own arrangements): {amount} on {term2}, paid in Turkish lira.':
    'Cancelamento com {term} e sem reencaminhamento (reembolso ou providências próprias): {amount} em {term2}, pagos em liras turcas.',
  'The carrier owes nothing if it offered re-routing leaving at most 2 hours early and arriving at most 4 hours late.':
    'A transportadora não deve nada se ofereceu um reencaminhamento partindo no máximo 2 horas antes e chegando no máximo 4 horas depois.',
  'Cancelled with {term} and the alternative arriving {hours} late (beyond 4 h late): {amount} on {term2}, paid in Turkish lira.':
    'Cancelamento com {term} e o voo alternativo chegando {hours} atrasado (mais de 4 h de atraso): {amount} em {term2}, pagos em liras turcas.',
  'Cancelled with {term} and the alternative leaving {hours} early (beyond 2 h early): {amount} on {term2}, paid in Turkish lira.':
    'Cancelamento com {term} e o voo alternativo partindo {hours} antes (mais de 2 h antes): {amount} em {term2}, pagos em liras turcas.',
  'A departure moved {hours} earlier, told {term} before, counts as a cancellation (SHGM Circular HUD-2015/3, point 4): {amount} on {term2}, paid in Turkish lira.':
    'Uma partida antecipada em {hours}, informada {term} antes, conta como cancelamento (circular SHGM HUD-2015/3, ponto 4): {amount} em {term2}, pagos em liras turcas.',
  'A departure moved {hours} earlier, told {term} before, counts as a cancellation (SHGM Circular HUD-2015/3, point 4): told two weeks to seven days before, a departure at most 2 hours earlier gives no compensation.':
    'Uma partida antecipada em {hours}, informada {term} antes, conta como cancelamento (circular SHGM HUD-2015/3, ponto 4): informada entre duas semanas e sete dias antes, uma partida no máximo 2 horas antes não dá direito a indenização.',
  'Told {term} before departure (at least two weeks), no compensation is owed; a refund or re-routing is.':
    'Informado {term} antes da partida (pelo menos duas semanas), nenhuma indenização é devida; um reembolso ou reencaminhamento é.',
  'Told {term} before, the alternative left {early} early and arrived {late} late (at most 2 h and 4 h): no compensation is owed.':
    'Informado {term} antes, o voo alternativo partiu {early} antes e chegou {late} atrasado (no máximo 2 h e 4 h): nenhuma indenização é devida.',
  'For notice under seven days the re-routing limits that would exempt the carrier were not found in an official publication, and your alternative ({early} early, {late} late) is close enough that they decide, so no amount is given.':
    'Para aviso com menos de sete dias, os limites de reencaminhamento que isentariam a transportadora não foram encontrados em uma publicação oficial, e o seu voo alternativo ({early} antes, {late} atrasado) está próximo o bastante para que eles decidam, então nenhum valor é indicado.',
  'The law covers flights taking off from or landing in Israel.':
    'A lei cobre voos que decolam de Israel ou pousam em Israel.',
  'The law applies to flights from 16 August 2012.': 'A lei se aplica a voos a partir de 16 de agosto de 2012.',
  'The law does not cover baggage; the Montreal Convention does.':
    'A lei não cobre bagagem; a Convenção de Montreal cobre.',
  'The law covers cancellation, long delay, denied boarding and changes of conditions.':
    'A lei cobre cancelamento, atraso longo, recusa de embarque e alterações das condições.',
  'Domestic flights have their own sums (Aviation Services Regulations (Domestic Flights) 5773-2013, reg. 2), which were not read, so no amount is given.':
    'Os voos domésticos têm quantias próprias (Aviation Services Regulations (Domestic Flights) 5773-2013, reg. 2), que não foram lidas, então nenhum valor é indicado.',
  'A flight that took off {n} hours or more late counts as cancelled and gives compensation; how late it was decides.':
    'Um voo que decolou com {n} horas ou mais de atraso conta como cancelado e dá direito a indenização; o tamanho do atraso decide.',
  'A delay of {hours} (under {limit} h) gives assistance (food and drink from 2 hours; from 5 hours a choice of an alternative ticket or a refund) but no monetary compensation.':
    'Um atraso de {hours} (menos de {limit} h) dá direito a assistência (comida e bebida a partir de 2 horas; a partir de 5 horas, a escolha entre uma passagem alternativa ou um reembolso), mas não a indenização em dinheiro.',
  'A flight {hours} late ({limit} h or more) counts as cancelled (s.1); AirDesk reads the arrival delay you gave for how late it took off.':
    'Um voo com {hours} de atraso ({limit} h ou mais) conta como cancelado (s.1); o AirDesk toma o atraso na chegada que você informou como atraso na decolagem.',
  'Compensation: {text}.': 'Indenização: {text}.',
  '{amount} ({term}), the First Schedule sum as enacted in 2012; it is indexed every 1 January (s.13), so the sum in force on your flight’s date may be higher (the latest official update found took effect on 1 January 2017, and its table was not read)':
    '{amount} ({term}), a quantia do Primeiro Anexo como promulgada em 2012; ela é corrigida todo 1º de janeiro (s.13), então a quantia em vigor na data do seu voo pode ser maior (a última atualização oficial encontrada entrou em vigor em 1º de janeiro de 2017, e sua tabela não foi lida)',
  '{amount} ({term}), the First Schedule sum as enacted in 2012, indexed every 1 January (s.13); the first official update found took effect on 1 January 2017':
    '{amount} ({term}), a quantia do Primeiro Anexo como promulgada em 2012, corrigida todo 1º de janeiro (s.13); a primeira atualização oficial encontrada entrou em vigor em 1º de janeiro de 2017',
  'up to 2,000 km': 'até 2.000 km',
  '2,000 to 4,500 km': 'de 2.000 a 4.500 km',
  'over 4,500 km': 'mais de 4.500 km',
  'A cancellation with {term}': 'Um cancelamento com {term}',
  '{term} gives {text}.': '{term} dá direito a {text}.',
  '{term} gives {text}; it may be halved when you took an alternative flight that landed soon enough, so how late it arrived decides.':
    '{term} dá direito a {text}; ela pode ser reduzida à metade se você tomou um voo alternativo que pousou cedo o bastante, então decide o atraso com que ele chegou.',
  '{term}, with no alternative ticket taken: {text}.': '{term}, sem passagem alternativa tomada: {text}.',
  '{term}, with an alternative flight that landed {hours} late (within the limit for halving): half of {text}.':
    '{term}, com um voo alternativo que pousou {hours} atrasado (dentro do limite para a redução à metade): metade de {text}.',
  '{term}, with the alternative {hours} late (too late for any halving): {text}.':
    '{term}, com o voo alternativo {hours} atrasado (atrasado demais para a redução à metade): {text}.',
  'Denied boarding gives monetary compensation.': 'A recusa de embarque dá direito a indenização em dinheiro.',
  'A cancellation with {term} gives monetary compensation.':
    'Um cancelamento com {term} dá direito a indenização em dinheiro.',
  'Told {n} days before departure (at least 14), no monetary compensation is owed; a refund or an alternative ticket is.':
    'Informado {n} dias antes da partida (pelo menos 14), nenhuma indenização em dinheiro é devida; um reembolso ou uma passagem alternativa é.',
  'With {term}, an alternative leaving at most {early} h early and arriving at most {late} h late exempts the carrier; how early it left and how late it arrived decide.':
    'Com {term}, um voo alternativo que parta no máximo {early} h antes e chegue no máximo {late} h atrasado isenta a transportadora; decidem quão cedo ele partiu e quão tarde chegou.',
  'Told {term} before, your alternative left {early} early and arrived {late} late (within {a} h and {b} h): no monetary compensation is owed.':
    'Informado {term} antes, o seu voo alternativo partiu {early} antes e chegou {late} atrasado (dentro de {a} h e {b} h): nenhuma indenização em dinheiro é devida.',
  'A flight brought forward gives the rights of s.8 (advanced flight), which was not read; AirDesk gives no amount for it.':
    'Um voo antecipado dá os direitos da s.8 (voo antecipado), que não foi lida; o AirDesk não indica valor para isso.',
  'The carrier has shown circumstances beyond its control, so no monetary compensation is owed; a refund or an alternative ticket and assistance remain.':
    'A transportadora provou circunstâncias fora do seu controle, então nenhuma indenização em dinheiro é devida; o reembolso ou uma passagem alternativa e a assistência continuam devidos.',
  "With the alternative {hours} late, whether the carrier may halve it depends on limits that the sources read state differently ({a} h or {b} h for this distance) and the statute's wording was not read, so no amount is given.":
    'Com o voo alternativo {hours} atrasado, a possibilidade de a transportadora reduzi-la à metade depende de limites que as fontes consultadas indicam de forma diferente ({a} h ou {b} h para esta distância), e o texto da lei não foi lido, então nenhum valor é indicado.',
  'The CAR covers flights within, to and from India.':
    'A CAR cobre voos dentro da Índia, para a Índia e a partir dela.',
  'The CAR applies to flights from 15 August 2010.': 'A CAR se aplica a voos a partir de 15 de agosto de 2010.',
  'The CAR reimburses downgrading for flights from 15 February 2023.':
    'A CAR reembolsa o rebaixamento de classe em voos a partir de 15 de fevereiro de 2023.',
  'The CAR sets no money compensation for a delay, and a delay caused by extraordinary circumstances does not oblige the airline to give meals or a hotel either (para 3.4.4).':
    'A CAR não fixa indenização em dinheiro por atraso, e um atraso causado por circunstâncias extraordinárias também não obriga a companhia a dar refeições ou hotel (para 3.4.4).',
  'A delay gives meals and refreshments (from 2, 3 or 4 hours by block time), an alternative flight or a full refund when it exceeds 6 hours, and a hotel when it exceeds 24 hours (6 hours for a departure between 20:00 and 03:00); the CAR sets no money compensation for delay.':
    'Um atraso dá direito a refeições e lanches (a partir de 2, 3 ou 4 horas conforme o tempo de bloco), a um voo alternativo ou ao reembolso integral quando passa de 6 horas, e a hotel quando passa de 24 horas (6 horas para uma partida entre 20:00 e 03:00); a CAR não fixa indenização em dinheiro por atraso.',
  'A delay gives meals and refreshments (from 2, 3 or 4 hours by block time), and a hotel when it exceeds 24 hours (6 hours for a departure between 20:00 and 03:00); the CAR sets no money compensation for delay.':
    'Um atraso dá direito a refeições e lanches (a partir de 2, 3 ou 4 horas conforme o tempo de bloco) e a hotel quando passa de 24 horas (6 horas para uma partida entre 20:00 e 03:00); a CAR não fixa indenização em dinheiro por atraso.',
  'This CAR covers denied boarding, cancellation, delay and downgrading.':
    'Esta CAR cobre recusa de embarque, cancelamento, atraso e rebaixamento de classe.',
  'This CAR does not cover baggage; the Montreal Convention or Indian carriage law does.':
    'Esta CAR não cobre bagagem; a Convenção de Montreal ou a lei indiana de transporte cobrem.',
  'The sums of the revision in force before 15 February 2023 were not read, so no amount is given.':
    'As quantias da revisão em vigor antes de 15 de fevereiro de 2023 não foram lidas, então nenhum valor é indicado.',
  'Denied boarding against your will gives 200% of the booked one-way basic fare plus fuel charge (at most INR 10,000) when the alternate flight departs within 24 hours, 400% (at most INR 20,000) when it departs later or you take none (then with a full refund); nothing when it departs within 1 hour.':
    'A recusa de embarque contra a sua vontade dá direito a 200% da tarifa básica só de ida reservada mais a taxa de combustível (no máximo INR 10.000) quando o voo alternativo parte em até 24 horas, a 400% (no máximo INR 20.000) quando parte mais tarde ou você não toma nenhum (então com reembolso integral); nada quando parte em até 1 hora.',
  'With the alternative {hours} late (within 1 hour), no denied-boarding compensation is owed.':
    'Com o voo alternativo {hours} atrasado (em até 1 hora), nenhuma compensação por recusa de embarque é devida.',
  'The caps are in rupees: give the fare in INR.': 'Os limites estão em rúpias: informe a tarifa em INR.',
  'The sums are in rupees: give the fare in INR.': 'As quantias estão em rúpias: informe a tarifa em INR.',
  'Denied boarding with no alternate flight taken (para 3.2.2(c): a full refund as well): {pct}% of the one-way basic fare plus fuel charge of {fare}: {amount}.':
    'Recusa de embarque sem voo alternativo tomado (para 3.2.2(c): também com reembolso integral): {pct}% da tarifa básica só de ida mais a taxa de combustível de {fare}: {amount}.',
  'Denied boarding with no alternate flight taken (para 3.2.2(c): a full refund as well): {pct}% of the one-way basic fare plus fuel charge of {fare}, capped at {cap}: {amount}.':
    'Recusa de embarque sem voo alternativo tomado (para 3.2.2(c): também com reembolso integral): {pct}% da tarifa básica só de ida mais a taxa de combustível de {fare}, limitada a {cap}: {amount}.',
  'Denied boarding with the alternative {hours} late ({term}; AirDesk reads how late it arrived for how late it departed): {pct}% of the one-way basic fare plus fuel charge of {fare}: {amount}.':
    'Recusa de embarque com o voo alternativo {hours} atrasado ({term}; o AirDesk toma o atraso na chegada como atraso na partida): {pct}% da tarifa básica só de ida mais a taxa de combustível de {fare}: {amount}.',
  'Denied boarding with the alternative {hours} late ({term}; AirDesk reads how late it arrived for how late it departed): {pct}% of the one-way basic fare plus fuel charge of {fare}, capped at {cap}: {amount}.':
    'Recusa de embarque com o voo alternativo {hours} atrasado ({term}; o AirDesk toma o atraso na chegada como atraso na partida): {pct}% da tarifa básica só de ida mais a taxa de combustível de {fare}, limitada a {cap}: {amount}.',
  'more than 24 hours': 'mais de 24 horas',
  'within 24 hours': 'em até 24 horas',
  'A cancellation told less than 24 hours before departure (or a missed connection on the same ticket), with no alternate flight you accepted, gives a full refund and INR 5,000 / 7,500 / 10,000 for a block time up to 1 hour / up to 2 hours / over 2 hours, or the one-way basic fare plus fuel charge if that is less.':
    'Um cancelamento informado menos de 24 horas antes da partida (ou uma conexão perdida no mesmo bilhete), sem voo alternativo que você tenha aceitado, dá direito ao reembolso integral e a INR 5.000 / 7.500 / 10.000 para um tempo de bloco de até 1 hora / até 2 horas / mais de 2 horas, ou à tarifa básica só de ida mais a taxa de combustível se for menor.',
  "A cancellation caused by extraordinary circumstances beyond the airline's control gives no compensation; an alternative flight or a refund remains.":
    'Um cancelamento causado por circunstâncias extraordinárias fora do controle da companhia não dá direito a indenização; um voo alternativo ou o reembolso continuam devidos.',
  'Told {term} before departure (at least 24 hours), the airline owes an alternative flight or a refund, as you choose, but no compensation (unless you missed a connection on the same ticket because of it, para 3.3.2).':
    'Informado {term} antes da partida (pelo menos 24 horas), a companhia deve um voo alternativo ou um reembolso, à sua escolha, mas nenhuma indenização (a menos que você tenha perdido por isso uma conexão no mesmo bilhete, para 3.3.2).',
  'Told less than 24 hours before, the airline owes either an alternate flight you accept or compensation with a full refund; you took the alternative, so no compensation is owed.':
    'Informado menos de 24 horas antes, a companhia deve ou um voo alternativo que você aceite ou uma indenização com reembolso integral; você tomou o voo alternativo, então nenhuma indenização é devida.',
  'Meals while you wait at the airport remain (para 3.8.1).':
    'As refeições enquanto você espera no aeroporto continuam devidas (para 3.8.1).',
  'Told less than 24 hours before and not re-routed: a full refund and the one-way basic fare plus fuel charge of {fare}, which is less than every block-time sum ({a} / {b} / {c}).':
    'Informado menos de 24 horas antes e sem voo alternativo: reembolso integral e a tarifa básica só de ida mais a taxa de combustível de {fare}, que é menor que todas as quantias por tempo de bloco ({a} / {b} / {c}).',
  "Told less than 24 hours before and not re-routed: a full refund and {a} for a block time up to 1 hour, {b} up to 2 hours, {c} over 2 hours (each capped at your fare of {fare}); the flight's scheduled block time decides, so no single amount is given.":
    'Informado menos de 24 horas antes e sem voo alternativo: reembolso integral e {a} para um tempo de bloco de até 1 hora, {b} até 2 horas, {c} mais de 2 horas (cada uma limitada à sua tarifa de {fare}); o tempo de bloco programado do voo decide, então nenhum valor único é indicado.',
  'An involuntary downgrade on {term} is reimbursed {pct}% of the cost of the ticket including taxes; the fare decides the amount.':
    'Um rebaixamento de classe involuntário em {term} é reembolsado em {pct}% do custo da passagem com taxas; a tarifa decide o valor.',
  'An involuntary downgrade on {term}: {pct}% of the ticket with taxes ({fare}): {amount}.':
    'Rebaixamento de classe involuntário em {term}: {pct}% da passagem com taxas ({fare}): {amount}.',
  'Resolution 400 covers flights to, from and within Brazil.':
    'A Resolução 400 cobre voos para, do e dentro do Brasil.',
  'Resolution 400 applies to tickets bought from 14 March 2017.':
    'A Resolução 400 se aplica a passagens compradas a partir de 14 de março de 2017.',
  'AirDesk assesses Resolution 400 for denied boarding, delay, cancellation and baggage.':
    'O AirDesk avalia a Resolução 400 para recusa de embarque, atraso, cancelamento e bagagem.',
  'Resolution 400 gives assistance (communication from 1 hour, food from 2, lodging and transfers from 4) and rebooking or a refund, but no fixed sum for a delay or a cancellation.':
    'A Resolução 400 dá direito a assistência material (comunicação a partir de 1 hora, alimentação a partir de 2, hospedagem e traslado a partir de 4) e a reacomodação ou reembolso, mas não a uma quantia fixa por atraso ou cancelamento.',
  'Resolution 400 sets how the carrier returns a bag or pays for it, but no fixed sum.':
    'A Resolução 400 define como a transportadora devolve uma bagagem ou paga por ela, mas não uma quantia fixa.',
  "Denied boarding on a domestic flight: {amount}, paid at once by bank transfer, voucher or cash (in reais at the day's rate), besides rebooking, a refund or other transport (Art. 21).":
    'Preterição de embarque em um voo doméstico: {amount}, pagos imediatamente por transferência bancária, voucher ou em dinheiro (em reais à cotação do dia), além de reacomodação, reembolso ou execução por outra modalidade de transporte (art. 21).',
  "Denied boarding on an international flight: {amount}, paid at once by bank transfer, voucher or cash (in reais at the day's rate), besides rebooking, a refund or other transport (Art. 21).":
    'Preterição de embarque em um voo internacional: {amount}, pagos imediatamente por transferência bancária, voucher ou em dinheiro (em reais à cotação do dia), além de reacomodação, reembolso ou execução por outra modalidade de transporte (art. 21).',
  'The US Department of Transportation takes complaints about flights to, from or within the United States without a prior complaint to the airline, and forwards them to the airline, asking it to reply to you (covered airlines must acknowledge within 30 days and answer within 60, 14 CFR 259.7).':
    'O Departamento de Transportes dos Estados Unidos recebe reclamações sobre voos para, de ou dentro dos Estados Unidos sem reclamação prévia à companhia, e as encaminha à companhia pedindo que lhe responda (as companhias abrangidas devem acusar o recebimento em 30 dias e responder em 60, 14 CFR 259.7).',
  'The Canadian Transportation Agency takes a complaint once you have written to the airline and waited at least 30 days; it sends a Start Notice to the airline, which has up to 14 days to answer, and a final decision follows by day 90.':
    'A Agência Canadense de Transportes recebe uma reclamação depois que você escreveu à companhia e esperou pelo menos 30 dias; ela envia um aviso de início à companhia, que tem até 14 dias para responder, e uma decisão final sai até o 90º dia.',
  'Final decision of a Complaint Resolution Officer (by day 90) binds the airline':
    'A decisão final de um responsável pela resolução de reclamações (até o 90º dia) vincula a companhia',
  "After 8 weeks without an answer, or after the airline's final answer, the airline's approved dispute body takes the complaint up if it belongs to one (AviationADR or CEDR; their decision binds the airline if you accept it); otherwise the UK CAA's complaints team (PACT) does, though it cannot impose a solution.":
    'Após 8 semanas sem resposta, ou após a resposta final da companhia, o órgão de resolução de litígios aprovado da companhia assume a reclamação se ela for filiada a um (AviationADR ou CEDR; a decisão vincula a companhia se você a aceitar); caso contrário, a equipe de reclamações da CAA do Reino Unido (PACT) assume, embora não possa impor uma solução.',
  'On Consumidor.gov.br you complain directly to a company registered on the platform, which has up to 10 days to answer; you then have 20 days to rate the answer. ANAC uses it as its complaint channel for the airlines running scheduled passenger flights in Brazil; any other company can be reached there only if it has registered, so check that the company is listed before you file.':
    'No Consumidor.gov.br você reclama diretamente a uma empresa cadastrada na plataforma, que tem até 10 dias para responder; depois você tem 20 dias para avaliar a resposta. A ANAC o usa como seu canal de reclamações para as companhias que operam voos regulares de passageiros no Brasil; qualquer outra empresa só pode ser acionada ali se tiver se cadastrado, então verifique se a empresa está na lista antes de registrar a reclamação.',
  'SHGM takes denied-boarding, delay, cancellation and downgrade complaints through its online form once the airline has not answered within 10 days or its answer is unsatisfactory.':
    'A SHGM recebe reclamações de recusa de embarque, atraso, cancelamento e rebaixamento de classe pelo seu formulário on-line quando a companhia não respondeu em 10 dias ou a resposta é insatisfatória.',
  'GACA takes an airline complaint once you have complained to the airline and got a reference number, and the airline has not answered within 7 days or you reject its solution.':
    'A GACA recebe uma reclamação contra uma companhia depois que você reclamou à companhia e obteve um número de referência, e a companhia não respondeu em 7 dias ou você rejeita a solução dela.',
  'PROFECO takes complaints about airlines directly, without a prior complaint to the airline, at its modules in Mexico City airport (terminals 1 and 2), where it conciliates with the airline on the spot, and passes other complaints on to its offices.':
    'A PROFECO recebe reclamações contra companhias diretamente, sem reclamação prévia à companhia, em seus postos no aeroporto da Cidade do México (terminais 1 e 2), onde concilia com a companhia na hora, e encaminha as outras reclamações a seus escritórios.',
  'Conciliation agreement; PROFECO can also take denuncias and sanction':
    'Acordo de conciliação; a PROFECO também pode receber denúncias e aplicar sanções',
  'CAAM takes complaints about any airline or airport service in Malaysia (foreign airlines included, for their operations in Malaysia) through the online form on its consumer page, within 2 years of the incident; it recommends that you first give the airline the chance to resolve the issue, and airlines have up to 30 days to provide a resolution.':
    'A CAAM recebe reclamações sobre qualquer companhia ou serviço aeroportuário na Malásia (incluindo companhias estrangeiras, por suas operações na Malásia) pelo formulário on-line da sua página do consumidor, em até 2 anos após o incidente; recomenda que você dê primeiro à companhia a chance de resolver o problema, e as companhias têm até 30 dias para apresentar uma solução.',
  "Australia's Airline Customer Advocate takes complaints about Qantas, Jetstar (its Australian domestic flights), Virgin Australia and Rex once you have followed the airline's own complaints process and asked it to review its answer, for events in the last 12 months; it assigns the complaint to a case manager at the airline and you get a response within 20 working days.":
    'O Airline Customer Advocate da Austrália recebe reclamações sobre Qantas, Jetstar (seus voos domésticos australianos), Virgin Australia e Rex depois que você seguiu o processo de reclamações da própria companhia e pediu que ela revisse a resposta, para fatos dos últimos 12 meses; ele atribui a reclamação a um gestor de casos na companhia e você recebe uma resposta em 20 dias úteis.',
  "Hong Kong's Consumer Council takes consumers' complaints about airlines through its online form and tries to conciliate a settlement with the airline; it encourages you to try the airline first, it cannot investigate or decide, and an airline with no office in Hong Kong may not cooperate.":
    'O Consumer Council de Hong Kong recebe reclamações de consumidores sobre companhias pelo seu formulário on-line e tenta conciliar um acordo com a companhia; ele incentiva você a procurar primeiro a companhia, não pode investigar nem decidir, e uma companhia sem escritório em Hong Kong pode não cooperar.',
  'CASE advises you on a dispute with a business in Singapore free of charge, but it takes the matter up with the airline for you only if you join as a member and pay a yearly membership fee and an administration fee based on the amount claimed; otherwise it helps you draft a letter that you deliver yourself.':
    'A CASE orienta você gratuitamente sobre uma disputa com uma empresa em Singapura, mas só assume o caso junto à companhia se você se associar e pagar uma anuidade e uma taxa administrativa conforme o valor reclamado; caso contrário, ajuda você a redigir uma carta que você mesmo envia.',
  "Austria's apf runs a free conciliation with the airline if the airline has not answered adequately within six weeks of your written claim.":
    'A apf da Áustria oferece uma conciliação gratuita com a companhia se esta não respondeu adequadamente em até seis semanas após a sua reclamação por escrito.',
  "Belgium's DGTA takes a complaint when the airline has not answered satisfactorily within 6 weeks; it can fine airlines but cannot force them to pay compensation.":
    'A DGTA da Bélgica recebe uma reclamação quando a companhia não respondeu satisfatoriamente em 6 semanas; pode multar as companhias, mas não obrigá-las a pagar indenização.',
  "Bulgaria's Civil Aviation Administration takes complaints through its on-line form when the airline has not resolved the complaint (after 6 weeks without an answer from the airline).":
    'A Administração de Aviação Civil da Bulgária recebe reclamações pelo seu formulário on-line quando a companhia não resolveu a reclamação (após 6 semanas sem resposta da companhia).',
  "Croatia's Civil Aviation Agency takes a complaint 30 days after your complaint to the airline, first asks the airline for its reasons and evidence, and issues a final opinion that is not legally binding.":
    'A Agência de Aviação Civil da Croácia recebe uma reclamação 30 dias após a sua reclamação à companhia, pede primeiro à companhia os motivos e as provas, e emite um parecer final que não é juridicamente vinculante.',
  "Cyprus' Department of Civil Aviation processes claims about flights departing Larnaka or Pafos, and arrivals from outside the EU on EU airlines (after 6 weeks without an answer from the airline).":
    'O Departamento de Aviação Civil de Chipre processa reclamações sobre voos que partem de Lárnaca ou Pafos, e chegadas de fora da UE em companhias da UE (após 6 semanas sem resposta da companhia).',
  'The Czech Civil Aviation Authority takes an online complaint when the airline has not answered satisfactorily within 6 weeks (an older page says 2 months) and asks the airline for the cause of the disruption; baggage is not handled.':
    'A Autoridade de Aviação Civil tcheca recebe uma reclamação on-line quando a companhia não respondeu satisfatoriamente em 6 semanas (uma página mais antiga diz 2 meses) e pede à companhia a causa da interrupção; bagagem não é tratada.',
  "Denmark's Trafikstyrelsen takes a free complaint via a borger.dk form (MitID) after the airline has had six weeks to answer; handling usually takes 3 to 6 months.":
    'A Trafikstyrelsen da Dinamarca recebe uma reclamação gratuita por um formulário do borger.dk (MitID) depois que a companhia teve seis semanas para responder; o tratamento costuma levar de 3 a 6 meses.',
  "Finland's Consumer Disputes Board decides passenger disputes about disruptions in Finland free of charge, with recommendations the airline need not follow; before filing there (after 6 weeks without an answer from the airline), you must have complained to the airline in writing and contacted the Consumer Advisory Service of the Finnish Competition and Consumer Authority (KKV, which also mediates) or, for a foreign airline, the European Consumer Centre.":
    'A Comissão de Litígios de Consumo da Finlândia decide gratuitamente litígios de passageiros sobre interrupções na Finlândia, com recomendações que a companhia não é obrigada a seguir; antes de recorrer a ela (após 6 semanas sem resposta da companhia), você deve ter reclamado por escrito à companhia e contatado o Serviço de Orientação ao Consumidor da Autoridade Finlandesa da Concorrência e do Consumidor (KKV, que também faz mediação) ou, para uma companhia estrangeira, o Centro Europeu do Consumidor.',
  "France's DGAC portal takes reports of a dispute with an airline (after 6 weeks without an answer from the airline) to supervise airlines and fine them, but it acts independently of individual compensation claims and offers no individual follow-up: for your own claim, turn to the travel mediator (MTV).":
    'O portal da DGAC da França recebe relatos de litígios com uma companhia (após 6 semanas sem resposta da companhia) para fiscalizar e multar as companhias, mas atua de forma independente dos pedidos individuais de indenização e não oferece acompanhamento individual: para o seu próprio pedido, procure o mediador de viagens (MTV).',
  "France's tourism and travel mediator (MTV) takes a dispute with an airline that belongs to one of the organisations that signed its charter (Air France does, through FNAM) once the airline has rejected your written complaint or not answered it within 2 months, and within a year of that complaint; it gives an opinion within 90 days, which the parties are free to accept.":
    'O mediador de turismo e viagens da França (MTV) aceita um litígio com uma companhia que pertença a uma das organizações signatárias da sua carta (a Air France pertence, por meio da FNAM) depois que a companhia rejeitou a sua reclamação por escrito ou não a respondeu em 2 meses, e em até um ano após essa reclamação; emite um parecer em 90 dias, que as partes são livres para aceitar.',
  "Germany's LBA takes complaints on its forms by e-mail, fax or letter (after 6 weeks without an answer from the airline) and can fine airlines for breaches, but it says it does not enforce your individual claim: for that, turn to the conciliation bodies (the söp or the Federal Office of Justice).":
    'A LBA da Alemanha recebe reclamações em seus formulários por e-mail, fax ou carta (após 6 semanas sem resposta da companhia) e pode multar companhias por infrações, mas diz que não faz valer o seu pedido individual: para isso, procure os órgãos de conciliação (a söp ou o Escritório Federal de Justiça).',
  "Germany's conciliation body for travel (formerly the söp) takes up your claim free of charge if the airline is one of its members (its member list says which): apply online once the airline has had two months to answer your complaint, and it checks your claim and recommends a settlement.":
    'O órgão de conciliação de viagens da Alemanha (antiga söp) assume gratuitamente o seu pedido se a companhia for um de seus membros (a lista de membros indica quais): faça o pedido on-line depois que a companhia teve dois meses para responder à sua reclamação; ele examina o seu pedido e recomenda um acordo.',
  "The Federal Office of Justice's conciliation body takes up claims of up to EUR 5,000 from a private trip against an airline that is not a member of a private conciliation body such as the söp (it passes an application about a member airline on to that body); apply two months after your claim to the airline, or at once if the airline rejects it; it asks the airline for its comments and then proposes a settlement.":
    'O órgão de conciliação do Escritório Federal de Justiça assume pedidos de até EUR 5.000 de uma viagem particular contra uma companhia que não seja membro de um órgão de conciliação privado como a söp (ele encaminha a esse órgão um pedido sobre uma companhia membro); faça o pedido dois meses após a sua reclamação à companhia, ou de imediato se a companhia o rejeitar; ele pede os comentários da companhia e depois propõe um acordo.',
  "Greece's HCAA takes a complaint when the airline has not answered within a reasonable time (6 weeks) and contacts the airline or airport to check whether the Regulation was breached.":
    'A HCAA da Grécia recebe uma reclamação quando a companhia não respondeu em um prazo razoável (6 semanas) e contata a companhia ou o aeroporto para verificar se o Regulamento foi violado.',
  "In Hungary the government office for the airport's seat opens an administrative procedure 30 days after your complaint to the airline and can order the airline to pay compensation within a 60-day procedure.":
    'Na Hungria, o órgão governamental da sede do aeroporto abre um procedimento administrativo 30 dias após a sua reclamação à companhia e pode ordenar que a companhia pague a indenização em um procedimento de 60 dias.',
  'Administrative decision can order the airline to pay the fixed compensation':
    'A decisão administrativa pode ordenar que a companhia pague a indenização fixa',
  "Ireland's Irish Aviation Authority (which replaced the Commission for Aviation Regulation as NEB) takes complaints after you have raised the matter with the airline (after 6 weeks without an answer from the airline).":
    'A Autoridade de Aviação da Irlanda (que substituiu a Commission for Aviation Regulation como organismo nacional de execução) recebe reclamações depois que você levou a questão à companhia (após 6 semanas sem resposta da companhia).',
  "Italy's ENAC takes an online complaint six weeks after your complaint to the airline, checks it only to sanction breaches and tells you the outcome, but does not obtain compensation for you.":
    'A ENAC da Itália recebe uma reclamação on-line seis semanas após a sua reclamação à companhia, a examina apenas para punir infrações e informa você do resultado, mas não obtém a indenização para você.',
  "Luxembourg's consumer protection directorate takes a complaint via MyGuichet.lu or e-mail if the airline has not answered within 2 months, and offers dispute resolution between you and the airline.":
    'A direção de proteção do consumidor de Luxemburgo recebe uma reclamação via MyGuichet.lu ou por e-mail se a companhia não respondeu em 2 meses, e oferece a resolução do litígio entre você e a companhia.',
  "Malta's MCCAA takes a complaint online, by e-mail or in person once the airline has had 6 weeks to reply to your EU complaint form.":
    'A MCCAA de Malta recebe uma reclamação on-line, por e-mail ou pessoalmente depois que a companhia teve 6 semanas para responder ao seu formulário de reclamação da UE.',
  'The Dutch ILT only registers delay and cancellation complaints as signals (the airline gets a copy but need not reply) and investigates only denied boarding and reduced-mobility cases; the airline must answer your claim within 2 months and flights must be less than a year old.':
    'A ILT holandesa só registra reclamações de atraso e cancelamento como sinais (a companhia recebe uma cópia, mas não precisa responder) e investiga apenas casos de recusa de embarque e de mobilidade reduzida; a companhia deve responder ao seu pedido em 2 meses e os voos devem ter menos de um ano.',
  "Portugal's ANAC takes a complaint, with your complaint to the airline and its reply attached, when the airline has not replied within six weeks or its reply is unsatisfactory.":
    'A ANAC de Portugal recebe uma reclamação, com a sua reclamação à companhia e a resposta dela anexadas, quando a companhia não respondeu em seis semanas ou a resposta é insatisfatória.',
  "Poland's Passenger Rights Ombudsman at the Civil Aviation Office settles disputes under the EU rules out of court, for flights from Polish airports and flights from outside the EU into Poland on EU airlines, once the airline has answered your complaint or 30 days have passed; apply within a year of the flight.":
    'O Ouvidor dos Direitos dos Passageiros do Escritório de Aviação Civil da Polônia resolve extrajudicialmente litígios segundo as regras da UE, para voos de aeroportos poloneses e voos de fora da UE para a Polônia em companhias da UE, depois que a companhia respondeu à sua reclamação ou se passaram 30 dias; faça o pedido em até um ano após o voo.',
  "Slovenia's Civil Aviation Agency takes a complaint if the airline has not answered within two months of your compensation claim or you are unhappy with its answer.":
    'A Agência de Aviação Civil da Eslovênia recebe uma reclamação se a companhia não respondeu em até dois meses após o seu pedido de indenização ou se você não está satisfeito com a resposta.',
  "Spain's AESA runs a free alternative dispute resolution procedure for flights from 2 June 2023 after you have complained to the airline; the airline has one month to answer you first.":
    'A AESA da Espanha oferece um procedimento gratuito de resolução alternativa de litígios para voos a partir de 2 de junho de 2023 depois que você reclamou à companhia; a companhia tem primeiro um mês para lhe responder.',
  "AESA's ADR decision binds the airline for flights from 2 June 2023; earlier flights get a non-binding report":
    'A decisão de resolução alternativa de litígios da AESA vincula a companhia para voos a partir de 2 de junho de 2023; voos anteriores recebem um parecer não vinculante',
  "In Sweden you can take a flight dispute to ARN once the airline has not answered within 6 weeks; 261/2004 claims must be worth at least SEK 500 and be filed within a year of your first complaint, and flights from other EU countries go to that country's body.":
    'Na Suécia você pode levar um litígio sobre um voo à ARN depois que a companhia não respondeu em 6 semanas; os pedidos do 261/2004 devem ser de pelo menos SEK 500 e ser apresentados em até um ano após a sua primeira reclamação, e os voos de outros países da UE cabem ao órgão desse país.',
  "Iceland's Transport Authority takes a complaint 8 weeks after your complaint to the airline (or once it refuses), sends it to the airline for comment and issues a ruling, usually within 3 to 6 months.":
    'A Autoridade de Transportes da Islândia recebe uma reclamação 8 semanas após a sua reclamação à companhia (ou assim que ela recusar), a envia à companhia para comentários e emite uma decisão, geralmente em 3 a 6 meses.',
  'Samgöngustofa issues a ruling that cannot be appealed to another authority; either party may go to court':
    'A Samgöngustofa emite uma decisão que não pode ser contestada perante outra autoridade; qualquer das partes pode recorrer à justiça',
  "Switzerland's BAZL takes a report after the airline's 2-month answer period, asks the airline for a statement and can fine it, but cannot enforce your compensation claim.":
    'O BAZL da Suíça recebe uma denúncia após o prazo de resposta de 2 meses da companhia, pede uma manifestação à companhia e pode multá-la, mas não pode fazer valer o seu pedido de indenização.',
  'BAZL can fine the airline in an administrative penal procedure but cannot enforce your compensation':
    'O BAZL pode multar a companhia em um processo penal administrativo, mas não pode fazer valer a sua indenização',
  'Denied boarding gives {text}.': 'A recusa de embarque dá direito a {text}.',
  'Denied boarding gives {text}; it may be halved when you took an alternative flight that landed soon enough, so how late it arrived decides.':
    'A recusa de embarque dá direito a {text}; ela pode ser reduzida à metade se você tomou um voo alternativo que pousou cedo o bastante, então decide o atraso com que ele chegou.',
  'Denied boarding, with no alternative ticket taken: {text}.':
    'Recusa de embarque, sem passagem alternativa tomada: {text}.',
  'Denied boarding, with an alternative flight that landed {hours} late (within the limit for halving): half of {text}.':
    'Recusa de embarque, com um voo alternativo que pousou {hours} atrasado (dentro do limite para a redução à metade): metade de {text}.',
  'Denied boarding, with the alternative {hours} late (too late for any halving): {text}.':
    'Recusa de embarque, com o voo alternativo {hours} atrasado (atrasado demais para a redução à metade): {text}.',
  // Citations (the rights card's line under the amount): the law's official title in the language; the article
  // references stay as the engine writes them. APPR has official texts in English and French only.
  'Regulation (EC) No 261/2004, {articles}': 'Regulamento (CE) n.º 261/2004, {articles}',
  'Montreal Convention 1999, {articles}': 'Convenção de Montreal de 1999, {articles}',
  'Montreal Convention, {articles}': 'Convenção de Montreal, {articles}',
  'Air Passenger Protection Regulations (SOR/2019-150), {articles}':
    'Air Passenger Protection Regulations (SOR/2019-150), {articles}',
} satisfies ServerCatalogue;
