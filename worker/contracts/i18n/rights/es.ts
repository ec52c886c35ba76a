// The rights engine's prose in Spanish: the regimes' reasons, the time limits and deadlines, the pending-law
// notes and the complaint routes' reasons, as pieces: a text the engine assembles (a reason, its cause note, its
// time limit) is translated sentence by sentence, and a `{text}` or `{term}` placeholder holds another catalogued
// piece (translate.ts). Loaded only where rights are shown (web/src/i18n/server-text.ts, useRightsText).
import type { ServerCatalogue } from '../translate';

export default {
  'Arriving {hours} late on a flight over 3,500 km, the carrier may pay half of {full}: {amount}.':
    'Con una llegada {hours} tarde en un vuelo de más de 3.500 km, el transportista puede pagar la mitad de la compensación de {full}: {amount}.',
  'Claim by {date} (before the courts of {term}, {law}).':
    'Reclámela antes del {date} (ante los tribunales de {term}, {law}).',
  'Warning: the time limit ran out on {date} (before the courts of {term}, {law}); the carrier may refuse the claim as too old.':
    'Atención: el plazo venció el {date} (ante los tribunales de {term}, {law}); el transportista puede rechazar la reclamación por prescrita.',
  'Time limit: that of the country whose courts hear the claim (Moré, C-139/11); AirDesk has none recorded for {departureCountry} or {arrivalCountry}.':
    'Plazo: el del país cuyos tribunales conozcan de la reclamación (Moré, C-139/11); AirDesk no tiene ninguno registrado para {departureCountry} ni para {arrivalCountry}.',
  'The carrier owes nothing only if it proves extraordinary circumstances and that it took all reasonable measures (Art. 5(3)).':
    'El transportista solo queda exento si demuestra circunstancias extraordinarias y que tomó todas las medidas razonables (art. 5(3)).',
  'A technical or safety problem is not in itself an extraordinary circumstance (Wallentin-Hermann, C-549/07).':
    'Un problema técnico o de seguridad no es por sí mismo una circunstancia extraordinaria (Wallentin-Hermann, C-549/07).',
  'It is owed unless the carrier proves extraordinary circumstances (Art. 5(3)).':
    'Se debe salvo que el transportista demuestre circunstancias extraordinarias (art. 5(3)).',
  'Arriving {hours} late at the final destination gives {amount}.':
    'Una llegada {hours} tarde al destino final da derecho a una compensación de {amount}.',
  'Denied boarding against your will and not re-routed: the full {full}, payable at once (Art. 7(2) halves it only after an alternative flight).':
    'Denegación de embarque contra su voluntad y sin conducción alternativa: la compensación completa de {full}, pagadera de inmediato (el art. 7(2) solo la reduce a la mitad tras un vuelo alternativo).',
  'Denied boarding has no extraordinary-circumstances defence (Finnair, C-22/11).':
    'En la denegación de embarque el transportista no puede alegar circunstancias extraordinarias (Finnair, C-22/11).',
  'Denied boarding; the alternative arrived {hours} late (at most {halfWithin} h), so the carrier may halve {full} to {amount}.':
    'Denegación de embarque; el vuelo alternativo llegó {hours} tarde (como máximo {halfWithin} h), por lo que el transportista puede reducir la compensación de {full} a {amount}.',
  'Denied boarding against your will, arriving {hours} late: {amount}, payable at once.':
    'Denegación de embarque contra su voluntad, con llegada {hours} tarde: compensación de {amount}, pagadera de inmediato.',
  'Downgraded: {pct}% of the fare of {fare}, {amount}, reimbursed within 7 days (the price of the downgraded flight, without taxes and charges that do not depend on the class, Mennens C-255/15).':
    'Cambio a una clase inferior: el {pct} % de la tarifa de {fare}, es decir {amount}, reembolsable en 7 días (el precio del vuelo afectado, sin tasas ni cargos que no dependan de la clase, Mennens C-255/15).',
  'Brought forward by {hours} with no notice, the flight counts as cancelled: {full}.':
    'Adelantado {hours} sin preaviso, el vuelo se considera cancelado: compensación de {full}.',
  "Brought forward by {hours} with 1 day's notice, the flight counts as cancelled: {full}.":
    'Adelantado {hours} con 1 día de preaviso, el vuelo se considera cancelado: compensación de {full}.',
  "Brought forward by {hours} with {days} days' notice, the flight counts as cancelled: {full}.":
    'Adelantado {hours} con {days} días de preaviso, el vuelo se considera cancelado: compensación de {full}.',
  'Cancelled with no notice and not re-routed (a refund or your own arrangements): the full {full}, with no Art. 7(2) reduction.':
    'Cancelación sin preaviso y sin conducción alternativa (reembolso o sus propios medios): la compensación completa de {full}, sin la reducción del art. 7(2).',
  'The carrier owes nothing only if it offered an alternative leaving at most {left} early and arriving less than {arrive} late (Art. 5(1)(c)({art})).':
    'El transportista solo queda exento si le ofreció un vuelo alternativo que saliera como máximo {left} antes y llegara menos de {arrive} tarde (art. 5(1)(c)({art})).',
  "Cancelled with 1 day's notice and not re-routed (a refund or your own arrangements): the full {full}, with no Art. 7(2) reduction.":
    'Cancelación con 1 día de preaviso y sin conducción alternativa (reembolso o sus propios medios): la compensación completa de {full}, sin la reducción del art. 7(2).',
  "Cancelled with {days} days' notice and not re-routed (a refund or your own arrangements): the full {full}, with no Art. 7(2) reduction.":
    'Cancelación con {days} días de preaviso y sin conducción alternativa (reembolso o sus propios medios): la compensación completa de {full}, sin la reducción del art. 7(2).',
  'Cancelled with no notice; the alternative arrived {hours} late (at most {halfWithin} h), so the carrier may halve {full} to {amount}.':
    'Cancelación sin preaviso; el vuelo alternativo llegó {hours} tarde (como máximo {halfWithin} h), por lo que el transportista puede reducir la compensación de {full} a {amount}.',
  'The alternative left {early} early, more than the {left} h of Art. 5(1)(c)({art}), so the exemption does not apply.':
    'El vuelo alternativo salió {early} antes, más de las {left} h del art. 5(1)(c)({art}), por lo que la excepción no se aplica.',
  "Cancelled with 1 day's notice; the alternative arrived {hours} late (at most {halfWithin} h), so the carrier may halve {full} to {amount}.":
    'Cancelación con 1 día de preaviso; el vuelo alternativo llegó {hours} tarde (como máximo {halfWithin} h), por lo que el transportista puede reducir la compensación de {full} a {amount}.',
  "Cancelled with {days} days' notice; the alternative arrived {hours} late (at most {halfWithin} h), so the carrier may halve {full} to {amount}.":
    'Cancelación con {days} días de preaviso; el vuelo alternativo llegó {hours} tarde (como máximo {halfWithin} h), por lo que el transportista puede reducir la compensación de {full} a {amount}.',
  'Cancelled with no notice and the alternative arrived {hours} late: {amount}.':
    'Cancelación sin preaviso y el vuelo alternativo llegó {hours} tarde: compensación de {amount}.',
  "Cancelled with 1 day's notice and the alternative arrived {hours} late: {amount}.":
    'Cancelación con 1 día de preaviso y el vuelo alternativo llegó {hours} tarde: compensación de {amount}.',
  "Cancelled with {days} days' notice and the alternative arrived {hours} late: {amount}.":
    'Cancelación con {days} días de preaviso y el vuelo alternativo llegó {hours} tarde: compensación de {amount}.',
  'The carrier has shown extraordinary circumstances, so no compensation is owed for the delay; care (Art. 9) and a refund or re-routing (Art. 8) remain.':
    'El transportista ha demostrado circunstancias extraordinarias, por lo que no se debe compensación por el retraso; el derecho a atención (art. 9) y el reembolso o la conducción alternativa (art. 8) se mantienen.',
  'The arrival delay at the final destination decides whether compensation is owed.':
    'El retraso de llegada al destino final decide si se debe compensación.',
  'An arrival {hours} late is under the 3 hours that give compensation; meals and care may still be owed.':
    'Una llegada {hours} tarde no alcanza las 3 horas que dan derecho a compensación; aun así puede tener derecho a comida y atención.',
  'How many hours earlier the flight left decides the answer: brought forward by more than 1 hour, it counts as cancelled.':
    'La respuesta depende de cuántas horas antes salió el vuelo: adelantado más de 1 hora, se considera cancelado.',
  'A flight brought forward by {hours} (1 hour or less) is not a cancellation, so no compensation is owed.':
    'Un vuelo adelantado {hours} (1 hora o menos) no es una cancelación, por lo que no se debe compensación.',
  'Boarding refused on reasonable grounds such as health, safety or security, or inadequate travel documents, is not denied boarding that gives compensation.':
    'La negativa a embarcar por motivos razonables, como salud, seguridad o documentación de viaje inadecuada, no es una denegación de embarque que dé derecho a compensación.',
  'The arrival delay of the alternative flight decides whether the carrier may halve the amount.':
    'El retraso de llegada del vuelo alternativo decide si el transportista puede reducir el importe a la mitad.',
  'A downgrade is reimbursed at {pct}% of the price of the downgraded flight within 7 days; the fare paid decides the amount.':
    'Un cambio a una clase inferior se reembolsa con el {pct} % del precio del vuelo afectado en 7 días; la tarifa pagada decide el importe.',
  'This regulation does not cover baggage; the Montreal Convention does.':
    'Este reglamento no cubre el equipaje; lo cubre el Convenio de Montreal.',
  'This regulation covers denied boarding, cancellation, long delay and downgrading only.':
    'Este reglamento solo cubre la denegación de embarque, la cancelación, los grandes retrasos y el cambio a una clase inferior.',
  'The carrier has shown extraordinary circumstances, so no compensation is owed for the cancellation; a refund or re-routing (Art. 8) and care (Art. 9) remain.':
    'El transportista ha demostrado circunstancias extraordinarias, por lo que no se debe compensación por la cancelación; el reembolso o la conducción alternativa (art. 8) y el derecho a atención (art. 9) se mantienen.',
  'How early you were told of the new time decides the amount.':
    'Con cuánta antelación se le informó del nuevo horario decide el importe.',
  'How early you were told, and how late the alternative flight arrived, decide the amount.':
    'Con cuánta antelación se le informó y con cuánto retraso llegó el vuelo alternativo deciden el importe.',
  'Told at least 14 days before departure, no compensation is owed; a refund or re-routing is (Art. 8).':
    'Informado al menos 14 días antes de la salida, no se debe compensación; sí el reembolso o la conducción alternativa (art. 8).',
  'Told {days} days before that the flight would leave {hours} earlier (at most 2 h), no compensation is owed.':
    'Se le informó {days} días antes de que el vuelo saldría {hours} antes (como máximo 2 h), por lo que no se debe compensación.',
  'The alternative arrived {hours} late (under {arrive}): nothing is owed if it left at most {left} h before the original departure, so how early it left decides the amount.':
    'El vuelo alternativo llegó {hours} tarde (menos de {arrive}): no se debe nada si salió como máximo {left} h antes de la salida original, así que el importe depende de cuánto antes salió.',
  'Told {days} days before, with an alternative leaving {early} early (at most {left} h) and arriving {hours} late (under {arrive}), no compensation is owed.':
    'Se le informó {days} días antes, con un vuelo alternativo que salió {early} antes (como máximo {left} h) y llegó {hours} tarde (menos de {arrive}), por lo que no se debe compensación.',
  'Told 1 day before, with an alternative leaving {early} early (at most {left} h) and arriving {hours} late (under {arrive}), no compensation is owed.':
    'Se le informó 1 día antes, con un vuelo alternativo que salió {early} antes (como máximo {left} h) y llegó {hours} tarde (menos de {arrive}), por lo que no se debe compensación.',
  'A flight into the EU from outside is covered only on an EU/EEA/Swiss carrier, and {carrier} is not one (Art. 3(1)(b)).':
    'Un vuelo a la UE desde fuera solo está cubierto con un transportista de la UE, el EEE o Suiza, y {carrier} no lo es (art. 3(1)(b)).',
  'The flight neither departs from nor arrives in the EU, the EEA or Switzerland (Art. 3(1)).':
    'El vuelo ni sale de la UE, el EEE o Suiza ni llega a ellos (art. 3(1)).',
  'The Regulation applies to flights from 17 February 2005.':
    'El Reglamento se aplica a los vuelos desde el 17 de febrero de 2005.',
  'A flight into the UK from abroad is covered only on a UK or EU carrier, and {carrier} is not one (Art. 3(1)(b)).':
    'Un vuelo al Reino Unido desde el extranjero solo está cubierto con un transportista del Reino Unido o de la UE, y {carrier} no lo es (art. 3(1)(b)).',
  'A flight into the EU from outside the UK is covered by UK261 only on a UK carrier (Art. 3(1)(b)(ii)).':
    'Un vuelo a la UE desde fuera del Reino Unido solo está cubierto por UK261 con un transportista del Reino Unido (art. 3(1)(b)(ii)).',
  'The flight neither departs from the UK nor arrives in the UK or the EU (Art. 3(1)).':
    'El vuelo ni sale del Reino Unido ni llega al Reino Unido o a la UE (art. 3(1)).',
  'UK261 covers flights from 1 January 2021; until 31 December 2020 the UK applied EU261.':
    'UK261 cubre los vuelos desde el 1 de enero de 2021; hasta el 31 de diciembre de 2020 el Reino Unido aplicaba EU261.',
  'The flight is scheduled for {date}, after today: compensation is assessed once it has happened.':
    'El vuelo está previsto para el {date}, después de hoy: la compensación se evalúa una vez realizado.',
  'This regime covers the journey, so its rules on care, re-routing and refunds apply at the airport if the flight is disrupted.':
    'Este régimen cubre el viaje, por lo que sus normas sobre atención, conducción alternativa y reembolsos se aplican en el aeropuerto si el vuelo sufre incidencias.',
  'Last day to complain in writing to the carrier about the damaged bag: 7 days after you received it (Montreal Convention, Art. 31(2)).':
    'Último día para reclamar por escrito al transportista por el equipaje dañado: 7 días después de recibirlo (Convenio de Montreal, art. 31(2)).',
  'Last day to complain in writing to the carrier about the delayed bag: 21 days after it was returned to you (Montreal Convention, Art. 31(2)).':
    'Último día para reclamar por escrito al transportista por el equipaje retrasado: 21 días después de que se le devolviera (Convenio de Montreal, art. 31(2)).',
  'Last day to bring a court action under the Montreal Convention: 2 years from arrival (Art. 35(1)).':
    'Último día para interponer una acción judicial según el Convenio de Montreal: 2 años desde la llegada (art. 35(1)).',
  'EU261: without an answer within 6 weeks, take the complaint to the national enforcement body (EU complaint form).':
    'EU261: sin respuesta en 6 semanas, presente la reclamación ante el organismo nacional de ejecución (formulario de reclamación de la UE).',
  'EU261: the airline should answer within 6 weeks; the enforcement body has the complaint already.':
    'EU261: la aerolínea debería responder en 6 semanas; el organismo de ejecución ya tiene la reclamación.',
  "UK261: after 8 weeks without a resolution, take it to the airline's ADR body or the CAA.":
    'UK261: tras 8 semanas sin solución, acuda al organismo ADR de la aerolínea o a la CAA.',
  'UK261: the airline should resolve it within 8 weeks; the body you filed with has the complaint already.':
    'UK261: la aerolínea debería resolverla en 8 semanas; el organismo ante el que la presentó ya tiene la reclamación.',
  'APPR: the carrier must pay or explain its refusal within 30 days (SOR/2019-150, s.19(4)); then complain to the CTA.':
    'APPR: el transportista debe pagar o explicar su negativa en 30 días (SOR/2019-150, s.19(4)); después, reclame ante la CTA.',
  'APPR: the carrier must pay or explain its refusal within 30 days (SOR/2019-150, s.19(4)); the CTA has your complaint already.':
    'APPR: el transportista debe pagar o explicar su negativa en 30 días (SOR/2019-150, s.19(4)); la CTA ya tiene su reclamación.',
  'US DOT: the carrier must send a substantive answer within 60 days (14 CFR 259.7(c)); then complain to the DOT.':
    'US DOT: el transportista debe enviar una respuesta sustantiva en 60 días (14 CFR 259.7(c)); después, reclame ante el DOT.',
  'US DOT: the carrier must send you a substantive answer within 60 days of receiving the complaint (14 CFR 259.7(c)); the DOT follows it up.':
    'US DOT: el transportista debe enviarle una respuesta sustantiva en 60 días desde que recibe la reclamación (14 CFR 259.7(c)); el DOT le da seguimiento.',
  'Ask the carrier for compensation within 1 year of the delay or cancellation (SOR/2019-150, s.19(3)).':
    'Pida la compensación al transportista en el plazo de 1 año desde el retraso o la cancelación (SOR/2019-150, s.19(3)).',
  'A court action within 2 years of the arrival (Montreal Convention, Art. 35(1)).':
    'Una acción judicial en el plazo de 2 años desde la llegada (Convenio de Montreal, art. 35(1)).',
  'England and Wales': 'Inglaterra y Gales',
  'Northern Ireland': 'Irlanda del Norte',
  'A domestic flight is not international carriage under the Montreal Convention; national law applies.':
    'Un vuelo nacional no es transporte internacional según el Convenio de Montreal; se aplica la ley nacional.',
  'The Montreal Convention entered into force on 4 November 2003.':
    'El Convenio de Montreal entró en vigor el 4 de noviembre de 2003.',
  'AirDesk assesses the Montreal Convention for delay and baggage; this incident is assessed under the other regimes.':
    'AirDesk evalúa el Convenio de Montreal para retrasos y equipaje; esta incidencia se evalúa con los demás regímenes.',
  'Proven losses caused by the delay are owed up to {limit} SDR, unless the carrier shows it took all reasonable measures; sue within 2 years.':
    'Los daños probados causados por el retraso se indemnizan hasta {limit} DEG, salvo que el transportista demuestre que tomó todas las medidas razonables; demande en un plazo de 2 años.',
  'The proven loss for delayed baggage is owed up to {limit} SDR.':
    'El daño probado por equipaje retrasado se indemniza hasta {limit} DEG.',
  'Complain in writing within 21 days of getting the bag back (Art. 31(2)).':
    'Reclame por escrito en los 21 días siguientes a la devolución del equipaje (art. 31(2)).',
  'The proven loss for damaged baggage is owed up to {limit} SDR.':
    'El daño probado por equipaje dañado se indemniza hasta {limit} DEG.',
  'Complain in writing within 7 days of receiving the bag (Art. 31(2)).':
    'Reclame por escrito en los 7 días siguientes a la recepción del equipaje (art. 31(2)).',
  'The proven loss for lost baggage is owed up to {limit} SDR.':
    'El daño probado por equipaje perdido se indemniza hasta {limit} DEG.',
  'A bag not arrived 21 days after it was due counts as lost (Art. 17(3)).':
    'Un equipaje que no ha llegado 21 días después de la fecha prevista se considera perdido (art. 17(3)).',
  Germany: 'Alemania',
  France: 'Francia',
  Ireland: 'Irlanda',
  Scotland: 'Escocia',
  'Before the courts of {term}: {text}.': 'Ante los tribunales de {term}: {text}.',
  '{text}; of {term}: {text2}, to {date}': '{text}; de {term}: {text2}, hasta el {date}',
  '{years} years ({law})': '{years} años ({law})',
  '{years} years from the end of the year of the flight ({law})':
    '{years} años desde el final del año del vuelo ({law})',
  '{regime} sets no time limit of its own, so the period of the country whose courts hear the claim applies (Moré, C-139/11).':
    '{regime} no fija un plazo propio, por lo que se aplica el del país cuyos tribunales conozcan de la reclamación (Moré, C-139/11).',
  'Claim by {date} ({law}).': 'Reclámela antes del {date} ({law}).',
  'Warning: the time limit ran out on {date} ({law}); the carrier may refuse the claim as too old.':
    'Atención: el plazo venció el {date} ({law}); el transportista puede rechazar la reclamación por prescrita.',
  'Time limit: claim by {date} ({text}).': 'Plazo: reclame antes del {date} ({text}).',
  'Time limit: it ran out on {date} ({text}).': 'Plazo: venció el {date} ({text}).',
  'The company may refuse the claim as too old.': 'La empresa puede rechazar la reclamación por prescrita.',
  'The arrival delay at the final destination decides whether compensation is owed (from 3 hours).':
    'El retraso en la llegada al destino final decide si se debe una compensación (a partir de 3 horas).',
  'An arrival {hours} late is under the 3 hours that give compensation; care may still be owed.':
    'Una llegada con {hours} de retraso no alcanza las 3 horas que dan derecho a compensación; aun así puede deberse asistencia.',
  'How early you were told of the cancellation decides whether compensation is owed.':
    'Con cuánta antelación se le informó de la cancelación decide si se debe compensación.',
  'It does not apply to your flight: the amount shown is the one the law in force gives.':
    'No se aplica a su vuelo: el importe indicado es el que da la ley vigente.',
  'A revision of Regulation 261/2004 agreed in June 2026 would pay {new} instead of {old} for a cancelled flight over 3,500 km, even when the alternative arrived at most 4 hours late; it would also oblige the airline to send a claim-form link within 48 hours and to pay or give its reasons within 30 days.':
    'Una revisión del Reglamento 261/2004 acordada en junio de 2026 pagaría {new} en lugar de {old} por un vuelo cancelado de más de 3500 km, incluso si el vuelo alternativo llegó como máximo 4 horas tarde; también obligaría a la compañía a enviar un enlace al formulario de reclamación en 48 horas y a pagar o motivar su negativa en 30 días.',
  'Provisional agreement of the European Parliament and the Council in conciliation, 15 June 2026; not yet adopted or published in the Official Journal, and no date of application set.':
    'Acuerdo provisional del Parlamento Europeo y del Consejo en conciliación, 15 de junio de 2026; aún no adoptado ni publicado en el Diario Oficial, y sin fecha de aplicación.',
  'If the airline only gave your flight a new number and you were rebooked on it at about the same time (less than {hours} hours off), the DOT does not enforce the refund for flights from 5 December 2025 to 30 June 2026.':
    'Si la aerolínea solo dio un nuevo número a su vuelo y se le reubicó en él a aproximadamente la misma hora (menos de {hours} horas de diferencia), el DOT no exige el reembolso para los vuelos del 5 de diciembre de 2025 al 30 de junio de 2026.',
  'The rule itself still counts a renumbered flight as cancelled, and a refund for a real cancellation or a significant change is still enforced.':
    'La norma en sí sigue considerando cancelado un vuelo con nuevo número, y el reembolso por una cancelación real o un cambio significativo se sigue exigiendo.',
  'DOT enforcement pause (Federal Register Doc. 2025-22140, December 2025), 5 December 2025 to 30 June 2026, while the DOT reconsiders the definition of a cancelled flight; 14 CFR Part 260 itself is unchanged.':
    'Pausa en la aplicación del DOT (Federal Register Doc. 2025-22140, diciembre de 2025), del 5 de diciembre de 2025 al 30 de junio de 2026, mientras el DOT reconsidera la definición de vuelo cancelado; la 14 CFR Part 260 en sí no cambia.',
  "Brazil's Supreme Court has suspended, nationwide, court cases claiming damages for delays, cancellations or changes caused by force majeure (such as bad weather) until it decides the question, so a damages suit over this disruption would wait for that ruling.":
    'El Supremo Tribunal Federal de Brasil ha suspendido en todo el país los procesos que reclaman daños por retrasos, cancelaciones o cambios causados por fuerza mayor (como el mal tiempo) hasta que decida la cuestión, por lo que una demanda de daños por esta incidencia esperaría esa decisión.',
  'Assistance, rebooking and refunds under Resolution 400 are not affected.':
    'La asistencia, la reubicación y los reembolsos de la Resolución 400 no se ven afectados.',
  "Decision of Justice Dias Toffoli (STF), 26 November 2025, in force until the Court's final judgment; no date set.":
    'Decisión del ministro Dias Toffoli (STF), 26 de noviembre de 2025, vigente hasta la sentencia definitiva del Tribunal; sin fecha fijada.',
  'Time limit: it ran out on {date} ({text}). The company may refuse the claim as too old.':
    'Plazo: venció el {date} ({text}). La empresa puede rechazar la reclamación por prescrita.',
  "A disruption outside the carrier's control gives no compensation under APPR; rebooking or a refund are still owed.":
    'Una incidencia ajena al control del transportista no da derecho a compensación según el APPR; la nueva reserva o el reembolso siguen debiéndose.',
  'A disruption required for safety gives no compensation under APPR; rebooking or a refund, and care, are still owed.':
    'Una incidencia necesaria por motivos de seguridad no da derecho a compensación según el APPR; la nueva reserva o el reembolso, y la asistencia, siguen debiéndose.',
  "APPR compensation depends on whether the cause was within the carrier's control and not required for safety.":
    'La compensación del APPR depende de si la causa estaba bajo el control del transportista y no era necesaria por seguridad.',
  'APPR compensation for delays and cancellations applies to flights from 15 December 2019.':
    'La compensación del APPR por retrasos y cancelaciones se aplica a los vuelos desde el 15 de diciembre de 2019.',
  'APPR covers flights to, from and within Canada only.':
    'El APPR cubre solo los vuelos con destino u origen en Canadá o dentro de Canadá.',
  'APPR denied-boarding compensation applies to flights from 15 July 2019.':
    'La compensación del APPR por denegación de embarque se aplica a los vuelos desde el 15 de julio de 2019.',
  'APPR fixed compensation covers delay, cancellation and denied boarding only.':
    'La compensación fija del APPR cubre solo retrasos, cancelaciones y denegaciones de embarque.',
  'APPR has no fixed amount for baggage; the Montreal Convention limits apply.':
    'El APPR no fija un importe para el equipaje; se aplican los límites del Convenio de Montreal.',
  'APPR pays CAD 400 / 700 / 1,000 (large carrier) or CAD 125 / 250 / 500 (small carrier) for an arrival 3 / 6 / 9 h late.':
    'El APPR paga 400 / 700 / 1000 CAD (transportista grande) o 125 / 250 / 500 CAD (transportista pequeño) por una llegada con 3 / 6 / 9 h de retraso.',
  'APPR pays CAD 400 / 700 / 1,000 (large carrier) or CAD 125 / 250 / 500 (small carrier) for an arrival 3 / 6 / 9 h late, or CAD 400 / 125 when the ticket was refunded (s.19(2)).':
    'El APPR paga 400 / 700 / 1000 CAD (transportista grande) o 125 / 250 / 500 CAD (transportista pequeño) por una llegada con 3 / 6 / 9 h de retraso, o 400 / 125 CAD si se reembolsó el billete (s.19(2)).',
  'APPR pays CAD 400 / 700 / 1,000 (large carrier) or CAD 125 / 250 / 500 (small carrier) for an arrival 3 / 6 / 9 h late':
    'El APPR paga 400 / 700 / 1000 CAD (transportista grande) o 125 / 250 / 500 CAD (transportista pequeño) por una llegada con 3 / 6 / 9 h de retraso',
  'APPR pays CAD 400 / 700 / 1,000 (large carrier) or CAD 125 / 250 / 500 (small carrier) for an arrival 3 / 6 / 9 h late, or CAD 400 / 125 when the ticket was refunded (s.19(2))':
    'El APPR paga 400 / 700 / 1000 CAD (transportista grande) o 125 / 250 / 500 CAD (transportista pequeño) por una llegada con 3 / 6 / 9 h de retraso, o 400 / 125 CAD si se reembolsó el billete (s.19(2))',
  "{text}; {carrier}'s size is decided by the CTA's list of large and small airlines or by its published passenger numbers (2 million or more in each of the two years before the flight, s.1(1)), and AirDesk has neither for this flight's year.":
    '{text}; el tamaño de {carrier} lo decide la lista de aerolíneas grandes y pequeñas de la CTA o su número de pasajeros publicado (2 millones o más en cada uno de los dos años anteriores al vuelo, s.1(1)), y AirDesk no tiene ninguno de los dos para el año de este vuelo.',
  'APPR pays CAD 900 / 1,800 / 2,400 for denied boarding by how late you reached your destination; for a traveller who took no alternative flight the Regulations name no amount, so none is given.':
    'El APPR paga 900 / 1800 / 2400 CAD por denegación de embarque según el retraso con que llegó a su destino; para quien no tomó un vuelo alternativo el Reglamento no fija importe, por lo que no se indica ninguno.',
  'APPR pays CAD 900 / 1,800 / 2,400 for denied boarding, by how late you reached your destination.':
    'El APPR paga 900 / 1800 / 2400 CAD por denegación de embarque, según el retraso con que llegó a su destino.',
  'An arrival {hours} late is under the 3 hours that give APPR compensation.':
    'Una llegada con {hours} de retraso no alcanza las 3 horas que dan derecho a compensación del APPR.',
  'Arriving {hours} late with a large carrier gives {amount}; request it within 1 year, and the carrier must pay or explain within 30 days.':
    'Llegar con {hours} de retraso con un transportista grande da derecho a {amount}; solicítela en el plazo de 1 año, y el transportista debe pagar o explicar su negativa en 30 días.',
  'Arriving {hours} late with a small carrier gives {amount}; request it within 1 year, and the carrier must pay or explain within 30 days.':
    'Llegar con {hours} de retraso con un transportista pequeño da derecho a {amount}; solicítela en el plazo de 1 año, y el transportista debe pagar o explicar su negativa en 30 días.',
  'Cancelled and refunded instead of re-routed, with a large carrier: {amount}; request it within 1 year, and the carrier must pay or explain within 30 days.':
    'Vuelo cancelado y reembolsado en lugar de una nueva reserva, con un transportista grande: {amount}; solicítela en el plazo de 1 año, y el transportista debe pagar o explicar su negativa en 30 días.',
  'Cancelled and refunded instead of re-routed, with a small carrier: {amount}; request it within 1 year, and the carrier must pay or explain within 30 days.':
    'Vuelo cancelado y reembolsado en lugar de una nueva reserva, con un transportista pequeño: {amount}; solicítela en el plazo de 1 año, y el transportista debe pagar o explicar su negativa en 30 días.',
  "Denied boarding for a reason within the carrier's control, arriving {hours} late: {amount}, payable as soon as possible.":
    'Denegación de embarque por un motivo bajo el control del transportista, con llegada {hours} tarde: {amount}, pagadera lo antes posible.',
  'If the ticket was refunded instead, the amount is CAD 400 (large) or 125 (small), s.19(2).':
    'Si en cambio se reembolsó el billete, el importe es de 400 CAD (grande) o 125 CAD (pequeño), s.19(2).',
  'Told more than 14 days before departure, no APPR compensation is owed.':
    'Si se le informó con más de 14 días de antelación a la salida, no se debe compensación del APPR.',
  '{carrier} carried {passengers} passengers in {year}, under the 2 million a year of a large carrier (SOR/2019-150 s.1(1)), so it counts as a small carrier for {forYear}.':
    '{carrier} transportó {passengers} pasajeros en {year}, por debajo de los 2 millones anuales de un transportista grande (SOR/2019-150 s.1(1)), por lo que cuenta como transportista pequeño para {forYear}.',
  '{carrier} counts as a large carrier: its published traffic was {a} passengers in {yearA} and {b} in {yearB}, 2 million or more in each of the two years before the flight (SOR/2019-150 s.1(1)).':
    '{carrier} cuenta como transportista grande: su tráfico publicado fue de {a} pasajeros en {yearA} y {b} en {yearB}, 2 millones o más en cada uno de los dos años anteriores al vuelo (SOR/2019-150 s.1(1)).',
  "{carrier} operated the flight for {ticketCarrier}, a large carrier, so the large carrier's amounts apply.":
    '{carrier} operó el vuelo para {ticketCarrier}, un transportista grande, por lo que se aplican los importes del transportista grande.',
  'US DOT rules cover flights to, from or within the United States only.':
    'Las normas del US DOT cubren solo los vuelos con destino u origen en Estados Unidos o dentro del país.',
  'AirDesk assesses US DOT refunds for cancellations, significant changes, denied boarding and baggage.':
    'AirDesk evalúa los reembolsos del US DOT por cancelaciones, cambios significativos, denegación de embarque y equipaje.',
  'The US oversales rule covers flights leaving a US airport only.':
    'La norma estadounidense sobre sobreventa cubre solo los vuelos que salen de un aeropuerto de Estados Unidos.',
  'If you did not accept the alternative flight or other compensation offered, the fare is refunded automatically within 7 business days (credit card) or 20 calendar days (other payment).':
    'Si no aceptó el vuelo alternativo ni otra compensación ofrecida, la tarifa se reembolsa automáticamente en 7 días hábiles (tarjeta de crédito) o 20 días naturales (otro medio de pago).',
  'A delay of {threshold} h or more on this domestic flight is a significant change that gives a refund if you did not travel.':
    'Un retraso de {threshold} h o más en este vuelo nacional es un cambio significativo que da derecho a reembolso si no viajó.',
  'A delay of {threshold} h or more on this international flight is a significant change that gives a refund if you did not travel.':
    'Un retraso de {threshold} h o más en este vuelo internacional es un cambio significativo que da derecho a reembolso si no viajó.',
  'A {hours} delay is a significant change: if you declined it and did not travel, the fare is refunded automatically within 7 business days (credit card) or 20 calendar days (other payment).':
    'Un retraso de {hours} es un cambio significativo: si lo rechazó y no viajó, la tarifa se reembolsa automáticamente en 7 días hábiles (tarjeta de crédito) o 20 días naturales (otro medio de pago).',
  'A {hours} delay is under the {threshold} that make a significant change on a domestic flight.':
    'Un retraso de {hours} no alcanza las {threshold} que constituyen un cambio significativo en un vuelo nacional.',
  'A {hours} delay is under the {threshold} that make a significant change on an international flight.':
    'Un retraso de {hours} no alcanza las {threshold} que constituyen un cambio significativo en un vuelo internacional.',
  'A departure moved {threshold} h or more on this domestic flight is a significant change that gives a refund if you did not accept it.':
    'Un adelanto o aplazamiento de la salida de {threshold} h o más en este vuelo nacional es un cambio significativo que da derecho a reembolso si no lo aceptó.',
  'A departure moved {threshold} h or more on this international flight is a significant change that gives a refund if you did not accept it.':
    'Un adelanto o aplazamiento de la salida de {threshold} h o más en este vuelo internacional es un cambio significativo que da derecho a reembolso si no lo aceptó.',
  'A departure moved {hours} earlier is a significant change: if you did not accept it, the fare is refunded automatically within 7 business days (credit card) or 20 calendar days (other payment).':
    'Una salida adelantada {hours} es un cambio significativo: si no la aceptó, la tarifa se reembolsa automáticamente en 7 días hábiles (tarjeta de crédito) o 20 días naturales (otro medio de pago).',
  'A departure moved {hours} earlier is under the {threshold} that make a significant change on a domestic flight.':
    'Una salida adelantada {hours} no alcanza las {threshold} que constituyen un cambio significativo en un vuelo nacional.',
  'A departure moved {hours} earlier is under the {threshold} that make a significant change on an international flight.':
    'Una salida adelantada {hours} no alcanza las {threshold} que constituyen un cambio significativo en un vuelo internacional.',
  'A downgrade is a significant change: if you declined it, the fare is refunded automatically within 7 business days (credit card) or 20 calendar days (other payment).':
    'Un cambio a una clase inferior es un cambio significativo: si lo rechazó, la tarifa se reembolsa automáticamente en 7 días hábiles (tarjeta de crédito) o 20 días naturales (otro medio de pago).',
  'After a Mishandled Baggage Report, the bag fee is refunded for a lost bag or one delivered more than 12 h late.':
    'Tras un informe de equipaje extraviado o dañado, la tarifa del equipaje se reembolsa si la maleta se pierde o se entrega con más de 12 h de retraso.',
  'After a Mishandled Baggage Report, the bag fee is refunded for a lost bag or one delivered more than 15 to 30 h (by flight length) late.':
    'Tras un informe de equipaje extraviado o dañado, la tarifa del equipaje se reembolsa si la maleta se pierde o se entrega con más de 15 a 30 h de retraso (según la duración del vuelo).',
  'For the loss itself the carrier may not limit its liability below {amount} (14 CFR Part 254).':
    'Por la pérdida en sí, el transportista no puede limitar su responsabilidad por debajo de {amount} (14 CFR Part 254).',
  'On a domestic flight the carrier owes the proven loss for a damaged bag and may not limit its liability below {amount}.':
    'En un vuelo nacional, el transportista debe el daño probado de una maleta dañada y no puede limitar su responsabilidad por debajo de {amount}.',
  'Damage to a bag on an international flight falls under the Montreal Convention.':
    'Los daños a una maleta en un vuelo internacional se rigen por el Convenio de Montreal.',
  'The bag-fee refund rule (14 CFR Part 260) covers flights from 28 October 2024; ask the carrier under its own policy.':
    'La norma de reembolso de la tarifa de equipaje (14 CFR Part 260) cubre los vuelos desde el 28 de octubre de 2024; pregunte al transportista según su propia política.',
  "Before 28 October 2024 a refund was owed for a significant change you did not accept, as the carrier's own conditions defined it (DOT Enforcement Notices of 3 April and 12 May 2020).":
    'Antes del 28 de octubre de 2024 se debía un reembolso por un cambio significativo que no aceptó, tal como lo definían las condiciones del propio transportista (DOT Enforcement Notices del 3 de abril y el 12 de mayo de 2020).',
  'Before 28 October 2024 the carrier still owed a prompt refund of the fare when it cancelled the flight and you did not accept the alternative offered, even for reasons outside its control (DOT Enforcement Notice of 3 April 2020).':
    'Antes del 28 de octubre de 2024 el transportista ya debía un reembolso rápido de la tarifa cuando cancelaba el vuelo y usted no aceptaba la alternativa ofrecida, incluso por motivos ajenos a su control (DOT Enforcement Notice del 3 de abril de 2020).',
  'Involuntary denied boarding pays 200% or 400% of the one-way fare, by how late the alternative is planned to arrive.':
    'La denegación de embarque involuntaria paga el 200 % o el 400 % de la tarifa de ida, según el retraso previsto de la llegada del vuelo alternativo.',
  'Involuntary denied boarding pays 200% or 400% of the one-way fare (at most {twice} / {fourTimes}), by how late the alternative is planned to arrive.':
    'La denegación de embarque involuntaria paga el 200 % o el 400 % de la tarifa de ida (como máximo {twice} / {fourTimes}), según el retraso previsto de la llegada del vuelo alternativo.',
  'The caps are in US dollars: give the fare in USD.':
    'Los topes están en dólares estadounidenses: indique la tarifa en USD.',
  'The caps in force before 13 April 2021 are not recorded in AirDesk, so no amount is given.':
    'Los topes vigentes antes del 13 de abril de 2021 no están registrados en AirDesk, por lo que no se indica ningún importe.',
  'An alternative planned to arrive within 1 hour of the original gives no denied-boarding compensation.':
    'Un vuelo alternativo previsto para llegar en menos de 1 hora respecto del original no da derecho a compensación por denegación de embarque.',
  'Denied boarding with no alternative flight taken (s.250.5(a)(3): none offered that arrives in time): {pct}% of the one-way fare of {fare}: {amount}, payable on the day.':
    'Denegación de embarque sin tomar un vuelo alternativo (s.250.5(a)(3): no se ofreció ninguno que llegara a tiempo): el {pct} % de la tarifa de ida de {fare}: {amount}, pagadera en el día.',
  'Denied boarding with no alternative flight taken (s.250.5(a)(3): none offered that arrives in time): {pct}% of the one-way fare of {fare}, capped at {cap}: {amount}, payable on the day.':
    'Denegación de embarque sin tomar un vuelo alternativo (s.250.5(a)(3): no se ofreció ninguno que llegara a tiempo): el {pct} % de la tarifa de ida de {fare}, con un tope de {cap}: {amount}, pagadera en el día.',
  'Denied boarding with the alternative planned to arrive {hours} late ({term}): {pct}% of the one-way fare of {fare}: {amount}, payable on the day.':
    'Denegación de embarque con el vuelo alternativo previsto para llegar con {hours} de retraso ({term}): el {pct} % de la tarifa de ida de {fare}: {amount}, pagadera en el día.',
  'Denied boarding with the alternative planned to arrive {hours} late ({term}): {pct}% of the one-way fare of {fare}, capped at {cap}: {amount}, payable on the day.':
    'Denegación de embarque con el vuelo alternativo previsto para llegar con {hours} de retraso ({term}): el {pct} % de la tarifa de ida de {fare}, con un tope de {cap}: {amount}, pagadera en el día.',
  '{limit} h or more on a domestic trip': '{limit} h o más en un viaje nacional',
  '{limit} h or more on an international trip': '{limit} h o más en un viaje internacional',
  'under {limit} h on a domestic trip': 'menos de {limit} h en un viaje nacional',
  'under {limit} h on an international trip': 'menos de {limit} h en un viaje internacional',
  '1 day': '1 día',
  '{n} days': '{n} días',
  "1 day's notice": '1 día de preaviso',
  "{n} days' notice": '{n} días de preaviso',
  'a domestic flight': 'un vuelo nacional',
  'an international flight of 1,500 km or less': 'un vuelo internacional de 1500 km o menos',
  'an international flight of 1,500 to 3,500 km': 'un vuelo internacional de 1500 a 3500 km',
  'an international flight of more than 3,500 km': 'un vuelo internacional de más de 3500 km',
  'SHY-YOLCU applies to flights from 1 January 2012.':
    'El SHY-YOLCU se aplica a los vuelos desde el 1 de enero de 2012.',
  'SHY-YOLCU covers denied boarding, cancellation and delay only.':
    'El SHY-YOLCU cubre solo la denegación de embarque, la cancelación y el retraso.',
  'SHY-YOLCU does not cover baggage; the Montreal Convention does.':
    'El SHY-YOLCU no cubre el equipaje; el Convenio de Montreal sí.',
  'The flight neither departs from Türkiye nor arrives there on a Turkish carrier (Art. 2(1)(a)).':
    'El vuelo no sale de Turquía ni llega allí con un transportista turco (art. 2(1)(a)).',
  'Flights into Türkiye are covered only on a Turkish carrier, and {carrier} is not one (Art. 2(1)(a)).':
    'Los vuelos con destino a Turquía solo están cubiertos con un transportista turco, y {carrier} no lo es (art. 2(1)(a)).',
  'Before 10 December 2024 SHY-YOLCU gave care for a delay (meals, a hotel when needed) but no compensation.':
    'Antes del 10 de diciembre de 2024, el SHY-YOLCU daba asistencia por un retraso (comidas, un hotel si era necesario), pero no compensación.',
  'The compensation is for delays with technical or operational reasons; the carrier has shown circumstances outside them, so none is owed (care remains).':
    'La compensación es para retrasos por motivos técnicos u operativos; el transportista ha demostrado circunstancias ajenas a ellos, por lo que no se debe ninguna (la asistencia se mantiene).',
  "Arriving {hours} late on a domestic flight delayed for technical or operational reasons: {amount}, paid in Turkish lira at the Central Bank's selling rate on the day of payment.":
    'Llegada con {hours} de retraso en un vuelo nacional retrasado por motivos técnicos u operativos: {amount}, pagaderos en liras turcas al tipo de venta del Banco Central el día del pago.',
  "Arriving {hours} late on an international flight delayed for technical or operational reasons: {amount}, paid in Turkish lira at the Central Bank's selling rate on the day of payment.":
    'Llegada con {hours} de retraso en un vuelo internacional retrasado por motivos técnicos u operativos: {amount}, pagaderos en liras turcas al tipo de venta del Banco Central el día del pago.',
  'It is owed when the delay had technical or operational reasons.':
    'Se debe cuando el retraso tuvo motivos técnicos u operativos.',
  'The carrier has shown, with official documents, circumstances outside its control (a technical fault or an operational reason does not count), so no compensation is owed; a refund or re-routing and care remain.':
    'El transportista ha demostrado, con documentos oficiales, circunstancias ajenas a su control (una avería técnica o un motivo operativo no cuentan), por lo que no se debe compensación; el reembolso o la conducción alternativa y la asistencia se mantienen.',
  'Denied boarding against your will on {term}: {amount}, paid in Turkish lira, with a refund or re-routing and care.':
    'Denegación de embarque contra su voluntad en {term}: {amount}, pagaderos en liras turcas, con reembolso o conducción alternativa y asistencia.',
  'The 2011 text is reported to let the carrier halve the sum when it re-routes you; the conditions of that reduction were not found in an official publication, so the full sum is shown.':
    'Según se informa, el texto de 2011 permite al transportista reducir la suma a la mitad cuando le ofrece una conducción alternativa; las condiciones de esa reducción no se encontraron en una publicación oficial, por lo que se indica la suma completa.',
  'A cancellation told less than two weeks before departure gives {amount} on {term}, unless (told two weeks to seven days before) you were offered re-routing leaving at most 2 hours early and arriving at most 4 hours late.':
    'Una cancelación comunicada con menos de dos semanas de antelación a la salida da derecho a {amount} en {term}, salvo que (comunicada entre dos semanas y siete días antes) se le ofreciera una conducción alternativa que saliera como máximo 2 horas antes y llegara como máximo 4 horas después.',
  'Cancelled with {term} and not re-routed (a refund or your own arrangements): {amount} on {term2}, paid in Turkish lira.':
    'Cancelación con {term} y sin conducción alternativa (reembolso o medios propios): {amount} en {term2}, pagaderos en liras turcas.',
  'The carrier owes nothing if it offered re-routing leaving at most 2 hours early and arriving at most 4 hours late.':
    'El transportista no debe nada si ofreció una conducción alternativa que saliera como máximo 2 horas antes y llegara como máximo 4 horas después.',
  'Cancelled with {term} and the alternative arriving {hours} late (beyond 4 h late): {amount} on {term2}, paid in Turkish lira.':
    'Cancelación con {term} y el vuelo alternativo llegando con {hours} de retraso (más de 4 h): {amount} en {term2}, pagaderos en liras turcas.',
  'Cancelled with {term} and the alternative leaving {hours} early (beyond 2 h early): {amount} on {term2}, paid in Turkish lira.':
    'Cancelación con {term} y el vuelo alternativo saliendo {hours} antes (más de 2 h antes): {amount} en {term2}, pagaderos en liras turcas.',
  'A departure moved {hours} earlier, told {term} before, counts as a cancellation (SHGM Circular HUD-2015/3, point 4): {amount} on {term2}, paid in Turkish lira.':
    'Una salida adelantada {hours}, comunicada con {term} de antelación, cuenta como cancelación (circular SHGM HUD-2015/3, punto 4): {amount} en {term2}, pagaderos en liras turcas.',
  'A departure moved {hours} earlier, told {term} before, counts as a cancellation (SHGM Circular HUD-2015/3, point 4): told two weeks to seven days before, a departure at most 2 hours earlier gives no compensation.':
    'Una salida adelantada {hours}, comunicada con {term} de antelación, cuenta como cancelación (circular SHGM HUD-2015/3, punto 4): comunicada entre dos semanas y siete días antes, una salida como máximo 2 horas antes no da derecho a compensación.',
  'Told {term} before departure (at least two weeks), no compensation is owed; a refund or re-routing is.':
    'Comunicada con {term} de antelación a la salida (al menos dos semanas), no se debe compensación; sí un reembolso o una conducción alternativa.',
  'Told {term} before, the alternative left {early} early and arrived {late} late (at most 2 h and 4 h): no compensation is owed.':
    'Comunicada con {term} de antelación, el vuelo alternativo salió {early} antes y llegó {late} tarde (como máximo 2 h y 4 h): no se debe compensación.',
  'For notice under seven days the re-routing limits that would exempt the carrier were not found in an official publication, and your alternative ({early} early, {late} late) is close enough that they decide, so no amount is given.':
    'Para un aviso de menos de siete días, los límites de la conducción alternativa que eximirían al transportista no se encontraron en una publicación oficial, y su vuelo alternativo ({early} antes, {late} tarde) está tan cerca que son ellos los que deciden, por lo que no se indica ningún importe.',
  'The law covers flights taking off from or landing in Israel.':
    'La ley cubre los vuelos que despegan de Israel o aterrizan en Israel.',
  'The law applies to flights from 16 August 2012.': 'La ley se aplica a los vuelos desde el 16 de agosto de 2012.',
  'The law does not cover baggage; the Montreal Convention does.':
    'La ley no cubre el equipaje; el Convenio de Montreal sí.',
  'The law covers cancellation, long delay, denied boarding and changes of conditions.':
    'La ley cubre la cancelación, los grandes retrasos, la denegación de embarque y los cambios de condiciones.',
  'Domestic flights have their own sums (Aviation Services Regulations (Domestic Flights) 5773-2013, reg. 2), which were not read, so no amount is given.':
    'Los vuelos nacionales tienen sus propias sumas (Aviation Services Regulations (Domestic Flights) 5773-2013, reg. 2), que no se han leído, por lo que no se indica ningún importe.',
  'A flight that took off {n} hours or more late counts as cancelled and gives compensation; how late it was decides.':
    'Un vuelo que despegó con {n} horas o más de retraso cuenta como cancelado y da derecho a compensación; decide cuánto se retrasó.',
  'A delay of {hours} (under {limit} h) gives assistance (food and drink from 2 hours; from 5 hours a choice of an alternative ticket or a refund) but no monetary compensation.':
    'Un retraso de {hours} (menos de {limit} h) da derecho a asistencia (comida y bebida desde 2 horas; desde 5 horas, a elegir entre un billete alternativo o un reembolso), pero no a compensación económica.',
  'A flight {hours} late ({limit} h or more) counts as cancelled (s.1); AirDesk reads the arrival delay you gave for how late it took off.':
    'Un vuelo con {hours} de retraso ({limit} h o más) cuenta como cancelado (s.1); AirDesk toma el retraso en la llegada que usted indicó como retraso del despegue.',
  'Compensation: {text}.': 'Compensación: {text}.',
  '{amount} ({term}), the First Schedule sum as enacted in 2012; it is indexed every 1 January (s.13), so the sum in force on your flight’s date may be higher (the latest official update found took effect on 1 January 2017, and its table was not read)':
    '{amount} ({term}), la suma del Primer Anexo tal como se promulgó en 2012; se actualiza cada 1 de enero (s.13), por lo que la suma vigente en la fecha de su vuelo puede ser mayor (la última actualización oficial encontrada entró en vigor el 1 de enero de 2017, y su tabla no se ha leído)',
  '{amount} ({term}), the First Schedule sum as enacted in 2012, indexed every 1 January (s.13); the first official update found took effect on 1 January 2017':
    '{amount} ({term}), la suma del Primer Anexo tal como se promulgó en 2012, actualizada cada 1 de enero (s.13); la primera actualización oficial encontrada entró en vigor el 1 de enero de 2017',
  'up to 2,000 km': 'hasta 2000 km',
  '2,000 to 4,500 km': 'de 2000 a 4500 km',
  'over 4,500 km': 'más de 4500 km',
  'A cancellation with {term}': 'Una cancelación con {term}',
  '{term} gives {text}.': '{term} da derecho a {text}.',
  '{term} gives {text}; it may be halved when you took an alternative flight that landed soon enough, so how late it arrived decides.':
    '{term} da derecho a {text}; puede reducirse a la mitad si tomó un vuelo alternativo que aterrizó a tiempo, por lo que decide el retraso con que llegó.',
  '{term}, with no alternative ticket taken: {text}.': '{term}, sin tomar un billete alternativo: {text}.',
  '{term}, with an alternative flight that landed {hours} late (within the limit for halving): half of {text}.':
    '{term}, con un vuelo alternativo que aterrizó con {hours} de retraso (dentro del límite para reducirla a la mitad): la mitad de {text}.',
  '{term}, with the alternative {hours} late (too late for any halving): {text}.':
    '{term}, con el vuelo alternativo con {hours} de retraso (demasiado tarde para reducirla a la mitad): {text}.',
  'Denied boarding gives monetary compensation.': 'La denegación de embarque da derecho a compensación económica.',
  'A cancellation with {term} gives monetary compensation.':
    'Una cancelación con {term} da derecho a compensación económica.',
  'Told {n} days before departure (at least 14), no monetary compensation is owed; a refund or an alternative ticket is.':
    'Comunicada con {n} días de antelación a la salida (al menos 14), no se debe compensación económica; sí un reembolso o un billete alternativo.',
  'With {term}, an alternative leaving at most {early} h early and arriving at most {late} h late exempts the carrier; how early it left and how late it arrived decide.':
    'Con {term}, un vuelo alternativo que salga como máximo {early} h antes y llegue como máximo {late} h tarde exime al transportista; deciden cuánto antes salió y cuánto después llegó.',
  'Told {term} before, your alternative left {early} early and arrived {late} late (within {a} h and {b} h): no monetary compensation is owed.':
    'Comunicada con {term} de antelación, su vuelo alternativo salió {early} antes y llegó {late} tarde (dentro de {a} h y {b} h): no se debe compensación económica.',
  'A flight brought forward gives the rights of s.8 (advanced flight), which was not read; AirDesk gives no amount for it.':
    'Un vuelo adelantado da los derechos de la s.8 (vuelo adelantado), que no se ha leído; AirDesk no indica ningún importe para ello.',
  'The carrier has shown circumstances beyond its control, so no monetary compensation is owed; a refund or an alternative ticket and assistance remain.':
    'El transportista ha demostrado circunstancias ajenas a su control, por lo que no se debe compensación económica; el reembolso o un billete alternativo y la asistencia se mantienen.',
  "With the alternative {hours} late, whether the carrier may halve it depends on limits that the sources read state differently ({a} h or {b} h for this distance) and the statute's wording was not read, so no amount is given.":
    'Con el vuelo alternativo {hours} tarde, si el transportista puede reducirla a la mitad depende de unos límites que las fuentes consultadas indican de forma distinta ({a} h o {b} h para esta distancia), y el texto de la ley no se ha leído, por lo que no se indica ningún importe.',
  'The CAR covers flights within, to and from India.':
    'La CAR cubre los vuelos dentro de la India, con destino a ella y desde ella.',
  'The CAR applies to flights from 15 August 2010.': 'La CAR se aplica a los vuelos desde el 15 de agosto de 2010.',
  'The CAR reimburses downgrading for flights from 15 February 2023.':
    'La CAR reembolsa el cambio a una clase inferior en los vuelos desde el 15 de febrero de 2023.',
  'The CAR sets no money compensation for a delay, and a delay caused by extraordinary circumstances does not oblige the airline to give meals or a hotel either (para 3.4.4).':
    'La CAR no fija compensación económica por un retraso, y un retraso causado por circunstancias extraordinarias tampoco obliga a la aerolínea a dar comidas ni hotel (para 3.4.4).',
  'A delay gives meals and refreshments (from 2, 3 or 4 hours by block time), an alternative flight or a full refund when it exceeds 6 hours, and a hotel when it exceeds 24 hours (6 hours for a departure between 20:00 and 03:00); the CAR sets no money compensation for delay.':
    'Un retraso da derecho a comidas y refrigerios (a partir de 2, 3 o 4 horas según el tiempo de bloque), a un vuelo alternativo o al reembolso completo cuando supera las 6 horas, y a un hotel cuando supera las 24 horas (6 horas para una salida entre las 20:00 y las 03:00); la CAR no fija compensación económica por retraso.',
  'A delay gives meals and refreshments (from 2, 3 or 4 hours by block time), and a hotel when it exceeds 24 hours (6 hours for a departure between 20:00 and 03:00); the CAR sets no money compensation for delay.':
    'Un retraso da derecho a comidas y refrigerios (a partir de 2, 3 o 4 horas según el tiempo de bloque) y a un hotel cuando supera las 24 horas (6 horas para una salida entre las 20:00 y las 03:00); la CAR no fija compensación económica por retraso.',
  'This CAR covers denied boarding, cancellation, delay and downgrading.':
    'Esta CAR cubre la denegación de embarque, la cancelación, el retraso y el cambio a una clase inferior.',
  'This CAR does not cover baggage; the Montreal Convention or Indian carriage law does.':
    'Esta CAR no cubre el equipaje; lo cubren el Convenio de Montreal o la ley india de transporte.',
  'The sums of the revision in force before 15 February 2023 were not read, so no amount is given.':
    'Las sumas de la revisión vigente antes del 15 de febrero de 2023 no se han leído, por lo que no se indica ningún importe.',
  'Denied boarding against your will gives 200% of the booked one-way basic fare plus fuel charge (at most INR 10,000) when the alternate flight departs within 24 hours, 400% (at most INR 20,000) when it departs later or you take none (then with a full refund); nothing when it departs within 1 hour.':
    'La denegación de embarque contra su voluntad da derecho al 200 % de la tarifa básica de ida reservada más el recargo por combustible (como máximo 10 000 INR) si el vuelo alternativo sale en 24 horas, al 400 % (como máximo 20 000 INR) si sale más tarde o no toma ninguno (entonces con reembolso completo); nada si sale en 1 hora.',
  'With the alternative {hours} late (within 1 hour), no denied-boarding compensation is owed.':
    'Con el vuelo alternativo {hours} tarde (dentro de 1 hora), no se debe compensación por denegación de embarque.',
  'The caps are in rupees: give the fare in INR.': 'Los topes están en rupias: indique la tarifa en INR.',
  'The sums are in rupees: give the fare in INR.': 'Las sumas están en rupias: indique la tarifa en INR.',
  'Denied boarding with no alternate flight taken (para 3.2.2(c): a full refund as well): {pct}% of the one-way basic fare plus fuel charge of {fare}: {amount}.':
    'Denegación de embarque sin tomar un vuelo alternativo (para 3.2.2(c): también con reembolso completo): el {pct} % de la tarifa básica de ida más el recargo por combustible de {fare}: {amount}.',
  'Denied boarding with no alternate flight taken (para 3.2.2(c): a full refund as well): {pct}% of the one-way basic fare plus fuel charge of {fare}, capped at {cap}: {amount}.':
    'Denegación de embarque sin tomar un vuelo alternativo (para 3.2.2(c): también con reembolso completo): el {pct} % de la tarifa básica de ida más el recargo por combustible de {fare}, con un tope de {cap}: {amount}.',
  'Denied boarding with the alternative {hours} late ({term}; AirDesk reads how late it arrived for how late it departed): {pct}% of the one-way basic fare plus fuel charge of {fare}: {amount}.':
    'Denegación de embarque con el vuelo alternativo {hours} tarde ({term}; AirDesk toma el retraso en la llegada como retraso de la salida): el {pct} % de la tarifa básica de ida más el recargo por combustible de {fare}: {amount}.',
  'Denied boarding with the alternative {hours} late ({term}; AirDesk reads how late it arrived for how late it departed): {pct}% of the one-way basic fare plus fuel charge of {fare}, capped at {cap}: {amount}.':
    'Denegación de embarque con el vuelo alternativo {hours} tarde ({term}; AirDesk toma el retraso en la llegada como retraso de la salida): el {pct} % de la tarifa básica de ida más el recargo por combustible de {fare}, con un tope de {cap}: {amount}.',
  'more than 24 hours': 'más de 24 horas',
  'within 24 hours': 'dentro de 24 horas',
  'A cancellation told less than 24 hours before departure (or a missed connection on the same ticket), with no alternate flight you accepted, gives a full refund and INR 5,000 / 7,500 / 10,000 for a block time up to 1 hour / up to 2 hours / over 2 hours, or the one-way basic fare plus fuel charge if that is less.':
    'Una cancelación comunicada con menos de 24 horas de antelación a la salida (o una conexión perdida con el mismo billete), sin un vuelo alternativo que usted aceptara, da derecho al reembolso completo y a 5000 / 7500 / 10 000 INR para un tiempo de bloque de hasta 1 hora / hasta 2 horas / más de 2 horas, o a la tarifa básica de ida más el recargo por combustible si es menor.',
  "A cancellation caused by extraordinary circumstances beyond the airline's control gives no compensation; an alternative flight or a refund remains.":
    'Una cancelación causada por circunstancias extraordinarias ajenas al control de la aerolínea no da derecho a compensación; se mantienen un vuelo alternativo o el reembolso.',
  'Told {term} before departure (at least 24 hours), the airline owes an alternative flight or a refund, as you choose, but no compensation (unless you missed a connection on the same ticket because of it, para 3.3.2).':
    'Comunicada con {term} de antelación a la salida (al menos 24 horas), la aerolínea debe un vuelo alternativo o un reembolso, a su elección, pero no compensación (salvo que por ello perdiera una conexión con el mismo billete, para 3.3.2).',
  'Told less than 24 hours before, the airline owes either an alternate flight you accept or compensation with a full refund; you took the alternative, so no compensation is owed.':
    'Comunicada con menos de 24 horas de antelación, la aerolínea debe o un vuelo alternativo que usted acepte o una compensación con reembolso completo; usted tomó el vuelo alternativo, por lo que no se debe compensación.',
  'Meals while you wait at the airport remain (para 3.8.1).':
    'Se mantienen las comidas mientras espera en el aeropuerto (para 3.8.1).',
  'Told less than 24 hours before and not re-routed: a full refund and the one-way basic fare plus fuel charge of {fare}, which is less than every block-time sum ({a} / {b} / {c}).':
    'Comunicada con menos de 24 horas de antelación y sin vuelo alternativo: reembolso completo y la tarifa básica de ida más el recargo por combustible de {fare}, que es inferior a todas las sumas por tiempo de bloque ({a} / {b} / {c}).',
  "Told less than 24 hours before and not re-routed: a full refund and {a} for a block time up to 1 hour, {b} up to 2 hours, {c} over 2 hours (each capped at your fare of {fare}); the flight's scheduled block time decides, so no single amount is given.":
    'Comunicada con menos de 24 horas de antelación y sin vuelo alternativo: reembolso completo y {a} para un tiempo de bloque de hasta 1 hora, {b} hasta 2 horas, {c} más de 2 horas (cada una con el tope de su tarifa de {fare}); decide el tiempo de bloque programado del vuelo, por lo que no se indica un único importe.',
  'An involuntary downgrade on {term} is reimbursed {pct}% of the cost of the ticket including taxes; the fare decides the amount.':
    'Un cambio involuntario a una clase inferior en {term} se reembolsa con el {pct} % del coste del billete, impuestos incluidos; la tarifa decide el importe.',
  'An involuntary downgrade on {term}: {pct}% of the ticket with taxes ({fare}): {amount}.':
    'Cambio involuntario a una clase inferior en {term}: el {pct} % del billete con impuestos ({fare}): {amount}.',
  'Resolution 400 covers flights to, from and within Brazil.':
    'La Resolución 400 cubre los vuelos con destino u origen en Brasil o dentro de Brasil.',
  'Resolution 400 applies to tickets bought from 14 March 2017.':
    'La Resolución 400 se aplica a los billetes comprados desde el 14 de marzo de 2017.',
  'AirDesk assesses Resolution 400 for denied boarding, delay, cancellation and baggage.':
    'AirDesk evalúa la Resolución 400 para la denegación de embarque, el retraso, la cancelación y el equipaje.',
  'Resolution 400 gives assistance (communication from 1 hour, food from 2, lodging and transfers from 4) and rebooking or a refund, but no fixed sum for a delay or a cancellation.':
    'La Resolución 400 da derecho a asistencia (comunicación desde 1 hora, alimentación desde 2, alojamiento y traslados desde 4) y a una nueva reserva o un reembolso, pero no a una suma fija por retraso o cancelación.',
  'Resolution 400 sets how the carrier returns a bag or pays for it, but no fixed sum.':
    'La Resolución 400 establece cómo el transportista devuelve una maleta o la paga, pero no una suma fija.',
  "Denied boarding on a domestic flight: {amount}, paid at once by bank transfer, voucher or cash (in reais at the day's rate), besides rebooking, a refund or other transport (Art. 21).":
    'Denegación de embarque en un vuelo nacional: {amount}, pagaderos de inmediato por transferencia bancaria, bono o en efectivo (en reales al cambio del día), además de la nueva reserva, el reembolso u otro transporte (art. 21).',
  "Denied boarding on an international flight: {amount}, paid at once by bank transfer, voucher or cash (in reais at the day's rate), besides rebooking, a refund or other transport (Art. 21).":
    'Denegación de embarque en un vuelo internacional: {amount}, pagaderos de inmediato por transferencia bancaria, bono o en efectivo (en reales al cambio del día), además de la nueva reserva, el reembolso u otro transporte (art. 21).',
  'The US Department of Transportation takes complaints about flights to, from or within the United States without a prior complaint to the airline, and forwards them to the airline, asking it to reply to you (covered airlines must acknowledge within 30 days and answer within 60, 14 CFR 259.7).':
    'El Departamento de Transporte de Estados Unidos acepta reclamaciones sobre vuelos con destino u origen en Estados Unidos o dentro del país sin reclamación previa a la aerolínea, y las remite a la aerolínea pidiéndole que le responda (las aerolíneas sujetas deben acusar recibo en 30 días y responder en 60, 14 CFR 259.7).',
  'The Canadian Transportation Agency takes a complaint once you have written to the airline and waited at least 30 days; it sends a Start Notice to the airline, which has up to 14 days to answer, and a final decision follows by day 90.':
    'La Agencia Canadiense de Transporte acepta una reclamación una vez que usted ha escrito a la aerolínea y ha esperado al menos 30 días; envía un aviso de inicio a la aerolínea, que tiene hasta 14 días para responder, y la decisión final llega a más tardar el día 90.',
  'Final decision of a Complaint Resolution Officer (by day 90) binds the airline':
    'La decisión final de un responsable de resolución de reclamaciones (a más tardar el día 90) vincula a la aerolínea',
  "After 8 weeks without an answer, or after the airline's final answer, the airline's approved dispute body takes the complaint up if it belongs to one (AviationADR or CEDR; their decision binds the airline if you accept it); otherwise the UK CAA's complaints team (PACT) does, though it cannot impose a solution.":
    'Tras 8 semanas sin respuesta, o tras la respuesta final de la aerolínea, el organismo de resolución de litigios autorizado de la aerolínea se ocupa de la reclamación si la aerolínea está adherida a uno (AviationADR o CEDR; su decisión vincula a la aerolínea si usted la acepta); si no, lo hace el equipo de reclamaciones de la CAA del Reino Unido (PACT), aunque no puede imponer una solución.',
  'On Consumidor.gov.br you complain directly to a company registered on the platform, which has up to 10 days to answer; you then have 20 days to rate the answer. ANAC uses it as its complaint channel for the airlines running scheduled passenger flights in Brazil; any other company can be reached there only if it has registered, so check that the company is listed before you file.':
    'En Consumidor.gov.br usted reclama directamente a una empresa registrada en la plataforma, que tiene hasta 10 días para responder; después usted tiene 20 días para valorar la respuesta. La ANAC lo utiliza como su canal de reclamaciones para las aerolíneas que operan vuelos regulares de pasajeros en Brasil; cualquier otra empresa solo es accesible allí si se ha registrado, así que compruebe que la empresa figura en la lista antes de presentar la reclamación.',
  'SHGM takes denied-boarding, delay, cancellation and downgrade complaints through its online form once the airline has not answered within 10 days or its answer is unsatisfactory.':
    'La SHGM acepta reclamaciones por denegación de embarque, retraso, cancelación y cambio a una clase inferior mediante su formulario en línea cuando la aerolínea no ha respondido en 10 días o su respuesta no es satisfactoria.',
  'GACA takes an airline complaint once you have complained to the airline and got a reference number, and the airline has not answered within 7 days or you reject its solution.':
    'La GACA acepta una reclamación contra una aerolínea una vez que usted ha reclamado a la aerolínea y ha obtenido un número de referencia, y la aerolínea no ha respondido en 7 días o usted rechaza su solución.',
  'PROFECO takes complaints about airlines directly, without a prior complaint to the airline, at its modules in Mexico City airport (terminals 1 and 2), where it conciliates with the airline on the spot, and passes other complaints on to its offices.':
    'La PROFECO acepta reclamaciones contra aerolíneas directamente, sin reclamación previa a la aerolínea, en sus módulos del aeropuerto de la Ciudad de México (terminales 1 y 2), donde concilia con la aerolínea en el momento, y remite las demás reclamaciones a sus oficinas.',
  'Conciliation agreement; PROFECO can also take denuncias and sanction':
    'Acuerdo de conciliación; la PROFECO también puede recibir denuncias y sancionar',
  'CAAM takes complaints about any airline or airport service in Malaysia (foreign airlines included, for their operations in Malaysia) through the online form on its consumer page, within 2 years of the incident; it recommends that you first give the airline the chance to resolve the issue, and airlines have up to 30 days to provide a resolution.':
    'La CAAM acepta reclamaciones sobre cualquier aerolínea o servicio aeroportuario en Malasia (incluidas las aerolíneas extranjeras, por sus operaciones en Malasia) mediante el formulario en línea de su página para consumidores, en los 2 años siguientes al incidente; recomienda dar primero a la aerolínea la oportunidad de resolverlo, y las aerolíneas tienen hasta 30 días para ofrecer una solución.',
  "Australia's Airline Customer Advocate takes complaints about Qantas, Jetstar (its Australian domestic flights), Virgin Australia and Rex once you have followed the airline's own complaints process and asked it to review its answer, for events in the last 12 months; it assigns the complaint to a case manager at the airline and you get a response within 20 working days.":
    'El Airline Customer Advocate de Australia acepta reclamaciones sobre Qantas, Jetstar (sus vuelos nacionales australianos), Virgin Australia y Rex una vez que usted ha seguido el procedimiento de reclamaciones de la propia aerolínea y le ha pedido que revise su respuesta, por hechos de los últimos 12 meses; asigna la reclamación a un gestor de casos de la aerolínea y usted recibe una respuesta en 20 días hábiles.',
  "Hong Kong's Consumer Council takes consumers' complaints about airlines through its online form and tries to conciliate a settlement with the airline; it encourages you to try the airline first, it cannot investigate or decide, and an airline with no office in Hong Kong may not cooperate.":
    'El Consumer Council de Hong Kong acepta reclamaciones de consumidores sobre aerolíneas mediante su formulario en línea e intenta conciliar un acuerdo con la aerolínea; le anima a dirigirse primero a la aerolínea, no puede investigar ni decidir, y una aerolínea sin oficina en Hong Kong puede no cooperar.',
  'CASE advises you on a dispute with a business in Singapore free of charge, but it takes the matter up with the airline for you only if you join as a member and pay a yearly membership fee and an administration fee based on the amount claimed; otherwise it helps you draft a letter that you deliver yourself.':
    'CASE le asesora gratuitamente sobre un conflicto con una empresa en Singapur, pero solo se ocupa del asunto ante la aerolínea si usted se hace socio y paga una cuota anual y una tasa administrativa según el importe reclamado; si no, le ayuda a redactar una carta que usted mismo envía.',
  "Austria's apf runs a free conciliation with the airline if the airline has not answered adequately within six weeks of your written claim.":
    'La apf de Austria ofrece una conciliación gratuita con la aerolínea si esta no ha respondido adecuadamente en las seis semanas siguientes a su reclamación por escrito.',
  "Belgium's DGTA takes a complaint when the airline has not answered satisfactorily within 6 weeks; it can fine airlines but cannot force them to pay compensation.":
    'La DGTA de Bélgica acepta una reclamación cuando la aerolínea no ha respondido satisfactoriamente en 6 semanas; puede multar a las aerolíneas, pero no obligarlas a pagar una compensación.',
  "Bulgaria's Civil Aviation Administration takes complaints through its on-line form when the airline has not resolved the complaint (after 6 weeks without an answer from the airline).":
    'La Administración de Aviación Civil de Bulgaria acepta reclamaciones mediante su formulario en línea cuando la aerolínea no ha resuelto la reclamación (tras 6 semanas sin respuesta de la aerolínea).',
  "Croatia's Civil Aviation Agency takes a complaint 30 days after your complaint to the airline, first asks the airline for its reasons and evidence, and issues a final opinion that is not legally binding.":
    'La Agencia de Aviación Civil de Croacia acepta una reclamación 30 días después de su reclamación a la aerolínea, pide primero a la aerolínea sus motivos y pruebas, y emite un dictamen final que no es jurídicamente vinculante.',
  "Cyprus' Department of Civil Aviation processes claims about flights departing Larnaka or Pafos, and arrivals from outside the EU on EU airlines (after 6 weeks without an answer from the airline).":
    'El Departamento de Aviación Civil de Chipre tramita reclamaciones sobre vuelos que salen de Lárnaca o Pafos, y llegadas desde fuera de la UE con aerolíneas de la UE (tras 6 semanas sin respuesta de la aerolínea).',
  'The Czech Civil Aviation Authority takes an online complaint when the airline has not answered satisfactorily within 6 weeks (an older page says 2 months) and asks the airline for the cause of the disruption; baggage is not handled.':
    'La Autoridad de Aviación Civil checa acepta una reclamación en línea cuando la aerolínea no ha respondido satisfactoriamente en 6 semanas (una página más antigua dice 2 meses) y pide a la aerolínea la causa de la incidencia; no tramita asuntos de equipaje.',
  "Denmark's Trafikstyrelsen takes a free complaint via a borger.dk form (MitID) after the airline has had six weeks to answer; handling usually takes 3 to 6 months.":
    'La Trafikstyrelsen de Dinamarca acepta una reclamación gratuita mediante un formulario de borger.dk (MitID) después de que la aerolínea haya tenido seis semanas para responder; la tramitación suele durar de 3 a 6 meses.',
  "Finland's Consumer Disputes Board decides passenger disputes about disruptions in Finland free of charge, with recommendations the airline need not follow; before filing there (after 6 weeks without an answer from the airline), you must have complained to the airline in writing and contacted the Consumer Advisory Service of the Finnish Competition and Consumer Authority (KKV, which also mediates) or, for a foreign airline, the European Consumer Centre.":
    'La Junta de Conflictos de Consumo de Finlandia resuelve gratuitamente conflictos de pasajeros sobre incidencias en Finlandia, con recomendaciones que la aerolínea no está obligada a seguir; antes de presentar allí la reclamación (tras 6 semanas sin respuesta de la aerolínea), debe haber reclamado por escrito a la aerolínea y haber contactado con el Servicio de Asesoramiento al Consumidor de la Autoridad Finlandesa de Competencia y Consumo (KKV, que también media) o, para una aerolínea extranjera, con el Centro Europeo del Consumidor.',
  "France's DGAC portal takes reports of a dispute with an airline (after 6 weeks without an answer from the airline) to supervise airlines and fine them, but it acts independently of individual compensation claims and offers no individual follow-up: for your own claim, turn to the travel mediator (MTV).":
    'El portal de la DGAC de Francia recibe informes de conflictos con una aerolínea (tras 6 semanas sin respuesta de la aerolínea) para supervisar y multar a las aerolíneas, pero actúa con independencia de las reclamaciones individuales de compensación y no ofrece seguimiento individual: para su propia reclamación, diríjase al mediador de viajes (MTV).',
  "France's tourism and travel mediator (MTV) takes a dispute with an airline that belongs to one of the organisations that signed its charter (Air France does, through FNAM) once the airline has rejected your written complaint or not answered it within 2 months, and within a year of that complaint; it gives an opinion within 90 days, which the parties are free to accept.":
    'El mediador de turismo y viajes de Francia (MTV) acepta un conflicto con una aerolínea que pertenezca a una de las organizaciones firmantes de su carta (Air France lo hace, a través de la FNAM) una vez que la aerolínea ha rechazado su reclamación por escrito o no la ha respondido en 2 meses, y dentro del año siguiente a esa reclamación; emite un dictamen en 90 días, que las partes son libres de aceptar.',
  "Germany's LBA takes complaints on its forms by e-mail, fax or letter (after 6 weeks without an answer from the airline) and can fine airlines for breaches, but it says it does not enforce your individual claim: for that, turn to the conciliation bodies (the söp or the Federal Office of Justice).":
    'La LBA de Alemania acepta reclamaciones en sus formularios por correo electrónico, fax o carta (tras 6 semanas sin respuesta de la aerolínea) y puede multar a las aerolíneas por infracciones, pero indica que no hace valer su reclamación individual: para ello, diríjase a los organismos de conciliación (la söp o la Oficina Federal de Justicia).',
  "Germany's conciliation body for travel (formerly the söp) takes up your claim free of charge if the airline is one of its members (its member list says which): apply online once the airline has had two months to answer your complaint, and it checks your claim and recommends a settlement.":
    'El organismo de conciliación de viajes de Alemania (antes söp) se ocupa gratuitamente de su reclamación si la aerolínea es uno de sus miembros (su lista de miembros indica cuáles): presente la solicitud en línea una vez que la aerolínea haya tenido dos meses para responder a su reclamación; el organismo examina su reclamación y recomienda un acuerdo.',
  "The Federal Office of Justice's conciliation body takes up claims of up to EUR 5,000 from a private trip against an airline that is not a member of a private conciliation body such as the söp (it passes an application about a member airline on to that body); apply two months after your claim to the airline, or at once if the airline rejects it; it asks the airline for its comments and then proposes a settlement.":
    'El organismo de conciliación de la Oficina Federal de Justicia se ocupa de reclamaciones de hasta 5000 EUR de un viaje privado contra una aerolínea que no sea miembro de un organismo de conciliación privado como la söp (remite a ese organismo las solicitudes sobre una aerolínea miembro); presente la solicitud dos meses después de su reclamación a la aerolínea, o de inmediato si la aerolínea la rechaza; pide a la aerolínea sus observaciones y después propone un acuerdo.',
  "Greece's HCAA takes a complaint when the airline has not answered within a reasonable time (6 weeks) and contacts the airline or airport to check whether the Regulation was breached.":
    'La HCAA de Grecia acepta una reclamación cuando la aerolínea no ha respondido en un plazo razonable (6 semanas) y contacta con la aerolínea o el aeropuerto para comprobar si se infringió el Reglamento.',
  "In Hungary the government office for the airport's seat opens an administrative procedure 30 days after your complaint to the airline and can order the airline to pay compensation within a 60-day procedure.":
    'En Hungría, la oficina gubernamental de la sede del aeropuerto abre un procedimiento administrativo 30 días después de su reclamación a la aerolínea y puede ordenar a la aerolínea que pague la compensación en un procedimiento de 60 días.',
  'Administrative decision can order the airline to pay the fixed compensation':
    'La decisión administrativa puede ordenar a la aerolínea que pague la compensación fija',
  "Ireland's Irish Aviation Authority (which replaced the Commission for Aviation Regulation as NEB) takes complaints after you have raised the matter with the airline (after 6 weeks without an answer from the airline).":
    'La Autoridad de Aviación de Irlanda (que sustituyó a la Comisión de Regulación de la Aviación como organismo nacional de aplicación) acepta reclamaciones después de que usted haya planteado el asunto a la aerolínea (tras 6 semanas sin respuesta de la aerolínea).',
  "Italy's ENAC takes an online complaint six weeks after your complaint to the airline, checks it only to sanction breaches and tells you the outcome, but does not obtain compensation for you.":
    'La ENAC de Italia acepta una reclamación en línea seis semanas después de su reclamación a la aerolínea, la examina solo para sancionar infracciones y le comunica el resultado, pero no obtiene la compensación para usted.',
  "Luxembourg's consumer protection directorate takes a complaint via MyGuichet.lu or e-mail if the airline has not answered within 2 months, and offers dispute resolution between you and the airline.":
    'La dirección de protección del consumidor de Luxemburgo acepta una reclamación a través de MyGuichet.lu o por correo electrónico si la aerolínea no ha respondido en 2 meses, y ofrece la resolución del conflicto entre usted y la aerolínea.',
  "Malta's MCCAA takes a complaint online, by e-mail or in person once the airline has had 6 weeks to reply to your EU complaint form.":
    'La MCCAA de Malta acepta una reclamación en línea, por correo electrónico o en persona una vez que la aerolínea ha tenido 6 semanas para responder a su formulario de reclamación de la UE.',
  'The Dutch ILT only registers delay and cancellation complaints as signals (the airline gets a copy but need not reply) and investigates only denied boarding and reduced-mobility cases; the airline must answer your claim within 2 months and flights must be less than a year old.':
    'La ILT neerlandesa solo registra las reclamaciones por retraso y cancelación como señales (la aerolínea recibe una copia, pero no tiene que responder) e investiga solo los casos de denegación de embarque y de movilidad reducida; la aerolínea debe responder a su reclamación en 2 meses y los vuelos deben tener menos de un año.',
  "Portugal's ANAC takes a complaint, with your complaint to the airline and its reply attached, when the airline has not replied within six weeks or its reply is unsatisfactory.":
    'La ANAC de Portugal acepta una reclamación, con su reclamación a la aerolínea y la respuesta de esta adjuntas, cuando la aerolínea no ha respondido en seis semanas o su respuesta no es satisfactoria.',
  "Poland's Passenger Rights Ombudsman at the Civil Aviation Office settles disputes under the EU rules out of court, for flights from Polish airports and flights from outside the EU into Poland on EU airlines, once the airline has answered your complaint or 30 days have passed; apply within a year of the flight.":
    'El Defensor de los Derechos de los Pasajeros de la Oficina de Aviación Civil de Polonia resuelve extrajudicialmente conflictos según las normas de la UE, para vuelos desde aeropuertos polacos y vuelos desde fuera de la UE a Polonia con aerolíneas de la UE, una vez que la aerolínea ha respondido a su reclamación o han pasado 30 días; preséntela dentro del año siguiente al vuelo.',
  "Slovenia's Civil Aviation Agency takes a complaint if the airline has not answered within two months of your compensation claim or you are unhappy with its answer.":
    'La Agencia de Aviación Civil de Eslovenia acepta una reclamación si la aerolínea no ha respondido en los dos meses siguientes a su solicitud de compensación o si usted no está conforme con su respuesta.',
  "Spain's AESA runs a free alternative dispute resolution procedure for flights from 2 June 2023 after you have complained to the airline; the airline has one month to answer you first.":
    'La AESA de España ofrece un procedimiento gratuito de resolución alternativa de litigios para vuelos desde el 2 de junio de 2023 después de que usted haya reclamado a la aerolínea; la aerolínea tiene primero un mes para responderle.',
  "AESA's ADR decision binds the airline for flights from 2 June 2023; earlier flights get a non-binding report":
    'La decisión de resolución alternativa de litigios de la AESA vincula a la aerolínea para vuelos desde el 2 de junio de 2023; los vuelos anteriores reciben un informe no vinculante',
  "In Sweden you can take a flight dispute to ARN once the airline has not answered within 6 weeks; 261/2004 claims must be worth at least SEK 500 and be filed within a year of your first complaint, and flights from other EU countries go to that country's body.":
    'En Suecia puede llevar un conflicto sobre un vuelo a la ARN una vez que la aerolínea no haya respondido en 6 semanas; las reclamaciones del 261/2004 deben ser de al menos 500 SEK y presentarse dentro del año siguiente a su primera reclamación, y los vuelos desde otros países de la UE corresponden al organismo de ese país.',
  "Iceland's Transport Authority takes a complaint 8 weeks after your complaint to the airline (or once it refuses), sends it to the airline for comment and issues a ruling, usually within 3 to 6 months.":
    'La Autoridad de Transporte de Islandia acepta una reclamación 8 semanas después de su reclamación a la aerolínea (o en cuanto esta la rechace), la envía a la aerolínea para que formule observaciones y dicta una resolución, normalmente en un plazo de 3 a 6 meses.',
  'Samgöngustofa issues a ruling that cannot be appealed to another authority; either party may go to court':
    'La Samgöngustofa dicta una resolución que no se puede recurrir ante otra autoridad; cualquiera de las partes puede acudir a los tribunales',
  "Switzerland's BAZL takes a report after the airline's 2-month answer period, asks the airline for a statement and can fine it, but cannot enforce your compensation claim.":
    'La BAZL de Suiza acepta una denuncia tras el plazo de respuesta de 2 meses de la aerolínea, pide a la aerolínea una declaración y puede multarla, pero no puede hacer valer su reclamación de compensación.',
  'BAZL can fine the airline in an administrative penal procedure but cannot enforce your compensation':
    'La BAZL puede multar a la aerolínea en un procedimiento penal administrativo, pero no puede hacer valer su compensación',
  'Denied boarding gives {text}.': 'La denegación de embarque da derecho a {text}.',
  'Denied boarding gives {text}; it may be halved when you took an alternative flight that landed soon enough, so how late it arrived decides.':
    'La denegación de embarque da derecho a {text}; puede reducirse a la mitad si tomó un vuelo alternativo que aterrizó a tiempo, por lo que decide el retraso con que llegó.',
  'Denied boarding, with no alternative ticket taken: {text}.':
    'Denegación de embarque, sin tomar un billete alternativo: {text}.',
  'Denied boarding, with an alternative flight that landed {hours} late (within the limit for halving): half of {text}.':
    'Denegación de embarque, con un vuelo alternativo que aterrizó con {hours} de retraso (dentro del límite para reducirla a la mitad): la mitad de {text}.',
  'Denied boarding, with the alternative {hours} late (too late for any halving): {text}.':
    'Denegación de embarque, con el vuelo alternativo con {hours} de retraso (demasiado tarde para reducirla a la mitad): {text}.',
  // Citations (the rights card's line under the amount): the law's official title in the language; the article
  // references stay as the engine writes them. APPR has official texts in English and French only.
  'Regulation (EC) No 261/2004, {articles}': 'Reglamento (CE) n.º 261/2004, {articles}',
  'Montreal Convention 1999, {articles}': 'Convenio de Montreal de 1999, {articles}',
  'Montreal Convention, {articles}': 'Convenio de Montreal, {articles}',
  'Air Passenger Protection Regulations (SOR/2019-150), {articles}':
    'Air Passenger Protection Regulations (SOR/2019-150), {articles}',
} satisfies ServerCatalogue;
