// The rights engine's prose in French: the regimes' reasons, the time limits and deadlines, the pending-law
// notes and the complaint routes' reasons, as pieces: a text the engine assembles (a reason, its cause note, its
// time limit) is translated sentence by sentence, and a `{text}` or `{term}` placeholder holds another catalogued
// piece (translate.ts). Loaded only where rights are shown (web/src/i18n/server-text.ts, useRightsText).
import type { ServerCatalogue } from '../translate';

export default {
  'Arriving {hours} late on a flight over 3,500 km, the carrier may pay half of {full}: {amount}.':
    'Avec une arrivée {hours} en retard sur un vol de plus de 3 500 km, le transporteur peut réduire de moitié l’indemnisation de {full} : {amount}.',
  'Claim by {date} (before the courts of {term}, {law}).':
    'Réclamez-la avant le {date} (devant les juridictions en {term}, {law}).',
  'Warning: the time limit ran out on {date} (before the courts of {term}, {law}); the carrier may refuse the claim as too old.':
    'Attention : le délai a expiré le {date} (devant les juridictions en {term}, {law}) ; le transporteur peut refuser la demande comme prescrite.',
  'Time limit: that of the country whose courts hear the claim (Moré, C-139/11); AirDesk has none recorded for {departureCountry} or {arrivalCountry}.':
    'Délai : celui du pays dont les juridictions connaissent de la demande (Moré, C-139/11) ; AirDesk n’en a enregistré aucun pour {departureCountry} ni pour {arrivalCountry}.',
  'The carrier owes nothing only if it proves extraordinary circumstances and that it took all reasonable measures (Art. 5(3)).':
    'Le transporteur ne doit rien seulement s’il prouve des circonstances extraordinaires et qu’il a pris toutes les mesures raisonnables (art. 5(3)).',
  'A technical or safety problem is not in itself an extraordinary circumstance (Wallentin-Hermann, C-549/07).':
    'Un problème technique ou de sécurité n’est pas en soi une circonstance extraordinaire (Wallentin-Hermann, C-549/07).',
  'It is owed unless the carrier proves extraordinary circumstances (Art. 5(3)).':
    'Elle est due sauf si le transporteur prouve des circonstances extraordinaires (art. 5(3)).',
  'Arriving {hours} late at the final destination gives {amount}.':
    'Une arrivée {hours} en retard à la destination finale donne droit à une indemnisation de {amount}.',
  'Denied boarding against your will and not re-routed: the full {full}, payable at once (Art. 7(2) halves it only after an alternative flight).':
    'Refus d’embarquement contre votre volonté et pas de réacheminement : l’indemnisation complète de {full}, payable immédiatement (l’art. 7(2) ne la réduit de moitié qu’après un vol de remplacement).',
  'Denied boarding has no extraordinary-circumstances defence (Finnair, C-22/11).':
    'Le refus d’embarquement n’admet pas la défense des circonstances extraordinaires (Finnair, C-22/11).',
  'Denied boarding; the alternative arrived {hours} late (at most {halfWithin} h), so the carrier may halve {full} to {amount}.':
    'Refus d’embarquement ; le vol de remplacement est arrivé {hours} en retard (au plus {halfWithin} h), donc le transporteur peut réduire l’indemnisation de {full} à {amount}.',
  'Denied boarding against your will, arriving {hours} late: {amount}, payable at once.':
    'Refus d’embarquement contre votre volonté, arrivée {hours} en retard : indemnisation de {amount}, payable immédiatement.',
  'Downgraded: {pct}% of the fare of {fare}, {amount}, reimbursed within 7 days (the price of the downgraded flight, without taxes and charges that do not depend on the class, Mennens C-255/15).':
    'Déclassement : {pct} % du prix du billet de {fare}, soit {amount}, remboursés dans les 7 jours (le prix du vol déclassé, hors taxes et redevances qui ne dépendent pas de la classe, Mennens C-255/15).',
  'Brought forward by {hours} with no notice, the flight counts as cancelled: {full}.':
    'Avancé de {hours} sans préavis, le vol compte comme annulé : indemnisation de {full}.',
  "Brought forward by {hours} with 1 day's notice, the flight counts as cancelled: {full}.":
    'Avancé de {hours} avec 1 jour de préavis, le vol compte comme annulé : indemnisation de {full}.',
  "Brought forward by {hours} with {days} days' notice, the flight counts as cancelled: {full}.":
    'Avancé de {hours} avec {days} jours de préavis, le vol compte comme annulé : indemnisation de {full}.',
  'Cancelled with no notice and not re-routed (a refund or your own arrangements): the full {full}, with no Art. 7(2) reduction.':
    'Annulation sans préavis et pas de réacheminement (remboursement ou vos propres dispositions) : l’indemnisation complète de {full}, sans la réduction de l’art. 7(2).',
  'The carrier owes nothing only if it offered an alternative leaving at most {left} early and arriving less than {arrive} late (Art. 5(1)(c)({art})).':
    'Le transporteur ne doit rien seulement s’il a proposé un vol de remplacement partant au plus {left} plus tôt et arrivant moins de {arrive} en retard (art. 5(1)(c)({art})).',
  "Cancelled with 1 day's notice and not re-routed (a refund or your own arrangements): the full {full}, with no Art. 7(2) reduction.":
    'Annulation avec 1 jour de préavis et pas de réacheminement (remboursement ou vos propres dispositions) : l’indemnisation complète de {full}, sans la réduction de l’art. 7(2).',
  "Cancelled with {days} days' notice and not re-routed (a refund or your own arrangements): the full {full}, with no Art. 7(2) reduction.":
    'Annulation avec {days} jours de préavis et pas de réacheminement (remboursement ou vos propres dispositions) : l’indemnisation complète de {full}, sans la réduction de l’art. 7(2).',
  'Cancelled with no notice; the alternative arrived {hours} late (at most {halfWithin} h), so the carrier may halve {full} to {amount}.':
    'Annulation sans préavis ; le vol de remplacement est arrivé {hours} en retard (au plus {halfWithin} h), donc le transporteur peut réduire l’indemnisation de {full} à {amount}.',
  'The alternative left {early} early, more than the {left} h of Art. 5(1)(c)({art}), so the exemption does not apply.':
    'Le vol de remplacement est parti {early} plus tôt, plus que les {left} h de l’art. 5(1)(c)({art}), donc l’exception ne s’applique pas.',
  "Cancelled with 1 day's notice; the alternative arrived {hours} late (at most {halfWithin} h), so the carrier may halve {full} to {amount}.":
    'Annulation avec 1 jour de préavis ; le vol de remplacement est arrivé {hours} en retard (au plus {halfWithin} h), donc le transporteur peut réduire l’indemnisation de {full} à {amount}.',
  "Cancelled with {days} days' notice; the alternative arrived {hours} late (at most {halfWithin} h), so the carrier may halve {full} to {amount}.":
    'Annulation avec {days} jours de préavis ; le vol de remplacement est arrivé {hours} en retard (au plus {halfWithin} h), donc le transporteur peut réduire l’indemnisation de {full} à {amount}.',
  'Cancelled with no notice and the alternative arrived {hours} late: {amount}.':
    'Annulation sans préavis et le vol de remplacement est arrivé {hours} en retard : indemnisation de {amount}.',
  "Cancelled with 1 day's notice and the alternative arrived {hours} late: {amount}.":
    'Annulation avec 1 jour de préavis et le vol de remplacement est arrivé {hours} en retard : indemnisation de {amount}.',
  "Cancelled with {days} days' notice and the alternative arrived {hours} late: {amount}.":
    'Annulation avec {days} jours de préavis et le vol de remplacement est arrivé {hours} en retard : indemnisation de {amount}.',
  'The carrier has shown extraordinary circumstances, so no compensation is owed for the delay; care (Art. 9) and a refund or re-routing (Art. 8) remain.':
    'Le transporteur a prouvé des circonstances extraordinaires, donc aucune indemnisation n’est due pour le retard ; la prise en charge (art. 9) et le remboursement ou le réacheminement (art. 8) restent dus.',
  'The arrival delay at the final destination decides whether compensation is owed.':
    'Le retard à l’arrivée à la destination finale décide si une indemnisation est due.',
  'An arrival {hours} late is under the 3 hours that give compensation; meals and care may still be owed.':
    'Une arrivée {hours} en retard reste sous les 3 heures qui donnent droit à une indemnisation ; des repas et une prise en charge peuvent néanmoins être dus.',
  'How many hours earlier the flight left decides the answer: brought forward by more than 1 hour, it counts as cancelled.':
    'Le nombre d’heures d’avance du départ décide de la réponse : avancé de plus d’1 heure, le vol compte comme annulé.',
  'A flight brought forward by {hours} (1 hour or less) is not a cancellation, so no compensation is owed.':
    'Un vol avancé de {hours} (1 heure ou moins) n’est pas une annulation, donc aucune indemnisation n’est due.',
  'Boarding refused on reasonable grounds such as health, safety or security, or inadequate travel documents, is not denied boarding that gives compensation.':
    'Un embarquement refusé pour des raisons valables, comme la santé, la sûreté ou la sécurité, ou des documents de voyage inadéquats, n’est pas un refus d’embarquement qui donne droit à une indemnisation.',
  'The arrival delay of the alternative flight decides whether the carrier may halve the amount.':
    'Le retard à l’arrivée du vol de remplacement décide si le transporteur peut réduire le montant de moitié.',
  'A downgrade is reimbursed at {pct}% of the price of the downgraded flight within 7 days; the fare paid decides the amount.':
    'Un déclassement est remboursé à hauteur de {pct} % du prix du vol déclassé dans les 7 jours ; le prix payé décide du montant.',
  'This regulation does not cover baggage; the Montreal Convention does.':
    'Ce règlement ne couvre pas les bagages ; la Convention de Montréal les couvre.',
  'This regulation covers denied boarding, cancellation, long delay and downgrading only.':
    'Ce règlement couvre seulement le refus d’embarquement, l’annulation, les retards importants et le déclassement.',
  'The carrier has shown extraordinary circumstances, so no compensation is owed for the cancellation; a refund or re-routing (Art. 8) and care (Art. 9) remain.':
    'Le transporteur a prouvé des circonstances extraordinaires, donc aucune indemnisation n’est due pour l’annulation ; le remboursement ou le réacheminement (art. 8) et la prise en charge (art. 9) restent dus.',
  'How early you were told of the new time decides the amount.':
    'Le montant dépend du moment où vous avez été informé du nouvel horaire.',
  'How early you were told, and how late the alternative flight arrived, decide the amount.':
    'Le montant dépend du moment où vous avez été informé et du retard à l’arrivée du vol de remplacement.',
  'Told at least 14 days before departure, no compensation is owed; a refund or re-routing is (Art. 8).':
    'Informé au moins 14 jours avant le départ, aucune indemnisation n’est due ; un remboursement ou un réacheminement l’est (art. 8).',
  'Told {days} days before that the flight would leave {hours} earlier (at most 2 h), no compensation is owed.':
    'Informé {days} jours avant que le vol partirait {hours} plus tôt (au plus 2 h), aucune indemnisation n’est due.',
  'The alternative arrived {hours} late (under {arrive}): nothing is owed if it left at most {left} h before the original departure, so how early it left decides the amount.':
    'Le vol de remplacement est arrivé {hours} en retard (moins de {arrive}) : rien n’est dû s’il est parti au plus {left} h avant le départ initial, donc le montant dépend de l’avance de son départ.',
  'Told {days} days before, with an alternative leaving {early} early (at most {left} h) and arriving {hours} late (under {arrive}), no compensation is owed.':
    'Informé {days} jours avant, avec un vol de remplacement parti {early} plus tôt (au plus {left} h) et arrivé {hours} en retard (moins de {arrive}), aucune indemnisation n’est due.',
  'Told 1 day before, with an alternative leaving {early} early (at most {left} h) and arriving {hours} late (under {arrive}), no compensation is owed.':
    'Informé 1 jour avant, avec un vol de remplacement parti {early} plus tôt (au plus {left} h) et arrivé {hours} en retard (moins de {arrive}), aucune indemnisation n’est due.',
  'A flight into the EU from outside is covered only on an EU/EEA/Swiss carrier, and {carrier} is not one (Art. 3(1)(b)).':
    'Un vol vers l’UE depuis l’extérieur n’est couvert qu’avec un transporteur de l’UE, de l’EEE ou de Suisse, et {carrier} n’en est pas un (art. 3(1)(b)).',
  'The flight neither departs from nor arrives in the EU, the EEA or Switzerland (Art. 3(1)).':
    'Le vol ne part pas de l’UE, de l’EEE ou de la Suisse et n’y arrive pas (art. 3(1)).',
  'The Regulation applies to flights from 17 February 2005.':
    'Le règlement s’applique aux vols à partir du 17 février 2005.',
  'A flight into the UK from abroad is covered only on a UK or EU carrier, and {carrier} is not one (Art. 3(1)(b)).':
    'Un vol vers le Royaume-Uni depuis l’étranger n’est couvert qu’avec un transporteur du Royaume-Uni ou de l’UE, et {carrier} n’en est pas un (art. 3(1)(b)).',
  'A flight into the EU from outside the UK is covered by UK261 only on a UK carrier (Art. 3(1)(b)(ii)).':
    'Un vol vers l’UE depuis l’extérieur du Royaume-Uni n’est couvert par UK261 qu’avec un transporteur du Royaume-Uni (art. 3(1)(b)(ii)).',
  'The flight neither departs from the UK nor arrives in the UK or the EU (Art. 3(1)).':
    'Le vol ne part pas du Royaume-Uni et n’arrive ni au Royaume-Uni ni dans l’UE (art. 3(1)).',
  'UK261 covers flights from 1 January 2021; until 31 December 2020 the UK applied EU261.':
    'UK261 couvre les vols à partir du 1er janvier 2021 ; jusqu’au 31 décembre 2020, le Royaume-Uni appliquait EU261.',
  'The flight is scheduled for {date}, after today: compensation is assessed once it has happened.':
    'Le vol est prévu le {date}, après aujourd’hui : l’indemnisation est évaluée une fois le vol effectué.',
  'This regime covers the journey, so its rules on care, re-routing and refunds apply at the airport if the flight is disrupted.':
    'Ce régime couvre le voyage, donc ses règles sur la prise en charge, le réacheminement et le remboursement s’appliquent à l’aéroport si le vol est perturbé.',
  'Last day to complain in writing to the carrier about the damaged bag: 7 days after you received it (Montreal Convention, Art. 31(2)).':
    'Dernier jour pour se plaindre par écrit au transporteur du bagage endommagé : 7 jours après sa réception (Convention de Montréal, art. 31(2)).',
  'Last day to complain in writing to the carrier about the delayed bag: 21 days after it was returned to you (Montreal Convention, Art. 31(2)).':
    'Dernier jour pour se plaindre par écrit au transporteur du bagage retardé : 21 jours après qu’il vous a été rendu (Convention de Montréal, art. 31(2)).',
  'Last day to bring a court action under the Montreal Convention: 2 years from arrival (Art. 35(1)).':
    'Dernier jour pour intenter une action en justice selon la Convention de Montréal : 2 ans à compter de l’arrivée (art. 35(1)).',
  'EU261: without an answer within 6 weeks, take the complaint to the national enforcement body (EU complaint form).':
    'EU261 : sans réponse dans les 6 semaines, adressez la réclamation à l’organisme national chargé de l’application (formulaire de réclamation de l’UE).',
  'EU261: the airline should answer within 6 weeks; the enforcement body has the complaint already.':
    'EU261 : la compagnie devrait répondre dans les 6 semaines ; l’organisme chargé de l’application a déjà la réclamation.',
  "UK261: after 8 weeks without a resolution, take it to the airline's ADR body or the CAA.":
    'UK261 : après 8 semaines sans solution, adressez-vous à l’organisme ADR de la compagnie ou à la CAA.',
  'UK261: the airline should resolve it within 8 weeks; the body you filed with has the complaint already.':
    'UK261 : la compagnie devrait la régler dans les 8 semaines ; l’organisme auprès duquel vous l’avez déposée a déjà la réclamation.',
  'APPR: the carrier must pay or explain its refusal within 30 days (SOR/2019-150, s.19(4)); then complain to the CTA.':
    'APPR : le transporteur doit payer ou motiver son refus dans les 30 jours (DORS/2019-150, art. 19(4)) ; ensuite, adressez une plainte à l’OTC.',
  'APPR: the carrier must pay or explain its refusal within 30 days (SOR/2019-150, s.19(4)); the CTA has your complaint already.':
    'APPR : le transporteur doit payer ou motiver son refus dans les 30 jours (DORS/2019-150, art. 19(4)) ; l’OTC a déjà votre plainte.',
  'US DOT: the carrier must send a substantive answer within 60 days (14 CFR 259.7(c)); then complain to the DOT.':
    'US DOT : le transporteur doit envoyer une réponse sur le fond dans les 60 jours (14 CFR 259.7(c)) ; ensuite, adressez une plainte au DOT.',
  'US DOT: the carrier must send you a substantive answer within 60 days of receiving the complaint (14 CFR 259.7(c)); the DOT follows it up.':
    'US DOT : le transporteur doit vous envoyer une réponse sur le fond dans les 60 jours suivant la réception de la réclamation (14 CFR 259.7(c)) ; le DOT en assure le suivi.',
  'Ask the carrier for compensation within 1 year of the delay or cancellation (SOR/2019-150, s.19(3)).':
    'Demandez l’indemnité au transporteur dans un délai d’1 an suivant le retard ou l’annulation (DORS/2019-150, art. 19(3)).',
  'A court action within 2 years of the arrival (Montreal Convention, Art. 35(1)).':
    'Une action en justice dans les 2 ans suivant l’arrivée (Convention de Montréal, art. 35(1)).',
  'England and Wales': 'Angleterre et pays de Galles',
  'Northern Ireland': 'Irlande du Nord',
  'A domestic flight is not international carriage under the Montreal Convention; national law applies.':
    'Un vol intérieur n’est pas un transport international au sens de la Convention de Montréal ; le droit national s’applique.',
  'The Montreal Convention entered into force on 4 November 2003.':
    'La Convention de Montréal est entrée en vigueur le 4 novembre 2003.',
  'AirDesk assesses the Montreal Convention for delay and baggage; this incident is assessed under the other regimes.':
    'AirDesk évalue la Convention de Montréal pour les retards et les bagages ; cet incident est évalué selon les autres régimes.',
  'Proven losses caused by the delay are owed up to {limit} SDR, unless the carrier shows it took all reasonable measures; sue within 2 years.':
    'Les préjudices prouvés causés par le retard sont indemnisés jusqu’à {limit} DTS, sauf si le transporteur prouve qu’il a pris toutes les mesures raisonnables ; agissez en justice dans les 2 ans.',
  'The proven loss for delayed baggage is owed up to {limit} SDR.':
    'Le préjudice prouvé pour un bagage retardé est indemnisé jusqu’à {limit} DTS.',
  'Complain in writing within 21 days of getting the bag back (Art. 31(2)).':
    'Protestez par écrit dans les 21 jours suivant la remise du bagage (art. 31(2)).',
  'The proven loss for damaged baggage is owed up to {limit} SDR.':
    'Le préjudice prouvé pour un bagage endommagé est indemnisé jusqu’à {limit} DTS.',
  'Complain in writing within 7 days of receiving the bag (Art. 31(2)).':
    'Protestez par écrit dans les 7 jours suivant la réception du bagage (art. 31(2)).',
  'The proven loss for lost baggage is owed up to {limit} SDR.':
    'Le préjudice prouvé pour un bagage perdu est indemnisé jusqu’à {limit} DTS.',
  'A bag not arrived 21 days after it was due counts as lost (Art. 17(3)).':
    'Un bagage non arrivé 21 jours après la date prévue est considéré comme perdu (art. 17(3)).',
  Germany: 'Allemagne',
  France: 'France',
  Ireland: 'Irlande',
  Scotland: 'Écosse',
  'Before the courts of {term}: {text}.': 'Devant les juridictions en {term} : {text}.',
  '{text}; of {term}: {text2}, to {date}': '{text} ; en {term} : {text2}, jusqu’au {date}',
  '{years} years ({law})': '{years} ans ({law})',
  '{years} years from the end of the year of the flight ({law})':
    '{years} ans à compter de la fin de l’année du vol ({law})',
  '{regime} sets no time limit of its own, so the period of the country whose courts hear the claim applies (Moré, C-139/11).':
    '{regime} ne fixe pas de délai propre, donc le délai du pays dont les juridictions connaissent de la demande s’applique (Moré, C-139/11).',
  'Claim by {date} ({law}).': 'Demandez-la avant le {date} ({law}).',
  'Warning: the time limit ran out on {date} ({law}); the carrier may refuse the claim as too old.':
    'Attention : le délai a expiré le {date} ({law}) ; le transporteur peut refuser la demande comme prescrite.',
  'Time limit: claim by {date} ({text}).': 'Délai : réclamez avant le {date} ({text}).',
  'Time limit: it ran out on {date} ({text}).': 'Délai : il a expiré le {date} ({text}).',
  'The company may refuse the claim as too old.': 'La compagnie peut refuser la demande comme prescrite.',
  'The arrival delay at the final destination decides whether compensation is owed (from 3 hours).':
    'Le retard à l’arrivée à la destination finale décide si une indemnisation est due (à partir de 3 heures).',
  'An arrival {hours} late is under the 3 hours that give compensation; care may still be owed.':
    'Une arrivée {hours} en retard reste sous les 3 heures qui donnent droit à une indemnisation ; une prise en charge peut néanmoins être due.',
  'How early you were told of the cancellation decides whether compensation is owed.':
    'Le moment où vous avez été informé de l’annulation décide si une indemnisation est due.',
  'It does not apply to your flight: the amount shown is the one the law in force gives.':
    'Elle ne s’applique pas à votre vol : le montant indiqué est celui que donne le droit en vigueur.',
  'A revision of Regulation 261/2004 agreed in June 2026 would pay {new} instead of {old} for a cancelled flight over 3,500 km, even when the alternative arrived at most 4 hours late; it would also oblige the airline to send a claim-form link within 48 hours and to pay or give its reasons within 30 days.':
    'Une révision du règlement 261/2004 convenue en juin 2026 verserait {new} au lieu de {old} pour un vol annulé de plus de 3 500 km, même si le vol de remplacement est arrivé au plus 4 heures en retard ; elle obligerait aussi la compagnie à envoyer un lien vers un formulaire de demande dans les 48 heures et à payer ou motiver son refus dans les 30 jours.',
  'Provisional agreement of the European Parliament and the Council in conciliation, 15 June 2026; not yet adopted or published in the Official Journal, and no date of application set.':
    'Accord provisoire du Parlement européen et du Conseil en conciliation, 15 juin 2026 ; pas encore adopté ni publié au Journal officiel, et aucune date d’application fixée.',
  'If the airline only gave your flight a new number and you were rebooked on it at about the same time (less than {hours} hours off), the DOT does not enforce the refund for flights from 5 December 2025 to 30 June 2026.':
    'Si la compagnie a seulement donné un nouveau numéro à votre vol et vous y a réservé à peu près à la même heure (moins de {hours} heures d’écart), le DOT n’impose pas le remboursement pour les vols du 5 décembre 2025 au 30 juin 2026.',
  'The rule itself still counts a renumbered flight as cancelled, and a refund for a real cancellation or a significant change is still enforced.':
    'La règle elle-même considère toujours un vol renuméroté comme annulé, et le remboursement d’une véritable annulation ou d’un changement important reste imposé.',
  'DOT enforcement pause (Federal Register Doc. 2025-22140, December 2025), 5 December 2025 to 30 June 2026, while the DOT reconsiders the definition of a cancelled flight; 14 CFR Part 260 itself is unchanged.':
    'Suspension de l’application par le DOT (Federal Register Doc. 2025-22140, décembre 2025), du 5 décembre 2025 au 30 juin 2026, pendant que le DOT réexamine la définition d’un vol annulé ; la 14 CFR Part 260 elle-même est inchangée.',
  "Brazil's Supreme Court has suspended, nationwide, court cases claiming damages for delays, cancellations or changes caused by force majeure (such as bad weather) until it decides the question, so a damages suit over this disruption would wait for that ruling.":
    'La Cour suprême du Brésil a suspendu, dans tout le pays, les actions en dommages et intérêts pour des retards, annulations ou modifications dus à la force majeure (comme le mauvais temps) jusqu’à ce qu’elle tranche la question ; une action en dommages et intérêts pour cette perturbation attendrait donc cette décision.',
  'Assistance, rebooking and refunds under Resolution 400 are not affected.':
    'L’assistance, la réaffectation et les remboursements prévus par la Résolution 400 ne sont pas concernés.',
  "Decision of Justice Dias Toffoli (STF), 26 November 2025, in force until the Court's final judgment; no date set.":
    'Décision du juge Dias Toffoli (STF), 26 novembre 2025, en vigueur jusqu’au jugement définitif de la Cour ; aucune date fixée.',
  'Time limit: it ran out on {date} ({text}). The company may refuse the claim as too old.':
    'Délai : il a expiré le {date} ({text}). La compagnie peut refuser la demande comme prescrite.',
  "A disruption outside the carrier's control gives no compensation under APPR; rebooking or a refund are still owed.":
    'Une perturbation indépendante de la volonté du transporteur ne donne droit à aucune indemnité au titre du RPPA ; la réservation d’un autre vol ou le remboursement restent dus.',
  'A disruption required for safety gives no compensation under APPR; rebooking or a refund, and care, are still owed.':
    'Une perturbation nécessaire par souci de sécurité ne donne droit à aucune indemnité au titre du RPPA ; la réservation d’un autre vol ou le remboursement, ainsi que les soins, restent dus.',
  "APPR compensation depends on whether the cause was within the carrier's control and not required for safety.":
    'L’indemnité prévue par le RPPA dépend de la question de savoir si la cause était attribuable au transporteur et non nécessaire par souci de sécurité.',
  'APPR compensation for delays and cancellations applies to flights from 15 December 2019.':
    'L’indemnité du RPPA pour les retards et les annulations s’applique aux vols à partir du 15 décembre 2019.',
  'APPR covers flights to, from and within Canada only.':
    'Le RPPA ne vise que les vols à destination, en provenance et à l’intérieur du Canada.',
  'APPR denied-boarding compensation applies to flights from 15 July 2019.':
    'L’indemnité du RPPA pour refus d’embarquement s’applique aux vols à partir du 15 juillet 2019.',
  'APPR fixed compensation covers delay, cancellation and denied boarding only.':
    'L’indemnité fixe du RPPA ne vise que les retards, les annulations et les refus d’embarquement.',
  'APPR has no fixed amount for baggage; the Montreal Convention limits apply.':
    'Le RPPA ne fixe aucun montant pour les bagages ; les limites de la Convention de Montréal s’appliquent.',
  'APPR pays CAD 400 / 700 / 1,000 (large carrier) or CAD 125 / 250 / 500 (small carrier) for an arrival 3 / 6 / 9 h late.':
    'Le RPPA prévoit 400 / 700 / 1 000 $ CA (gros transporteur) ou 125 / 250 / 500 $ CA (petit transporteur) pour une arrivée 3 / 6 / 9 h en retard.',
  'APPR pays CAD 400 / 700 / 1,000 (large carrier) or CAD 125 / 250 / 500 (small carrier) for an arrival 3 / 6 / 9 h late, or CAD 400 / 125 when the ticket was refunded (s.19(2)).':
    'Le RPPA prévoit 400 / 700 / 1 000 $ CA (gros transporteur) ou 125 / 250 / 500 $ CA (petit transporteur) pour une arrivée 3 / 6 / 9 h en retard, ou 400 / 125 $ CA si le billet a été remboursé (par. 19(2)).',
  'APPR pays CAD 400 / 700 / 1,000 (large carrier) or CAD 125 / 250 / 500 (small carrier) for an arrival 3 / 6 / 9 h late':
    'Le RPPA prévoit 400 / 700 / 1 000 $ CA (gros transporteur) ou 125 / 250 / 500 $ CA (petit transporteur) pour une arrivée 3 / 6 / 9 h en retard',
  'APPR pays CAD 400 / 700 / 1,000 (large carrier) or CAD 125 / 250 / 500 (small carrier) for an arrival 3 / 6 / 9 h late, or CAD 400 / 125 when the ticket was refunded (s.19(2))':
    'Le RPPA prévoit 400 / 700 / 1 000 $ CA (gros transporteur) ou 125 / 250 / 500 $ CA (petit transporteur) pour une arrivée 3 / 6 / 9 h en retard, ou 400 / 125 $ CA si le billet a été remboursé (par. 19(2))',
  "{text}; {carrier}'s size is decided by the CTA's list of large and small airlines or by its published passenger numbers (2 million or more in each of the two years before the flight, s.1(1)), and AirDesk has neither for this flight's year.":
    '{text} ; la taille de {carrier} est déterminée par la liste des gros et petits transporteurs de l’OTC ou par le nombre de passagers qu’il a publié (2 millions ou plus au cours de chacune des deux années précédant le vol, par. 1(1)), et AirDesk n’a ni l’un ni l’autre pour l’année de ce vol.',
  'APPR pays CAD 900 / 1,800 / 2,400 for denied boarding by how late you reached your destination; for a traveller who took no alternative flight the Regulations name no amount, so none is given.':
    'Le RPPA prévoit 900 / 1 800 / 2 400 $ CA pour un refus d’embarquement selon le retard avec lequel vous êtes arrivé à destination ; pour un passager qui n’a pris aucun autre vol, le Règlement ne fixe aucun montant, donc aucun n’est indiqué.',
  'APPR pays CAD 900 / 1,800 / 2,400 for denied boarding, by how late you reached your destination.':
    'Le RPPA prévoit 900 / 1 800 / 2 400 $ CA pour un refus d’embarquement, selon le retard avec lequel vous êtes arrivé à destination.',
  'An arrival {hours} late is under the 3 hours that give APPR compensation.':
    'Une arrivée {hours} en retard reste sous les 3 heures qui donnent droit à une indemnité du RPPA.',
  'Arriving {hours} late with a large carrier gives {amount}; request it within 1 year, and the carrier must pay or explain within 30 days.':
    'Une arrivée {hours} en retard avec un gros transporteur donne droit à {amount} ; demandez-la dans un délai d’un an, et le transporteur doit payer ou motiver son refus dans les 30 jours.',
  'Arriving {hours} late with a small carrier gives {amount}; request it within 1 year, and the carrier must pay or explain within 30 days.':
    'Une arrivée {hours} en retard avec un petit transporteur donne droit à {amount} ; demandez-la dans un délai d’un an, et le transporteur doit payer ou motiver son refus dans les 30 jours.',
  'Cancelled and refunded instead of re-routed, with a large carrier: {amount}; request it within 1 year, and the carrier must pay or explain within 30 days.':
    'Vol annulé et remboursé au lieu d’une nouvelle réservation, avec un gros transporteur : {amount} ; demandez-la dans un délai d’un an, et le transporteur doit payer ou motiver son refus dans les 30 jours.',
  'Cancelled and refunded instead of re-routed, with a small carrier: {amount}; request it within 1 year, and the carrier must pay or explain within 30 days.':
    'Vol annulé et remboursé au lieu d’une nouvelle réservation, avec un petit transporteur : {amount} ; demandez-la dans un délai d’un an, et le transporteur doit payer ou motiver son refus dans les 30 jours.',
  "Denied boarding for a reason within the carrier's control, arriving {hours} late: {amount}, payable as soon as possible.":
    'Refus d’embarquement pour une raison attribuable au transporteur, arrivée {hours} en retard : {amount}, payable dès que possible.',
  'If the ticket was refunded instead, the amount is CAD 400 (large) or 125 (small), s.19(2).':
    'Si le billet a plutôt été remboursé, le montant est de 400 $ CA (gros transporteur) ou de 125 $ CA (petit transporteur), par. 19(2).',
  'Told more than 14 days before departure, no APPR compensation is owed.':
    'Informé plus de 14 jours avant le départ, aucune indemnité du RPPA n’est due.',
  '{carrier} carried {passengers} passengers in {year}, under the 2 million a year of a large carrier (SOR/2019-150 s.1(1)), so it counts as a small carrier for {forYear}.':
    '{carrier} a transporté {passengers} passagers en {year}, sous les 2 millions par an d’un gros transporteur (DORS/2019-150, par. 1(1)), et compte donc comme petit transporteur pour {forYear}.',
  '{carrier} counts as a large carrier: its published traffic was {a} passengers in {yearA} and {b} in {yearB}, 2 million or more in each of the two years before the flight (SOR/2019-150 s.1(1)).':
    '{carrier} compte comme gros transporteur : son trafic publié était de {a} passagers en {yearA} et de {b} en {yearB}, 2 millions ou plus au cours de chacune des deux années précédant le vol (DORS/2019-150, par. 1(1)).',
  "{carrier} operated the flight for {ticketCarrier}, a large carrier, so the large carrier's amounts apply.":
    '{carrier} a exploité le vol pour {ticketCarrier}, un gros transporteur, donc les montants du gros transporteur s’appliquent.',
  'US DOT rules cover flights to, from or within the United States only.':
    'Les règles du US DOT ne visent que les vols à destination, en provenance ou à l’intérieur des États-Unis.',
  'AirDesk assesses US DOT refunds for cancellations, significant changes, denied boarding and baggage.':
    'AirDesk évalue les remboursements du US DOT pour les annulations, les changements importants, les refus d’embarquement et les bagages.',
  'The US oversales rule covers flights leaving a US airport only.':
    'La règle américaine sur la surréservation ne vise que les vols au départ d’un aéroport des États-Unis.',
  'If you did not accept the alternative flight or other compensation offered, the fare is refunded automatically within 7 business days (credit card) or 20 calendar days (other payment).':
    'Si vous n’avez pas accepté le vol de remplacement ni une autre compensation proposée, le billet est remboursé automatiquement sous 7 jours ouvrables (carte de crédit) ou 20 jours calendaires (autre paiement).',
  'A delay of {threshold} h or more on this domestic flight is a significant change that gives a refund if you did not travel.':
    'Un retard de {threshold} h ou plus sur ce vol intérieur est un changement important qui donne droit à un remboursement si vous n’avez pas voyagé.',
  'A delay of {threshold} h or more on this international flight is a significant change that gives a refund if you did not travel.':
    'Un retard de {threshold} h ou plus sur ce vol international est un changement important qui donne droit à un remboursement si vous n’avez pas voyagé.',
  'A {hours} delay is a significant change: if you declined it and did not travel, the fare is refunded automatically within 7 business days (credit card) or 20 calendar days (other payment).':
    'Un retard de {hours} est un changement important : si vous l’avez refusé et n’avez pas voyagé, le billet est remboursé automatiquement sous 7 jours ouvrables (carte de crédit) ou 20 jours calendaires (autre paiement).',
  'A {hours} delay is under the {threshold} that make a significant change on a domestic flight.':
    'Un retard de {hours} reste sous les {threshold} qui font un changement important sur un vol intérieur.',
  'A {hours} delay is under the {threshold} that make a significant change on an international flight.':
    'Un retard de {hours} reste sous les {threshold} qui font un changement important sur un vol international.',
  'A departure moved {threshold} h or more on this domestic flight is a significant change that gives a refund if you did not accept it.':
    'Un départ décalé de {threshold} h ou plus sur ce vol intérieur est un changement important qui donne droit à un remboursement si vous ne l’avez pas accepté.',
  'A departure moved {threshold} h or more on this international flight is a significant change that gives a refund if you did not accept it.':
    'Un départ décalé de {threshold} h ou plus sur ce vol international est un changement important qui donne droit à un remboursement si vous ne l’avez pas accepté.',
  'A departure moved {hours} earlier is a significant change: if you did not accept it, the fare is refunded automatically within 7 business days (credit card) or 20 calendar days (other payment).':
    'Un départ avancé de {hours} est un changement important : si vous ne l’avez pas accepté, le billet est remboursé automatiquement sous 7 jours ouvrables (carte de crédit) ou 20 jours calendaires (autre paiement).',
  'A departure moved {hours} earlier is under the {threshold} that make a significant change on a domestic flight.':
    'Un départ avancé de {hours} reste sous les {threshold} qui font un changement important sur un vol intérieur.',
  'A departure moved {hours} earlier is under the {threshold} that make a significant change on an international flight.':
    'Un départ avancé de {hours} reste sous les {threshold} qui font un changement important sur un vol international.',
  'A downgrade is a significant change: if you declined it, the fare is refunded automatically within 7 business days (credit card) or 20 calendar days (other payment).':
    'Un déclassement est un changement important : si vous l’avez refusé, le billet est remboursé automatiquement sous 7 jours ouvrables (carte de crédit) ou 20 jours calendaires (autre paiement).',
  'After a Mishandled Baggage Report, the bag fee is refunded for a lost bag or one delivered more than 12 h late.':
    'Après une déclaration de bagage mal acheminé, les frais de bagage sont remboursés pour un bagage perdu ou livré avec plus de 12 h de retard.',
  'After a Mishandled Baggage Report, the bag fee is refunded for a lost bag or one delivered more than 15 to 30 h (by flight length) late.':
    'Après une déclaration de bagage mal acheminé, les frais de bagage sont remboursés pour un bagage perdu ou livré avec plus de 15 à 30 h de retard (selon la durée du vol).',
  'For the loss itself the carrier may not limit its liability below {amount} (14 CFR Part 254).':
    'Pour la perte elle-même, le transporteur ne peut pas limiter sa responsabilité en dessous de {amount} (14 CFR Part 254).',
  'On a domestic flight the carrier owes the proven loss for a damaged bag and may not limit its liability below {amount}.':
    'Sur un vol intérieur, le transporteur doit le préjudice prouvé pour un bagage endommagé et ne peut pas limiter sa responsabilité en dessous de {amount}.',
  'Damage to a bag on an international flight falls under the Montreal Convention.':
    'Les dommages causés à un bagage sur un vol international relèvent de la Convention de Montréal.',
  'The bag-fee refund rule (14 CFR Part 260) covers flights from 28 October 2024; ask the carrier under its own policy.':
    'La règle de remboursement des frais de bagage (14 CFR Part 260) vise les vols à partir du 28 octobre 2024 ; adressez-vous au transporteur selon sa propre politique.',
  "Before 28 October 2024 a refund was owed for a significant change you did not accept, as the carrier's own conditions defined it (DOT Enforcement Notices of 3 April and 12 May 2020).":
    'Avant le 28 octobre 2024, un remboursement était dû pour un changement important que vous n’aviez pas accepté, tel que le définissaient les conditions du transporteur (DOT Enforcement Notices des 3 avril et 12 mai 2020).',
  'Before 28 October 2024 the carrier still owed a prompt refund of the fare when it cancelled the flight and you did not accept the alternative offered, even for reasons outside its control (DOT Enforcement Notice of 3 April 2020).':
    'Avant le 28 octobre 2024, le transporteur devait déjà un remboursement rapide du billet lorsqu’il annulait le vol et que vous n’acceptiez pas la solution proposée, même pour des raisons indépendantes de sa volonté (DOT Enforcement Notice du 3 avril 2020).',
  'Involuntary denied boarding pays 200% or 400% of the one-way fare, by how late the alternative is planned to arrive.':
    'Le refus d’embarquement involontaire donne 200 % ou 400 % du prix de l’aller simple, selon le retard prévu à l’arrivée du vol de remplacement.',
  'Involuntary denied boarding pays 200% or 400% of the one-way fare (at most {twice} / {fourTimes}), by how late the alternative is planned to arrive.':
    'Le refus d’embarquement involontaire donne 200 % ou 400 % du prix de l’aller simple (au plus {twice} / {fourTimes}), selon le retard prévu à l’arrivée du vol de remplacement.',
  'The caps are in US dollars: give the fare in USD.':
    'Les plafonds sont en dollars américains : indiquez le prix du billet en USD.',
  'The caps in force before 13 April 2021 are not recorded in AirDesk, so no amount is given.':
    'Les plafonds en vigueur avant le 13 avril 2021 ne sont pas enregistrés dans AirDesk, donc aucun montant n’est indiqué.',
  'An alternative planned to arrive within 1 hour of the original gives no denied-boarding compensation.':
    'Un vol de remplacement prévu pour arriver dans l’heure qui suit l’arrivée initiale ne donne droit à aucune indemnisation pour refus d’embarquement.',
  'Denied boarding with no alternative flight taken (s.250.5(a)(3): none offered that arrives in time): {pct}% of the one-way fare of {fare}: {amount}, payable on the day.':
    'Refus d’embarquement sans vol de remplacement pris (s.250.5(a)(3) : aucun proposé n’arrivait à temps) : {pct} % du prix de l’aller simple de {fare} : {amount}, payable le jour même.',
  'Denied boarding with no alternative flight taken (s.250.5(a)(3): none offered that arrives in time): {pct}% of the one-way fare of {fare}, capped at {cap}: {amount}, payable on the day.':
    'Refus d’embarquement sans vol de remplacement pris (s.250.5(a)(3) : aucun proposé n’arrivait à temps) : {pct} % du prix de l’aller simple de {fare}, plafonné à {cap} : {amount}, payable le jour même.',
  'Denied boarding with the alternative planned to arrive {hours} late ({term}): {pct}% of the one-way fare of {fare}: {amount}, payable on the day.':
    'Refus d’embarquement avec un vol de remplacement prévu pour arriver {hours} en retard ({term}) : {pct} % du prix de l’aller simple de {fare} : {amount}, payable le jour même.',
  'Denied boarding with the alternative planned to arrive {hours} late ({term}): {pct}% of the one-way fare of {fare}, capped at {cap}: {amount}, payable on the day.':
    'Refus d’embarquement avec un vol de remplacement prévu pour arriver {hours} en retard ({term}) : {pct} % du prix de l’aller simple de {fare}, plafonné à {cap} : {amount}, payable le jour même.',
  '{limit} h or more on a domestic trip': '{limit} h ou plus sur un trajet intérieur',
  '{limit} h or more on an international trip': '{limit} h ou plus sur un trajet international',
  'under {limit} h on a domestic trip': 'moins de {limit} h sur un trajet intérieur',
  'under {limit} h on an international trip': 'moins de {limit} h sur un trajet international',
  '1 day': '1 jour',
  '{n} days': '{n} jours',
  "1 day's notice": '1 jour de préavis',
  "{n} days' notice": '{n} jours de préavis',
  'a domestic flight': 'un vol intérieur',
  'an international flight of 1,500 km or less': 'un vol international de 1 500 km ou moins',
  'an international flight of 1,500 to 3,500 km': 'un vol international de 1 500 à 3 500 km',
  'an international flight of more than 3,500 km': 'un vol international de plus de 3 500 km',
  'SHY-YOLCU applies to flights from 1 January 2012.': 'Le SHY-YOLCU s’applique aux vols à partir du 1er janvier 2012.',
  'SHY-YOLCU covers denied boarding, cancellation and delay only.':
    'Le SHY-YOLCU ne vise que le refus d’embarquement, l’annulation et le retard.',
  'SHY-YOLCU does not cover baggage; the Montreal Convention does.':
    'Le SHY-YOLCU ne couvre pas les bagages ; la Convention de Montréal les couvre.',
  'The flight neither departs from Türkiye nor arrives there on a Turkish carrier (Art. 2(1)(a)).':
    'Le vol ne part pas de Turquie et n’y arrive pas avec un transporteur turc (art. 2(1)(a)).',
  'Flights into Türkiye are covered only on a Turkish carrier, and {carrier} is not one (Art. 2(1)(a)).':
    'Les vols à destination de la Turquie ne sont couverts qu’avec un transporteur turc, et {carrier} n’en est pas un (art. 2(1)(a)).',
  'Before 10 December 2024 SHY-YOLCU gave care for a delay (meals, a hotel when needed) but no compensation.':
    'Avant le 10 décembre 2024, le SHY-YOLCU donnait une prise en charge en cas de retard (repas, hôtel si nécessaire), mais aucune indemnisation.',
  'The compensation is for delays with technical or operational reasons; the carrier has shown circumstances outside them, so none is owed (care remains).':
    'L’indemnisation vise les retards dus à des raisons techniques ou opérationnelles ; le transporteur a prouvé des circonstances étrangères à celles-ci, donc aucune n’est due (la prise en charge reste due).',
  "Arriving {hours} late on a domestic flight delayed for technical or operational reasons: {amount}, paid in Turkish lira at the Central Bank's selling rate on the day of payment.":
    'Arrivée {hours} en retard sur un vol intérieur retardé pour des raisons techniques ou opérationnelles : {amount}, payés en livres turques au cours vendeur de la Banque centrale le jour du paiement.',
  "Arriving {hours} late on an international flight delayed for technical or operational reasons: {amount}, paid in Turkish lira at the Central Bank's selling rate on the day of payment.":
    'Arrivée {hours} en retard sur un vol international retardé pour des raisons techniques ou opérationnelles : {amount}, payés en livres turques au cours vendeur de la Banque centrale le jour du paiement.',
  'It is owed when the delay had technical or operational reasons.':
    'Elle est due lorsque le retard avait des raisons techniques ou opérationnelles.',
  'The carrier has shown, with official documents, circumstances outside its control (a technical fault or an operational reason does not count), so no compensation is owed; a refund or re-routing and care remain.':
    'Le transporteur a prouvé, documents officiels à l’appui, des circonstances indépendantes de sa volonté (une panne technique ou une raison opérationnelle ne comptent pas), donc aucune indemnisation n’est due ; le remboursement ou le réacheminement et la prise en charge restent dus.',
  'Denied boarding against your will on {term}: {amount}, paid in Turkish lira, with a refund or re-routing and care.':
    'Refus d’embarquement contre votre volonté sur {term} : {amount}, payés en livres turques, avec remboursement ou réacheminement et prise en charge.',
  'The 2011 text is reported to let the carrier halve the sum when it re-routes you; the conditions of that reduction were not found in an official publication, so the full sum is shown.':
    'Le texte de 2011 permettrait au transporteur de réduire la somme de moitié lorsqu’il vous réachemine ; les conditions de cette réduction n’ont pas été trouvées dans une publication officielle, donc la somme complète est indiquée.',
  'A cancellation told less than two weeks before departure gives {amount} on {term}, unless (told two weeks to seven days before) you were offered re-routing leaving at most 2 hours early and arriving at most 4 hours late.':
    'Une annulation annoncée moins de deux semaines avant le départ donne droit à {amount} sur {term}, sauf si (annoncée entre deux semaines et sept jours avant) un réacheminement vous a été proposé partant au plus 2 heures plus tôt et arrivant au plus 4 heures plus tard.',
  'Cancelled with {term} and not re-routed (a refund or your own arrangements): {amount} on {term2}, paid in Turkish lira.':
    'Annulation avec {term} et pas de réacheminement (remboursement ou vos propres dispositions) : {amount} sur {term2}, payés en livres turques.',
  'The carrier owes nothing if it offered re-routing leaving at most 2 hours early and arriving at most 4 hours late.':
    'Le transporteur ne doit rien s’il a proposé un réacheminement partant au plus 2 heures plus tôt et arrivant au plus 4 heures plus tard.',
  'Cancelled with {term} and the alternative arriving {hours} late (beyond 4 h late): {amount} on {term2}, paid in Turkish lira.':
    'Annulation avec {term} et le vol de remplacement arrivant {hours} en retard (plus de 4 h de retard) : {amount} sur {term2}, payés en livres turques.',
  'Cancelled with {term} and the alternative leaving {hours} early (beyond 2 h early): {amount} on {term2}, paid in Turkish lira.':
    'Annulation avec {term} et le vol de remplacement partant {hours} plus tôt (plus de 2 h plus tôt) : {amount} sur {term2}, payés en livres turques.',
  'A departure moved {hours} earlier, told {term} before, counts as a cancellation (SHGM Circular HUD-2015/3, point 4): {amount} on {term2}, paid in Turkish lira.':
    'Un départ avancé de {hours}, annoncé {term} avant, compte comme une annulation (circulaire SHGM HUD-2015/3, point 4) : {amount} sur {term2}, payés en livres turques.',
  'A departure moved {hours} earlier, told {term} before, counts as a cancellation (SHGM Circular HUD-2015/3, point 4): told two weeks to seven days before, a departure at most 2 hours earlier gives no compensation.':
    'Un départ avancé de {hours}, annoncé {term} avant, compte comme une annulation (circulaire SHGM HUD-2015/3, point 4) : annoncé entre deux semaines et sept jours avant, un départ au plus 2 heures plus tôt ne donne droit à aucune indemnisation.',
  'Told {term} before departure (at least two weeks), no compensation is owed; a refund or re-routing is.':
    'Informé {term} avant le départ (au moins deux semaines), aucune indemnisation n’est due ; un remboursement ou un réacheminement l’est.',
  'Told {term} before, the alternative left {early} early and arrived {late} late (at most 2 h and 4 h): no compensation is owed.':
    'Informé {term} avant, le vol de remplacement est parti {early} plus tôt et arrivé {late} en retard (au plus 2 h et 4 h) : aucune indemnisation n’est due.',
  'For notice under seven days the re-routing limits that would exempt the carrier were not found in an official publication, and your alternative ({early} early, {late} late) is close enough that they decide, so no amount is given.':
    'Pour un préavis de moins de sept jours, les limites de réacheminement qui exonéreraient le transporteur n’ont pas été trouvées dans une publication officielle, et votre vol de remplacement ({early} plus tôt, {late} en retard) en est assez proche pour qu’elles décident, donc aucun montant n’est indiqué.',
  'The law covers flights taking off from or landing in Israel.':
    'La loi vise les vols qui décollent d’Israël ou y atterrissent.',
  'The law applies to flights from 16 August 2012.': 'La loi s’applique aux vols à partir du 16 août 2012.',
  'The law does not cover baggage; the Montreal Convention does.':
    'La loi ne couvre pas les bagages ; la Convention de Montréal les couvre.',
  'The law covers cancellation, long delay, denied boarding and changes of conditions.':
    'La loi vise l’annulation, les retards importants, le refus d’embarquement et les modifications des conditions.',
  'Domestic flights have their own sums (Aviation Services Regulations (Domestic Flights) 5773-2013, reg. 2), which were not read, so no amount is given.':
    'Les vols intérieurs ont leurs propres sommes (Aviation Services Regulations (Domestic Flights) 5773-2013, reg. 2), qui n’ont pas été lues, donc aucun montant n’est indiqué.',
  'A flight that took off {n} hours or more late counts as cancelled and gives compensation; how late it was decides.':
    'Un vol qui a décollé avec {n} heures de retard ou plus compte comme annulé et donne droit à une indemnisation ; son retard décide.',
  'A delay of {hours} (under {limit} h) gives assistance (food and drink from 2 hours; from 5 hours a choice of an alternative ticket or a refund) but no monetary compensation.':
    'Un retard de {hours} (moins de {limit} h) donne droit à une assistance (nourriture et boissons dès 2 heures ; dès 5 heures, au choix un billet de remplacement ou un remboursement), mais à aucune indemnisation financière.',
  'A flight {hours} late ({limit} h or more) counts as cancelled (s.1); AirDesk reads the arrival delay you gave for how late it took off.':
    'Un vol {hours} en retard ({limit} h ou plus) compte comme annulé (s.1) ; AirDesk prend le retard à l’arrivée que vous avez indiqué pour le retard au décollage.',
  'Compensation: {text}.': 'Indemnisation : {text}.',
  '{amount} ({term}), the First Schedule sum as enacted in 2012; it is indexed every 1 January (s.13), so the sum in force on your flight’s date may be higher (the latest official update found took effect on 1 January 2017, and its table was not read)':
    '{amount} ({term}), la somme de la première annexe telle qu’adoptée en 2012 ; elle est indexée chaque 1er janvier (s.13), donc la somme en vigueur à la date de votre vol peut être plus élevée (la dernière mise à jour officielle trouvée est entrée en vigueur le 1er janvier 2017, et son tableau n’a pas été lu)',
  '{amount} ({term}), the First Schedule sum as enacted in 2012, indexed every 1 January (s.13); the first official update found took effect on 1 January 2017':
    '{amount} ({term}), la somme de la première annexe telle qu’adoptée en 2012, indexée chaque 1er janvier (s.13) ; la première mise à jour officielle trouvée est entrée en vigueur le 1er janvier 2017',
  'up to 2,000 km': 'jusqu’à 2 000 km',
  '2,000 to 4,500 km': 'de 2 000 à 4 500 km',
  'over 4,500 km': 'plus de 4 500 km',
  'A cancellation with {term}': 'Une annulation avec {term}',
  '{term} gives {text}.': '{term} donne droit à {text}.',
  '{term} gives {text}; it may be halved when you took an alternative flight that landed soon enough, so how late it arrived decides.':
    '{term} donne droit à {text} ; elle peut être réduite de moitié si vous avez pris un vol de remplacement arrivé assez tôt, donc son retard à l’arrivée décide.',
  '{term}, with no alternative ticket taken: {text}.': '{term}, sans billet de remplacement pris : {text}.',
  '{term}, with an alternative flight that landed {hours} late (within the limit for halving): half of {text}.':
    '{term}, avec un vol de remplacement arrivé {hours} en retard (dans la limite permettant la réduction de moitié) : la moitié de {text}.',
  '{term}, with the alternative {hours} late (too late for any halving): {text}.':
    '{term}, avec le vol de remplacement {hours} en retard (trop tard pour toute réduction de moitié) : {text}.',
  'Denied boarding gives monetary compensation.': 'Le refus d’embarquement donne droit à une indemnisation financière.',
  'A cancellation with {term} gives monetary compensation.':
    'Une annulation avec {term} donne droit à une indemnisation financière.',
  'Told {n} days before departure (at least 14), no monetary compensation is owed; a refund or an alternative ticket is.':
    'Informé {n} jours avant le départ (au moins 14), aucune indemnisation financière n’est due ; un remboursement ou un billet de remplacement l’est.',
  'With {term}, an alternative leaving at most {early} h early and arriving at most {late} h late exempts the carrier; how early it left and how late it arrived decide.':
    'Avec {term}, un vol de remplacement partant au plus {early} h plus tôt et arrivant au plus {late} h en retard exonère le transporteur ; l’avance de son départ et le retard de son arrivée décident.',
  'Told {term} before, your alternative left {early} early and arrived {late} late (within {a} h and {b} h): no monetary compensation is owed.':
    'Informé {term} avant, votre vol de remplacement est parti {early} plus tôt et arrivé {late} en retard (dans les {a} h et {b} h) : aucune indemnisation financière n’est due.',
  'A flight brought forward gives the rights of s.8 (advanced flight), which was not read; AirDesk gives no amount for it.':
    'Un vol avancé donne les droits de la s.8 (vol avancé), qui n’a pas été lue ; AirDesk n’indique aucun montant pour ce cas.',
  'The carrier has shown circumstances beyond its control, so no monetary compensation is owed; a refund or an alternative ticket and assistance remain.':
    'Le transporteur a prouvé des circonstances indépendantes de sa volonté, donc aucune indemnisation financière n’est due ; le remboursement ou un billet de remplacement et l’assistance restent dus.',
  "With the alternative {hours} late, whether the carrier may halve it depends on limits that the sources read state differently ({a} h or {b} h for this distance) and the statute's wording was not read, so no amount is given.":
    'Avec le vol de remplacement {hours} en retard, la possibilité pour le transporteur de la réduire de moitié dépend de limites que les sources lues indiquent différemment ({a} h ou {b} h pour cette distance), et le texte de la loi n’a pas été lu, donc aucun montant n’est indiqué.',
  'The CAR covers flights within, to and from India.':
    'La CAR vise les vols à l’intérieur de l’Inde, à destination et en provenance de l’Inde.',
  'The CAR applies to flights from 15 August 2010.': 'La CAR s’applique aux vols à partir du 15 août 2010.',
  'The CAR reimburses downgrading for flights from 15 February 2023.':
    'La CAR rembourse le déclassement pour les vols à partir du 15 février 2023.',
  'The CAR sets no money compensation for a delay, and a delay caused by extraordinary circumstances does not oblige the airline to give meals or a hotel either (para 3.4.4).':
    'La CAR ne prévoit aucune indemnisation financière pour un retard, et un retard dû à des circonstances extraordinaires n’oblige pas non plus la compagnie à fournir des repas ou un hôtel (para 3.4.4).',
  'A delay gives meals and refreshments (from 2, 3 or 4 hours by block time), an alternative flight or a full refund when it exceeds 6 hours, and a hotel when it exceeds 24 hours (6 hours for a departure between 20:00 and 03:00); the CAR sets no money compensation for delay.':
    'Un retard donne droit à des repas et rafraîchissements (à partir de 2, 3 ou 4 heures selon le temps bloc), à un vol de remplacement ou au remboursement intégral au-delà de 6 heures, et à un hôtel au-delà de 24 heures (6 heures pour un départ entre 20 h 00 et 03 h 00) ; la CAR ne prévoit aucune indemnisation financière pour un retard.',
  'A delay gives meals and refreshments (from 2, 3 or 4 hours by block time), and a hotel when it exceeds 24 hours (6 hours for a departure between 20:00 and 03:00); the CAR sets no money compensation for delay.':
    'Un retard donne droit à des repas et rafraîchissements (à partir de 2, 3 ou 4 heures selon le temps bloc) et à un hôtel au-delà de 24 heures (6 heures pour un départ entre 20 h 00 et 03 h 00) ; la CAR ne prévoit aucune indemnisation financière pour un retard.',
  'This CAR covers denied boarding, cancellation, delay and downgrading.':
    'Cette CAR vise le refus d’embarquement, l’annulation, le retard et le déclassement.',
  'This CAR does not cover baggage; the Montreal Convention or Indian carriage law does.':
    'Cette CAR ne couvre pas les bagages ; la Convention de Montréal ou le droit indien du transport les couvrent.',
  'The sums of the revision in force before 15 February 2023 were not read, so no amount is given.':
    'Les sommes de la révision en vigueur avant le 15 février 2023 n’ont pas été lues, donc aucun montant n’est indiqué.',
  'Denied boarding against your will gives 200% of the booked one-way basic fare plus fuel charge (at most INR 10,000) when the alternate flight departs within 24 hours, 400% (at most INR 20,000) when it departs later or you take none (then with a full refund); nothing when it departs within 1 hour.':
    'Le refus d’embarquement contre votre volonté donne droit à 200 % du tarif de base de l’aller simple réservé plus la surcharge carburant (au plus 10 000 INR) si le vol de remplacement part dans les 24 heures, à 400 % (au plus 20 000 INR) s’il part plus tard ou si vous n’en prenez aucun (avec alors un remboursement intégral) ; rien s’il part dans l’heure.',
  'With the alternative {hours} late (within 1 hour), no denied-boarding compensation is owed.':
    'Avec le vol de remplacement {hours} en retard (dans l’heure), aucune indemnisation pour refus d’embarquement n’est due.',
  'The caps are in rupees: give the fare in INR.': 'Les plafonds sont en roupies : indiquez le prix du billet en INR.',
  'The sums are in rupees: give the fare in INR.': 'Les sommes sont en roupies : indiquez le prix du billet en INR.',
  'Denied boarding with no alternate flight taken (para 3.2.2(c): a full refund as well): {pct}% of the one-way basic fare plus fuel charge of {fare}: {amount}.':
    'Refus d’embarquement sans vol de remplacement pris (para 3.2.2(c) : avec aussi un remboursement intégral) : {pct} % du tarif de base de l’aller simple plus la surcharge carburant de {fare} : {amount}.',
  'Denied boarding with no alternate flight taken (para 3.2.2(c): a full refund as well): {pct}% of the one-way basic fare plus fuel charge of {fare}, capped at {cap}: {amount}.':
    'Refus d’embarquement sans vol de remplacement pris (para 3.2.2(c) : avec aussi un remboursement intégral) : {pct} % du tarif de base de l’aller simple plus la surcharge carburant de {fare}, plafonné à {cap} : {amount}.',
  'Denied boarding with the alternative {hours} late ({term}; AirDesk reads how late it arrived for how late it departed): {pct}% of the one-way basic fare plus fuel charge of {fare}: {amount}.':
    'Refus d’embarquement avec le vol de remplacement {hours} en retard ({term} ; AirDesk prend le retard à l’arrivée pour le retard au départ) : {pct} % du tarif de base de l’aller simple plus la surcharge carburant de {fare} : {amount}.',
  'Denied boarding with the alternative {hours} late ({term}; AirDesk reads how late it arrived for how late it departed): {pct}% of the one-way basic fare plus fuel charge of {fare}, capped at {cap}: {amount}.':
    'Refus d’embarquement avec le vol de remplacement {hours} en retard ({term} ; AirDesk prend le retard à l’arrivée pour le retard au départ) : {pct} % du tarif de base de l’aller simple plus la surcharge carburant de {fare}, plafonné à {cap} : {amount}.',
  'more than 24 hours': 'plus de 24 heures',
  'within 24 hours': 'dans les 24 heures',
  'A cancellation told less than 24 hours before departure (or a missed connection on the same ticket), with no alternate flight you accepted, gives a full refund and INR 5,000 / 7,500 / 10,000 for a block time up to 1 hour / up to 2 hours / over 2 hours, or the one-way basic fare plus fuel charge if that is less.':
    'Une annulation annoncée moins de 24 heures avant le départ (ou une correspondance manquée sur le même billet), sans vol de remplacement que vous avez accepté, donne droit au remboursement intégral et à 5 000 / 7 500 / 10 000 INR pour un temps bloc jusqu’à 1 heure / jusqu’à 2 heures / plus de 2 heures, ou au tarif de base de l’aller simple plus la surcharge carburant s’il est inférieur.',
  "A cancellation caused by extraordinary circumstances beyond the airline's control gives no compensation; an alternative flight or a refund remains.":
    'Une annulation due à des circonstances extraordinaires indépendantes de la volonté de la compagnie ne donne droit à aucune indemnisation ; un vol de remplacement ou le remboursement restent dus.',
  'Told {term} before departure (at least 24 hours), the airline owes an alternative flight or a refund, as you choose, but no compensation (unless you missed a connection on the same ticket because of it, para 3.3.2).':
    'Informé {term} avant le départ (au moins 24 heures), la compagnie doit un vol de remplacement ou un remboursement, à votre choix, mais aucune indemnisation (sauf si vous avez manqué de ce fait une correspondance sur le même billet, para 3.3.2).',
  'Told less than 24 hours before, the airline owes either an alternate flight you accept or compensation with a full refund; you took the alternative, so no compensation is owed.':
    'Informé moins de 24 heures avant, la compagnie doit soit un vol de remplacement que vous acceptez, soit une indemnisation avec remboursement intégral ; vous avez pris le vol de remplacement, donc aucune indemnisation n’est due.',
  'Meals while you wait at the airport remain (para 3.8.1).':
    'Les repas pendant votre attente à l’aéroport restent dus (para 3.8.1).',
  'Told less than 24 hours before and not re-routed: a full refund and the one-way basic fare plus fuel charge of {fare}, which is less than every block-time sum ({a} / {b} / {c}).':
    'Informé moins de 24 heures avant et sans vol de remplacement : remboursement intégral et le tarif de base de l’aller simple plus la surcharge carburant de {fare}, inférieur à toutes les sommes par temps bloc ({a} / {b} / {c}).',
  "Told less than 24 hours before and not re-routed: a full refund and {a} for a block time up to 1 hour, {b} up to 2 hours, {c} over 2 hours (each capped at your fare of {fare}); the flight's scheduled block time decides, so no single amount is given.":
    'Informé moins de 24 heures avant et sans vol de remplacement : remboursement intégral et {a} pour un temps bloc jusqu’à 1 heure, {b} jusqu’à 2 heures, {c} au-delà de 2 heures (chacune plafonnée à votre tarif de {fare}) ; le temps bloc prévu du vol décide, donc aucun montant unique n’est indiqué.',
  'An involuntary downgrade on {term} is reimbursed {pct}% of the cost of the ticket including taxes; the fare decides the amount.':
    'Un déclassement involontaire sur {term} est remboursé à hauteur de {pct} % du prix du billet, taxes comprises ; le tarif décide du montant.',
  'An involuntary downgrade on {term}: {pct}% of the ticket with taxes ({fare}): {amount}.':
    'Déclassement involontaire sur {term} : {pct} % du billet taxes comprises ({fare}) : {amount}.',
  'Resolution 400 covers flights to, from and within Brazil.':
    'La Résolution 400 vise les vols à destination, en provenance et à l’intérieur du Brésil.',
  'Resolution 400 applies to tickets bought from 14 March 2017.':
    'La Résolution 400 s’applique aux billets achetés à partir du 14 mars 2017.',
  'AirDesk assesses Resolution 400 for denied boarding, delay, cancellation and baggage.':
    'AirDesk évalue la Résolution 400 pour le refus d’embarquement, le retard, l’annulation et les bagages.',
  'Resolution 400 gives assistance (communication from 1 hour, food from 2, lodging and transfers from 4) and rebooking or a refund, but no fixed sum for a delay or a cancellation.':
    'La Résolution 400 donne droit à une assistance (communication dès 1 heure, repas dès 2, hébergement et transferts dès 4) et à une réaffectation ou un remboursement, mais à aucune somme fixe pour un retard ou une annulation.',
  'Resolution 400 sets how the carrier returns a bag or pays for it, but no fixed sum.':
    'La Résolution 400 fixe la manière dont le transporteur restitue un bagage ou le rembourse, mais aucune somme fixe.',
  "Denied boarding on a domestic flight: {amount}, paid at once by bank transfer, voucher or cash (in reais at the day's rate), besides rebooking, a refund or other transport (Art. 21).":
    'Refus d’embarquement sur un vol intérieur : {amount}, payés immédiatement par virement, bon ou en espèces (en reais au cours du jour), en plus de la réaffectation, du remboursement ou d’un autre transport (art. 21).',
  "Denied boarding on an international flight: {amount}, paid at once by bank transfer, voucher or cash (in reais at the day's rate), besides rebooking, a refund or other transport (Art. 21).":
    'Refus d’embarquement sur un vol international : {amount}, payés immédiatement par virement, bon ou en espèces (en reais au cours du jour), en plus de la réaffectation, du remboursement ou d’un autre transport (art. 21).',
  'The US Department of Transportation takes complaints about flights to, from or within the United States without a prior complaint to the airline, and forwards them to the airline, asking it to reply to you (covered airlines must acknowledge within 30 days and answer within 60, 14 CFR 259.7).':
    'Le ministère des Transports des États-Unis accepte les réclamations concernant les vols à destination, en provenance ou à l’intérieur des États-Unis sans réclamation préalable auprès de la compagnie, et les transmet à la compagnie en lui demandant de vous répondre (les compagnies concernées doivent en accuser réception sous 30 jours et répondre sous 60, 14 CFR 259.7).',
  'The Canadian Transportation Agency takes a complaint once you have written to the airline and waited at least 30 days; it sends a Start Notice to the airline, which has up to 14 days to answer, and a final decision follows by day 90.':
    'L’Office des transports du Canada accepte une plainte une fois que vous avez écrit à la compagnie et attendu au moins 30 jours ; il envoie un avis de début à la compagnie, qui a jusqu’à 14 jours pour répondre, et une décision finale suit au plus tard le 90e jour.',
  'Final decision of a Complaint Resolution Officer (by day 90) binds the airline':
    'La décision finale d’un agent de règlement des plaintes (au plus tard le 90e jour) lie la compagnie',
  "After 8 weeks without an answer, or after the airline's final answer, the airline's approved dispute body takes the complaint up if it belongs to one (AviationADR or CEDR; their decision binds the airline if you accept it); otherwise the UK CAA's complaints team (PACT) does, though it cannot impose a solution.":
    'Après 8 semaines sans réponse, ou après la réponse définitive de la compagnie, l’organisme de règlement des litiges agréé de la compagnie se saisit de la réclamation si elle y adhère (AviationADR ou CEDR ; sa décision lie la compagnie si vous l’acceptez) ; sinon, c’est l’équipe des réclamations de la CAA britannique (PACT) qui s’en charge, sans pouvoir imposer de solution.',
  'On Consumidor.gov.br you complain directly to a company registered on the platform, which has up to 10 days to answer; you then have 20 days to rate the answer. ANAC uses it as its complaint channel for the airlines running scheduled passenger flights in Brazil; any other company can be reached there only if it has registered, so check that the company is listed before you file.':
    'Sur Consumidor.gov.br, vous vous plaignez directement auprès d’une entreprise inscrite sur la plateforme, qui a jusqu’à 10 jours pour répondre ; vous avez ensuite 20 jours pour évaluer la réponse. L’ANAC l’utilise comme canal de réclamation pour les compagnies exploitant des vols réguliers de passagers au Brésil ; toute autre entreprise n’y est joignable que si elle s’est inscrite, vérifiez donc que l’entreprise y figure avant de déposer votre réclamation.',
  'SHGM takes denied-boarding, delay, cancellation and downgrade complaints through its online form once the airline has not answered within 10 days or its answer is unsatisfactory.':
    'La SHGM accepte les réclamations pour refus d’embarquement, retard, annulation et déclassement via son formulaire en ligne lorsque la compagnie n’a pas répondu sous 10 jours ou que sa réponse n’est pas satisfaisante.',
  'GACA takes an airline complaint once you have complained to the airline and got a reference number, and the airline has not answered within 7 days or you reject its solution.':
    'La GACA accepte une réclamation contre une compagnie une fois que vous vous êtes plaint auprès de la compagnie et avez obtenu un numéro de référence, et que la compagnie n’a pas répondu sous 7 jours ou que vous refusez sa solution.',
  'PROFECO takes complaints about airlines directly, without a prior complaint to the airline, at its modules in Mexico City airport (terminals 1 and 2), where it conciliates with the airline on the spot, and passes other complaints on to its offices.':
    'La PROFECO accepte les réclamations contre les compagnies directement, sans réclamation préalable auprès de la compagnie, dans ses guichets de l’aéroport de Mexico (terminaux 1 et 2), où elle concilie sur place avec la compagnie, et transmet les autres réclamations à ses bureaux.',
  'Conciliation agreement; PROFECO can also take denuncias and sanction':
    'Accord de conciliation ; la PROFECO peut aussi recevoir des denuncias et sanctionner',
  'CAAM takes complaints about any airline or airport service in Malaysia (foreign airlines included, for their operations in Malaysia) through the online form on its consumer page, within 2 years of the incident; it recommends that you first give the airline the chance to resolve the issue, and airlines have up to 30 days to provide a resolution.':
    'La CAAM accepte les réclamations concernant toute compagnie ou tout service aéroportuaire en Malaisie (compagnies étrangères comprises, pour leurs opérations en Malaisie) via le formulaire en ligne de sa page consommateurs, dans les 2 ans suivant l’incident ; elle recommande de laisser d’abord à la compagnie la possibilité de régler le problème, et les compagnies ont jusqu’à 30 jours pour apporter une solution.',
  "Australia's Airline Customer Advocate takes complaints about Qantas, Jetstar (its Australian domestic flights), Virgin Australia and Rex once you have followed the airline's own complaints process and asked it to review its answer, for events in the last 12 months; it assigns the complaint to a case manager at the airline and you get a response within 20 working days.":
    'L’Airline Customer Advocate australien accepte les réclamations concernant Qantas, Jetstar (ses vols intérieurs australiens), Virgin Australia et Rex une fois que vous avez suivi la procédure de réclamation de la compagnie et lui avez demandé de réexaminer sa réponse, pour des faits des 12 derniers mois ; il confie la réclamation à un gestionnaire de dossier de la compagnie et vous recevez une réponse sous 20 jours ouvrables.',
  "Hong Kong's Consumer Council takes consumers' complaints about airlines through its online form and tries to conciliate a settlement with the airline; it encourages you to try the airline first, it cannot investigate or decide, and an airline with no office in Hong Kong may not cooperate.":
    'Le Consumer Council de Hong Kong accepte les réclamations des consommateurs contre les compagnies via son formulaire en ligne et tente de concilier un accord avec la compagnie ; il vous encourage à vous adresser d’abord à la compagnie, ne peut ni enquêter ni trancher, et une compagnie sans bureau à Hong Kong peut ne pas coopérer.',
  'CASE advises you on a dispute with a business in Singapore free of charge, but it takes the matter up with the airline for you only if you join as a member and pay a yearly membership fee and an administration fee based on the amount claimed; otherwise it helps you draft a letter that you deliver yourself.':
    'CASE vous conseille gratuitement sur un litige avec une entreprise à Singapour, mais ne prend l’affaire en main auprès de la compagnie que si vous devenez membre et payez une cotisation annuelle et des frais administratifs selon le montant réclamé ; sinon, il vous aide à rédiger une lettre que vous envoyez vous-même.',
  "Austria's apf runs a free conciliation with the airline if the airline has not answered adequately within six weeks of your written claim.":
    'L’apf autrichienne propose une conciliation gratuite avec la compagnie si celle-ci n’a pas répondu de manière adéquate dans les six semaines suivant votre réclamation écrite.',
  "Belgium's DGTA takes a complaint when the airline has not answered satisfactorily within 6 weeks; it can fine airlines but cannot force them to pay compensation.":
    'La DGTA belge accepte une réclamation lorsque la compagnie n’a pas répondu de manière satisfaisante sous 6 semaines ; elle peut infliger des amendes aux compagnies, mais pas les obliger à verser une indemnisation.',
  "Bulgaria's Civil Aviation Administration takes complaints through its on-line form when the airline has not resolved the complaint (after 6 weeks without an answer from the airline).":
    'L’Administration de l’aviation civile bulgare accepte les réclamations via son formulaire en ligne lorsque la compagnie n’a pas réglé la réclamation (après 6 semaines sans réponse de la compagnie).',
  "Croatia's Civil Aviation Agency takes a complaint 30 days after your complaint to the airline, first asks the airline for its reasons and evidence, and issues a final opinion that is not legally binding.":
    'L’Agence de l’aviation civile croate accepte une réclamation 30 jours après votre réclamation auprès de la compagnie, demande d’abord à la compagnie ses raisons et ses preuves, et rend un avis final qui n’est pas juridiquement contraignant.',
  "Cyprus' Department of Civil Aviation processes claims about flights departing Larnaka or Pafos, and arrivals from outside the EU on EU airlines (after 6 weeks without an answer from the airline).":
    'Le Département de l’aviation civile de Chypre traite les réclamations concernant les vols au départ de Larnaca ou Paphos, et les arrivées depuis l’extérieur de l’UE sur des compagnies de l’UE (après 6 semaines sans réponse de la compagnie).',
  'The Czech Civil Aviation Authority takes an online complaint when the airline has not answered satisfactorily within 6 weeks (an older page says 2 months) and asks the airline for the cause of the disruption; baggage is not handled.':
    'L’Autorité de l’aviation civile tchèque accepte une réclamation en ligne lorsque la compagnie n’a pas répondu de manière satisfaisante sous 6 semaines (une page plus ancienne indique 2 mois) et demande à la compagnie la cause de la perturbation ; les bagages ne sont pas traités.',
  "Denmark's Trafikstyrelsen takes a free complaint via a borger.dk form (MitID) after the airline has had six weeks to answer; handling usually takes 3 to 6 months.":
    'La Trafikstyrelsen danoise accepte une réclamation gratuite via un formulaire borger.dk (MitID) après que la compagnie a eu six semaines pour répondre ; le traitement prend généralement 3 à 6 mois.',
  "Finland's Consumer Disputes Board decides passenger disputes about disruptions in Finland free of charge, with recommendations the airline need not follow; before filing there (after 6 weeks without an answer from the airline), you must have complained to the airline in writing and contacted the Consumer Advisory Service of the Finnish Competition and Consumer Authority (KKV, which also mediates) or, for a foreign airline, the European Consumer Centre.":
    'La Commission des litiges de consommation de Finlande tranche gratuitement les litiges de passagers sur les perturbations en Finlande, par des recommandations que la compagnie n’est pas tenue de suivre ; avant de la saisir (après 6 semaines sans réponse de la compagnie), vous devez vous être plaint par écrit auprès de la compagnie et avoir contacté le service de conseil aux consommateurs de l’Autorité finlandaise de la concurrence et de la consommation (KKV, qui fait aussi de la médiation) ou, pour une compagnie étrangère, le Centre européen des consommateurs.',
  "France's DGAC portal takes reports of a dispute with an airline (after 6 weeks without an answer from the airline) to supervise airlines and fine them, but it acts independently of individual compensation claims and offers no individual follow-up: for your own claim, turn to the travel mediator (MTV).":
    'Le portail de la DGAC accepte les signalements d’un litige avec une compagnie (après 6 semaines sans réponse de la compagnie) pour contrôler les compagnies et les sanctionner, mais agit indépendamment des demandes d’indemnisation individuelles et n’offre aucun suivi individuel : pour votre propre demande, adressez-vous au Médiateur Tourisme et Voyage (MTV).',
  "France's tourism and travel mediator (MTV) takes a dispute with an airline that belongs to one of the organisations that signed its charter (Air France does, through FNAM) once the airline has rejected your written complaint or not answered it within 2 months, and within a year of that complaint; it gives an opinion within 90 days, which the parties are free to accept.":
    'Le Médiateur Tourisme et Voyage (MTV) accepte un litige avec une compagnie membre d’une des organisations signataires de sa charte (c’est le cas d’Air France, via la FNAM) une fois que la compagnie a rejeté votre réclamation écrite ou n’y a pas répondu sous 2 mois, et dans l’année suivant cette réclamation ; il rend un avis sous 90 jours, que les parties sont libres d’accepter.',
  "Germany's LBA takes complaints on its forms by e-mail, fax or letter (after 6 weeks without an answer from the airline) and can fine airlines for breaches, but it says it does not enforce your individual claim: for that, turn to the conciliation bodies (the söp or the Federal Office of Justice).":
    'La LBA allemande accepte les réclamations sur ses formulaires par e-mail, fax ou courrier (après 6 semaines sans réponse de la compagnie) et peut sanctionner les compagnies pour infraction, mais précise qu’elle ne fait pas valoir votre demande individuelle : pour cela, adressez-vous aux organismes de conciliation (la söp ou l’Office fédéral de la justice).',
  "Germany's conciliation body for travel (formerly the söp) takes up your claim free of charge if the airline is one of its members (its member list says which): apply online once the airline has had two months to answer your complaint, and it checks your claim and recommends a settlement.":
    'L’organisme de conciliation allemand pour les voyages (anciennement söp) examine gratuitement votre demande si la compagnie est l’un de ses membres (sa liste des membres l’indique) : déposez votre demande en ligne une fois que la compagnie a eu deux mois pour répondre à votre réclamation ; il examine votre demande et recommande un règlement.',
  "The Federal Office of Justice's conciliation body takes up claims of up to EUR 5,000 from a private trip against an airline that is not a member of a private conciliation body such as the söp (it passes an application about a member airline on to that body); apply two months after your claim to the airline, or at once if the airline rejects it; it asks the airline for its comments and then proposes a settlement.":
    'L’organisme de conciliation de l’Office fédéral de la justice examine les demandes jusqu’à 5 000 EUR liées à un voyage privé contre une compagnie qui n’est pas membre d’un organisme de conciliation privé comme la söp (il transmet à cet organisme une demande concernant une compagnie membre) ; déposez votre demande deux mois après votre réclamation auprès de la compagnie, ou immédiatement si la compagnie la rejette ; il demande ses observations à la compagnie puis propose un règlement.',
  "Greece's HCAA takes a complaint when the airline has not answered within a reasonable time (6 weeks) and contacts the airline or airport to check whether the Regulation was breached.":
    'La HCAA grecque accepte une réclamation lorsque la compagnie n’a pas répondu dans un délai raisonnable (6 semaines) et contacte la compagnie ou l’aéroport pour vérifier si le règlement a été enfreint.',
  "In Hungary the government office for the airport's seat opens an administrative procedure 30 days after your complaint to the airline and can order the airline to pay compensation within a 60-day procedure.":
    'En Hongrie, le bureau gouvernemental du siège de l’aéroport ouvre une procédure administrative 30 jours après votre réclamation auprès de la compagnie et peut ordonner à la compagnie de verser l’indemnisation dans le cadre d’une procédure de 60 jours.',
  'Administrative decision can order the airline to pay the fixed compensation':
    'La décision administrative peut ordonner à la compagnie de verser l’indemnisation forfaitaire',
  "Ireland's Irish Aviation Authority (which replaced the Commission for Aviation Regulation as NEB) takes complaints after you have raised the matter with the airline (after 6 weeks without an answer from the airline).":
    'L’Autorité irlandaise de l’aviation (qui a remplacé la Commission for Aviation Regulation comme organisme national chargé de l’application) accepte les réclamations une fois que vous avez soulevé la question auprès de la compagnie (après 6 semaines sans réponse de la compagnie).',
  "Italy's ENAC takes an online complaint six weeks after your complaint to the airline, checks it only to sanction breaches and tells you the outcome, but does not obtain compensation for you.":
    'L’ENAC italienne accepte une réclamation en ligne six semaines après votre réclamation auprès de la compagnie, ne l’examine que pour sanctionner les infractions et vous informe du résultat, mais n’obtient pas l’indemnisation pour vous.',
  "Luxembourg's consumer protection directorate takes a complaint via MyGuichet.lu or e-mail if the airline has not answered within 2 months, and offers dispute resolution between you and the airline.":
    'La direction de la protection du consommateur du Luxembourg accepte une réclamation via MyGuichet.lu ou par e-mail si la compagnie n’a pas répondu sous 2 mois, et propose un règlement du litige entre vous et la compagnie.',
  "Malta's MCCAA takes a complaint online, by e-mail or in person once the airline has had 6 weeks to reply to your EU complaint form.":
    'La MCCAA maltaise accepte une réclamation en ligne, par e-mail ou en personne une fois que la compagnie a eu 6 semaines pour répondre à votre formulaire de réclamation de l’UE.',
  'The Dutch ILT only registers delay and cancellation complaints as signals (the airline gets a copy but need not reply) and investigates only denied boarding and reduced-mobility cases; the airline must answer your claim within 2 months and flights must be less than a year old.':
    'L’ILT néerlandaise n’enregistre les réclamations pour retard et annulation que comme des signalements (la compagnie en reçoit une copie mais n’est pas tenue de répondre) et n’enquête que sur les refus d’embarquement et les cas de mobilité réduite ; la compagnie doit répondre à votre demande sous 2 mois et les vols doivent dater de moins d’un an.',
  "Portugal's ANAC takes a complaint, with your complaint to the airline and its reply attached, when the airline has not replied within six weeks or its reply is unsatisfactory.":
    'L’ANAC portugaise accepte une réclamation, accompagnée de votre réclamation auprès de la compagnie et de sa réponse, lorsque la compagnie n’a pas répondu sous six semaines ou que sa réponse n’est pas satisfaisante.',
  "Poland's Passenger Rights Ombudsman at the Civil Aviation Office settles disputes under the EU rules out of court, for flights from Polish airports and flights from outside the EU into Poland on EU airlines, once the airline has answered your complaint or 30 days have passed; apply within a year of the flight.":
    'Le Médiateur des droits des passagers de l’Office de l’aviation civile polonais règle à l’amiable les litiges relevant des règles de l’UE, pour les vols au départ d’aéroports polonais et les vols depuis l’extérieur de l’UE vers la Pologne sur des compagnies de l’UE, une fois que la compagnie a répondu à votre réclamation ou que 30 jours se sont écoulés ; déposez votre demande dans l’année suivant le vol.',
  "Slovenia's Civil Aviation Agency takes a complaint if the airline has not answered within two months of your compensation claim or you are unhappy with its answer.":
    'L’Agence de l’aviation civile slovène accepte une réclamation si la compagnie n’a pas répondu dans les deux mois suivant votre demande d’indemnisation ou si vous n’êtes pas satisfait de sa réponse.',
  "Spain's AESA runs a free alternative dispute resolution procedure for flights from 2 June 2023 after you have complained to the airline; the airline has one month to answer you first.":
    'L’AESA espagnole propose une procédure gratuite de règlement extrajudiciaire des litiges pour les vols à partir du 2 juin 2023 une fois que vous vous êtes plaint auprès de la compagnie ; la compagnie a d’abord un mois pour vous répondre.',
  "AESA's ADR decision binds the airline for flights from 2 June 2023; earlier flights get a non-binding report":
    'La décision de règlement extrajudiciaire de l’AESA lie la compagnie pour les vols à partir du 2 juin 2023 ; les vols antérieurs reçoivent un avis non contraignant',
  "In Sweden you can take a flight dispute to ARN once the airline has not answered within 6 weeks; 261/2004 claims must be worth at least SEK 500 and be filed within a year of your first complaint, and flights from other EU countries go to that country's body.":
    'En Suède, vous pouvez porter un litige aérien devant l’ARN une fois que la compagnie n’a pas répondu sous 6 semaines ; les demandes au titre du 261/2004 doivent porter sur au moins 500 SEK et être déposées dans l’année suivant votre première réclamation, et les vols au départ d’autres pays de l’UE relèvent de l’organisme de ce pays.',
  "Iceland's Transport Authority takes a complaint 8 weeks after your complaint to the airline (or once it refuses), sends it to the airline for comment and issues a ruling, usually within 3 to 6 months.":
    'L’Autorité islandaise des transports accepte une réclamation 8 semaines après votre réclamation auprès de la compagnie (ou dès son refus), la transmet à la compagnie pour observations et rend une décision, généralement sous 3 à 6 mois.',
  'Samgöngustofa issues a ruling that cannot be appealed to another authority; either party may go to court':
    'La Samgöngustofa rend une décision qui ne peut pas faire l’objet d’un recours devant une autre autorité ; chaque partie peut saisir la justice',
  "Switzerland's BAZL takes a report after the airline's 2-month answer period, asks the airline for a statement and can fine it, but cannot enforce your compensation claim.":
    'L’OFAC (BAZL) suisse accepte un signalement après le délai de réponse de 2 mois de la compagnie, demande une prise de position à la compagnie et peut lui infliger une amende, mais ne peut pas faire valoir votre demande d’indemnisation.',
  'BAZL can fine the airline in an administrative penal procedure but cannot enforce your compensation':
    'L’OFAC (BAZL) peut infliger une amende à la compagnie dans une procédure pénale administrative, mais ne peut pas faire valoir votre indemnisation',
  'Denied boarding gives {text}.': 'Le refus d’embarquement donne droit à {text}.',
  'Denied boarding gives {text}; it may be halved when you took an alternative flight that landed soon enough, so how late it arrived decides.':
    'Le refus d’embarquement donne droit à {text} ; elle peut être réduite de moitié si vous avez pris un vol de remplacement arrivé assez tôt, donc son retard à l’arrivée décide.',
  'Denied boarding, with no alternative ticket taken: {text}.':
    'Refus d’embarquement, sans billet de remplacement pris : {text}.',
  'Denied boarding, with an alternative flight that landed {hours} late (within the limit for halving): half of {text}.':
    'Refus d’embarquement, avec un vol de remplacement arrivé {hours} en retard (dans la limite permettant la réduction de moitié) : la moitié de {text}.',
  'Denied boarding, with the alternative {hours} late (too late for any halving): {text}.':
    'Refus d’embarquement, avec le vol de remplacement {hours} en retard (trop tard pour toute réduction de moitié) : {text}.',
  // Citations (the rights card's line under the amount): the law's official title in the language; the article
  // references stay as the engine writes them. APPR has official texts in English and French only.
  'Regulation (EC) No 261/2004, {articles}': 'Règlement (CE) n° 261/2004, {articles}',
  'Montreal Convention 1999, {articles}': 'Convention de Montréal de 1999, {articles}',
  'Montreal Convention, {articles}': 'Convention de Montréal, {articles}',
  'Air Passenger Protection Regulations (SOR/2019-150), {articles}':
    'Règlement sur la protection des passagers aériens (DORS/2019-150), {articles}',
} satisfies ServerCatalogue;
