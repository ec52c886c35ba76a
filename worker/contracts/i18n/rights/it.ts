// The rights engine's prose in Italian: the regimes' reasons, the time limits and deadlines, the pending-law
// notes and the complaint routes' reasons, as pieces: a text the engine assembles (a reason, its cause note, its
// time limit) is translated sentence by sentence, and a `{text}` or `{term}` placeholder holds another catalogued
// piece (translate.ts). Loaded only where rights are shown (web/src/i18n/server-text.ts, useRightsText).
import type { ServerCatalogue } from '../translate';

export default {
  'Arriving {hours} late on a flight over 3,500 km, the carrier may pay half of {full}: {amount}.':
    'Con un arrivo in ritardo di {hours} su un volo di oltre 3.500 km, il vettore può ridurre della metà la compensazione pecuniaria di {full}: {amount}.',
  'Claim by {date} (before the courts of {term}, {law}).':
    'La richieda entro il {date} (davanti ai tribunali in {term}, {law}).',
  'Warning: the time limit ran out on {date} (before the courts of {term}, {law}); the carrier may refuse the claim as too old.':
    'Attenzione: il termine è scaduto il {date} (davanti ai tribunali in {term}, {law}); il vettore può respingere la richiesta perché prescritta.',
  'Time limit: that of the country whose courts hear the claim (Moré, C-139/11); AirDesk has none recorded for {departureCountry} or {arrivalCountry}.':
    'Termine: quello del Paese i cui tribunali decidono sulla richiesta (Moré, C-139/11); AirDesk non ne ha registrato nessuno per {departureCountry} né per {arrivalCountry}.',
  'The carrier owes nothing only if it proves extraordinary circumstances and that it took all reasonable measures (Art. 5(3)).':
    'Il vettore non deve nulla solo se prova circostanze eccezionali e di aver adottato tutte le misure ragionevoli (art. 5(3)).',
  'A technical or safety problem is not in itself an extraordinary circumstance (Wallentin-Hermann, C-549/07).':
    'Un problema tecnico o di sicurezza non è di per sé una circostanza eccezionale (Wallentin-Hermann, C-549/07).',
  'It is owed unless the carrier proves extraordinary circumstances (Art. 5(3)).':
    'È dovuta a meno che il vettore non provi circostanze eccezionali (art. 5(3)).',
  'Arriving {hours} late at the final destination gives {amount}.':
    'Un arrivo alla destinazione finale in ritardo di {hours} dà diritto a una compensazione pecuniaria di {amount}.',
  'Denied boarding against your will and not re-routed: the full {full}, payable at once (Art. 7(2) halves it only after an alternative flight).':
    'Negato imbarco contro la Sua volontà e nessun volo alternativo: la compensazione pecuniaria intera di {full}, pagabile subito (l’art. 7(2) la riduce della metà solo dopo un volo alternativo).',
  'Denied boarding has no extraordinary-circumstances defence (Finnair, C-22/11).':
    'Per il negato imbarco il vettore non può invocare circostanze eccezionali (Finnair, C-22/11).',
  'Denied boarding; the alternative arrived {hours} late (at most {halfWithin} h), so the carrier may halve {full} to {amount}.':
    'Negato imbarco; il volo alternativo è arrivato in ritardo di {hours} (al massimo {halfWithin} h), quindi il vettore può ridurre la compensazione pecuniaria da {full} a {amount}.',
  'Denied boarding against your will, arriving {hours} late: {amount}, payable at once.':
    'Negato imbarco contro la Sua volontà, arrivo in ritardo di {hours}: compensazione pecuniaria di {amount}, pagabile subito.',
  'Downgraded: {pct}% of the fare of {fare}, {amount}, reimbursed within 7 days (the price of the downgraded flight, without taxes and charges that do not depend on the class, Mennens C-255/15).':
    'Declassamento: il {pct}% del prezzo del biglietto di {fare}, cioè {amount}, rimborsato entro 7 giorni (il prezzo del volo declassato, escluse tasse e oneri che non dipendono dalla classe, Mennens C-255/15).',
  'Brought forward by {hours} with no notice, the flight counts as cancelled: {full}.':
    'Anticipato di {hours} senza preavviso, il volo conta come cancellato: compensazione pecuniaria di {full}.',
  "Brought forward by {hours} with 1 day's notice, the flight counts as cancelled: {full}.":
    'Anticipato di {hours} con 1 giorno di preavviso, il volo conta come cancellato: compensazione pecuniaria di {full}.',
  "Brought forward by {hours} with {days} days' notice, the flight counts as cancelled: {full}.":
    'Anticipato di {hours} con {days} giorni di preavviso, il volo conta come cancellato: compensazione pecuniaria di {full}.',
  'Cancelled with no notice and not re-routed (a refund or your own arrangements): the full {full}, with no Art. 7(2) reduction.':
    'Cancellazione senza preavviso e nessun volo alternativo (rimborso o mezzi propri): la compensazione pecuniaria intera di {full}, senza la riduzione dell’art. 7(2).',
  'The carrier owes nothing only if it offered an alternative leaving at most {left} early and arriving less than {arrive} late (Art. 5(1)(c)({art})).':
    'Il vettore non deve nulla solo se ha offerto un volo alternativo in partenza al massimo {left} prima e in arrivo con meno di {arrive} di ritardo (art. 5(1)(c)({art})).',
  "Cancelled with 1 day's notice and not re-routed (a refund or your own arrangements): the full {full}, with no Art. 7(2) reduction.":
    'Cancellazione con 1 giorno di preavviso e nessun volo alternativo (rimborso o mezzi propri): la compensazione pecuniaria intera di {full}, senza la riduzione dell’art. 7(2).',
  "Cancelled with {days} days' notice and not re-routed (a refund or your own arrangements): the full {full}, with no Art. 7(2) reduction.":
    'Cancellazione con {days} giorni di preavviso e nessun volo alternativo (rimborso o mezzi propri): la compensazione pecuniaria intera di {full}, senza la riduzione dell’art. 7(2).',
  'Cancelled with no notice; the alternative arrived {hours} late (at most {halfWithin} h), so the carrier may halve {full} to {amount}.':
    'Cancellazione senza preavviso; il volo alternativo è arrivato in ritardo di {hours} (al massimo {halfWithin} h), quindi il vettore può ridurre la compensazione pecuniaria da {full} a {amount}.',
  'The alternative left {early} early, more than the {left} h of Art. 5(1)(c)({art}), so the exemption does not apply.':
    'Il volo alternativo è partito {early} prima, più delle {left} h dell’art. 5(1)(c)({art}), quindi l’esenzione non si applica.',
  "Cancelled with 1 day's notice; the alternative arrived {hours} late (at most {halfWithin} h), so the carrier may halve {full} to {amount}.":
    'Cancellazione con 1 giorno di preavviso; il volo alternativo è arrivato in ritardo di {hours} (al massimo {halfWithin} h), quindi il vettore può ridurre la compensazione pecuniaria da {full} a {amount}.',
  "Cancelled with {days} days' notice; the alternative arrived {hours} late (at most {halfWithin} h), so the carrier may halve {full} to {amount}.":
    'Cancellazione con {days} giorni di preavviso; il volo alternativo è arrivato in ritardo di {hours} (al massimo {halfWithin} h), quindi il vettore può ridurre la compensazione pecuniaria da {full} a {amount}.',
  'Cancelled with no notice and the alternative arrived {hours} late: {amount}.':
    'Cancellazione senza preavviso e il volo alternativo è arrivato in ritardo di {hours}: compensazione pecuniaria di {amount}.',
  "Cancelled with 1 day's notice and the alternative arrived {hours} late: {amount}.":
    'Cancellazione con 1 giorno di preavviso e il volo alternativo è arrivato in ritardo di {hours}: compensazione pecuniaria di {amount}.',
  "Cancelled with {days} days' notice and the alternative arrived {hours} late: {amount}.":
    'Cancellazione con {days} giorni di preavviso e il volo alternativo è arrivato in ritardo di {hours}: compensazione pecuniaria di {amount}.',
  'The carrier has shown extraordinary circumstances, so no compensation is owed for the delay; care (Art. 9) and a refund or re-routing (Art. 8) remain.':
    'Il vettore ha provato circostanze eccezionali, quindi non è dovuta alcuna compensazione pecuniaria per il ritardo; l’assistenza (art. 9) e il rimborso o l’imbarco su un volo alternativo (art. 8) restano dovuti.',
  'The arrival delay at the final destination decides whether compensation is owed.':
    'Il ritardo all’arrivo alla destinazione finale decide se è dovuta una compensazione pecuniaria.',
  'An arrival {hours} late is under the 3 hours that give compensation; meals and care may still be owed.':
    'Un arrivo in ritardo di {hours} resta sotto le 3 ore che danno diritto alla compensazione pecuniaria; pasti e assistenza possono comunque essere dovuti.',
  'How many hours earlier the flight left decides the answer: brought forward by more than 1 hour, it counts as cancelled.':
    'La risposta dipende da quante ore prima è partito il volo: anticipato di oltre 1 ora, conta come cancellato.',
  'A flight brought forward by {hours} (1 hour or less) is not a cancellation, so no compensation is owed.':
    'Un volo anticipato di {hours} (1 ora o meno) non è una cancellazione, quindi non è dovuta alcuna compensazione pecuniaria.',
  'Boarding refused on reasonable grounds such as health, safety or security, or inadequate travel documents, is not denied boarding that gives compensation.':
    'L’imbarco rifiutato per ragionevoli motivi, come salute, sicurezza o documenti di viaggio inadeguati, non è un negato imbarco che dà diritto alla compensazione pecuniaria.',
  'The arrival delay of the alternative flight decides whether the carrier may halve the amount.':
    'Il ritardo all’arrivo del volo alternativo decide se il vettore può ridurre l’importo della metà.',
  'A downgrade is reimbursed at {pct}% of the price of the downgraded flight within 7 days; the fare paid decides the amount.':
    'Un declassamento è rimborsato al {pct}% del prezzo del volo declassato entro 7 giorni; il prezzo pagato decide l’importo.',
  'This regulation does not cover baggage; the Montreal Convention does.':
    'Questo regolamento non copre i bagagli; li copre la Convenzione di Montreal.',
  'This regulation covers denied boarding, cancellation, long delay and downgrading only.':
    'Questo regolamento copre solo negato imbarco, cancellazione, ritardo prolungato e declassamento.',
  'The carrier has shown extraordinary circumstances, so no compensation is owed for the cancellation; a refund or re-routing (Art. 8) and care (Art. 9) remain.':
    'Il vettore ha provato circostanze eccezionali, quindi non è dovuta alcuna compensazione pecuniaria per la cancellazione; il rimborso o l’imbarco su un volo alternativo (art. 8) e l’assistenza (art. 9) restano dovuti.',
  'How early you were told of the new time decides the amount.':
    'L’importo dipende da quanto prima Le è stato comunicato il nuovo orario.',
  'How early you were told, and how late the alternative flight arrived, decide the amount.':
    'L’importo dipende da quanto prima Le è stato comunicato e da quanto tardi è arrivato il volo alternativo.',
  'Told at least 14 days before departure, no compensation is owed; a refund or re-routing is (Art. 8).':
    'Informato almeno 14 giorni prima della partenza, non è dovuta alcuna compensazione pecuniaria; sono dovuti il rimborso o l’imbarco su un volo alternativo (art. 8).',
  'Told {days} days before that the flight would leave {hours} earlier (at most 2 h), no compensation is owed.':
    'Informato {days} giorni prima che il volo sarebbe partito {hours} in anticipo (al massimo 2 h), non è dovuta alcuna compensazione pecuniaria.',
  'The alternative arrived {hours} late (under {arrive}): nothing is owed if it left at most {left} h before the original departure, so how early it left decides the amount.':
    'Il volo alternativo è arrivato in ritardo di {hours} (meno di {arrive}): nulla è dovuto se è partito al massimo {left} h prima della partenza originale, quindi l’importo dipende da quanto prima è partito.',
  'Told {days} days before, with an alternative leaving {early} early (at most {left} h) and arriving {hours} late (under {arrive}), no compensation is owed.':
    'Informato {days} giorni prima, con un volo alternativo partito {early} prima (al massimo {left} h) e arrivato in ritardo di {hours} (meno di {arrive}), non è dovuta alcuna compensazione pecuniaria.',
  'Told 1 day before, with an alternative leaving {early} early (at most {left} h) and arriving {hours} late (under {arrive}), no compensation is owed.':
    'Informato 1 giorno prima, con un volo alternativo partito {early} prima (al massimo {left} h) e arrivato in ritardo di {hours} (meno di {arrive}), non è dovuta alcuna compensazione pecuniaria.',
  'A flight into the EU from outside is covered only on an EU/EEA/Swiss carrier, and {carrier} is not one (Art. 3(1)(b)).':
    'Un volo verso l’UE dall’esterno è coperto solo con un vettore dell’UE, del SEE o svizzero, e {carrier} non lo è (art. 3(1)(b)).',
  'The flight neither departs from nor arrives in the EU, the EEA or Switzerland (Art. 3(1)).':
    'Il volo non parte dall’UE, dal SEE o dalla Svizzera né vi arriva (art. 3(1)).',
  'The Regulation applies to flights from 17 February 2005.': 'Il regolamento si applica ai voli dal 17 febbraio 2005.',
  'A flight into the UK from abroad is covered only on a UK or EU carrier, and {carrier} is not one (Art. 3(1)(b)).':
    'Un volo verso il Regno Unito dall’estero è coperto solo con un vettore del Regno Unito o dell’UE, e {carrier} non lo è (art. 3(1)(b)).',
  'A flight into the EU from outside the UK is covered by UK261 only on a UK carrier (Art. 3(1)(b)(ii)).':
    'Un volo verso l’UE da fuori del Regno Unito è coperto da UK261 solo con un vettore del Regno Unito (art. 3(1)(b)(ii)).',
  'The flight neither departs from the UK nor arrives in the UK or the EU (Art. 3(1)).':
    'Il volo non parte dal Regno Unito né arriva nel Regno Unito o nell’UE (art. 3(1)).',
  'UK261 covers flights from 1 January 2021; until 31 December 2020 the UK applied EU261.':
    'UK261 copre i voli dal 1º gennaio 2021; fino al 31 dicembre 2020 il Regno Unito applicava EU261.',
  'The flight is scheduled for {date}, after today: compensation is assessed once it has happened.':
    'Il volo è previsto per il {date}, dopo oggi: la compensazione pecuniaria si valuta una volta effettuato.',
  'This regime covers the journey, so its rules on care, re-routing and refunds apply at the airport if the flight is disrupted.':
    'Questo regime copre il viaggio, quindi le sue regole su assistenza, volo alternativo e rimborsi valgono in aeroporto se il volo subisce disservizi.',
  'Last day to complain in writing to the carrier about the damaged bag: 7 days after you received it (Montreal Convention, Art. 31(2)).':
    'Ultimo giorno per reclamare per iscritto al vettore per il bagaglio danneggiato: 7 giorni dopo averlo ricevuto (Convenzione di Montreal, art. 31(2)).',
  'Last day to complain in writing to the carrier about the delayed bag: 21 days after it was returned to you (Montreal Convention, Art. 31(2)).':
    'Ultimo giorno per reclamare per iscritto al vettore per il bagaglio in ritardo: 21 giorni dopo la riconsegna (Convenzione di Montreal, art. 31(2)).',
  'Last day to bring a court action under the Montreal Convention: 2 years from arrival (Art. 35(1)).':
    'Ultimo giorno per avviare un’azione giudiziaria secondo la Convenzione di Montreal: 2 anni dall’arrivo (art. 35(1)).',
  'EU261: without an answer within 6 weeks, take the complaint to the national enforcement body (EU complaint form).':
    'EU261: senza risposta entro 6 settimane, presenti il reclamo all’organismo nazionale di controllo (modulo di reclamo UE).',
  'EU261: the airline should answer within 6 weeks; the enforcement body has the complaint already.':
    'EU261: la compagnia aerea dovrebbe rispondere entro 6 settimane; l’organismo di controllo ha già il reclamo.',
  "UK261: after 8 weeks without a resolution, take it to the airline's ADR body or the CAA.":
    'UK261: dopo 8 settimane senza soluzione, si rivolga all’organismo ADR della compagnia aerea o alla CAA.',
  'UK261: the airline should resolve it within 8 weeks; the body you filed with has the complaint already.':
    'UK261: la compagnia aerea dovrebbe risolverlo entro 8 settimane; l’organismo presso cui l’ha presentato ha già il reclamo.',
  'APPR: the carrier must pay or explain its refusal within 30 days (SOR/2019-150, s.19(4)); then complain to the CTA.':
    'APPR: il vettore deve pagare o motivare il rifiuto entro 30 giorni (SOR/2019-150, s.19(4)); poi presenti un reclamo alla CTA.',
  'APPR: the carrier must pay or explain its refusal within 30 days (SOR/2019-150, s.19(4)); the CTA has your complaint already.':
    'APPR: il vettore deve pagare o motivare il rifiuto entro 30 giorni (SOR/2019-150, s.19(4)); la CTA ha già il Suo reclamo.',
  'US DOT: the carrier must send a substantive answer within 60 days (14 CFR 259.7(c)); then complain to the DOT.':
    'US DOT: il vettore deve inviare una risposta nel merito entro 60 giorni (14 CFR 259.7(c)); poi presenti un reclamo al DOT.',
  'US DOT: the carrier must send you a substantive answer within 60 days of receiving the complaint (14 CFR 259.7(c)); the DOT follows it up.':
    'US DOT: il vettore deve inviarLe una risposta nel merito entro 60 giorni dalla ricezione del reclamo (14 CFR 259.7(c)); il DOT ne segue l’esito.',
  'Ask the carrier for compensation within 1 year of the delay or cancellation (SOR/2019-150, s.19(3)).':
    'Chieda l’indennizzo al vettore entro 1 anno dal ritardo o dalla cancellazione (SOR/2019-150, s.19(3)).',
  'A court action within 2 years of the arrival (Montreal Convention, Art. 35(1)).':
    'Un’azione giudiziaria entro 2 anni dall’arrivo (Convenzione di Montreal, art. 35(1)).',
  'England and Wales': 'Inghilterra e Galles',
  'Northern Ireland': 'Irlanda del Nord',
  'A domestic flight is not international carriage under the Montreal Convention; national law applies.':
    'Un volo nazionale non è trasporto internazionale ai sensi della Convenzione di Montreal; si applica la legge nazionale.',
  'The Montreal Convention entered into force on 4 November 2003.':
    'La Convenzione di Montreal è entrata in vigore il 4 novembre 2003.',
  'AirDesk assesses the Montreal Convention for delay and baggage; this incident is assessed under the other regimes.':
    'AirDesk valuta la Convenzione di Montreal per ritardi e bagagli; questo disservizio è valutato secondo gli altri regimi.',
  'Proven losses caused by the delay are owed up to {limit} SDR, unless the carrier shows it took all reasonable measures; sue within 2 years.':
    'I danni provati causati dal ritardo sono risarciti fino a {limit} DSP, salvo che il vettore dimostri di aver adottato tutte le misure ragionevoli; agisca in giudizio entro 2 anni.',
  'The proven loss for delayed baggage is owed up to {limit} SDR.':
    'Il danno provato per il bagaglio in ritardo è risarcito fino a {limit} DSP.',
  'Complain in writing within 21 days of getting the bag back (Art. 31(2)).':
    'Presenti reclamo scritto entro 21 giorni dalla riconsegna del bagaglio (art. 31(2)).',
  'The proven loss for damaged baggage is owed up to {limit} SDR.':
    'Il danno provato per il bagaglio danneggiato è risarcito fino a {limit} DSP.',
  'Complain in writing within 7 days of receiving the bag (Art. 31(2)).':
    'Presenti reclamo scritto entro 7 giorni dal ricevimento del bagaglio (art. 31(2)).',
  'The proven loss for lost baggage is owed up to {limit} SDR.':
    'Il danno provato per il bagaglio smarrito è risarcito fino a {limit} DSP.',
  'A bag not arrived 21 days after it was due counts as lost (Art. 17(3)).':
    'Un bagaglio non arrivato 21 giorni dopo la data prevista si considera perduto (art. 17(3)).',
  Germany: 'Germania',
  France: 'Francia',
  Ireland: 'Irlanda',
  Scotland: 'Scozia',
  'Before the courts of {term}: {text}.': 'Davanti ai tribunali in {term}: {text}.',
  '{text}; of {term}: {text2}, to {date}': '{text}; in {term}: {text2}, fino al {date}',
  '{years} years ({law})': '{years} anni ({law})',
  '{years} years from the end of the year of the flight ({law})': '{years} anni dalla fine dell’anno del volo ({law})',
  '{regime} sets no time limit of its own, so the period of the country whose courts hear the claim applies (Moré, C-139/11).':
    '{regime} non fissa un termine proprio, quindi si applica quello del Paese i cui tribunali decidono sulla richiesta (Moré, C-139/11).',
  'Claim by {date} ({law}).': 'La richieda entro il {date} ({law}).',
  'Warning: the time limit ran out on {date} ({law}); the carrier may refuse the claim as too old.':
    'Attenzione: il termine è scaduto il {date} ({law}); il vettore può respingere la richiesta perché prescritta.',
  'Time limit: claim by {date} ({text}).': 'Termine: presenti la richiesta entro il {date} ({text}).',
  'Time limit: it ran out on {date} ({text}).': 'Termine: è scaduto il {date} ({text}).',
  'The company may refuse the claim as too old.': 'La compagnia può respingere la richiesta perché prescritta.',
  'The arrival delay at the final destination decides whether compensation is owed (from 3 hours).':
    'Il ritardo all’arrivo alla destinazione finale decide se è dovuta la compensazione pecuniaria (da 3 ore).',
  'An arrival {hours} late is under the 3 hours that give compensation; care may still be owed.':
    'Un arrivo con {hours} di ritardo resta sotto le 3 ore che danno diritto alla compensazione pecuniaria; l’assistenza può comunque essere dovuta.',
  'How early you were told of the cancellation decides whether compensation is owed.':
    'Il preavviso con cui Le è stata comunicata la cancellazione decide se è dovuta la compensazione pecuniaria.',
  'It does not apply to your flight: the amount shown is the one the law in force gives.':
    'Non si applica al Suo volo: l’importo indicato è quello previsto dalla legge in vigore.',
  'A revision of Regulation 261/2004 agreed in June 2026 would pay {new} instead of {old} for a cancelled flight over 3,500 km, even when the alternative arrived at most 4 hours late; it would also oblige the airline to send a claim-form link within 48 hours and to pay or give its reasons within 30 days.':
    'Una revisione del regolamento 261/2004 concordata nel giugno 2026 pagherebbe {new} invece di {old} per un volo cancellato di oltre 3.500 km, anche quando il volo alternativo è arrivato con al massimo 4 ore di ritardo; obbligherebbe inoltre la compagnia a inviare un link al modulo di richiesta entro 48 ore e a pagare o motivare il rifiuto entro 30 giorni.',
  'Provisional agreement of the European Parliament and the Council in conciliation, 15 June 2026; not yet adopted or published in the Official Journal, and no date of application set.':
    'Accordo provvisorio del Parlamento europeo e del Consiglio in conciliazione, 15 giugno 2026; non ancora adottato né pubblicato nella Gazzetta ufficiale, e nessuna data di applicazione fissata.',
  'If the airline only gave your flight a new number and you were rebooked on it at about the same time (less than {hours} hours off), the DOT does not enforce the refund for flights from 5 December 2025 to 30 June 2026.':
    'Se la compagnia ha solo dato un nuovo numero al Suo volo e Lei è stato riprenotato su di esso più o meno alla stessa ora (meno di {hours} ore di differenza), il DOT non impone il rimborso per i voli dal 5 dicembre 2025 al 30 giugno 2026.',
  'The rule itself still counts a renumbered flight as cancelled, and a refund for a real cancellation or a significant change is still enforced.':
    'La norma stessa continua a considerare cancellato un volo rinumerato, e il rimborso per una vera cancellazione o una modifica significativa resta imposto.',
  'DOT enforcement pause (Federal Register Doc. 2025-22140, December 2025), 5 December 2025 to 30 June 2026, while the DOT reconsiders the definition of a cancelled flight; 14 CFR Part 260 itself is unchanged.':
    'Sospensione dell’applicazione da parte del DOT (Federal Register Doc. 2025-22140, dicembre 2025), dal 5 dicembre 2025 al 30 giugno 2026, mentre il DOT riesamina la definizione di volo cancellato; la 14 CFR Part 260 in sé resta invariata.',
  "Brazil's Supreme Court has suspended, nationwide, court cases claiming damages for delays, cancellations or changes caused by force majeure (such as bad weather) until it decides the question, so a damages suit over this disruption would wait for that ruling.":
    'La Corte suprema del Brasile ha sospeso, in tutto il Paese, le cause di risarcimento danni per ritardi, cancellazioni o modifiche dovuti a forza maggiore (come il maltempo) finché non deciderà la questione, quindi una causa di risarcimento per questo disservizio attenderebbe quella sentenza.',
  'Assistance, rebooking and refunds under Resolution 400 are not affected.':
    'L’assistenza, la riprotezione e i rimborsi previsti dalla Risoluzione 400 non sono interessati.',
  "Decision of Justice Dias Toffoli (STF), 26 November 2025, in force until the Court's final judgment; no date set.":
    'Decisione del giudice Dias Toffoli (STF), 26 novembre 2025, in vigore fino alla sentenza definitiva della Corte; nessuna data fissata.',
  'Time limit: it ran out on {date} ({text}). The company may refuse the claim as too old.':
    'Termine: è scaduto il {date} ({text}). La compagnia può respingere la richiesta perché prescritta.',
  "A disruption outside the carrier's control gives no compensation under APPR; rebooking or a refund are still owed.":
    'Un disservizio al di fuori del controllo del vettore non dà diritto a compensazione secondo l’APPR; la riprenotazione o il rimborso restano dovuti.',
  'A disruption required for safety gives no compensation under APPR; rebooking or a refund, and care, are still owed.':
    'Un disservizio necessario per motivi di sicurezza non dà diritto a compensazione secondo l’APPR; la riprenotazione o il rimborso, e l’assistenza, restano dovuti.',
  "APPR compensation depends on whether the cause was within the carrier's control and not required for safety.":
    'La compensazione dell’APPR dipende dal fatto che la causa fosse sotto il controllo del vettore e non necessaria per la sicurezza.',
  'APPR compensation for delays and cancellations applies to flights from 15 December 2019.':
    'La compensazione dell’APPR per ritardi e cancellazioni si applica ai voli dal 15 dicembre 2019.',
  'APPR covers flights to, from and within Canada only.': 'L’APPR copre solo i voli da, per e all’interno del Canada.',
  'APPR denied-boarding compensation applies to flights from 15 July 2019.':
    'La compensazione dell’APPR per negato imbarco si applica ai voli dal 15 luglio 2019.',
  'APPR fixed compensation covers delay, cancellation and denied boarding only.':
    'La compensazione fissa dell’APPR copre solo ritardo, cancellazione e negato imbarco.',
  'APPR has no fixed amount for baggage; the Montreal Convention limits apply.':
    'L’APPR non fissa un importo per i bagagli; si applicano i limiti della Convenzione di Montreal.',
  'APPR pays CAD 400 / 700 / 1,000 (large carrier) or CAD 125 / 250 / 500 (small carrier) for an arrival 3 / 6 / 9 h late.':
    'L’APPR paga 400 / 700 / 1.000 CAD (grande vettore) o 125 / 250 / 500 CAD (piccolo vettore) per un arrivo con 3 / 6 / 9 h di ritardo.',
  'APPR pays CAD 400 / 700 / 1,000 (large carrier) or CAD 125 / 250 / 500 (small carrier) for an arrival 3 / 6 / 9 h late, or CAD 400 / 125 when the ticket was refunded (s.19(2)).':
    'L’APPR paga 400 / 700 / 1.000 CAD (grande vettore) o 125 / 250 / 500 CAD (piccolo vettore) per un arrivo con 3 / 6 / 9 h di ritardo, o 400 / 125 CAD se il biglietto è stato rimborsato (s.19(2)).',
  'APPR pays CAD 400 / 700 / 1,000 (large carrier) or CAD 125 / 250 / 500 (small carrier) for an arrival 3 / 6 / 9 h late':
    'L’APPR paga 400 / 700 / 1.000 CAD (grande vettore) o 125 / 250 / 500 CAD (piccolo vettore) per un arrivo con 3 / 6 / 9 h di ritardo',
  'APPR pays CAD 400 / 700 / 1,000 (large carrier) or CAD 125 / 250 / 500 (small carrier) for an arrival 3 / 6 / 9 h late, or CAD 400 / 125 when the ticket was refunded (s.19(2))':
    'L’APPR paga 400 / 700 / 1.000 CAD (grande vettore) o 125 / 250 / 500 CAD (piccolo vettore) per un arrivo con 3 / 6 / 9 h di ritardo, o 400 / 125 CAD se il biglietto è stato rimborsato (s.19(2))',
  "{text}; {carrier}'s size is decided by the CTA's list of large and small airlines or by its published passenger numbers (2 million or more in each of the two years before the flight, s.1(1)), and AirDesk has neither for this flight's year.":
    '{text}; la dimensione di {carrier} è stabilita dall’elenco dei grandi e piccoli vettori della CTA o dal numero di passeggeri che ha pubblicato (2 milioni o più in ciascuno dei due anni precedenti il volo, s.1(1)), e AirDesk non dispone di nessuno dei due per l’anno di questo volo.',
  'APPR pays CAD 900 / 1,800 / 2,400 for denied boarding by how late you reached your destination; for a traveller who took no alternative flight the Regulations name no amount, so none is given.':
    'L’APPR paga 900 / 1.800 / 2.400 CAD per negato imbarco in base al ritardo con cui ha raggiunto la destinazione; per chi non ha preso un volo alternativo il regolamento non indica alcun importo, quindi non ne viene dato nessuno.',
  'APPR pays CAD 900 / 1,800 / 2,400 for denied boarding, by how late you reached your destination.':
    'L’APPR paga 900 / 1.800 / 2.400 CAD per negato imbarco, in base al ritardo con cui ha raggiunto la destinazione.',
  'An arrival {hours} late is under the 3 hours that give APPR compensation.':
    'Un arrivo con {hours} di ritardo resta sotto le 3 ore che danno diritto alla compensazione dell’APPR.',
  'Arriving {hours} late with a large carrier gives {amount}; request it within 1 year, and the carrier must pay or explain within 30 days.':
    'Arrivare con {hours} di ritardo con un grande vettore dà diritto a {amount}; la richieda entro 1 anno, e il vettore deve pagare o motivare il rifiuto entro 30 giorni.',
  'Arriving {hours} late with a small carrier gives {amount}; request it within 1 year, and the carrier must pay or explain within 30 days.':
    'Arrivare con {hours} di ritardo con un piccolo vettore dà diritto a {amount}; la richieda entro 1 anno, e il vettore deve pagare o motivare il rifiuto entro 30 giorni.',
  'Cancelled and refunded instead of re-routed, with a large carrier: {amount}; request it within 1 year, and the carrier must pay or explain within 30 days.':
    'Volo cancellato e rimborsato invece che riprenotato, con un grande vettore: {amount}; la richieda entro 1 anno, e il vettore deve pagare o motivare il rifiuto entro 30 giorni.',
  'Cancelled and refunded instead of re-routed, with a small carrier: {amount}; request it within 1 year, and the carrier must pay or explain within 30 days.':
    'Volo cancellato e rimborsato invece che riprenotato, con un piccolo vettore: {amount}; la richieda entro 1 anno, e il vettore deve pagare o motivare il rifiuto entro 30 giorni.',
  "Denied boarding for a reason within the carrier's control, arriving {hours} late: {amount}, payable as soon as possible.":
    'Negato imbarco per un motivo sotto il controllo del vettore, con arrivo {hours} in ritardo: {amount}, pagabile il prima possibile.',
  'If the ticket was refunded instead, the amount is CAD 400 (large) or 125 (small), s.19(2).':
    'Se invece il biglietto è stato rimborsato, l’importo è di 400 CAD (grande) o 125 CAD (piccolo), s.19(2).',
  'Told more than 14 days before departure, no APPR compensation is owed.':
    'Se informato più di 14 giorni prima della partenza, non è dovuta alcuna compensazione dell’APPR.',
  '{carrier} carried {passengers} passengers in {year}, under the 2 million a year of a large carrier (SOR/2019-150 s.1(1)), so it counts as a small carrier for {forYear}.':
    '{carrier} ha trasportato {passengers} passeggeri nel {year}, sotto i 2 milioni l’anno di un grande vettore (SOR/2019-150 s.1(1)), quindi conta come piccolo vettore per il {forYear}.',
  '{carrier} counts as a large carrier: its published traffic was {a} passengers in {yearA} and {b} in {yearB}, 2 million or more in each of the two years before the flight (SOR/2019-150 s.1(1)).':
    '{carrier} conta come grande vettore: il suo traffico pubblicato è stato di {a} passeggeri nel {yearA} e {b} nel {yearB}, 2 milioni o più in ciascuno dei due anni precedenti il volo (SOR/2019-150 s.1(1)).',
  "{carrier} operated the flight for {ticketCarrier}, a large carrier, so the large carrier's amounts apply.":
    '{carrier} ha operato il volo per {ticketCarrier}, un grande vettore, quindi si applicano gli importi del grande vettore.',
  'US DOT rules cover flights to, from or within the United States only.':
    'Le norme del US DOT coprono solo i voli da, per o all’interno degli Stati Uniti.',
  'AirDesk assesses US DOT refunds for cancellations, significant changes, denied boarding and baggage.':
    'AirDesk valuta i rimborsi del US DOT per cancellazioni, modifiche significative, negato imbarco e bagagli.',
  'The US oversales rule covers flights leaving a US airport only.':
    'La norma statunitense sull’overbooking copre solo i voli in partenza da un aeroporto degli Stati Uniti.',
  'If you did not accept the alternative flight or other compensation offered, the fare is refunded automatically within 7 business days (credit card) or 20 calendar days (other payment).':
    'Se non ha accettato il volo alternativo o un’altra compensazione offerta, la tariffa viene rimborsata automaticamente entro 7 giorni lavorativi (carta di credito) o 20 giorni di calendario (altro pagamento).',
  'A delay of {threshold} h or more on this domestic flight is a significant change that gives a refund if you did not travel.':
    'Un ritardo di {threshold} h o più su questo volo nazionale è una modifica significativa che dà diritto al rimborso se non ha viaggiato.',
  'A delay of {threshold} h or more on this international flight is a significant change that gives a refund if you did not travel.':
    'Un ritardo di {threshold} h o più su questo volo internazionale è una modifica significativa che dà diritto al rimborso se non ha viaggiato.',
  'A {hours} delay is a significant change: if you declined it and did not travel, the fare is refunded automatically within 7 business days (credit card) or 20 calendar days (other payment).':
    'Un ritardo di {hours} è una modifica significativa: se l’ha rifiutato e non ha viaggiato, la tariffa viene rimborsata automaticamente entro 7 giorni lavorativi (carta di credito) o 20 giorni di calendario (altro pagamento).',
  'A {hours} delay is under the {threshold} that make a significant change on a domestic flight.':
    'Un ritardo di {hours} resta sotto le {threshold} che costituiscono una modifica significativa su un volo nazionale.',
  'A {hours} delay is under the {threshold} that make a significant change on an international flight.':
    'Un ritardo di {hours} resta sotto le {threshold} che costituiscono una modifica significativa su un volo internazionale.',
  'A departure moved {threshold} h or more on this domestic flight is a significant change that gives a refund if you did not accept it.':
    'Una partenza spostata di {threshold} h o più su questo volo nazionale è una modifica significativa che dà diritto al rimborso se non l’ha accettata.',
  'A departure moved {threshold} h or more on this international flight is a significant change that gives a refund if you did not accept it.':
    'Una partenza spostata di {threshold} h o più su questo volo internazionale è una modifica significativa che dà diritto al rimborso se non l’ha accettata.',
  'A departure moved {hours} earlier is a significant change: if you did not accept it, the fare is refunded automatically within 7 business days (credit card) or 20 calendar days (other payment).':
    'Una partenza anticipata di {hours} è una modifica significativa: se non l’ha accettata, la tariffa viene rimborsata automaticamente entro 7 giorni lavorativi (carta di credito) o 20 giorni di calendario (altro pagamento).',
  'A departure moved {hours} earlier is under the {threshold} that make a significant change on a domestic flight.':
    'Una partenza anticipata di {hours} resta sotto le {threshold} che costituiscono una modifica significativa su un volo nazionale.',
  'A departure moved {hours} earlier is under the {threshold} that make a significant change on an international flight.':
    'Una partenza anticipata di {hours} resta sotto le {threshold} che costituiscono una modifica significativa su un volo internazionale.',
  'A downgrade is a significant change: if you declined it, the fare is refunded automatically within 7 business days (credit card) or 20 calendar days (other payment).':
    'Un declassamento è una modifica significativa: se l’ha rifiutato, la tariffa viene rimborsata automaticamente entro 7 giorni lavorativi (carta di credito) o 20 giorni di calendario (altro pagamento).',
  'After a Mishandled Baggage Report, the bag fee is refunded for a lost bag or one delivered more than 12 h late.':
    'Dopo una denuncia di bagaglio disguidato, il costo del bagaglio viene rimborsato se è andato perso o è stato consegnato con oltre 12 h di ritardo.',
  'After a Mishandled Baggage Report, the bag fee is refunded for a lost bag or one delivered more than 15 to 30 h (by flight length) late.':
    'Dopo una denuncia di bagaglio disguidato, il costo del bagaglio viene rimborsato se è andato perso o è stato consegnato con oltre 15-30 h di ritardo (secondo la durata del volo).',
  'For the loss itself the carrier may not limit its liability below {amount} (14 CFR Part 254).':
    'Per la perdita in sé il vettore non può limitare la propria responsabilità al di sotto di {amount} (14 CFR Part 254).',
  'On a domestic flight the carrier owes the proven loss for a damaged bag and may not limit its liability below {amount}.':
    'Su un volo nazionale il vettore deve il danno provato per un bagaglio danneggiato e non può limitare la propria responsabilità al di sotto di {amount}.',
  'Damage to a bag on an international flight falls under the Montreal Convention.':
    'I danni a un bagaglio su un volo internazionale rientrano nella Convenzione di Montreal.',
  'The bag-fee refund rule (14 CFR Part 260) covers flights from 28 October 2024; ask the carrier under its own policy.':
    'La norma sul rimborso del costo del bagaglio (14 CFR Part 260) copre i voli dal 28 ottobre 2024; si rivolga al vettore secondo la sua politica.',
  "Before 28 October 2024 a refund was owed for a significant change you did not accept, as the carrier's own conditions defined it (DOT Enforcement Notices of 3 April and 12 May 2020).":
    'Prima del 28 ottobre 2024 era dovuto un rimborso per una modifica significativa che non ha accettato, come la definivano le condizioni del vettore stesso (DOT Enforcement Notices del 3 aprile e del 12 maggio 2020).',
  'Before 28 October 2024 the carrier still owed a prompt refund of the fare when it cancelled the flight and you did not accept the alternative offered, even for reasons outside its control (DOT Enforcement Notice of 3 April 2020).':
    'Prima del 28 ottobre 2024 il vettore doveva comunque un rimborso tempestivo della tariffa quando cancellava il volo e Lei non accettava l’alternativa offerta, anche per motivi al di fuori del suo controllo (DOT Enforcement Notice del 3 aprile 2020).',
  'Involuntary denied boarding pays 200% or 400% of the one-way fare, by how late the alternative is planned to arrive.':
    'Il negato imbarco involontario paga il 200% o il 400% della tariffa di sola andata, in base al ritardo previsto all’arrivo del volo alternativo.',
  'Involuntary denied boarding pays 200% or 400% of the one-way fare (at most {twice} / {fourTimes}), by how late the alternative is planned to arrive.':
    'Il negato imbarco involontario paga il 200% o il 400% della tariffa di sola andata (al massimo {twice} / {fourTimes}), in base al ritardo previsto all’arrivo del volo alternativo.',
  'The caps are in US dollars: give the fare in USD.':
    'I massimali sono in dollari statunitensi: indichi la tariffa in USD.',
  'The caps in force before 13 April 2021 are not recorded in AirDesk, so no amount is given.':
    'I massimali in vigore prima del 13 aprile 2021 non sono registrati in AirDesk, quindi non viene indicato alcun importo.',
  'An alternative planned to arrive within 1 hour of the original gives no denied-boarding compensation.':
    'Un volo alternativo previsto in arrivo entro 1 ora dall’originale non dà diritto a compensazione per negato imbarco.',
  'Denied boarding with no alternative flight taken (s.250.5(a)(3): none offered that arrives in time): {pct}% of the one-way fare of {fare}: {amount}, payable on the day.':
    'Negato imbarco senza volo alternativo preso (s.250.5(a)(3): nessuno offerto che arrivasse in tempo): il {pct}% della tariffa di sola andata di {fare}: {amount}, pagabile in giornata.',
  'Denied boarding with no alternative flight taken (s.250.5(a)(3): none offered that arrives in time): {pct}% of the one-way fare of {fare}, capped at {cap}: {amount}, payable on the day.':
    'Negato imbarco senza volo alternativo preso (s.250.5(a)(3): nessuno offerto che arrivasse in tempo): il {pct}% della tariffa di sola andata di {fare}, con un massimo di {cap}: {amount}, pagabile in giornata.',
  'Denied boarding with the alternative planned to arrive {hours} late ({term}): {pct}% of the one-way fare of {fare}: {amount}, payable on the day.':
    'Negato imbarco con il volo alternativo previsto in arrivo con {hours} di ritardo ({term}): il {pct}% della tariffa di sola andata di {fare}: {amount}, pagabile in giornata.',
  'Denied boarding with the alternative planned to arrive {hours} late ({term}): {pct}% of the one-way fare of {fare}, capped at {cap}: {amount}, payable on the day.':
    'Negato imbarco con il volo alternativo previsto in arrivo con {hours} di ritardo ({term}): il {pct}% della tariffa di sola andata di {fare}, con un massimo di {cap}: {amount}, pagabile in giornata.',
  '{limit} h or more on a domestic trip': '{limit} h o più su un viaggio nazionale',
  '{limit} h or more on an international trip': '{limit} h o più su un viaggio internazionale',
  'under {limit} h on a domestic trip': 'meno di {limit} h su un viaggio nazionale',
  'under {limit} h on an international trip': 'meno di {limit} h su un viaggio internazionale',
  '1 day': '1 giorno',
  '{n} days': '{n} giorni',
  "1 day's notice": '1 giorno di preavviso',
  "{n} days' notice": '{n} giorni di preavviso',
  'a domestic flight': 'un volo nazionale',
  'an international flight of 1,500 km or less': 'un volo internazionale di 1.500 km o meno',
  'an international flight of 1,500 to 3,500 km': 'un volo internazionale da 1.500 a 3.500 km',
  'an international flight of more than 3,500 km': 'un volo internazionale di oltre 3.500 km',
  'SHY-YOLCU applies to flights from 1 January 2012.': 'Lo SHY-YOLCU si applica ai voli dal 1º gennaio 2012.',
  'SHY-YOLCU covers denied boarding, cancellation and delay only.':
    'Lo SHY-YOLCU copre solo negato imbarco, cancellazione e ritardo.',
  'SHY-YOLCU does not cover baggage; the Montreal Convention does.':
    'Lo SHY-YOLCU non copre i bagagli; la Convenzione di Montreal sì.',
  'The flight neither departs from Türkiye nor arrives there on a Turkish carrier (Art. 2(1)(a)).':
    'Il volo non parte dalla Turchia né vi arriva con un vettore turco (art. 2(1)(a)).',
  'Flights into Türkiye are covered only on a Turkish carrier, and {carrier} is not one (Art. 2(1)(a)).':
    'I voli verso la Turchia sono coperti solo con un vettore turco, e {carrier} non lo è (art. 2(1)(a)).',
  'Before 10 December 2024 SHY-YOLCU gave care for a delay (meals, a hotel when needed) but no compensation.':
    'Prima del 10 dicembre 2024 lo SHY-YOLCU dava assistenza in caso di ritardo (pasti, un albergo se necessario), ma nessuna compensazione.',
  'The compensation is for delays with technical or operational reasons; the carrier has shown circumstances outside them, so none is owed (care remains).':
    'La compensazione è prevista per i ritardi dovuti a motivi tecnici od operativi; il vettore ha provato circostanze estranee a questi, quindi non ne è dovuta alcuna (l’assistenza resta).',
  "Arriving {hours} late on a domestic flight delayed for technical or operational reasons: {amount}, paid in Turkish lira at the Central Bank's selling rate on the day of payment.":
    'Arrivo con {hours} di ritardo su un volo nazionale in ritardo per motivi tecnici od operativi: {amount}, pagati in lire turche al cambio di vendita della Banca centrale del giorno del pagamento.',
  "Arriving {hours} late on an international flight delayed for technical or operational reasons: {amount}, paid in Turkish lira at the Central Bank's selling rate on the day of payment.":
    'Arrivo con {hours} di ritardo su un volo internazionale in ritardo per motivi tecnici od operativi: {amount}, pagati in lire turche al cambio di vendita della Banca centrale del giorno del pagamento.',
  'It is owed when the delay had technical or operational reasons.':
    'È dovuta quando il ritardo aveva motivi tecnici od operativi.',
  'The carrier has shown, with official documents, circumstances outside its control (a technical fault or an operational reason does not count), so no compensation is owed; a refund or re-routing and care remain.':
    'Il vettore ha provato, con documenti ufficiali, circostanze al di fuori del suo controllo (un guasto tecnico o un motivo operativo non contano), quindi non è dovuta alcuna compensazione; il rimborso o l’imbarco su un volo alternativo e l’assistenza restano dovuti.',
  'Denied boarding against your will on {term}: {amount}, paid in Turkish lira, with a refund or re-routing and care.':
    'Negato imbarco contro la Sua volontà su {term}: {amount}, pagati in lire turche, con rimborso o volo alternativo e assistenza.',
  'The 2011 text is reported to let the carrier halve the sum when it re-routes you; the conditions of that reduction were not found in an official publication, so the full sum is shown.':
    'Secondo quanto riportato, il testo del 2011 consente al vettore di dimezzare la somma quando La riprotegge su un altro volo; le condizioni di tale riduzione non sono state trovate in una pubblicazione ufficiale, quindi è indicata la somma intera.',
  'A cancellation told less than two weeks before departure gives {amount} on {term}, unless (told two weeks to seven days before) you were offered re-routing leaving at most 2 hours early and arriving at most 4 hours late.':
    'Una cancellazione comunicata meno di due settimane prima della partenza dà diritto a {amount} su {term}, a meno che (se comunicata tra due settimane e sette giorni prima) Le sia stato offerto un volo alternativo in partenza al massimo 2 ore prima e in arrivo al massimo 4 ore dopo.',
  'Cancelled with {term} and not re-routed (a refund or your own arrangements): {amount} on {term2}, paid in Turkish lira.':
    'Cancellazione con {term} e nessun volo alternativo (rimborso o mezzi propri): {amount} su {term2}, pagati in lire turche.',
  'The carrier owes nothing if it offered re-routing leaving at most 2 hours early and arriving at most 4 hours late.':
    'Il vettore non deve nulla se ha offerto un volo alternativo in partenza al massimo 2 ore prima e in arrivo al massimo 4 ore dopo.',
  'Cancelled with {term} and the alternative arriving {hours} late (beyond 4 h late): {amount} on {term2}, paid in Turkish lira.':
    'Cancellazione con {term} e il volo alternativo in arrivo con {hours} di ritardo (oltre 4 h di ritardo): {amount} su {term2}, pagati in lire turche.',
  'Cancelled with {term} and the alternative leaving {hours} early (beyond 2 h early): {amount} on {term2}, paid in Turkish lira.':
    'Cancellazione con {term} e il volo alternativo in partenza {hours} prima (oltre 2 h prima): {amount} su {term2}, pagati in lire turche.',
  'A departure moved {hours} earlier, told {term} before, counts as a cancellation (SHGM Circular HUD-2015/3, point 4): {amount} on {term2}, paid in Turkish lira.':
    'Una partenza anticipata di {hours}, comunicata {term} prima, conta come cancellazione (circolare SHGM HUD-2015/3, punto 4): {amount} su {term2}, pagati in lire turche.',
  'A departure moved {hours} earlier, told {term} before, counts as a cancellation (SHGM Circular HUD-2015/3, point 4): told two weeks to seven days before, a departure at most 2 hours earlier gives no compensation.':
    'Una partenza anticipata di {hours}, comunicata {term} prima, conta come cancellazione (circolare SHGM HUD-2015/3, punto 4): se comunicata tra due settimane e sette giorni prima, una partenza al massimo 2 ore prima non dà diritto a compensazione.',
  'Told {term} before departure (at least two weeks), no compensation is owed; a refund or re-routing is.':
    'Se informato {term} prima della partenza (almeno due settimane), non è dovuta alcuna compensazione; lo sono un rimborso o un volo alternativo.',
  'Told {term} before, the alternative left {early} early and arrived {late} late (at most 2 h and 4 h): no compensation is owed.':
    'Informato {term} prima, il volo alternativo è partito {early} prima ed è arrivato con {late} di ritardo (al massimo 2 h e 4 h): non è dovuta alcuna compensazione.',
  'For notice under seven days the re-routing limits that would exempt the carrier were not found in an official publication, and your alternative ({early} early, {late} late) is close enough that they decide, so no amount is given.':
    'Per un preavviso inferiore a sette giorni i limiti del volo alternativo che esonererebbero il vettore non sono stati trovati in una pubblicazione ufficiale, e il Suo volo alternativo ({early} prima, {late} di ritardo) è abbastanza vicino da dipendere da essi, quindi non viene indicato alcun importo.',
  'The law covers flights taking off from or landing in Israel.':
    'La legge copre i voli che decollano da Israele o vi atterrano.',
  'The law applies to flights from 16 August 2012.': 'La legge si applica ai voli dal 16 agosto 2012.',
  'The law does not cover baggage; the Montreal Convention does.':
    'La legge non copre i bagagli; la Convenzione di Montreal sì.',
  'The law covers cancellation, long delay, denied boarding and changes of conditions.':
    'La legge copre cancellazione, ritardo prolungato, negato imbarco e modifiche delle condizioni.',
  'Domestic flights have their own sums (Aviation Services Regulations (Domestic Flights) 5773-2013, reg. 2), which were not read, so no amount is given.':
    'I voli nazionali hanno somme proprie (Aviation Services Regulations (Domestic Flights) 5773-2013, reg. 2), che non sono state lette, quindi non viene indicato alcun importo.',
  'A flight that took off {n} hours or more late counts as cancelled and gives compensation; how late it was decides.':
    'Un volo decollato con {n} ore o più di ritardo conta come cancellato e dà diritto a compensazione; decide l’entità del ritardo.',
  'A delay of {hours} (under {limit} h) gives assistance (food and drink from 2 hours; from 5 hours a choice of an alternative ticket or a refund) but no monetary compensation.':
    'Un ritardo di {hours} (meno di {limit} h) dà diritto ad assistenza (cibo e bevande da 2 ore; da 5 ore, a scelta un biglietto alternativo o un rimborso) ma non a una compensazione in denaro.',
  'A flight {hours} late ({limit} h or more) counts as cancelled (s.1); AirDesk reads the arrival delay you gave for how late it took off.':
    'Un volo con {hours} di ritardo ({limit} h o più) conta come cancellato (s.1); AirDesk considera il ritardo all’arrivo che ha indicato come ritardo al decollo.',
  'Compensation: {text}.': 'Compensazione: {text}.',
  '{amount} ({term}), the First Schedule sum as enacted in 2012; it is indexed every 1 January (s.13), so the sum in force on your flight’s date may be higher (the latest official update found took effect on 1 January 2017, and its table was not read)':
    '{amount} ({term}), la somma del Primo allegato come promulgata nel 2012; è indicizzata ogni 1º gennaio (s.13), quindi la somma in vigore alla data del Suo volo può essere più alta (l’ultimo aggiornamento ufficiale trovato è entrato in vigore il 1º gennaio 2017, e la sua tabella non è stata letta)',
  '{amount} ({term}), the First Schedule sum as enacted in 2012, indexed every 1 January (s.13); the first official update found took effect on 1 January 2017':
    '{amount} ({term}), la somma del Primo allegato come promulgata nel 2012, indicizzata ogni 1º gennaio (s.13); il primo aggiornamento ufficiale trovato è entrato in vigore il 1º gennaio 2017',
  'up to 2,000 km': 'fino a 2.000 km',
  '2,000 to 4,500 km': 'da 2.000 a 4.500 km',
  'over 4,500 km': 'oltre 4.500 km',
  'A cancellation with {term}': 'Una cancellazione con {term}',
  '{term} gives {text}.': '{term} dà diritto a {text}.',
  '{term} gives {text}; it may be halved when you took an alternative flight that landed soon enough, so how late it arrived decides.':
    '{term} dà diritto a {text}; può essere dimezzata se ha preso un volo alternativo atterrato abbastanza presto, quindi decide il ritardo con cui è arrivato.',
  '{term}, with no alternative ticket taken: {text}.': '{term}, senza biglietto alternativo preso: {text}.',
  '{term}, with an alternative flight that landed {hours} late (within the limit for halving): half of {text}.':
    '{term}, con un volo alternativo atterrato con {hours} di ritardo (entro il limite per il dimezzamento): la metà di {text}.',
  '{term}, with the alternative {hours} late (too late for any halving): {text}.':
    '{term}, con il volo alternativo in ritardo di {hours} (troppo tardi per il dimezzamento): {text}.',
  'Denied boarding gives monetary compensation.': 'Il negato imbarco dà diritto a una compensazione in denaro.',
  'A cancellation with {term} gives monetary compensation.':
    'Una cancellazione con {term} dà diritto a una compensazione in denaro.',
  'Told {n} days before departure (at least 14), no monetary compensation is owed; a refund or an alternative ticket is.':
    'Se informato {n} giorni prima della partenza (almeno 14), non è dovuta alcuna compensazione in denaro; lo sono un rimborso o un biglietto alternativo.',
  'With {term}, an alternative leaving at most {early} h early and arriving at most {late} h late exempts the carrier; how early it left and how late it arrived decide.':
    'Con {term}, un volo alternativo in partenza al massimo {early} h prima e in arrivo con al massimo {late} h di ritardo esonera il vettore; decidono quanto prima è partito e quanto tardi è arrivato.',
  'Told {term} before, your alternative left {early} early and arrived {late} late (within {a} h and {b} h): no monetary compensation is owed.':
    'Informato {term} prima, il Suo volo alternativo è partito {early} prima ed è arrivato con {late} di ritardo (entro {a} h e {b} h): non è dovuta alcuna compensazione in denaro.',
  'A flight brought forward gives the rights of s.8 (advanced flight), which was not read; AirDesk gives no amount for it.':
    'Un volo anticipato dà i diritti della s.8 (volo anticipato), che non è stata letta; AirDesk non indica alcun importo per questo.',
  'The carrier has shown circumstances beyond its control, so no monetary compensation is owed; a refund or an alternative ticket and assistance remain.':
    'Il vettore ha provato circostanze al di fuori del suo controllo, quindi non è dovuta alcuna compensazione in denaro; il rimborso o un biglietto alternativo e l’assistenza restano dovuti.',
  "With the alternative {hours} late, whether the carrier may halve it depends on limits that the sources read state differently ({a} h or {b} h for this distance) and the statute's wording was not read, so no amount is given.":
    'Con il volo alternativo in ritardo di {hours}, se il vettore possa dimezzarla dipende da limiti che le fonti lette indicano in modo diverso ({a} h o {b} h per questa distanza), e il testo della legge non è stato letto, quindi non viene indicato alcun importo.',
  'The CAR covers flights within, to and from India.': 'La CAR copre i voli all’interno dell’India, da e per l’India.',
  'The CAR applies to flights from 15 August 2010.': 'La CAR si applica ai voli dal 15 agosto 2010.',
  'The CAR reimburses downgrading for flights from 15 February 2023.':
    'La CAR rimborsa il declassamento per i voli dal 15 febbraio 2023.',
  'The CAR sets no money compensation for a delay, and a delay caused by extraordinary circumstances does not oblige the airline to give meals or a hotel either (para 3.4.4).':
    'La CAR non prevede una compensazione in denaro per un ritardo, e un ritardo causato da circostanze eccezionali non obbliga la compagnia nemmeno a fornire pasti o un albergo (para 3.4.4).',
  'A delay gives meals and refreshments (from 2, 3 or 4 hours by block time), an alternative flight or a full refund when it exceeds 6 hours, and a hotel when it exceeds 24 hours (6 hours for a departure between 20:00 and 03:00); the CAR sets no money compensation for delay.':
    'Un ritardo dà diritto a pasti e bevande (da 2, 3 o 4 ore secondo il tempo di blocco), a un volo alternativo o al rimborso integrale oltre le 6 ore, e a un albergo oltre le 24 ore (6 ore per una partenza tra le 20:00 e le 03:00); la CAR non prevede una compensazione in denaro per il ritardo.',
  'A delay gives meals and refreshments (from 2, 3 or 4 hours by block time), and a hotel when it exceeds 24 hours (6 hours for a departure between 20:00 and 03:00); the CAR sets no money compensation for delay.':
    'Un ritardo dà diritto a pasti e bevande (da 2, 3 o 4 ore secondo il tempo di blocco) e a un albergo oltre le 24 ore (6 ore per una partenza tra le 20:00 e le 03:00); la CAR non prevede una compensazione in denaro per il ritardo.',
  'This CAR covers denied boarding, cancellation, delay and downgrading.':
    'Questa CAR copre negato imbarco, cancellazione, ritardo e declassamento.',
  'This CAR does not cover baggage; the Montreal Convention or Indian carriage law does.':
    'Questa CAR non copre i bagagli; li coprono la Convenzione di Montreal o la legge indiana sul trasporto.',
  'The sums of the revision in force before 15 February 2023 were not read, so no amount is given.':
    'Le somme della revisione in vigore prima del 15 febbraio 2023 non sono state lette, quindi non viene indicato alcun importo.',
  'Denied boarding against your will gives 200% of the booked one-way basic fare plus fuel charge (at most INR 10,000) when the alternate flight departs within 24 hours, 400% (at most INR 20,000) when it departs later or you take none (then with a full refund); nothing when it departs within 1 hour.':
    'Il negato imbarco contro la Sua volontà dà diritto al 200% della tariffa base di sola andata prenotata più il supplemento carburante (al massimo 10.000 INR) se il volo alternativo parte entro 24 ore, al 400% (al massimo 20.000 INR) se parte più tardi o non ne prende nessuno (allora con rimborso integrale); nulla se parte entro 1 ora.',
  'With the alternative {hours} late (within 1 hour), no denied-boarding compensation is owed.':
    'Con il volo alternativo in ritardo di {hours} (entro 1 ora), non è dovuta alcuna compensazione per negato imbarco.',
  'The caps are in rupees: give the fare in INR.': 'I massimali sono in rupie: indichi la tariffa in INR.',
  'The sums are in rupees: give the fare in INR.': 'Le somme sono in rupie: indichi la tariffa in INR.',
  'Denied boarding with no alternate flight taken (para 3.2.2(c): a full refund as well): {pct}% of the one-way basic fare plus fuel charge of {fare}: {amount}.':
    'Negato imbarco senza volo alternativo preso (para 3.2.2(c): con anche il rimborso integrale): il {pct}% della tariffa base di sola andata più il supplemento carburante di {fare}: {amount}.',
  'Denied boarding with no alternate flight taken (para 3.2.2(c): a full refund as well): {pct}% of the one-way basic fare plus fuel charge of {fare}, capped at {cap}: {amount}.':
    'Negato imbarco senza volo alternativo preso (para 3.2.2(c): con anche il rimborso integrale): il {pct}% della tariffa base di sola andata più il supplemento carburante di {fare}, con un massimo di {cap}: {amount}.',
  'Denied boarding with the alternative {hours} late ({term}; AirDesk reads how late it arrived for how late it departed): {pct}% of the one-way basic fare plus fuel charge of {fare}: {amount}.':
    'Negato imbarco con il volo alternativo in ritardo di {hours} ({term}; AirDesk considera il ritardo all’arrivo come ritardo alla partenza): il {pct}% della tariffa base di sola andata più il supplemento carburante di {fare}: {amount}.',
  'Denied boarding with the alternative {hours} late ({term}; AirDesk reads how late it arrived for how late it departed): {pct}% of the one-way basic fare plus fuel charge of {fare}, capped at {cap}: {amount}.':
    'Negato imbarco con il volo alternativo in ritardo di {hours} ({term}; AirDesk considera il ritardo all’arrivo come ritardo alla partenza): il {pct}% della tariffa base di sola andata più il supplemento carburante di {fare}, con un massimo di {cap}: {amount}.',
  'more than 24 hours': 'oltre 24 ore',
  'within 24 hours': 'entro 24 ore',
  'A cancellation told less than 24 hours before departure (or a missed connection on the same ticket), with no alternate flight you accepted, gives a full refund and INR 5,000 / 7,500 / 10,000 for a block time up to 1 hour / up to 2 hours / over 2 hours, or the one-way basic fare plus fuel charge if that is less.':
    'Una cancellazione comunicata meno di 24 ore prima della partenza (o una coincidenza persa sullo stesso biglietto), senza un volo alternativo da Lei accettato, dà diritto al rimborso integrale e a 5.000 / 7.500 / 10.000 INR per un tempo di blocco fino a 1 ora / fino a 2 ore / oltre 2 ore, o alla tariffa base di sola andata più il supplemento carburante se inferiore.',
  "A cancellation caused by extraordinary circumstances beyond the airline's control gives no compensation; an alternative flight or a refund remains.":
    'Una cancellazione causata da circostanze eccezionali al di fuori del controllo della compagnia non dà diritto a compensazione; restano dovuti un volo alternativo o il rimborso.',
  'Told {term} before departure (at least 24 hours), the airline owes an alternative flight or a refund, as you choose, but no compensation (unless you missed a connection on the same ticket because of it, para 3.3.2).':
    'Se informato {term} prima della partenza (almeno 24 ore), la compagnia deve un volo alternativo o un rimborso, a Sua scelta, ma nessuna compensazione (salvo che per questo abbia perso una coincidenza sullo stesso biglietto, para 3.3.2).',
  'Told less than 24 hours before, the airline owes either an alternate flight you accept or compensation with a full refund; you took the alternative, so no compensation is owed.':
    'Se informato meno di 24 ore prima, la compagnia deve o un volo alternativo che Lei accetta o una compensazione con rimborso integrale; Lei ha preso il volo alternativo, quindi non è dovuta alcuna compensazione.',
  'Meals while you wait at the airport remain (para 3.8.1).':
    'Restano dovuti i pasti durante l’attesa in aeroporto (para 3.8.1).',
  'Told less than 24 hours before and not re-routed: a full refund and the one-way basic fare plus fuel charge of {fare}, which is less than every block-time sum ({a} / {b} / {c}).':
    'Informato meno di 24 ore prima e senza volo alternativo: rimborso integrale e la tariffa base di sola andata più il supplemento carburante di {fare}, inferiore a tutte le somme per tempo di blocco ({a} / {b} / {c}).',
  "Told less than 24 hours before and not re-routed: a full refund and {a} for a block time up to 1 hour, {b} up to 2 hours, {c} over 2 hours (each capped at your fare of {fare}); the flight's scheduled block time decides, so no single amount is given.":
    'Informato meno di 24 ore prima e senza volo alternativo: rimborso integrale e {a} per un tempo di blocco fino a 1 ora, {b} fino a 2 ore, {c} oltre 2 ore (ciascuna con il massimo della Sua tariffa di {fare}); decide il tempo di blocco programmato del volo, quindi non viene indicato un importo unico.',
  'An involuntary downgrade on {term} is reimbursed {pct}% of the cost of the ticket including taxes; the fare decides the amount.':
    'Un declassamento involontario su {term} è rimborsato al {pct}% del costo del biglietto tasse incluse; la tariffa decide l’importo.',
  'An involuntary downgrade on {term}: {pct}% of the ticket with taxes ({fare}): {amount}.':
    'Declassamento involontario su {term}: il {pct}% del biglietto tasse incluse ({fare}): {amount}.',
  'Resolution 400 covers flights to, from and within Brazil.':
    'La Risoluzione 400 copre i voli da, per e all’interno del Brasile.',
  'Resolution 400 applies to tickets bought from 14 March 2017.':
    'La Risoluzione 400 si applica ai biglietti acquistati dal 14 marzo 2017.',
  'AirDesk assesses Resolution 400 for denied boarding, delay, cancellation and baggage.':
    'AirDesk valuta la Risoluzione 400 per negato imbarco, ritardo, cancellazione e bagagli.',
  'Resolution 400 gives assistance (communication from 1 hour, food from 2, lodging and transfers from 4) and rebooking or a refund, but no fixed sum for a delay or a cancellation.':
    'La Risoluzione 400 dà diritto ad assistenza (comunicazioni da 1 ora, pasti da 2, alloggio e trasferimenti da 4) e a riprotezione o rimborso, ma non a una somma fissa per ritardo o cancellazione.',
  'Resolution 400 sets how the carrier returns a bag or pays for it, but no fixed sum.':
    'La Risoluzione 400 stabilisce come il vettore restituisce un bagaglio o lo risarcisce, ma non una somma fissa.',
  "Denied boarding on a domestic flight: {amount}, paid at once by bank transfer, voucher or cash (in reais at the day's rate), besides rebooking, a refund or other transport (Art. 21).":
    'Negato imbarco su un volo nazionale: {amount}, pagati subito con bonifico, voucher o in contanti (in real al cambio del giorno), oltre a riprotezione, rimborso o altro mezzo di trasporto (art. 21).',
  "Denied boarding on an international flight: {amount}, paid at once by bank transfer, voucher or cash (in reais at the day's rate), besides rebooking, a refund or other transport (Art. 21).":
    'Negato imbarco su un volo internazionale: {amount}, pagati subito con bonifico, voucher o in contanti (in real al cambio del giorno), oltre a riprotezione, rimborso o altro mezzo di trasporto (art. 21).',
  'The US Department of Transportation takes complaints about flights to, from or within the United States without a prior complaint to the airline, and forwards them to the airline, asking it to reply to you (covered airlines must acknowledge within 30 days and answer within 60, 14 CFR 259.7).':
    'Il Dipartimento dei Trasporti degli Stati Uniti accetta reclami sui voli da, per o all’interno degli Stati Uniti senza un reclamo preventivo alla compagnia, e li inoltra alla compagnia chiedendole di risponderLe (le compagnie interessate devono confermare la ricezione entro 30 giorni e rispondere entro 60, 14 CFR 259.7).',
  'The Canadian Transportation Agency takes a complaint once you have written to the airline and waited at least 30 days; it sends a Start Notice to the airline, which has up to 14 days to answer, and a final decision follows by day 90.':
    'L’Agenzia canadese dei trasporti accetta un reclamo dopo che Lei ha scritto alla compagnia e atteso almeno 30 giorni; invia un avviso di avvio alla compagnia, che ha fino a 14 giorni per rispondere, e una decisione finale arriva entro il 90º giorno.',
  'Final decision of a Complaint Resolution Officer (by day 90) binds the airline':
    'La decisione finale di un funzionario per la risoluzione dei reclami (entro il 90º giorno) vincola la compagnia',
  "After 8 weeks without an answer, or after the airline's final answer, the airline's approved dispute body takes the complaint up if it belongs to one (AviationADR or CEDR; their decision binds the airline if you accept it); otherwise the UK CAA's complaints team (PACT) does, though it cannot impose a solution.":
    'Dopo 8 settimane senza risposta, o dopo la risposta definitiva della compagnia, l’organismo di risoluzione delle controversie approvato della compagnia prende in carico il reclamo se la compagnia vi aderisce (AviationADR o CEDR; la loro decisione vincola la compagnia se Lei la accetta); altrimenti se ne occupa il team reclami della CAA britannica (PACT), che però non può imporre una soluzione.',
  'On Consumidor.gov.br you complain directly to a company registered on the platform, which has up to 10 days to answer; you then have 20 days to rate the answer. ANAC uses it as its complaint channel for the airlines running scheduled passenger flights in Brazil; any other company can be reached there only if it has registered, so check that the company is listed before you file.':
    'Su Consumidor.gov.br Lei presenta un reclamo direttamente a un’azienda registrata sulla piattaforma, che ha fino a 10 giorni per rispondere; poi Lei ha 20 giorni per valutare la risposta. L’ANAC lo usa come proprio canale di reclamo per le compagnie che operano voli passeggeri di linea in Brasile; qualsiasi altra azienda è raggiungibile lì solo se si è registrata, quindi verifichi che l’azienda sia nell’elenco prima di presentare il reclamo.',
  'SHGM takes denied-boarding, delay, cancellation and downgrade complaints through its online form once the airline has not answered within 10 days or its answer is unsatisfactory.':
    'La SHGM accetta reclami per negato imbarco, ritardo, cancellazione e declassamento tramite il suo modulo online quando la compagnia non ha risposto entro 10 giorni o la sua risposta non è soddisfacente.',
  'GACA takes an airline complaint once you have complained to the airline and got a reference number, and the airline has not answered within 7 days or you reject its solution.':
    'La GACA accetta un reclamo contro una compagnia dopo che Lei ha presentato reclamo alla compagnia e ottenuto un numero di riferimento, e la compagnia non ha risposto entro 7 giorni o Lei ne rifiuta la soluzione.',
  'PROFECO takes complaints about airlines directly, without a prior complaint to the airline, at its modules in Mexico City airport (terminals 1 and 2), where it conciliates with the airline on the spot, and passes other complaints on to its offices.':
    'La PROFECO accetta reclami contro le compagnie direttamente, senza un reclamo preventivo alla compagnia, presso i suoi sportelli all’aeroporto di Città del Messico (terminal 1 e 2), dove concilia sul posto con la compagnia, e inoltra gli altri reclami ai suoi uffici.',
  'Conciliation agreement; PROFECO can also take denuncias and sanction':
    'Accordo di conciliazione; la PROFECO può anche ricevere denunce e sanzionare',
  'CAAM takes complaints about any airline or airport service in Malaysia (foreign airlines included, for their operations in Malaysia) through the online form on its consumer page, within 2 years of the incident; it recommends that you first give the airline the chance to resolve the issue, and airlines have up to 30 days to provide a resolution.':
    'La CAAM accetta reclami su qualsiasi compagnia o servizio aeroportuale in Malaysia (comprese le compagnie straniere, per le loro operazioni in Malaysia) tramite il modulo online della sua pagina per i consumatori, entro 2 anni dall’evento; raccomanda di dare prima alla compagnia la possibilità di risolvere il problema, e le compagnie hanno fino a 30 giorni per offrire una soluzione.',
  "Australia's Airline Customer Advocate takes complaints about Qantas, Jetstar (its Australian domestic flights), Virgin Australia and Rex once you have followed the airline's own complaints process and asked it to review its answer, for events in the last 12 months; it assigns the complaint to a case manager at the airline and you get a response within 20 working days.":
    'L’Airline Customer Advocate australiano accetta reclami su Qantas, Jetstar (i suoi voli nazionali australiani), Virgin Australia e Rex dopo che Lei ha seguito la procedura di reclamo della compagnia e le ha chiesto di riesaminare la risposta, per fatti degli ultimi 12 mesi; assegna il reclamo a un responsabile del caso presso la compagnia e Lei riceve una risposta entro 20 giorni lavorativi.',
  "Hong Kong's Consumer Council takes consumers' complaints about airlines through its online form and tries to conciliate a settlement with the airline; it encourages you to try the airline first, it cannot investigate or decide, and an airline with no office in Hong Kong may not cooperate.":
    'Il Consumer Council di Hong Kong accetta i reclami dei consumatori sulle compagnie tramite il suo modulo online e cerca di conciliare un accordo con la compagnia; La invita a rivolgersi prima alla compagnia, non può indagare né decidere, e una compagnia senza ufficio a Hong Kong potrebbe non collaborare.',
  'CASE advises you on a dispute with a business in Singapore free of charge, but it takes the matter up with the airline for you only if you join as a member and pay a yearly membership fee and an administration fee based on the amount claimed; otherwise it helps you draft a letter that you deliver yourself.':
    'CASE La consiglia gratuitamente su una controversia con un’azienda di Singapore, ma si occupa della questione con la compagnia solo se Lei diventa socio e paga una quota annuale e una commissione amministrativa in base all’importo richiesto; altrimenti La aiuta a redigere una lettera da inviare personalmente.',
  "Austria's apf runs a free conciliation with the airline if the airline has not answered adequately within six weeks of your written claim.":
    'L’apf austriaca offre una conciliazione gratuita con la compagnia se questa non ha risposto adeguatamente entro sei settimane dal Suo reclamo scritto.',
  "Belgium's DGTA takes a complaint when the airline has not answered satisfactorily within 6 weeks; it can fine airlines but cannot force them to pay compensation.":
    'La DGTA belga accetta un reclamo quando la compagnia non ha risposto in modo soddisfacente entro 6 settimane; può multare le compagnie ma non obbligarle a pagare la compensazione pecuniaria.',
  "Bulgaria's Civil Aviation Administration takes complaints through its on-line form when the airline has not resolved the complaint (after 6 weeks without an answer from the airline).":
    'L’Amministrazione dell’aviazione civile bulgara accetta reclami tramite il suo modulo online quando la compagnia non ha risolto il reclamo (dopo 6 settimane senza risposta dalla compagnia).',
  "Croatia's Civil Aviation Agency takes a complaint 30 days after your complaint to the airline, first asks the airline for its reasons and evidence, and issues a final opinion that is not legally binding.":
    'L’Agenzia per l’aviazione civile croata accetta un reclamo 30 giorni dopo il Suo reclamo alla compagnia, chiede prima alla compagnia le sue ragioni e prove, ed emette un parere finale non giuridicamente vincolante.',
  "Cyprus' Department of Civil Aviation processes claims about flights departing Larnaka or Pafos, and arrivals from outside the EU on EU airlines (after 6 weeks without an answer from the airline).":
    'Il Dipartimento dell’aviazione civile di Cipro tratta i reclami sui voli in partenza da Larnaca o Pafo, e sugli arrivi da fuori dell’UE con compagnie dell’UE (dopo 6 settimane senza risposta dalla compagnia).',
  'The Czech Civil Aviation Authority takes an online complaint when the airline has not answered satisfactorily within 6 weeks (an older page says 2 months) and asks the airline for the cause of the disruption; baggage is not handled.':
    'L’Autorità per l’aviazione civile ceca accetta un reclamo online quando la compagnia non ha risposto in modo soddisfacente entro 6 settimane (una pagina più vecchia indica 2 mesi) e chiede alla compagnia la causa del disservizio; i bagagli non sono trattati.',
  "Denmark's Trafikstyrelsen takes a free complaint via a borger.dk form (MitID) after the airline has had six weeks to answer; handling usually takes 3 to 6 months.":
    'La Trafikstyrelsen danese accetta un reclamo gratuito tramite un modulo di borger.dk (MitID) dopo che la compagnia ha avuto sei settimane per rispondere; la trattazione richiede di solito da 3 a 6 mesi.',
  "Finland's Consumer Disputes Board decides passenger disputes about disruptions in Finland free of charge, with recommendations the airline need not follow; before filing there (after 6 weeks without an answer from the airline), you must have complained to the airline in writing and contacted the Consumer Advisory Service of the Finnish Competition and Consumer Authority (KKV, which also mediates) or, for a foreign airline, the European Consumer Centre.":
    'La Commissione per le controversie dei consumatori finlandese decide gratuitamente le controversie dei passeggeri sui disservizi in Finlandia, con raccomandazioni che la compagnia non è tenuta a seguire; prima di rivolgersi a essa (dopo 6 settimane senza risposta dalla compagnia), deve aver presentato reclamo scritto alla compagnia e aver contattato il servizio di consulenza ai consumatori dell’Autorità finlandese per la concorrenza e i consumatori (KKV, che fa anche mediazione) o, per una compagnia straniera, il Centro europeo dei consumatori.',
  "France's DGAC portal takes reports of a dispute with an airline (after 6 weeks without an answer from the airline) to supervise airlines and fine them, but it acts independently of individual compensation claims and offers no individual follow-up: for your own claim, turn to the travel mediator (MTV).":
    'Il portale della DGAC francese raccoglie segnalazioni di controversie con una compagnia (dopo 6 settimane senza risposta dalla compagnia) per vigilare sulle compagnie e sanzionarle, ma agisce indipendentemente dalle richieste individuali di compensazione e non offre alcun seguito individuale: per la Sua richiesta si rivolga al mediatore turismo e viaggi (MTV).',
  "France's tourism and travel mediator (MTV) takes a dispute with an airline that belongs to one of the organisations that signed its charter (Air France does, through FNAM) once the airline has rejected your written complaint or not answered it within 2 months, and within a year of that complaint; it gives an opinion within 90 days, which the parties are free to accept.":
    'Il mediatore turismo e viaggi francese (MTV) accetta una controversia con una compagnia che appartiene a una delle organizzazioni firmatarie della sua carta (Air France vi aderisce, tramite la FNAM) dopo che la compagnia ha respinto il Suo reclamo scritto o non vi ha risposto entro 2 mesi, ed entro un anno da tale reclamo; emette un parere entro 90 giorni, che le parti sono libere di accettare.',
  "Germany's LBA takes complaints on its forms by e-mail, fax or letter (after 6 weeks without an answer from the airline) and can fine airlines for breaches, but it says it does not enforce your individual claim: for that, turn to the conciliation bodies (the söp or the Federal Office of Justice).":
    'La LBA tedesca accetta reclami sui propri moduli per e-mail, fax o lettera (dopo 6 settimane senza risposta dalla compagnia) e può sanzionare le compagnie per le violazioni, ma dichiara di non far valere la Sua richiesta individuale: per questo si rivolga agli organismi di conciliazione (la söp o l’Ufficio federale di giustizia).',
  "Germany's conciliation body for travel (formerly the söp) takes up your claim free of charge if the airline is one of its members (its member list says which): apply online once the airline has had two months to answer your complaint, and it checks your claim and recommends a settlement.":
    'L’organismo di conciliazione tedesco per i viaggi (ex söp) prende in carico gratuitamente la Sua richiesta se la compagnia è uno dei suoi membri (l’elenco dei membri indica quali): presenti la domanda online dopo che la compagnia ha avuto due mesi per rispondere al Suo reclamo; l’organismo esamina la richiesta e raccomanda un accordo.',
  "The Federal Office of Justice's conciliation body takes up claims of up to EUR 5,000 from a private trip against an airline that is not a member of a private conciliation body such as the söp (it passes an application about a member airline on to that body); apply two months after your claim to the airline, or at once if the airline rejects it; it asks the airline for its comments and then proposes a settlement.":
    'L’organismo di conciliazione dell’Ufficio federale di giustizia prende in carico richieste fino a 5.000 EUR relative a un viaggio privato contro una compagnia che non è membro di un organismo di conciliazione privato come la söp (inoltra a quell’organismo una domanda su una compagnia membro); presenti la domanda due mesi dopo la Sua richiesta alla compagnia, o subito se la compagnia la respinge; chiede alla compagnia le sue osservazioni e poi propone un accordo.',
  "Greece's HCAA takes a complaint when the airline has not answered within a reasonable time (6 weeks) and contacts the airline or airport to check whether the Regulation was breached.":
    'La HCAA greca accetta un reclamo quando la compagnia non ha risposto entro un termine ragionevole (6 settimane) e contatta la compagnia o l’aeroporto per verificare se il regolamento è stato violato.',
  "In Hungary the government office for the airport's seat opens an administrative procedure 30 days after your complaint to the airline and can order the airline to pay compensation within a 60-day procedure.":
    'In Ungheria l’ufficio governativo della sede dell’aeroporto apre un procedimento amministrativo 30 giorni dopo il Suo reclamo alla compagnia e può ordinare alla compagnia di pagare la compensazione pecuniaria in un procedimento di 60 giorni.',
  'Administrative decision can order the airline to pay the fixed compensation':
    'La decisione amministrativa può ordinare alla compagnia di pagare la compensazione pecuniaria fissa',
  "Ireland's Irish Aviation Authority (which replaced the Commission for Aviation Regulation as NEB) takes complaints after you have raised the matter with the airline (after 6 weeks without an answer from the airline).":
    'L’Autorità irlandese per l’aviazione (che ha sostituito la Commission for Aviation Regulation come organismo nazionale di controllo) accetta reclami dopo che Lei ha sollevato la questione con la compagnia (dopo 6 settimane senza risposta dalla compagnia).',
  "Italy's ENAC takes an online complaint six weeks after your complaint to the airline, checks it only to sanction breaches and tells you the outcome, but does not obtain compensation for you.":
    'L’ENAC accetta un reclamo online sei settimane dopo il Suo reclamo alla compagnia, lo esamina solo per sanzionare le violazioni e Le comunica l’esito, ma non ottiene la compensazione pecuniaria per Lei.',
  "Luxembourg's consumer protection directorate takes a complaint via MyGuichet.lu or e-mail if the airline has not answered within 2 months, and offers dispute resolution between you and the airline.":
    'La direzione per la tutela dei consumatori del Lussemburgo accetta un reclamo tramite MyGuichet.lu o per e-mail se la compagnia non ha risposto entro 2 mesi, e offre la risoluzione della controversia tra Lei e la compagnia.',
  "Malta's MCCAA takes a complaint online, by e-mail or in person once the airline has had 6 weeks to reply to your EU complaint form.":
    'La MCCAA maltese accetta un reclamo online, per e-mail o di persona dopo che la compagnia ha avuto 6 settimane per rispondere al Suo modulo di reclamo UE.',
  'The Dutch ILT only registers delay and cancellation complaints as signals (the airline gets a copy but need not reply) and investigates only denied boarding and reduced-mobility cases; the airline must answer your claim within 2 months and flights must be less than a year old.':
    'L’ILT olandese registra i reclami per ritardo e cancellazione solo come segnalazioni (la compagnia ne riceve una copia ma non è tenuta a rispondere) e indaga solo sui casi di negato imbarco e di mobilità ridotta; la compagnia deve rispondere alla Sua richiesta entro 2 mesi e i voli devono risalire a meno di un anno.',
  "Portugal's ANAC takes a complaint, with your complaint to the airline and its reply attached, when the airline has not replied within six weeks or its reply is unsatisfactory.":
    'L’ANAC portoghese accetta un reclamo, con allegati il Suo reclamo alla compagnia e la risposta di questa, quando la compagnia non ha risposto entro sei settimane o la sua risposta non è soddisfacente.',
  "Poland's Passenger Rights Ombudsman at the Civil Aviation Office settles disputes under the EU rules out of court, for flights from Polish airports and flights from outside the EU into Poland on EU airlines, once the airline has answered your complaint or 30 days have passed; apply within a year of the flight.":
    'Il Difensore dei diritti dei passeggeri dell’Ufficio dell’aviazione civile polacco risolve in via stragiudiziale le controversie secondo le norme UE, per i voli da aeroporti polacchi e i voli da fuori dell’UE verso la Polonia con compagnie dell’UE, dopo che la compagnia ha risposto al Suo reclamo o sono trascorsi 30 giorni; presenti la domanda entro un anno dal volo.',
  "Slovenia's Civil Aviation Agency takes a complaint if the airline has not answered within two months of your compensation claim or you are unhappy with its answer.":
    'L’Agenzia per l’aviazione civile slovena accetta un reclamo se la compagnia non ha risposto entro due mesi dalla Sua richiesta di compensazione o se Lei non è soddisfatto della risposta.',
  "Spain's AESA runs a free alternative dispute resolution procedure for flights from 2 June 2023 after you have complained to the airline; the airline has one month to answer you first.":
    'L’AESA spagnola offre una procedura gratuita di risoluzione alternativa delle controversie per i voli dal 2 giugno 2023 dopo che Lei ha presentato reclamo alla compagnia; la compagnia ha prima un mese per risponderLe.',
  "AESA's ADR decision binds the airline for flights from 2 June 2023; earlier flights get a non-binding report":
    'La decisione di risoluzione alternativa delle controversie dell’AESA vincola la compagnia per i voli dal 2 giugno 2023; i voli precedenti ricevono un parere non vincolante',
  "In Sweden you can take a flight dispute to ARN once the airline has not answered within 6 weeks; 261/2004 claims must be worth at least SEK 500 and be filed within a year of your first complaint, and flights from other EU countries go to that country's body.":
    'In Svezia può portare una controversia su un volo davanti all’ARN dopo che la compagnia non ha risposto entro 6 settimane; le richieste ai sensi del 261/2004 devono valere almeno 500 SEK ed essere presentate entro un anno dal Suo primo reclamo, e i voli da altri paesi dell’UE spettano all’organismo di quel paese.',
  "Iceland's Transport Authority takes a complaint 8 weeks after your complaint to the airline (or once it refuses), sends it to the airline for comment and issues a ruling, usually within 3 to 6 months.":
    'L’Autorità islandese dei trasporti accetta un reclamo 8 settimane dopo il Suo reclamo alla compagnia (o appena questa lo respinge), lo invia alla compagnia per osservazioni ed emette una decisione, di solito entro 3-6 mesi.',
  'Samgöngustofa issues a ruling that cannot be appealed to another authority; either party may go to court':
    'La Samgöngustofa emette una decisione non impugnabile davanti a un’altra autorità; ciascuna parte può rivolgersi al giudice',
  "Switzerland's BAZL takes a report after the airline's 2-month answer period, asks the airline for a statement and can fine it, but cannot enforce your compensation claim.":
    'L’UFAC (BAZL) svizzero accetta una segnalazione dopo il termine di risposta di 2 mesi della compagnia, chiede alla compagnia una presa di posizione e può multarla, ma non può far valere la Sua richiesta di compensazione pecuniaria.',
  'BAZL can fine the airline in an administrative penal procedure but cannot enforce your compensation':
    'L’UFAC (BAZL) può multare la compagnia in un procedimento penale amministrativo, ma non può far valere la Sua compensazione pecuniaria',
  'Denied boarding gives {text}.': 'Il negato imbarco dà diritto a {text}.',
  'Denied boarding gives {text}; it may be halved when you took an alternative flight that landed soon enough, so how late it arrived decides.':
    'Il negato imbarco dà diritto a {text}; può essere dimezzata se ha preso un volo alternativo atterrato abbastanza presto, quindi decide il ritardo con cui è arrivato.',
  'Denied boarding, with no alternative ticket taken: {text}.':
    'Negato imbarco, senza biglietto alternativo preso: {text}.',
  'Denied boarding, with an alternative flight that landed {hours} late (within the limit for halving): half of {text}.':
    'Negato imbarco, con un volo alternativo atterrato con {hours} di ritardo (entro il limite per il dimezzamento): la metà di {text}.',
  'Denied boarding, with the alternative {hours} late (too late for any halving): {text}.':
    'Negato imbarco, con il volo alternativo in ritardo di {hours} (troppo tardi per il dimezzamento): {text}.',
  // Citations (the rights card's line under the amount): the law's official title in the language; the article
  // references stay as the engine writes them. APPR has official texts in English and French only.
  'Regulation (EC) No 261/2004, {articles}': 'Regolamento (CE) n. 261/2004, {articles}',
  'Montreal Convention 1999, {articles}': 'Convenzione di Montreal del 1999, {articles}',
  'Montreal Convention, {articles}': 'Convenzione di Montreal, {articles}',
  'Air Passenger Protection Regulations (SOR/2019-150), {articles}':
    'Air Passenger Protection Regulations (SOR/2019-150), {articles}',
} satisfies ServerCatalogue;
