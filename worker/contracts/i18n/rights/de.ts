// The rights engine's prose in German: the regimes' reasons, the time limits and deadlines, the pending-law
// notes and the complaint routes' reasons, as pieces: a text the engine assembles (a reason, its cause note, its
// time limit) is translated sentence by sentence, and a `{text}` or `{term}` placeholder holds another catalogued
// piece (translate.ts). Loaded only where rights are shown (web/src/i18n/server-text.ts, useRightsText).
import type { ServerCatalogue } from '../translate';

export default {
  'Arriving {hours} late on a flight over 3,500 km, the carrier may pay half of {full}: {amount}.':
    'Bei einer Ankunft mit {hours} Verspätung auf einem Flug über 3.500 km darf das Luftfahrtunternehmen die Ausgleichsleistung von {full} um die Hälfte kürzen: {amount}.',
  'Claim by {date} (before the courts of {term}, {law}).':
    'Fordern Sie sie bis zum {date} ein (vor den Gerichten in {term}, {law}).',
  'Warning: the time limit ran out on {date} (before the courts of {term}, {law}); the carrier may refuse the claim as too old.':
    'Achtung: Die Frist ist am {date} abgelaufen (vor den Gerichten in {term}, {law}); das Luftfahrtunternehmen kann die Forderung als verjährt ablehnen.',
  'Time limit: that of the country whose courts hear the claim (Moré, C-139/11); AirDesk has none recorded for {departureCountry} or {arrivalCountry}.':
    'Frist: die des Landes, dessen Gerichte über die Forderung entscheiden (Moré, C-139/11); AirDesk hat für {departureCountry} und {arrivalCountry} keine erfasst.',
  'The carrier owes nothing only if it proves extraordinary circumstances and that it took all reasonable measures (Art. 5(3)).':
    'Das Luftfahrtunternehmen schuldet nur dann nichts, wenn es außergewöhnliche Umstände nachweist und dass es alle zumutbaren Maßnahmen ergriffen hat (Art. 5(3)).',
  'A technical or safety problem is not in itself an extraordinary circumstance (Wallentin-Hermann, C-549/07).':
    'Ein technisches Problem oder ein Sicherheitsproblem ist für sich genommen kein außergewöhnlicher Umstand (Wallentin-Hermann, C-549/07).',
  'It is owed unless the carrier proves extraordinary circumstances (Art. 5(3)).':
    'Sie ist geschuldet, sofern das Luftfahrtunternehmen keine außergewöhnlichen Umstände nachweist (Art. 5(3)).',
  'Arriving {hours} late at the final destination gives {amount}.':
    'Eine Ankunft am Endziel mit {hours} Verspätung ergibt eine Ausgleichsleistung von {amount}.',
  'Denied boarding against your will and not re-routed: the full {full}, payable at once (Art. 7(2) halves it only after an alternative flight).':
    'Nichtbeförderung gegen Ihren Willen und keine anderweitige Beförderung: die volle Ausgleichsleistung von {full}, sofort zahlbar (Art. 7(2) kürzt sie nur nach einem Ersatzflug).',
  'Denied boarding has no extraordinary-circumstances defence (Finnair, C-22/11).':
    'Bei Nichtbeförderung kann sich das Luftfahrtunternehmen nicht auf außergewöhnliche Umstände berufen (Finnair, C-22/11).',
  'Denied boarding; the alternative arrived {hours} late (at most {halfWithin} h), so the carrier may halve {full} to {amount}.':
    'Nichtbeförderung; der Ersatzflug kam mit {hours} Verspätung an (höchstens {halfWithin} h), daher darf das Luftfahrtunternehmen die Ausgleichsleistung von {full} auf {amount} kürzen.',
  'Denied boarding against your will, arriving {hours} late: {amount}, payable at once.':
    'Nichtbeförderung gegen Ihren Willen, Ankunft mit {hours} Verspätung: Ausgleichsleistung von {amount}, sofort zahlbar.',
  'Downgraded: {pct}% of the fare of {fare}, {amount}, reimbursed within 7 days (the price of the downgraded flight, without taxes and charges that do not depend on the class, Mennens C-255/15).':
    'Herabstufung: {pct} % des Flugpreises von {fare}, also {amount}, binnen 7 Tagen zu erstatten (der Preis des herabgestuften Fluges, ohne Steuern und Gebühren, die nicht von der Klasse abhängen, Mennens C-255/15).',
  'Brought forward by {hours} with no notice, the flight counts as cancelled: {full}.':
    'Um {hours} vorverlegt, ohne Vorankündigung: Der Flug gilt als annulliert, Ausgleichsleistung von {full}.',
  "Brought forward by {hours} with 1 day's notice, the flight counts as cancelled: {full}.":
    'Um {hours} vorverlegt, mit 1 Tag Vorankündigung: Der Flug gilt als annulliert, Ausgleichsleistung von {full}.',
  "Brought forward by {hours} with {days} days' notice, the flight counts as cancelled: {full}.":
    'Um {hours} vorverlegt, mit {days} Tagen Vorankündigung: Der Flug gilt als annulliert, Ausgleichsleistung von {full}.',
  'Cancelled with no notice and not re-routed (a refund or your own arrangements): the full {full}, with no Art. 7(2) reduction.':
    'Annullierung ohne Vorankündigung und keine anderweitige Beförderung (Erstattung oder eigene Vorkehrungen): die volle Ausgleichsleistung von {full}, ohne Kürzung nach Art. 7(2).',
  'The carrier owes nothing only if it offered an alternative leaving at most {left} early and arriving less than {arrive} late (Art. 5(1)(c)({art})).':
    'Das Luftfahrtunternehmen schuldet nur dann nichts, wenn es einen Ersatzflug angeboten hat, der höchstens {left} früher startet und weniger als {arrive} später ankommt (Art. 5(1)(c)({art})).',
  "Cancelled with 1 day's notice and not re-routed (a refund or your own arrangements): the full {full}, with no Art. 7(2) reduction.":
    'Annullierung mit 1 Tag Vorankündigung und keine anderweitige Beförderung (Erstattung oder eigene Vorkehrungen): die volle Ausgleichsleistung von {full}, ohne Kürzung nach Art. 7(2).',
  "Cancelled with {days} days' notice and not re-routed (a refund or your own arrangements): the full {full}, with no Art. 7(2) reduction.":
    'Annullierung mit {days} Tagen Vorankündigung und keine anderweitige Beförderung (Erstattung oder eigene Vorkehrungen): die volle Ausgleichsleistung von {full}, ohne Kürzung nach Art. 7(2).',
  'Cancelled with no notice; the alternative arrived {hours} late (at most {halfWithin} h), so the carrier may halve {full} to {amount}.':
    'Annullierung ohne Vorankündigung; der Ersatzflug kam mit {hours} Verspätung an (höchstens {halfWithin} h), daher darf das Luftfahrtunternehmen die Ausgleichsleistung von {full} auf {amount} kürzen.',
  'The alternative left {early} early, more than the {left} h of Art. 5(1)(c)({art}), so the exemption does not apply.':
    'Der Ersatzflug startete {early} früher, mehr als die {left} h nach Art. 5(1)(c)({art}), daher greift die Ausnahme nicht.',
  "Cancelled with 1 day's notice; the alternative arrived {hours} late (at most {halfWithin} h), so the carrier may halve {full} to {amount}.":
    'Annullierung mit 1 Tag Vorankündigung; der Ersatzflug kam mit {hours} Verspätung an (höchstens {halfWithin} h), daher darf das Luftfahrtunternehmen die Ausgleichsleistung von {full} auf {amount} kürzen.',
  "Cancelled with {days} days' notice; the alternative arrived {hours} late (at most {halfWithin} h), so the carrier may halve {full} to {amount}.":
    'Annullierung mit {days} Tagen Vorankündigung; der Ersatzflug kam mit {hours} Verspätung an (höchstens {halfWithin} h), daher darf das Luftfahrtunternehmen die Ausgleichsleistung von {full} auf {amount} kürzen.',
  'Cancelled with no notice and the alternative arrived {hours} late: {amount}.':
    'Annullierung ohne Vorankündigung, und der Ersatzflug kam mit {hours} Verspätung an: Ausgleichsleistung von {amount}.',
  "Cancelled with 1 day's notice and the alternative arrived {hours} late: {amount}.":
    'Annullierung mit 1 Tag Vorankündigung, und der Ersatzflug kam mit {hours} Verspätung an: Ausgleichsleistung von {amount}.',
  "Cancelled with {days} days' notice and the alternative arrived {hours} late: {amount}.":
    'Annullierung mit {days} Tagen Vorankündigung, und der Ersatzflug kam mit {hours} Verspätung an: Ausgleichsleistung von {amount}.',
  'The carrier has shown extraordinary circumstances, so no compensation is owed for the delay; care (Art. 9) and a refund or re-routing (Art. 8) remain.':
    'Das Luftfahrtunternehmen hat außergewöhnliche Umstände nachgewiesen, daher ist für die Verspätung keine Ausgleichsleistung geschuldet; Betreuungsleistungen (Art. 9) und Erstattung oder anderweitige Beförderung (Art. 8) bleiben bestehen.',
  'The arrival delay at the final destination decides whether compensation is owed.':
    'Ob eine Ausgleichsleistung geschuldet ist, hängt von der Ankunftsverspätung am Endziel ab.',
  'An arrival {hours} late is under the 3 hours that give compensation; meals and care may still be owed.':
    'Eine Ankunft mit {hours} Verspätung liegt unter den 3 Stunden, ab denen eine Ausgleichsleistung geschuldet ist; Mahlzeiten und Betreuungsleistungen können dennoch geschuldet sein.',
  'How many hours earlier the flight left decides the answer: brought forward by more than 1 hour, it counts as cancelled.':
    'Die Antwort hängt davon ab, um wie viele Stunden der Flug früher startete: Um mehr als 1 Stunde vorverlegt, gilt er als annulliert.',
  'A flight brought forward by {hours} (1 hour or less) is not a cancellation, so no compensation is owed.':
    'Ein um {hours} vorverlegter Flug (1 Stunde oder weniger) ist keine Annullierung, daher ist keine Ausgleichsleistung geschuldet.',
  'Boarding refused on reasonable grounds such as health, safety or security, or inadequate travel documents, is not denied boarding that gives compensation.':
    'Eine Verweigerung der Beförderung aus vertretbaren Gründen wie Gesundheit, Sicherheit oder unzureichenden Reiseunterlagen ist keine Nichtbeförderung, die eine Ausgleichsleistung begründet.',
  'The arrival delay of the alternative flight decides whether the carrier may halve the amount.':
    'Ob das Luftfahrtunternehmen den Betrag kürzen darf, hängt von der Ankunftsverspätung des Ersatzflugs ab.',
  'A downgrade is reimbursed at {pct}% of the price of the downgraded flight within 7 days; the fare paid decides the amount.':
    'Eine Herabstufung wird mit {pct} % des Preises des herabgestuften Fluges binnen 7 Tagen erstattet; der gezahlte Flugpreis bestimmt den Betrag.',
  'This regulation does not cover baggage; the Montreal Convention does.':
    'Diese Verordnung gilt nicht für Gepäck; dafür gilt das Übereinkommen von Montreal.',
  'This regulation covers denied boarding, cancellation, long delay and downgrading only.':
    'Diese Verordnung gilt nur für Nichtbeförderung, Annullierung, große Verspätung und Herabstufung.',
  'The carrier has shown extraordinary circumstances, so no compensation is owed for the cancellation; a refund or re-routing (Art. 8) and care (Art. 9) remain.':
    'Das Luftfahrtunternehmen hat außergewöhnliche Umstände nachgewiesen, daher ist für die Annullierung keine Ausgleichsleistung geschuldet; Erstattung oder anderweitige Beförderung (Art. 8) und Betreuungsleistungen (Art. 9) bleiben bestehen.',
  'How early you were told of the new time decides the amount.':
    'Der Betrag hängt davon ab, wie früh Sie über die neue Zeit informiert wurden.',
  'How early you were told, and how late the alternative flight arrived, decide the amount.':
    'Der Betrag hängt davon ab, wie früh Sie informiert wurden und wie spät der Ersatzflug ankam.',
  'Told at least 14 days before departure, no compensation is owed; a refund or re-routing is (Art. 8).':
    'Bei einer Unterrichtung mindestens 14 Tage vor dem Abflug ist keine Ausgleichsleistung geschuldet, wohl aber Erstattung oder anderweitige Beförderung (Art. 8).',
  'Told {days} days before that the flight would leave {hours} earlier (at most 2 h), no compensation is owed.':
    'Sie wurden {days} Tage vorher informiert, dass der Flug {hours} früher startet (höchstens 2 h), daher ist keine Ausgleichsleistung geschuldet.',
  'The alternative arrived {hours} late (under {arrive}): nothing is owed if it left at most {left} h before the original departure, so how early it left decides the amount.':
    'Der Ersatzflug kam mit {hours} Verspätung an (unter {arrive}): Nichts ist geschuldet, wenn er höchstens {left} h vor dem ursprünglichen Abflug startete; der Betrag hängt also davon ab, wie früh er startete.',
  'Told {days} days before, with an alternative leaving {early} early (at most {left} h) and arriving {hours} late (under {arrive}), no compensation is owed.':
    'Sie wurden {days} Tage vorher informiert, mit einem Ersatzflug, der {early} früher startete (höchstens {left} h) und mit {hours} Verspätung ankam (unter {arrive}), daher ist keine Ausgleichsleistung geschuldet.',
  'Told 1 day before, with an alternative leaving {early} early (at most {left} h) and arriving {hours} late (under {arrive}), no compensation is owed.':
    'Sie wurden 1 Tag vorher informiert, mit einem Ersatzflug, der {early} früher startete (höchstens {left} h) und mit {hours} Verspätung ankam (unter {arrive}), daher ist keine Ausgleichsleistung geschuldet.',
  'A flight into the EU from outside is covered only on an EU/EEA/Swiss carrier, and {carrier} is not one (Art. 3(1)(b)).':
    'Ein Flug aus einem Drittland in die EU fällt nur mit einem Luftfahrtunternehmen aus der EU, dem EWR oder der Schweiz unter die Verordnung, und {carrier} ist keines (Art. 3(1)(b)).',
  'The flight neither departs from nor arrives in the EU, the EEA or Switzerland (Art. 3(1)).':
    'Der Flug startet weder in der EU, dem EWR oder der Schweiz, noch kommt er dort an (Art. 3(1)).',
  'The Regulation applies to flights from 17 February 2005.': 'Die Verordnung gilt für Flüge ab dem 17. Februar 2005.',
  'A flight into the UK from abroad is covered only on a UK or EU carrier, and {carrier} is not one (Art. 3(1)(b)).':
    'Ein Flug aus dem Ausland in das Vereinigte Königreich fällt nur mit einem Luftfahrtunternehmen aus dem Vereinigten Königreich oder der EU unter die Verordnung, und {carrier} ist keines (Art. 3(1)(b)).',
  'A flight into the EU from outside the UK is covered by UK261 only on a UK carrier (Art. 3(1)(b)(ii)).':
    'Ein Flug von außerhalb des Vereinigten Königreichs in die EU fällt nur mit einem britischen Luftfahrtunternehmen unter UK261 (Art. 3(1)(b)(ii)).',
  'The flight neither departs from the UK nor arrives in the UK or the EU (Art. 3(1)).':
    'Der Flug startet weder im Vereinigten Königreich, noch kommt er im Vereinigten Königreich oder in der EU an (Art. 3(1)).',
  'UK261 covers flights from 1 January 2021; until 31 December 2020 the UK applied EU261.':
    'UK261 gilt für Flüge ab dem 1. Januar 2021; bis zum 31. Dezember 2020 wandte das Vereinigte Königreich EU261 an.',
  'The flight is scheduled for {date}, after today: compensation is assessed once it has happened.':
    'Der Flug ist für den {date} geplant, also nach heute: Die Ausgleichsleistung wird geprüft, sobald er stattgefunden hat.',
  'This regime covers the journey, so its rules on care, re-routing and refunds apply at the airport if the flight is disrupted.':
    'Diese Regelung gilt für die Reise, daher gelten ihre Regeln zu Betreuungsleistungen, anderweitiger Beförderung und Erstattung am Flughafen, falls der Flug gestört ist.',
  'Last day to complain in writing to the carrier about the damaged bag: 7 days after you received it (Montreal Convention, Art. 31(2)).':
    'Letzter Tag, um sich beim Luftfahrtunternehmen schriftlich über das beschädigte Gepäck zu beschweren: 7 Tage nach Erhalt (Übereinkommen von Montreal, Art. 31(2)).',
  'Last day to complain in writing to the carrier about the delayed bag: 21 days after it was returned to you (Montreal Convention, Art. 31(2)).':
    'Letzter Tag, um sich beim Luftfahrtunternehmen schriftlich über das verspätete Gepäck zu beschweren: 21 Tage, nachdem es Ihnen zurückgegeben wurde (Übereinkommen von Montreal, Art. 31(2)).',
  'Last day to bring a court action under the Montreal Convention: 2 years from arrival (Art. 35(1)).':
    'Letzter Tag für eine Klage nach dem Übereinkommen von Montreal: 2 Jahre ab der Ankunft (Art. 35(1)).',
  'EU261: without an answer within 6 weeks, take the complaint to the national enforcement body (EU complaint form).':
    'EU261: Ohne Antwort binnen 6 Wochen reichen Sie die Beschwerde bei der nationalen Durchsetzungsstelle ein (EU-Beschwerdeformular).',
  'EU261: the airline should answer within 6 weeks; the enforcement body has the complaint already.':
    'EU261: Die Fluggesellschaft sollte binnen 6 Wochen antworten; die Durchsetzungsstelle hat die Beschwerde bereits.',
  "UK261: after 8 weeks without a resolution, take it to the airline's ADR body or the CAA.":
    'UK261: Nach 8 Wochen ohne Lösung wenden Sie sich an die ADR-Stelle der Fluggesellschaft oder an die CAA.',
  'UK261: the airline should resolve it within 8 weeks; the body you filed with has the complaint already.':
    'UK261: Die Fluggesellschaft sollte die Sache binnen 8 Wochen lösen; die Stelle, bei der Sie sie eingereicht haben, hat die Beschwerde bereits.',
  'APPR: the carrier must pay or explain its refusal within 30 days (SOR/2019-150, s.19(4)); then complain to the CTA.':
    'APPR: Das Luftfahrtunternehmen muss binnen 30 Tagen zahlen oder seine Ablehnung begründen (SOR/2019-150, s.19(4)); danach beschweren Sie sich bei der CTA.',
  'APPR: the carrier must pay or explain its refusal within 30 days (SOR/2019-150, s.19(4)); the CTA has your complaint already.':
    'APPR: Das Luftfahrtunternehmen muss binnen 30 Tagen zahlen oder seine Ablehnung begründen (SOR/2019-150, s.19(4)); die CTA hat Ihre Beschwerde bereits.',
  'US DOT: the carrier must send a substantive answer within 60 days (14 CFR 259.7(c)); then complain to the DOT.':
    'US DOT: Das Luftfahrtunternehmen muss binnen 60 Tagen inhaltlich antworten (14 CFR 259.7(c)); danach beschweren Sie sich beim DOT.',
  'US DOT: the carrier must send you a substantive answer within 60 days of receiving the complaint (14 CFR 259.7(c)); the DOT follows it up.':
    'US DOT: Das Luftfahrtunternehmen muss Ihnen binnen 60 Tagen nach Eingang der Beschwerde inhaltlich antworten (14 CFR 259.7(c)); das DOT verfolgt sie weiter.',
  'Ask the carrier for compensation within 1 year of the delay or cancellation (SOR/2019-150, s.19(3)).':
    'Fordern Sie die Ausgleichsleistung binnen 1 Jahr nach der Verspätung oder Annullierung beim Luftfahrtunternehmen ein (SOR/2019-150, s.19(3)).',
  'A court action within 2 years of the arrival (Montreal Convention, Art. 35(1)).':
    'Eine Klage binnen 2 Jahren nach der Ankunft (Übereinkommen von Montreal, Art. 35(1)).',
  'England and Wales': 'England und Wales',
  'Northern Ireland': 'Nordirland',
  'A domestic flight is not international carriage under the Montreal Convention; national law applies.':
    'Ein Inlandsflug ist keine internationale Beförderung im Sinne des Übereinkommens von Montreal; es gilt nationales Recht.',
  'The Montreal Convention entered into force on 4 November 2003.':
    'Das Übereinkommen von Montreal ist am 4. November 2003 in Kraft getreten.',
  'AirDesk assesses the Montreal Convention for delay and baggage; this incident is assessed under the other regimes.':
    'AirDesk prüft das Übereinkommen von Montreal bei Verspätung und Gepäck; dieser Vorfall wird nach den anderen Regelungen geprüft.',
  'Proven losses caused by the delay are owed up to {limit} SDR, unless the carrier shows it took all reasonable measures; sue within 2 years.':
    'Nachgewiesene Schäden durch die Verspätung werden bis zu {limit} SZR ersetzt, sofern das Luftfahrtunternehmen nicht nachweist, dass es alle zumutbaren Maßnahmen ergriffen hat; klagen Sie binnen 2 Jahren.',
  'The proven loss for delayed baggage is owed up to {limit} SDR.':
    'Der nachgewiesene Schaden für verspätetes Gepäck wird bis zu {limit} SZR ersetzt.',
  'Complain in writing within 21 days of getting the bag back (Art. 31(2)).':
    'Beschweren Sie sich schriftlich binnen 21 Tagen, nachdem Sie das Gepäck zurückerhalten haben (Art. 31(2)).',
  'The proven loss for damaged baggage is owed up to {limit} SDR.':
    'Der nachgewiesene Schaden für beschädigtes Gepäck wird bis zu {limit} SZR ersetzt.',
  'Complain in writing within 7 days of receiving the bag (Art. 31(2)).':
    'Beschweren Sie sich schriftlich binnen 7 Tagen nach Erhalt des Gepäcks (Art. 31(2)).',
  'The proven loss for lost baggage is owed up to {limit} SDR.':
    'Der nachgewiesene Schaden für verlorenes Gepäck wird bis zu {limit} SZR ersetzt.',
  'A bag not arrived 21 days after it was due counts as lost (Art. 17(3)).':
    'Gepäck, das 21 Tage nach dem vorgesehenen Termin nicht angekommen ist, gilt als verloren (Art. 17(3)).',
  Germany: 'Deutschland',
  France: 'Frankreich',
  Ireland: 'Irland',
  Scotland: 'Schottland',
  'Before the courts of {term}: {text}.': 'Vor den Gerichten in {term}: {text}.',
  '{text}; of {term}: {text2}, to {date}': '{text}; in {term}: {text2}, bis zum {date}',
  '{years} years ({law})': '{years} Jahre ({law})',
  '{years} years from the end of the year of the flight ({law})':
    '{years} Jahre ab dem Ende des Jahres des Fluges ({law})',
  '{regime} sets no time limit of its own, so the period of the country whose courts hear the claim applies (Moré, C-139/11).':
    '{regime} setzt selbst keine Frist, daher gilt die Frist des Landes, dessen Gerichte über die Forderung entscheiden (Moré, C-139/11).',
  'Claim by {date} ({law}).': 'Fordern Sie sie bis zum {date} ein ({law}).',
  'Warning: the time limit ran out on {date} ({law}); the carrier may refuse the claim as too old.':
    'Achtung: Die Frist ist am {date} abgelaufen ({law}); das Luftfahrtunternehmen kann die Forderung als verjährt ablehnen.',
  'Time limit: claim by {date} ({text}).': 'Frist: Fordern Sie bis zum {date} ein ({text}).',
  'Time limit: it ran out on {date} ({text}).': 'Frist: Sie ist am {date} abgelaufen ({text}).',
  'The company may refuse the claim as too old.': 'Das Unternehmen kann die Forderung als verjährt ablehnen.',
  'The arrival delay at the final destination decides whether compensation is owed (from 3 hours).':
    'Die Ankunftsverspätung am Endziel entscheidet, ob eine Ausgleichsleistung geschuldet ist (ab 3 Stunden).',
  'An arrival {hours} late is under the 3 hours that give compensation; care may still be owed.':
    'Eine Ankunft {hours} zu spät liegt unter den 3 Stunden, die eine Ausgleichsleistung begründen; Betreuungsleistungen können dennoch geschuldet sein.',
  'How early you were told of the cancellation decides whether compensation is owed.':
    'Wie früh Sie über die Annullierung unterrichtet wurden, entscheidet, ob eine Ausgleichsleistung geschuldet ist.',
  'It does not apply to your flight: the amount shown is the one the law in force gives.':
    'Sie gilt nicht für Ihren Flug: Der angezeigte Betrag ist der nach geltendem Recht.',
  'A revision of Regulation 261/2004 agreed in June 2026 would pay {new} instead of {old} for a cancelled flight over 3,500 km, even when the alternative arrived at most 4 hours late; it would also oblige the airline to send a claim-form link within 48 hours and to pay or give its reasons within 30 days.':
    'Eine im Juni 2026 vereinbarte Änderung der Verordnung 261/2004 würde für einen annullierten Flug über 3.500 km {new} statt {old} zahlen, auch wenn der Ersatzflug höchstens 4 Stunden zu spät ankam; sie würde die Airline außerdem verpflichten, binnen 48 Stunden einen Link zu einem Antragsformular zu senden und binnen 30 Tagen zu zahlen oder ihre Gründe zu nennen.',
  'Provisional agreement of the European Parliament and the Council in conciliation, 15 June 2026; not yet adopted or published in the Official Journal, and no date of application set.':
    'Vorläufige Einigung von Europäischem Parlament und Rat im Vermittlungsverfahren, 15. Juni 2026; noch nicht angenommen oder im Amtsblatt veröffentlicht, und kein Geltungsbeginn festgelegt.',
  'If the airline only gave your flight a new number and you were rebooked on it at about the same time (less than {hours} hours off), the DOT does not enforce the refund for flights from 5 December 2025 to 30 June 2026.':
    'Hat die Airline Ihrem Flug nur eine neue Nummer gegeben und Sie etwa zur selben Zeit darauf umgebucht (weniger als {hours} Stunden Abweichung), setzt das DOT die Erstattung für Flüge vom 5. Dezember 2025 bis 30. Juni 2026 nicht durch.',
  'The rule itself still counts a renumbered flight as cancelled, and a refund for a real cancellation or a significant change is still enforced.':
    'Die Regel selbst zählt einen umnummerierten Flug weiterhin als annulliert, und die Erstattung bei einer echten Annullierung oder einer erheblichen Änderung wird weiter durchgesetzt.',
  'DOT enforcement pause (Federal Register Doc. 2025-22140, December 2025), 5 December 2025 to 30 June 2026, while the DOT reconsiders the definition of a cancelled flight; 14 CFR Part 260 itself is unchanged.':
    'Aussetzung der Durchsetzung durch das DOT (Federal Register Doc. 2025-22140, Dezember 2025), 5. Dezember 2025 bis 30. Juni 2026, während das DOT die Definition eines annullierten Fluges überprüft; 14 CFR Part 260 selbst bleibt unverändert.',
  "Brazil's Supreme Court has suspended, nationwide, court cases claiming damages for delays, cancellations or changes caused by force majeure (such as bad weather) until it decides the question, so a damages suit over this disruption would wait for that ruling.":
    'Das Oberste Bundesgericht Brasiliens hat landesweit Klagen auf Schadensersatz wegen Verspätungen, Annullierungen oder Änderungen aus höherer Gewalt (etwa schlechtem Wetter) ausgesetzt, bis es die Frage entscheidet; eine Schadensersatzklage wegen dieser Störung würde also auf dieses Urteil warten.',
  'Assistance, rebooking and refunds under Resolution 400 are not affected.':
    'Betreuung, Umbuchung und Erstattungen nach der Resolution 400 sind nicht betroffen.',
  "Decision of Justice Dias Toffoli (STF), 26 November 2025, in force until the Court's final judgment; no date set.":
    'Entscheidung von Richter Dias Toffoli (STF), 26. November 2025, in Kraft bis zum endgültigen Urteil des Gerichts; kein Datum festgelegt.',
  'Time limit: it ran out on {date} ({text}). The company may refuse the claim as too old.':
    'Frist: Sie ist am {date} abgelaufen ({text}). Das Unternehmen kann die Forderung als verjährt ablehnen.',
  "A disruption outside the carrier's control gives no compensation under APPR; rebooking or a refund are still owed.":
    'Eine Störung außerhalb der Kontrolle des Luftfahrtunternehmens begründet nach der APPR keine Entschädigung; Umbuchung oder Erstattung bleiben geschuldet.',
  'A disruption required for safety gives no compensation under APPR; rebooking or a refund, and care, are still owed.':
    'Eine aus Sicherheitsgründen notwendige Störung begründet nach der APPR keine Entschädigung; Umbuchung oder Erstattung sowie Betreuung bleiben geschuldet.',
  "APPR compensation depends on whether the cause was within the carrier's control and not required for safety.":
    'Die Entschädigung nach der APPR hängt davon ab, ob die Ursache in der Kontrolle des Luftfahrtunternehmens lag und nicht aus Sicherheitsgründen notwendig war.',
  'APPR compensation for delays and cancellations applies to flights from 15 December 2019.':
    'Die Entschädigung nach der APPR für Verspätungen und Annullierungen gilt für Flüge ab dem 15. Dezember 2019.',
  'APPR covers flights to, from and within Canada only.':
    'Die APPR gilt nur für Flüge nach, von und innerhalb Kanadas.',
  'APPR denied-boarding compensation applies to flights from 15 July 2019.':
    'Die Entschädigung nach der APPR bei Nichtbeförderung gilt für Flüge ab dem 15. Juli 2019.',
  'APPR fixed compensation covers delay, cancellation and denied boarding only.':
    'Die pauschale Entschädigung nach der APPR gilt nur für Verspätung, Annullierung und Nichtbeförderung.',
  'APPR has no fixed amount for baggage; the Montreal Convention limits apply.':
    'Die APPR sieht für Gepäck keinen festen Betrag vor; es gelten die Grenzen des Übereinkommens von Montreal.',
  'APPR pays CAD 400 / 700 / 1,000 (large carrier) or CAD 125 / 250 / 500 (small carrier) for an arrival 3 / 6 / 9 h late.':
    'Die APPR zahlt 400 / 700 / 1.000 CAD (großes Luftfahrtunternehmen) oder 125 / 250 / 500 CAD (kleines Luftfahrtunternehmen) für eine Ankunft 3 / 6 / 9 h zu spät.',
  'APPR pays CAD 400 / 700 / 1,000 (large carrier) or CAD 125 / 250 / 500 (small carrier) for an arrival 3 / 6 / 9 h late, or CAD 400 / 125 when the ticket was refunded (s.19(2)).':
    'Die APPR zahlt 400 / 700 / 1.000 CAD (großes Luftfahrtunternehmen) oder 125 / 250 / 500 CAD (kleines Luftfahrtunternehmen) für eine Ankunft 3 / 6 / 9 h zu spät, oder 400 / 125 CAD, wenn das Ticket erstattet wurde (s.19(2)).',
  'APPR pays CAD 400 / 700 / 1,000 (large carrier) or CAD 125 / 250 / 500 (small carrier) for an arrival 3 / 6 / 9 h late':
    'Die APPR zahlt 400 / 700 / 1.000 CAD (großes Luftfahrtunternehmen) oder 125 / 250 / 500 CAD (kleines Luftfahrtunternehmen) für eine Ankunft 3 / 6 / 9 h zu spät',
  'APPR pays CAD 400 / 700 / 1,000 (large carrier) or CAD 125 / 250 / 500 (small carrier) for an arrival 3 / 6 / 9 h late, or CAD 400 / 125 when the ticket was refunded (s.19(2))':
    'Die APPR zahlt 400 / 700 / 1.000 CAD (großes Luftfahrtunternehmen) oder 125 / 250 / 500 CAD (kleines Luftfahrtunternehmen) für eine Ankunft 3 / 6 / 9 h zu spät, oder 400 / 125 CAD, wenn das Ticket erstattet wurde (s.19(2))',
  "{text}; {carrier}'s size is decided by the CTA's list of large and small airlines or by its published passenger numbers (2 million or more in each of the two years before the flight, s.1(1)), and AirDesk has neither for this flight's year.":
    '{text}; die Größe von {carrier} ergibt sich aus der Liste großer und kleiner Luftfahrtunternehmen der CTA oder aus den veröffentlichten Fluggastzahlen (2 Millionen oder mehr in jedem der beiden Jahre vor dem Flug, s.1(1)), und AirDesk hat für das Jahr dieses Fluges keines von beiden.',
  'APPR pays CAD 900 / 1,800 / 2,400 for denied boarding by how late you reached your destination; for a traveller who took no alternative flight the Regulations name no amount, so none is given.':
    'Die APPR zahlt 900 / 1.800 / 2.400 CAD bei Nichtbeförderung, je nachdem, wie spät Sie Ihr Ziel erreicht haben; für Reisende ohne Ersatzflug nennt die Verordnung keinen Betrag, daher wird keiner angegeben.',
  'APPR pays CAD 900 / 1,800 / 2,400 for denied boarding, by how late you reached your destination.':
    'Die APPR zahlt 900 / 1.800 / 2.400 CAD bei Nichtbeförderung, je nachdem, wie spät Sie Ihr Ziel erreicht haben.',
  'An arrival {hours} late is under the 3 hours that give APPR compensation.':
    'Eine Ankunft {hours} zu spät liegt unter den 3 Stunden, die eine Entschädigung nach der APPR begründen.',
  'Arriving {hours} late with a large carrier gives {amount}; request it within 1 year, and the carrier must pay or explain within 30 days.':
    'Eine Ankunft {hours} zu spät bei einem großen Luftfahrtunternehmen ergibt {amount}; verlangen Sie sie binnen 1 Jahr, und das Luftfahrtunternehmen muss binnen 30 Tagen zahlen oder die Ablehnung begründen.',
  'Arriving {hours} late with a small carrier gives {amount}; request it within 1 year, and the carrier must pay or explain within 30 days.':
    'Eine Ankunft {hours} zu spät bei einem kleinen Luftfahrtunternehmen ergibt {amount}; verlangen Sie sie binnen 1 Jahr, und das Luftfahrtunternehmen muss binnen 30 Tagen zahlen oder die Ablehnung begründen.',
  'Cancelled and refunded instead of re-routed, with a large carrier: {amount}; request it within 1 year, and the carrier must pay or explain within 30 days.':
    'Annulliert und erstattet statt umgebucht, bei einem großen Luftfahrtunternehmen: {amount}; verlangen Sie sie binnen 1 Jahr, und das Luftfahrtunternehmen muss binnen 30 Tagen zahlen oder die Ablehnung begründen.',
  'Cancelled and refunded instead of re-routed, with a small carrier: {amount}; request it within 1 year, and the carrier must pay or explain within 30 days.':
    'Annulliert und erstattet statt umgebucht, bei einem kleinen Luftfahrtunternehmen: {amount}; verlangen Sie sie binnen 1 Jahr, und das Luftfahrtunternehmen muss binnen 30 Tagen zahlen oder die Ablehnung begründen.',
  "Denied boarding for a reason within the carrier's control, arriving {hours} late: {amount}, payable as soon as possible.":
    'Nichtbeförderung aus einem Grund in der Kontrolle des Luftfahrtunternehmens, Ankunft {hours} zu spät: {amount}, so bald wie möglich zahlbar.',
  'If the ticket was refunded instead, the amount is CAD 400 (large) or 125 (small), s.19(2).':
    'Wurde stattdessen das Ticket erstattet, beträgt der Betrag 400 CAD (groß) oder 125 CAD (klein), s.19(2).',
  'Told more than 14 days before departure, no APPR compensation is owed.':
    'Bei Unterrichtung mehr als 14 Tage vor dem Abflug ist keine Entschädigung nach der APPR geschuldet.',
  '{carrier} carried {passengers} passengers in {year}, under the 2 million a year of a large carrier (SOR/2019-150 s.1(1)), so it counts as a small carrier for {forYear}.':
    '{carrier} beförderte {year} {passengers} Fluggäste, weniger als die 2 Millionen im Jahr eines großen Luftfahrtunternehmens (SOR/2019-150 s.1(1)), und gilt daher für {forYear} als kleines Luftfahrtunternehmen.',
  '{carrier} counts as a large carrier: its published traffic was {a} passengers in {yearA} and {b} in {yearB}, 2 million or more in each of the two years before the flight (SOR/2019-150 s.1(1)).':
    '{carrier} gilt als großes Luftfahrtunternehmen: Sein veröffentlichtes Verkehrsaufkommen betrug {yearA} {a} Fluggäste und {yearB} {b}, 2 Millionen oder mehr in jedem der beiden Jahre vor dem Flug (SOR/2019-150 s.1(1)).',
  "{carrier} operated the flight for {ticketCarrier}, a large carrier, so the large carrier's amounts apply.":
    '{carrier} führte den Flug für {ticketCarrier} durch, ein großes Luftfahrtunternehmen, daher gelten die Beträge des großen Luftfahrtunternehmens.',
  'US DOT rules cover flights to, from or within the United States only.':
    'Die Regeln des US DOT gelten nur für Flüge nach, von oder innerhalb der Vereinigten Staaten.',
  'AirDesk assesses US DOT refunds for cancellations, significant changes, denied boarding and baggage.':
    'AirDesk prüft Erstattungen nach dem US DOT bei Annullierungen, erheblichen Änderungen, Nichtbeförderung und Gepäck.',
  'The US oversales rule covers flights leaving a US airport only.':
    'Die US-Überbuchungsregel gilt nur für Flüge ab einem US-Flughafen.',
  'If you did not accept the alternative flight or other compensation offered, the fare is refunded automatically within 7 business days (credit card) or 20 calendar days (other payment).':
    'Wenn Sie den Ersatzflug oder eine andere angebotene Leistung nicht angenommen haben, wird der Flugpreis automatisch binnen 7 Werktagen (Kreditkarte) oder 20 Kalendertagen (andere Zahlung) erstattet.',
  'A delay of {threshold} h or more on this domestic flight is a significant change that gives a refund if you did not travel.':
    'Eine Verspätung von {threshold} h oder mehr auf diesem Inlandsflug ist eine erhebliche Änderung, die eine Erstattung begründet, wenn Sie nicht gereist sind.',
  'A delay of {threshold} h or more on this international flight is a significant change that gives a refund if you did not travel.':
    'Eine Verspätung von {threshold} h oder mehr auf diesem internationalen Flug ist eine erhebliche Änderung, die eine Erstattung begründet, wenn Sie nicht gereist sind.',
  'A {hours} delay is a significant change: if you declined it and did not travel, the fare is refunded automatically within 7 business days (credit card) or 20 calendar days (other payment).':
    'Eine Verspätung von {hours} ist eine erhebliche Änderung: Wenn Sie sie abgelehnt haben und nicht gereist sind, wird der Flugpreis automatisch binnen 7 Werktagen (Kreditkarte) oder 20 Kalendertagen (andere Zahlung) erstattet.',
  'A {hours} delay is under the {threshold} that make a significant change on a domestic flight.':
    'Eine Verspätung von {hours} liegt unter den {threshold}, die auf einem Inlandsflug eine erhebliche Änderung ausmachen.',
  'A {hours} delay is under the {threshold} that make a significant change on an international flight.':
    'Eine Verspätung von {hours} liegt unter den {threshold}, die auf einem internationalen Flug eine erhebliche Änderung ausmachen.',
  'A departure moved {threshold} h or more on this domestic flight is a significant change that gives a refund if you did not accept it.':
    'Eine um {threshold} h oder mehr verschobene Abflugzeit auf diesem Inlandsflug ist eine erhebliche Änderung, die eine Erstattung begründet, wenn Sie sie nicht angenommen haben.',
  'A departure moved {threshold} h or more on this international flight is a significant change that gives a refund if you did not accept it.':
    'Eine um {threshold} h oder mehr verschobene Abflugzeit auf diesem internationalen Flug ist eine erhebliche Änderung, die eine Erstattung begründet, wenn Sie sie nicht angenommen haben.',
  'A departure moved {hours} earlier is a significant change: if you did not accept it, the fare is refunded automatically within 7 business days (credit card) or 20 calendar days (other payment).':
    'Ein um {hours} vorverlegter Abflug ist eine erhebliche Änderung: Wenn Sie ihn nicht angenommen haben, wird der Flugpreis automatisch binnen 7 Werktagen (Kreditkarte) oder 20 Kalendertagen (andere Zahlung) erstattet.',
  'A departure moved {hours} earlier is under the {threshold} that make a significant change on a domestic flight.':
    'Ein um {hours} vorverlegter Abflug liegt unter den {threshold}, die auf einem Inlandsflug eine erhebliche Änderung ausmachen.',
  'A departure moved {hours} earlier is under the {threshold} that make a significant change on an international flight.':
    'Ein um {hours} vorverlegter Abflug liegt unter den {threshold}, die auf einem internationalen Flug eine erhebliche Änderung ausmachen.',
  'A downgrade is a significant change: if you declined it, the fare is refunded automatically within 7 business days (credit card) or 20 calendar days (other payment).':
    'Eine Herabstufung ist eine erhebliche Änderung: Wenn Sie sie abgelehnt haben, wird der Flugpreis automatisch binnen 7 Werktagen (Kreditkarte) oder 20 Kalendertagen (andere Zahlung) erstattet.',
  'After a Mishandled Baggage Report, the bag fee is refunded for a lost bag or one delivered more than 12 h late.':
    'Nach einer Meldung über fehlgeleitetes Gepäck wird die Gepäckgebühr erstattet, wenn das Gepäckstück verloren ist oder mehr als 12 h zu spät geliefert wird.',
  'After a Mishandled Baggage Report, the bag fee is refunded for a lost bag or one delivered more than 15 to 30 h (by flight length) late.':
    'Nach einer Meldung über fehlgeleitetes Gepäck wird die Gepäckgebühr erstattet, wenn das Gepäckstück verloren ist oder mehr als 15 bis 30 h (je nach Flugdauer) zu spät geliefert wird.',
  'For the loss itself the carrier may not limit its liability below {amount} (14 CFR Part 254).':
    'Für den Verlust selbst darf das Luftfahrtunternehmen seine Haftung nicht unter {amount} beschränken (14 CFR Part 254).',
  'On a domestic flight the carrier owes the proven loss for a damaged bag and may not limit its liability below {amount}.':
    'Auf einem Inlandsflug schuldet das Luftfahrtunternehmen den nachgewiesenen Schaden an einem beschädigten Gepäckstück und darf seine Haftung nicht unter {amount} beschränken.',
  'Damage to a bag on an international flight falls under the Montreal Convention.':
    'Schäden an einem Gepäckstück auf einem internationalen Flug fallen unter das Übereinkommen von Montreal.',
  'The bag-fee refund rule (14 CFR Part 260) covers flights from 28 October 2024; ask the carrier under its own policy.':
    'Die Regel zur Erstattung der Gepäckgebühr (14 CFR Part 260) gilt für Flüge ab dem 28. Oktober 2024; fragen Sie das Luftfahrtunternehmen nach seinen eigenen Bedingungen.',
  "Before 28 October 2024 a refund was owed for a significant change you did not accept, as the carrier's own conditions defined it (DOT Enforcement Notices of 3 April and 12 May 2020).":
    'Vor dem 28. Oktober 2024 war eine Erstattung für eine nicht angenommene erhebliche Änderung geschuldet, wie die eigenen Bedingungen des Luftfahrtunternehmens sie bestimmten (DOT Enforcement Notices vom 3. April und 12. Mai 2020).',
  'Before 28 October 2024 the carrier still owed a prompt refund of the fare when it cancelled the flight and you did not accept the alternative offered, even for reasons outside its control (DOT Enforcement Notice of 3 April 2020).':
    'Vor dem 28. Oktober 2024 schuldete das Luftfahrtunternehmen bereits eine umgehende Erstattung des Flugpreises, wenn es den Flug annullierte und Sie die angebotene Alternative nicht annahmen, auch aus Gründen außerhalb seiner Kontrolle (DOT Enforcement Notice vom 3. April 2020).',
  'Involuntary denied boarding pays 200% or 400% of the one-way fare, by how late the alternative is planned to arrive.':
    'Unfreiwillige Nichtbeförderung ergibt 200 % oder 400 % des einfachen Flugpreises, je nachdem, wie spät der Ersatzflug planmäßig ankommt.',
  'Involuntary denied boarding pays 200% or 400% of the one-way fare (at most {twice} / {fourTimes}), by how late the alternative is planned to arrive.':
    'Unfreiwillige Nichtbeförderung ergibt 200 % oder 400 % des einfachen Flugpreises (höchstens {twice} / {fourTimes}), je nachdem, wie spät der Ersatzflug planmäßig ankommt.',
  'The caps are in US dollars: give the fare in USD.':
    'Die Obergrenzen sind in US-Dollar angegeben: Geben Sie den Flugpreis in USD an.',
  'The caps in force before 13 April 2021 are not recorded in AirDesk, so no amount is given.':
    'Die vor dem 13. April 2021 geltenden Obergrenzen sind in AirDesk nicht erfasst, daher wird kein Betrag angegeben.',
  'An alternative planned to arrive within 1 hour of the original gives no denied-boarding compensation.':
    'Ein Ersatzflug, der planmäßig innerhalb von 1 Stunde nach dem ursprünglichen ankommt, begründet keine Entschädigung für Nichtbeförderung.',
  'Denied boarding with no alternative flight taken (s.250.5(a)(3): none offered that arrives in time): {pct}% of the one-way fare of {fare}: {amount}, payable on the day.':
    'Nichtbeförderung ohne angenommenen Ersatzflug (s.250.5(a)(3): keiner angeboten, der rechtzeitig ankommt): {pct} % des einfachen Flugpreises von {fare}: {amount}, am selben Tag zahlbar.',
  'Denied boarding with no alternative flight taken (s.250.5(a)(3): none offered that arrives in time): {pct}% of the one-way fare of {fare}, capped at {cap}: {amount}, payable on the day.':
    'Nichtbeförderung ohne angenommenen Ersatzflug (s.250.5(a)(3): keiner angeboten, der rechtzeitig ankommt): {pct} % des einfachen Flugpreises von {fare}, begrenzt auf {cap}: {amount}, am selben Tag zahlbar.',
  'Denied boarding with the alternative planned to arrive {hours} late ({term}): {pct}% of the one-way fare of {fare}: {amount}, payable on the day.':
    'Nichtbeförderung mit einem Ersatzflug, der planmäßig {hours} zu spät ankommt ({term}): {pct} % des einfachen Flugpreises von {fare}: {amount}, am selben Tag zahlbar.',
  'Denied boarding with the alternative planned to arrive {hours} late ({term}): {pct}% of the one-way fare of {fare}, capped at {cap}: {amount}, payable on the day.':
    'Nichtbeförderung mit einem Ersatzflug, der planmäßig {hours} zu spät ankommt ({term}): {pct} % des einfachen Flugpreises von {fare}, begrenzt auf {cap}: {amount}, am selben Tag zahlbar.',
  '{limit} h or more on a domestic trip': '{limit} h oder mehr auf einer Inlandsreise',
  '{limit} h or more on an international trip': '{limit} h oder mehr auf einer internationalen Reise',
  'under {limit} h on a domestic trip': 'unter {limit} h auf einer Inlandsreise',
  'under {limit} h on an international trip': 'unter {limit} h auf einer internationalen Reise',
  '1 day': '1 Tag',
  '{n} days': '{n} Tage',
  "1 day's notice": '1 Tag Vorankündigung',
  "{n} days' notice": '{n} Tagen Vorankündigung',
  'a domestic flight': 'einem Inlandsflug',
  'an international flight of 1,500 km or less': 'einem internationalen Flug von 1.500 km oder weniger',
  'an international flight of 1,500 to 3,500 km': 'einem internationalen Flug von 1.500 bis 3.500 km',
  'an international flight of more than 3,500 km': 'einem internationalen Flug von mehr als 3.500 km',
  'SHY-YOLCU applies to flights from 1 January 2012.': 'Die SHY-YOLCU gilt für Flüge ab dem 1. Januar 2012.',
  'SHY-YOLCU covers denied boarding, cancellation and delay only.':
    'Die SHY-YOLCU gilt nur für Nichtbeförderung, Annullierung und Verspätung.',
  'SHY-YOLCU does not cover baggage; the Montreal Convention does.':
    'Die SHY-YOLCU gilt nicht für Gepäck; das Übereinkommen von Montreal schon.',
  'The flight neither departs from Türkiye nor arrives there on a Turkish carrier (Art. 2(1)(a)).':
    'Der Flug startet weder in der Türkei noch kommt er dort mit einem türkischen Luftfahrtunternehmen an (Art. 2(1)(a)).',
  'Flights into Türkiye are covered only on a Turkish carrier, and {carrier} is not one (Art. 2(1)(a)).':
    'Flüge in die Türkei sind nur mit einem türkischen Luftfahrtunternehmen erfasst, und {carrier} ist keines (Art. 2(1)(a)).',
  'Before 10 December 2024 SHY-YOLCU gave care for a delay (meals, a hotel when needed) but no compensation.':
    'Vor dem 10. Dezember 2024 gab die SHY-YOLCU bei einer Verspätung Betreuung (Mahlzeiten, bei Bedarf ein Hotel), aber keine Entschädigung.',
  'The compensation is for delays with technical or operational reasons; the carrier has shown circumstances outside them, so none is owed (care remains).':
    'Die Entschädigung gilt für Verspätungen aus technischen oder betrieblichen Gründen; das Luftfahrtunternehmen hat Umstände außerhalb dieser nachgewiesen, daher ist keine geschuldet (die Betreuung bleibt).',
  "Arriving {hours} late on a domestic flight delayed for technical or operational reasons: {amount}, paid in Turkish lira at the Central Bank's selling rate on the day of payment.":
    'Ankunft {hours} zu spät auf einem aus technischen oder betrieblichen Gründen verspäteten Inlandsflug: {amount}, gezahlt in türkischen Lira zum Verkaufskurs der Zentralbank am Zahltag.',
  "Arriving {hours} late on an international flight delayed for technical or operational reasons: {amount}, paid in Turkish lira at the Central Bank's selling rate on the day of payment.":
    'Ankunft {hours} zu spät auf einem aus technischen oder betrieblichen Gründen verspäteten internationalen Flug: {amount}, gezahlt in türkischen Lira zum Verkaufskurs der Zentralbank am Zahltag.',
  'It is owed when the delay had technical or operational reasons.':
    'Sie ist geschuldet, wenn die Verspätung technische oder betriebliche Gründe hatte.',
  'The carrier has shown, with official documents, circumstances outside its control (a technical fault or an operational reason does not count), so no compensation is owed; a refund or re-routing and care remain.':
    'Das Luftfahrtunternehmen hat mit amtlichen Unterlagen Umstände außerhalb seiner Kontrolle nachgewiesen (ein technischer Defekt oder ein betrieblicher Grund zählt nicht), daher ist keine Entschädigung geschuldet; Erstattung oder anderweitige Beförderung und Betreuung bleiben.',
  'Denied boarding against your will on {term}: {amount}, paid in Turkish lira, with a refund or re-routing and care.':
    'Nichtbeförderung gegen Ihren Willen auf {term}: {amount}, gezahlt in türkischen Lira, mit Erstattung oder anderweitiger Beförderung und Betreuung.',
  'The 2011 text is reported to let the carrier halve the sum when it re-routes you; the conditions of that reduction were not found in an official publication, so the full sum is shown.':
    'Der Text von 2011 soll dem Luftfahrtunternehmen erlauben, die Summe zu halbieren, wenn es Sie anderweitig befördert; die Bedingungen dieser Kürzung wurden in keiner amtlichen Veröffentlichung gefunden, daher wird die volle Summe angegeben.',
  'A cancellation told less than two weeks before departure gives {amount} on {term}, unless (told two weeks to seven days before) you were offered re-routing leaving at most 2 hours early and arriving at most 4 hours late.':
    'Eine weniger als zwei Wochen vor dem Abflug mitgeteilte Annullierung ergibt {amount} auf {term}, es sei denn, Ihnen wurde (bei Mitteilung zwei Wochen bis sieben Tage vorher) eine anderweitige Beförderung angeboten, die höchstens 2 Stunden früher abfliegt und höchstens 4 Stunden später ankommt.',
  'Cancelled with {term} and not re-routed (a refund or your own arrangements): {amount} on {term2}, paid in Turkish lira.':
    'Annullierung mit {term} und keine anderweitige Beförderung (Erstattung oder eigene Vorkehrungen): {amount} auf {term2}, gezahlt in türkischen Lira.',
  'The carrier owes nothing if it offered re-routing leaving at most 2 hours early and arriving at most 4 hours late.':
    'Das Luftfahrtunternehmen schuldet nichts, wenn es eine anderweitige Beförderung angeboten hat, die höchstens 2 Stunden früher abfliegt und höchstens 4 Stunden später ankommt.',
  'Cancelled with {term} and the alternative arriving {hours} late (beyond 4 h late): {amount} on {term2}, paid in Turkish lira.':
    'Annullierung mit {term} und Ersatzflug {hours} zu spät angekommen (mehr als 4 h zu spät): {amount} auf {term2}, gezahlt in türkischen Lira.',
  'Cancelled with {term} and the alternative leaving {hours} early (beyond 2 h early): {amount} on {term2}, paid in Turkish lira.':
    'Annullierung mit {term} und Ersatzflug {hours} früher abgeflogen (mehr als 2 h früher): {amount} auf {term2}, gezahlt in türkischen Lira.',
  'A departure moved {hours} earlier, told {term} before, counts as a cancellation (SHGM Circular HUD-2015/3, point 4): {amount} on {term2}, paid in Turkish lira.':
    'Ein um {hours} vorverlegter Abflug, {term} vorher mitgeteilt, gilt als Annullierung (SHGM-Rundschreiben HUD-2015/3, Punkt 4): {amount} auf {term2}, gezahlt in türkischen Lira.',
  'A departure moved {hours} earlier, told {term} before, counts as a cancellation (SHGM Circular HUD-2015/3, point 4): told two weeks to seven days before, a departure at most 2 hours earlier gives no compensation.':
    'Ein um {hours} vorverlegter Abflug, {term} vorher mitgeteilt, gilt als Annullierung (SHGM-Rundschreiben HUD-2015/3, Punkt 4): bei Mitteilung zwei Wochen bis sieben Tage vorher begründet ein höchstens 2 Stunden früherer Abflug keine Entschädigung.',
  'Told {term} before departure (at least two weeks), no compensation is owed; a refund or re-routing is.':
    'Bei Mitteilung {term} vor dem Abflug (mindestens zwei Wochen) ist keine Entschädigung geschuldet; eine Erstattung oder anderweitige Beförderung schon.',
  'Told {term} before, the alternative left {early} early and arrived {late} late (at most 2 h and 4 h): no compensation is owed.':
    'Bei Mitteilung {term} vorher flog der Ersatzflug {early} früher ab und kam {late} zu spät an (höchstens 2 h und 4 h): Es ist keine Entschädigung geschuldet.',
  'For notice under seven days the re-routing limits that would exempt the carrier were not found in an official publication, and your alternative ({early} early, {late} late) is close enough that they decide, so no amount is given.':
    'Für eine Mitteilung unter sieben Tagen wurden die Grenzen der anderweitigen Beförderung, die das Luftfahrtunternehmen befreien würden, in keiner amtlichen Veröffentlichung gefunden, und Ihr Ersatzflug ({early} früher, {late} später) liegt so nahe, dass sie entscheiden; daher wird kein Betrag angegeben.',
  'The law covers flights taking off from or landing in Israel.':
    'Das Gesetz gilt für Flüge, die in Israel starten oder landen.',
  'The law applies to flights from 16 August 2012.': 'Das Gesetz gilt für Flüge ab dem 16. August 2012.',
  'The law does not cover baggage; the Montreal Convention does.':
    'Das Gesetz gilt nicht für Gepäck; das Übereinkommen von Montreal schon.',
  'The law covers cancellation, long delay, denied boarding and changes of conditions.':
    'Das Gesetz gilt für Annullierung, große Verspätung, Nichtbeförderung und Änderungen der Bedingungen.',
  'Domestic flights have their own sums (Aviation Services Regulations (Domestic Flights) 5773-2013, reg. 2), which were not read, so no amount is given.':
    'Inlandsflüge haben eigene Summen (Aviation Services Regulations (Domestic Flights) 5773-2013, reg. 2), die nicht gelesen wurden, daher wird kein Betrag angegeben.',
  'A flight that took off {n} hours or more late counts as cancelled and gives compensation; how late it was decides.':
    'Ein Flug, der {n} Stunden oder mehr zu spät startete, gilt als annulliert und begründet eine Entschädigung; entscheidend ist, wie spät er war.',
  'A delay of {hours} (under {limit} h) gives assistance (food and drink from 2 hours; from 5 hours a choice of an alternative ticket or a refund) but no monetary compensation.':
    'Eine Verspätung von {hours} (unter {limit} h) begründet Unterstützung (Essen und Getränke ab 2 Stunden; ab 5 Stunden wahlweise ein Ersatzticket oder eine Erstattung), aber keine Geldentschädigung.',
  'A flight {hours} late ({limit} h or more) counts as cancelled (s.1); AirDesk reads the arrival delay you gave for how late it took off.':
    'Ein Flug {hours} zu spät ({limit} h oder mehr) gilt als annulliert (s.1); AirDesk nimmt die von Ihnen angegebene Ankunftsverspätung als Startverspätung.',
  'Compensation: {text}.': 'Entschädigung: {text}.',
  '{amount} ({term}), the First Schedule sum as enacted in 2012; it is indexed every 1 January (s.13), so the sum in force on your flight’s date may be higher (the latest official update found took effect on 1 January 2017, and its table was not read)':
    '{amount} ({term}), die Summe der Ersten Anlage in der Fassung von 2012; sie wird jeden 1. Januar indexiert (s.13), daher kann die am Datum Ihres Fluges geltende Summe höher sein (die letzte gefundene amtliche Anpassung trat am 1. Januar 2017 in Kraft, und ihre Tabelle wurde nicht gelesen)',
  '{amount} ({term}), the First Schedule sum as enacted in 2012, indexed every 1 January (s.13); the first official update found took effect on 1 January 2017':
    '{amount} ({term}), die Summe der Ersten Anlage in der Fassung von 2012, jeden 1. Januar indexiert (s.13); die erste gefundene amtliche Anpassung trat am 1. Januar 2017 in Kraft',
  'up to 2,000 km': 'bis 2.000 km',
  '2,000 to 4,500 km': '2.000 bis 4.500 km',
  'over 4,500 km': 'über 4.500 km',
  'A cancellation with {term}': 'Eine Annullierung mit {term}',
  '{term} gives {text}.': '{term} ergibt {text}.',
  '{term} gives {text}; it may be halved when you took an alternative flight that landed soon enough, so how late it arrived decides.':
    '{term} ergibt {text}; sie kann halbiert werden, wenn Sie einen Ersatzflug genommen haben, der früh genug landete, daher entscheidet, wie spät er ankam.',
  '{term}, with no alternative ticket taken: {text}.': '{term}, ohne angenommenes Ersatzticket: {text}.',
  '{term}, with an alternative flight that landed {hours} late (within the limit for halving): half of {text}.':
    '{term}, mit einem Ersatzflug, der {hours} zu spät landete (innerhalb der Grenze für die Halbierung): die Hälfte von {text}.',
  '{term}, with the alternative {hours} late (too late for any halving): {text}.':
    '{term}, mit dem Ersatzflug {hours} zu spät (zu spät für eine Halbierung): {text}.',
  'Denied boarding gives monetary compensation.': 'Eine Nichtbeförderung begründet eine Geldentschädigung.',
  'A cancellation with {term} gives monetary compensation.':
    'Eine Annullierung mit {term} begründet eine Geldentschädigung.',
  'Told {n} days before departure (at least 14), no monetary compensation is owed; a refund or an alternative ticket is.':
    'Bei Mitteilung {n} Tage vor dem Abflug (mindestens 14) ist keine Geldentschädigung geschuldet; eine Erstattung oder ein Ersatzticket schon.',
  'With {term}, an alternative leaving at most {early} h early and arriving at most {late} h late exempts the carrier; how early it left and how late it arrived decide.':
    'Mit {term} befreit ein Ersatzflug, der höchstens {early} h früher abfliegt und höchstens {late} h zu spät ankommt, das Luftfahrtunternehmen; entscheidend ist, wie früh er abflog und wie spät er ankam.',
  'Told {term} before, your alternative left {early} early and arrived {late} late (within {a} h and {b} h): no monetary compensation is owed.':
    'Bei Mitteilung {term} vorher flog Ihr Ersatzflug {early} früher ab und kam {late} zu spät an (innerhalb von {a} h und {b} h): Es ist keine Geldentschädigung geschuldet.',
  'A flight brought forward gives the rights of s.8 (advanced flight), which was not read; AirDesk gives no amount for it.':
    'Ein vorverlegter Flug gibt die Rechte aus s.8 (vorverlegter Flug), die nicht gelesen wurde; AirDesk gibt dafür keinen Betrag an.',
  'The carrier has shown circumstances beyond its control, so no monetary compensation is owed; a refund or an alternative ticket and assistance remain.':
    'Das Luftfahrtunternehmen hat Umstände außerhalb seiner Kontrolle nachgewiesen, daher ist keine Geldentschädigung geschuldet; Erstattung oder Ersatzticket und Unterstützung bleiben.',
  "With the alternative {hours} late, whether the carrier may halve it depends on limits that the sources read state differently ({a} h or {b} h for this distance) and the statute's wording was not read, so no amount is given.":
    'Mit dem Ersatzflug {hours} zu spät hängt es von Grenzen ab, die die gelesenen Quellen unterschiedlich angeben ({a} h oder {b} h für diese Entfernung), ob das Luftfahrtunternehmen sie halbieren darf, und der Gesetzeswortlaut wurde nicht gelesen, daher wird kein Betrag angegeben.',
  'The CAR covers flights within, to and from India.': 'Die CAR gilt für Flüge innerhalb Indiens, nach und aus Indien.',
  'The CAR applies to flights from 15 August 2010.': 'Die CAR gilt für Flüge ab dem 15. August 2010.',
  'The CAR reimburses downgrading for flights from 15 February 2023.':
    'Die CAR erstattet Herabstufungen bei Flügen ab dem 15. Februar 2023.',
  'The CAR sets no money compensation for a delay, and a delay caused by extraordinary circumstances does not oblige the airline to give meals or a hotel either (para 3.4.4).':
    'Die CAR sieht für eine Verspätung keine Geldentschädigung vor, und eine durch außergewöhnliche Umstände verursachte Verspätung verpflichtet die Airline auch nicht zu Mahlzeiten oder einem Hotel (para 3.4.4).',
  'A delay gives meals and refreshments (from 2, 3 or 4 hours by block time), an alternative flight or a full refund when it exceeds 6 hours, and a hotel when it exceeds 24 hours (6 hours for a departure between 20:00 and 03:00); the CAR sets no money compensation for delay.':
    'Eine Verspätung begründet Mahlzeiten und Erfrischungen (ab 2, 3 oder 4 Stunden je nach Blockzeit), einen Ersatzflug oder die volle Erstattung bei mehr als 6 Stunden und ein Hotel bei mehr als 24 Stunden (6 Stunden bei einem Abflug zwischen 20:00 und 03:00 Uhr); die CAR sieht keine Geldentschädigung für Verspätungen vor.',
  'A delay gives meals and refreshments (from 2, 3 or 4 hours by block time), and a hotel when it exceeds 24 hours (6 hours for a departure between 20:00 and 03:00); the CAR sets no money compensation for delay.':
    'Eine Verspätung begründet Mahlzeiten und Erfrischungen (ab 2, 3 oder 4 Stunden je nach Blockzeit) und ein Hotel bei mehr als 24 Stunden (6 Stunden bei einem Abflug zwischen 20:00 und 03:00 Uhr); die CAR sieht keine Geldentschädigung für Verspätungen vor.',
  'This CAR covers denied boarding, cancellation, delay and downgrading.':
    'Diese CAR gilt für Nichtbeförderung, Annullierung, Verspätung und Herabstufung.',
  'This CAR does not cover baggage; the Montreal Convention or Indian carriage law does.':
    'Diese CAR gilt nicht für Gepäck; das Übereinkommen von Montreal oder das indische Beförderungsrecht schon.',
  'The sums of the revision in force before 15 February 2023 were not read, so no amount is given.':
    'Die Summen der vor dem 15. Februar 2023 geltenden Fassung wurden nicht gelesen, daher wird kein Betrag angegeben.',
  'Denied boarding against your will gives 200% of the booked one-way basic fare plus fuel charge (at most INR 10,000) when the alternate flight departs within 24 hours, 400% (at most INR 20,000) when it departs later or you take none (then with a full refund); nothing when it departs within 1 hour.':
    'Nichtbeförderung gegen Ihren Willen ergibt 200 % des gebuchten einfachen Grundtarifs plus Treibstoffzuschlag (höchstens 10.000 INR), wenn der Ersatzflug innerhalb von 24 Stunden abfliegt, 400 % (höchstens 20.000 INR), wenn er später abfliegt oder Sie keinen nehmen (dann mit voller Erstattung); nichts, wenn er innerhalb von 1 Stunde abfliegt.',
  'With the alternative {hours} late (within 1 hour), no denied-boarding compensation is owed.':
    'Mit dem Ersatzflug {hours} zu spät (innerhalb von 1 Stunde) ist keine Entschädigung für Nichtbeförderung geschuldet.',
  'The caps are in rupees: give the fare in INR.':
    'Die Obergrenzen sind in Rupien angegeben: Geben Sie den Flugpreis in INR an.',
  'The sums are in rupees: give the fare in INR.':
    'Die Summen sind in Rupien angegeben: Geben Sie den Flugpreis in INR an.',
  'Denied boarding with no alternate flight taken (para 3.2.2(c): a full refund as well): {pct}% of the one-way basic fare plus fuel charge of {fare}: {amount}.':
    'Nichtbeförderung ohne angenommenen Ersatzflug (para 3.2.2(c): dazu die volle Erstattung): {pct} % des einfachen Grundtarifs plus Treibstoffzuschlag von {fare}: {amount}.',
  'Denied boarding with no alternate flight taken (para 3.2.2(c): a full refund as well): {pct}% of the one-way basic fare plus fuel charge of {fare}, capped at {cap}: {amount}.':
    'Nichtbeförderung ohne angenommenen Ersatzflug (para 3.2.2(c): dazu die volle Erstattung): {pct} % des einfachen Grundtarifs plus Treibstoffzuschlag von {fare}, begrenzt auf {cap}: {amount}.',
  'Denied boarding with the alternative {hours} late ({term}; AirDesk reads how late it arrived for how late it departed): {pct}% of the one-way basic fare plus fuel charge of {fare}: {amount}.':
    'Nichtbeförderung mit dem Ersatzflug {hours} zu spät ({term}; AirDesk nimmt die Ankunftsverspätung als Abflugverspätung): {pct} % des einfachen Grundtarifs plus Treibstoffzuschlag von {fare}: {amount}.',
  'Denied boarding with the alternative {hours} late ({term}; AirDesk reads how late it arrived for how late it departed): {pct}% of the one-way basic fare plus fuel charge of {fare}, capped at {cap}: {amount}.':
    'Nichtbeförderung mit dem Ersatzflug {hours} zu spät ({term}; AirDesk nimmt die Ankunftsverspätung als Abflugverspätung): {pct} % des einfachen Grundtarifs plus Treibstoffzuschlag von {fare}, begrenzt auf {cap}: {amount}.',
  'more than 24 hours': 'mehr als 24 Stunden',
  'within 24 hours': 'innerhalb von 24 Stunden',
  'A cancellation told less than 24 hours before departure (or a missed connection on the same ticket), with no alternate flight you accepted, gives a full refund and INR 5,000 / 7,500 / 10,000 for a block time up to 1 hour / up to 2 hours / over 2 hours, or the one-way basic fare plus fuel charge if that is less.':
    'Eine weniger als 24 Stunden vor dem Abflug mitgeteilte Annullierung (oder ein verpasster Anschluss auf demselben Ticket) ohne von Ihnen angenommenen Ersatzflug ergibt die volle Erstattung und 5.000 / 7.500 / 10.000 INR für eine Blockzeit bis 1 Stunde / bis 2 Stunden / über 2 Stunden, oder den einfachen Grundtarif plus Treibstoffzuschlag, wenn dieser niedriger ist.',
  "A cancellation caused by extraordinary circumstances beyond the airline's control gives no compensation; an alternative flight or a refund remains.":
    'Eine durch außergewöhnliche Umstände außerhalb der Kontrolle der Airline verursachte Annullierung begründet keine Entschädigung; ein Ersatzflug oder die Erstattung bleiben.',
  'Told {term} before departure (at least 24 hours), the airline owes an alternative flight or a refund, as you choose, but no compensation (unless you missed a connection on the same ticket because of it, para 3.3.2).':
    'Bei Mitteilung {term} vor dem Abflug (mindestens 24 Stunden) schuldet die Airline nach Ihrer Wahl einen Ersatzflug oder eine Erstattung, aber keine Entschädigung (es sei denn, Sie haben dadurch einen Anschluss auf demselben Ticket verpasst, para 3.3.2).',
  'Told less than 24 hours before, the airline owes either an alternate flight you accept or compensation with a full refund; you took the alternative, so no compensation is owed.':
    'Bei Mitteilung weniger als 24 Stunden vorher schuldet die Airline entweder einen von Ihnen angenommenen Ersatzflug oder eine Entschädigung mit voller Erstattung; Sie haben den Ersatzflug genommen, daher ist keine Entschädigung geschuldet.',
  'Meals while you wait at the airport remain (para 3.8.1).':
    'Mahlzeiten während der Wartezeit am Flughafen bleiben geschuldet (para 3.8.1).',
  'Told less than 24 hours before and not re-routed: a full refund and the one-way basic fare plus fuel charge of {fare}, which is less than every block-time sum ({a} / {b} / {c}).':
    'Weniger als 24 Stunden vorher mitgeteilt und ohne Ersatzflug: volle Erstattung und der einfache Grundtarif plus Treibstoffzuschlag von {fare}, der unter jeder Blockzeit-Summe liegt ({a} / {b} / {c}).',
  "Told less than 24 hours before and not re-routed: a full refund and {a} for a block time up to 1 hour, {b} up to 2 hours, {c} over 2 hours (each capped at your fare of {fare}); the flight's scheduled block time decides, so no single amount is given.":
    'Weniger als 24 Stunden vorher mitgeteilt und ohne Ersatzflug: volle Erstattung und {a} für eine Blockzeit bis 1 Stunde, {b} bis 2 Stunden, {c} über 2 Stunden (jeweils begrenzt auf Ihren Flugpreis von {fare}); die planmäßige Blockzeit des Fluges entscheidet, daher wird kein einzelner Betrag angegeben.',
  'An involuntary downgrade on {term} is reimbursed {pct}% of the cost of the ticket including taxes; the fare decides the amount.':
    'Eine unfreiwillige Herabstufung auf {term} wird mit {pct} % des Ticketpreises einschließlich Steuern erstattet; der Flugpreis entscheidet über den Betrag.',
  'An involuntary downgrade on {term}: {pct}% of the ticket with taxes ({fare}): {amount}.':
    'Unfreiwillige Herabstufung auf {term}: {pct} % des Tickets einschließlich Steuern ({fare}): {amount}.',
  'Resolution 400 covers flights to, from and within Brazil.':
    'Die Resolution 400 gilt für Flüge nach, von und innerhalb Brasiliens.',
  'Resolution 400 applies to tickets bought from 14 March 2017.':
    'Die Resolution 400 gilt für ab dem 14. März 2017 gekaufte Tickets.',
  'AirDesk assesses Resolution 400 for denied boarding, delay, cancellation and baggage.':
    'AirDesk prüft die Resolution 400 bei Nichtbeförderung, Verspätung, Annullierung und Gepäck.',
  'Resolution 400 gives assistance (communication from 1 hour, food from 2, lodging and transfers from 4) and rebooking or a refund, but no fixed sum for a delay or a cancellation.':
    'Die Resolution 400 gewährt Unterstützung (Kommunikation ab 1 Stunde, Verpflegung ab 2, Unterkunft und Transfers ab 4) und Umbuchung oder Erstattung, aber keine feste Summe für eine Verspätung oder Annullierung.',
  'Resolution 400 sets how the carrier returns a bag or pays for it, but no fixed sum.':
    'Die Resolution 400 regelt, wie das Luftfahrtunternehmen ein Gepäckstück zurückgibt oder ersetzt, aber keine feste Summe.',
  "Denied boarding on a domestic flight: {amount}, paid at once by bank transfer, voucher or cash (in reais at the day's rate), besides rebooking, a refund or other transport (Art. 21).":
    'Nichtbeförderung auf einem Inlandsflug: {amount}, sofort per Überweisung, Gutschein oder bar gezahlt (in Real zum Tageskurs), zusätzlich zu Umbuchung, Erstattung oder anderer Beförderung (Art. 21).',
  "Denied boarding on an international flight: {amount}, paid at once by bank transfer, voucher or cash (in reais at the day's rate), besides rebooking, a refund or other transport (Art. 21).":
    'Nichtbeförderung auf einem internationalen Flug: {amount}, sofort per Überweisung, Gutschein oder bar gezahlt (in Real zum Tageskurs), zusätzlich zu Umbuchung, Erstattung oder anderer Beförderung (Art. 21).',
  'The US Department of Transportation takes complaints about flights to, from or within the United States without a prior complaint to the airline, and forwards them to the airline, asking it to reply to you (covered airlines must acknowledge within 30 days and answer within 60, 14 CFR 259.7).':
    'Das US-Verkehrsministerium nimmt Beschwerden zu Flügen nach, von oder innerhalb der Vereinigten Staaten ohne vorherige Beschwerde bei der Airline an und leitet sie an die Airline weiter mit der Bitte, Ihnen zu antworten (erfasste Airlines müssen binnen 30 Tagen den Eingang bestätigen und binnen 60 antworten, 14 CFR 259.7).',
  'The Canadian Transportation Agency takes a complaint once you have written to the airline and waited at least 30 days; it sends a Start Notice to the airline, which has up to 14 days to answer, and a final decision follows by day 90.':
    'Die kanadische Verkehrsbehörde (CTA) nimmt eine Beschwerde an, sobald Sie der Airline geschrieben und mindestens 30 Tage gewartet haben; sie schickt der Airline eine Eröffnungsmitteilung, die bis zu 14 Tage Zeit zur Antwort hat, und eine endgültige Entscheidung folgt bis zum 90. Tag.',
  'Final decision of a Complaint Resolution Officer (by day 90) binds the airline':
    'Die endgültige Entscheidung eines Beschwerdebeauftragten (bis zum 90. Tag) bindet die Airline',
  "After 8 weeks without an answer, or after the airline's final answer, the airline's approved dispute body takes the complaint up if it belongs to one (AviationADR or CEDR; their decision binds the airline if you accept it); otherwise the UK CAA's complaints team (PACT) does, though it cannot impose a solution.":
    'Nach 8 Wochen ohne Antwort oder nach der abschließenden Antwort der Airline nimmt sich die anerkannte Streitbeilegungsstelle der Airline der Beschwerde an, wenn die Airline einer angehört (AviationADR oder CEDR; ihre Entscheidung bindet die Airline, wenn Sie sie annehmen); andernfalls tut es das Beschwerdeteam der britischen CAA (PACT), das jedoch keine Lösung durchsetzen kann.',
  'On Consumidor.gov.br you complain directly to a company registered on the platform, which has up to 10 days to answer; you then have 20 days to rate the answer. ANAC uses it as its complaint channel for the airlines running scheduled passenger flights in Brazil; any other company can be reached there only if it has registered, so check that the company is listed before you file.':
    'Auf Consumidor.gov.br beschweren Sie sich direkt bei einem auf der Plattform registrierten Unternehmen, das bis zu 10 Tage Zeit zur Antwort hat; danach haben Sie 20 Tage, um die Antwort zu bewerten. Die ANAC nutzt die Plattform als Beschwerdekanal für die Airlines mit planmäßigen Passagierflügen in Brasilien; jedes andere Unternehmen ist dort nur erreichbar, wenn es sich registriert hat, prüfen Sie also vor dem Einreichen, ob das Unternehmen aufgeführt ist.',
  'SHGM takes denied-boarding, delay, cancellation and downgrade complaints through its online form once the airline has not answered within 10 days or its answer is unsatisfactory.':
    'Die SHGM nimmt Beschwerden zu Nichtbeförderung, Verspätung, Annullierung und Herabstufung über ihr Online-Formular an, wenn die Airline nicht binnen 10 Tagen geantwortet hat oder ihre Antwort unbefriedigend ist.',
  'GACA takes an airline complaint once you have complained to the airline and got a reference number, and the airline has not answered within 7 days or you reject its solution.':
    'Die GACA nimmt eine Beschwerde gegen eine Airline an, sobald Sie sich bei der Airline beschwert und eine Referenznummer erhalten haben und die Airline nicht binnen 7 Tagen geantwortet hat oder Sie ihre Lösung ablehnen.',
  'PROFECO takes complaints about airlines directly, without a prior complaint to the airline, at its modules in Mexico City airport (terminals 1 and 2), where it conciliates with the airline on the spot, and passes other complaints on to its offices.':
    'Die PROFECO nimmt Beschwerden über Airlines direkt und ohne vorherige Beschwerde bei der Airline an ihren Schaltern am Flughafen Mexiko-Stadt (Terminals 1 und 2) an, wo sie vor Ort mit der Airline schlichtet, und gibt andere Beschwerden an ihre Büros weiter.',
  'Conciliation agreement; PROFECO can also take denuncias and sanction':
    'Schlichtungsvereinbarung; die PROFECO kann auch Anzeigen (denuncias) aufnehmen und Sanktionen verhängen',
  'CAAM takes complaints about any airline or airport service in Malaysia (foreign airlines included, for their operations in Malaysia) through the online form on its consumer page, within 2 years of the incident; it recommends that you first give the airline the chance to resolve the issue, and airlines have up to 30 days to provide a resolution.':
    'Die CAAM nimmt Beschwerden über jede Airline oder jeden Flughafendienst in Malaysia (auch ausländische Airlines für ihren Betrieb in Malaysia) über das Online-Formular ihrer Verbraucherseite an, binnen 2 Jahren nach dem Vorfall; sie empfiehlt, der Airline zuerst die Gelegenheit zu geben, das Problem zu lösen, und Airlines haben bis zu 30 Tage Zeit für eine Lösung.',
  "Australia's Airline Customer Advocate takes complaints about Qantas, Jetstar (its Australian domestic flights), Virgin Australia and Rex once you have followed the airline's own complaints process and asked it to review its answer, for events in the last 12 months; it assigns the complaint to a case manager at the airline and you get a response within 20 working days.":
    'Der australische Airline Customer Advocate nimmt Beschwerden über Qantas, Jetstar (ihre australischen Inlandsflüge), Virgin Australia und Rex an, sobald Sie das Beschwerdeverfahren der Airline durchlaufen und sie um Überprüfung ihrer Antwort gebeten haben, für Vorfälle der letzten 12 Monate; er weist die Beschwerde einem Fallbearbeiter bei der Airline zu, und Sie erhalten binnen 20 Werktagen eine Antwort.',
  "Hong Kong's Consumer Council takes consumers' complaints about airlines through its online form and tries to conciliate a settlement with the airline; it encourages you to try the airline first, it cannot investigate or decide, and an airline with no office in Hong Kong may not cooperate.":
    'Der Consumer Council in Hongkong nimmt Verbraucherbeschwerden über Airlines über sein Online-Formular an und versucht, eine Einigung mit der Airline zu vermitteln; er rät, sich zuerst an die Airline zu wenden, kann weder ermitteln noch entscheiden, und eine Airline ohne Büro in Hongkong kooperiert möglicherweise nicht.',
  'CASE advises you on a dispute with a business in Singapore free of charge, but it takes the matter up with the airline for you only if you join as a member and pay a yearly membership fee and an administration fee based on the amount claimed; otherwise it helps you draft a letter that you deliver yourself.':
    'CASE berät Sie kostenlos bei einem Streit mit einem Unternehmen in Singapur, übernimmt die Sache gegenüber der Airline aber nur, wenn Sie Mitglied werden und einen Jahresbeitrag und eine Bearbeitungsgebühr nach der Höhe der Forderung zahlen; andernfalls hilft es Ihnen, einen Brief zu verfassen, den Sie selbst zustellen.',
  "Austria's apf runs a free conciliation with the airline if the airline has not answered adequately within six weeks of your written claim.":
    'Die österreichische apf führt eine kostenlose Schlichtung mit der Airline durch, wenn die Airline nicht binnen sechs Wochen nach Ihrer schriftlichen Forderung angemessen geantwortet hat.',
  "Belgium's DGTA takes a complaint when the airline has not answered satisfactorily within 6 weeks; it can fine airlines but cannot force them to pay compensation.":
    'Die belgische DGTA nimmt eine Beschwerde an, wenn die Airline nicht binnen 6 Wochen zufriedenstellend geantwortet hat; sie kann Airlines mit Bußgeldern belegen, sie aber nicht zur Zahlung einer Ausgleichsleistung zwingen.',
  "Bulgaria's Civil Aviation Administration takes complaints through its on-line form when the airline has not resolved the complaint (after 6 weeks without an answer from the airline).":
    'Die bulgarische Zivilluftfahrtverwaltung nimmt Beschwerden über ihr Online-Formular an, wenn die Airline die Beschwerde nicht gelöst hat (nach 6 Wochen ohne Antwort der Airline).',
  "Croatia's Civil Aviation Agency takes a complaint 30 days after your complaint to the airline, first asks the airline for its reasons and evidence, and issues a final opinion that is not legally binding.":
    'Die kroatische Zivilluftfahrtagentur nimmt eine Beschwerde 30 Tage nach Ihrer Beschwerde bei der Airline an, fragt die Airline zuerst nach ihren Gründen und Nachweisen und gibt eine abschließende, rechtlich nicht bindende Stellungnahme ab.',
  "Cyprus' Department of Civil Aviation processes claims about flights departing Larnaka or Pafos, and arrivals from outside the EU on EU airlines (after 6 weeks without an answer from the airline).":
    'Die zyprische Zivilluftfahrtbehörde bearbeitet Forderungen zu Flügen ab Larnaka oder Paphos und zu Ankünften von außerhalb der EU mit EU-Airlines (nach 6 Wochen ohne Antwort der Airline).',
  'The Czech Civil Aviation Authority takes an online complaint when the airline has not answered satisfactorily within 6 weeks (an older page says 2 months) and asks the airline for the cause of the disruption; baggage is not handled.':
    'Die tschechische Zivilluftfahrtbehörde nimmt eine Online-Beschwerde an, wenn die Airline nicht binnen 6 Wochen zufriedenstellend geantwortet hat (eine ältere Seite nennt 2 Monate), und fragt die Airline nach der Ursache der Störung; Gepäck wird nicht bearbeitet.',
  "Denmark's Trafikstyrelsen takes a free complaint via a borger.dk form (MitID) after the airline has had six weeks to answer; handling usually takes 3 to 6 months.":
    'Die dänische Trafikstyrelsen nimmt eine kostenlose Beschwerde über ein borger.dk-Formular (MitID) an, nachdem die Airline sechs Wochen Zeit zur Antwort hatte; die Bearbeitung dauert meist 3 bis 6 Monate.',
  "Finland's Consumer Disputes Board decides passenger disputes about disruptions in Finland free of charge, with recommendations the airline need not follow; before filing there (after 6 weeks without an answer from the airline), you must have complained to the airline in writing and contacted the Consumer Advisory Service of the Finnish Competition and Consumer Authority (KKV, which also mediates) or, for a foreign airline, the European Consumer Centre.":
    'Der finnische Verbraucherstreitausschuss entscheidet Fluggaststreitigkeiten über Störungen in Finnland kostenlos, mit Empfehlungen, denen die Airline nicht folgen muss; bevor Sie sich dorthin wenden (nach 6 Wochen ohne Antwort der Airline), müssen Sie sich schriftlich bei der Airline beschwert und die Verbraucherberatung der finnischen Wettbewerbs- und Verbraucherbehörde (KKV, die auch vermittelt) oder, bei einer ausländischen Airline, das Europäische Verbraucherzentrum kontaktiert haben.',
  "France's DGAC portal takes reports of a dispute with an airline (after 6 weeks without an answer from the airline) to supervise airlines and fine them, but it acts independently of individual compensation claims and offers no individual follow-up: for your own claim, turn to the travel mediator (MTV).":
    'Das Portal der französischen DGAC nimmt Meldungen über einen Streit mit einer Airline an (nach 6 Wochen ohne Antwort der Airline), um Airlines zu beaufsichtigen und Bußgelder zu verhängen, handelt aber unabhängig von individuellen Ausgleichsforderungen und bietet keine individuelle Nachverfolgung: Wenden Sie sich für Ihre eigene Forderung an den Reiseschlichter (MTV).',
  "France's tourism and travel mediator (MTV) takes a dispute with an airline that belongs to one of the organisations that signed its charter (Air France does, through FNAM) once the airline has rejected your written complaint or not answered it within 2 months, and within a year of that complaint; it gives an opinion within 90 days, which the parties are free to accept.":
    'Der französische Tourismus- und Reiseschlichter (MTV) nimmt einen Streit mit einer Airline an, die einer der Organisationen angehört, die seine Charta unterzeichnet haben (Air France über die FNAM), sobald die Airline Ihre schriftliche Beschwerde abgelehnt oder nicht binnen 2 Monaten beantwortet hat, und binnen eines Jahres nach dieser Beschwerde; er gibt binnen 90 Tagen eine Stellungnahme ab, die die Parteien annehmen können.',
  "Germany's LBA takes complaints on its forms by e-mail, fax or letter (after 6 weeks without an answer from the airline) and can fine airlines for breaches, but it says it does not enforce your individual claim: for that, turn to the conciliation bodies (the söp or the Federal Office of Justice).":
    'Das deutsche LBA nimmt Beschwerden auf seinen Formularen per E-Mail, Fax oder Brief an (nach 6 Wochen ohne Antwort der Airline) und kann Airlines bei Verstößen mit Bußgeldern belegen, setzt aber nach eigener Aussage Ihre individuelle Forderung nicht durch: Wenden Sie sich dafür an die Schlichtungsstellen (die söp oder das Bundesamt für Justiz).',
  "Germany's conciliation body for travel (formerly the söp) takes up your claim free of charge if the airline is one of its members (its member list says which): apply online once the airline has had two months to answer your complaint, and it checks your claim and recommends a settlement.":
    'Die deutsche Schlichtungsstelle für den Reiseverkehr (früher söp) nimmt sich Ihrer Forderung kostenlos an, wenn die Airline Mitglied ist (ihre Mitgliederliste sagt, welche): Stellen Sie den Antrag online, sobald die Airline zwei Monate Zeit hatte, Ihre Beschwerde zu beantworten; sie prüft Ihre Forderung und empfiehlt eine Einigung.',
  "The Federal Office of Justice's conciliation body takes up claims of up to EUR 5,000 from a private trip against an airline that is not a member of a private conciliation body such as the söp (it passes an application about a member airline on to that body); apply two months after your claim to the airline, or at once if the airline rejects it; it asks the airline for its comments and then proposes a settlement.":
    'Die Schlichtungsstelle beim Bundesamt für Justiz nimmt sich Forderungen bis 5.000 EUR aus einer Privatreise gegen eine Airline an, die nicht Mitglied einer privaten Schlichtungsstelle wie der söp ist (einen Antrag zu einer Mitglieds-Airline gibt sie an diese Stelle weiter); stellen Sie den Antrag zwei Monate nach Ihrer Forderung an die Airline, oder sofort, wenn die Airline sie ablehnt; sie holt die Stellungnahme der Airline ein und schlägt dann eine Einigung vor.',
  "Greece's HCAA takes a complaint when the airline has not answered within a reasonable time (6 weeks) and contacts the airline or airport to check whether the Regulation was breached.":
    'Die griechische HCAA nimmt eine Beschwerde an, wenn die Airline nicht in angemessener Zeit (6 Wochen) geantwortet hat, und wendet sich an die Airline oder den Flughafen, um zu prüfen, ob gegen die Verordnung verstoßen wurde.',
  "In Hungary the government office for the airport's seat opens an administrative procedure 30 days after your complaint to the airline and can order the airline to pay compensation within a 60-day procedure.":
    'In Ungarn eröffnet das Regierungsamt am Sitz des Flughafens 30 Tage nach Ihrer Beschwerde bei der Airline ein Verwaltungsverfahren und kann die Airline in einem 60-tägigen Verfahren zur Zahlung der Ausgleichsleistung verpflichten.',
  'Administrative decision can order the airline to pay the fixed compensation':
    'Die Verwaltungsentscheidung kann die Airline zur Zahlung der pauschalen Ausgleichsleistung verpflichten',
  "Ireland's Irish Aviation Authority (which replaced the Commission for Aviation Regulation as NEB) takes complaints after you have raised the matter with the airline (after 6 weeks without an answer from the airline).":
    'Die Irish Aviation Authority (die die Commission for Aviation Regulation als nationale Durchsetzungsstelle abgelöst hat) nimmt Beschwerden an, nachdem Sie die Sache bei der Airline vorgebracht haben (nach 6 Wochen ohne Antwort der Airline).',
  "Italy's ENAC takes an online complaint six weeks after your complaint to the airline, checks it only to sanction breaches and tells you the outcome, but does not obtain compensation for you.":
    'Die italienische ENAC nimmt sechs Wochen nach Ihrer Beschwerde bei der Airline eine Online-Beschwerde an, prüft sie nur zur Ahndung von Verstößen und teilt Ihnen das Ergebnis mit, verschafft Ihnen aber keine Ausgleichsleistung.',
  "Luxembourg's consumer protection directorate takes a complaint via MyGuichet.lu or e-mail if the airline has not answered within 2 months, and offers dispute resolution between you and the airline.":
    'Die luxemburgische Verbraucherschutzdirektion nimmt eine Beschwerde über MyGuichet.lu oder per E-Mail an, wenn die Airline nicht binnen 2 Monaten geantwortet hat, und bietet eine Streitbeilegung zwischen Ihnen und der Airline an.',
  "Malta's MCCAA takes a complaint online, by e-mail or in person once the airline has had 6 weeks to reply to your EU complaint form.":
    'Die maltesische MCCAA nimmt eine Beschwerde online, per E-Mail oder persönlich an, sobald die Airline 6 Wochen Zeit hatte, auf Ihr EU-Beschwerdeformular zu antworten.',
  'The Dutch ILT only registers delay and cancellation complaints as signals (the airline gets a copy but need not reply) and investigates only denied boarding and reduced-mobility cases; the airline must answer your claim within 2 months and flights must be less than a year old.':
    'Die niederländische ILT registriert Beschwerden über Verspätung und Annullierung nur als Hinweise (die Airline erhält eine Kopie, muss aber nicht antworten) und untersucht nur Fälle von Nichtbeförderung und eingeschränkter Mobilität; die Airline muss Ihre Forderung binnen 2 Monaten beantworten, und die Flüge dürfen höchstens ein Jahr zurückliegen.',
  "Portugal's ANAC takes a complaint, with your complaint to the airline and its reply attached, when the airline has not replied within six weeks or its reply is unsatisfactory.":
    'Die portugiesische ANAC nimmt eine Beschwerde an, mit Ihrer Beschwerde bei der Airline und deren Antwort als Anlage, wenn die Airline nicht binnen sechs Wochen geantwortet hat oder ihre Antwort unbefriedigend ist.',
  "Poland's Passenger Rights Ombudsman at the Civil Aviation Office settles disputes under the EU rules out of court, for flights from Polish airports and flights from outside the EU into Poland on EU airlines, once the airline has answered your complaint or 30 days have passed; apply within a year of the flight.":
    'Der Fluggastrechte-Ombudsmann beim polnischen Zivilluftfahrtamt legt Streitigkeiten nach den EU-Regeln außergerichtlich bei, für Flüge ab polnischen Flughäfen und Flüge von außerhalb der EU nach Polen mit EU-Airlines, sobald die Airline Ihre Beschwerde beantwortet hat oder 30 Tage vergangen sind; stellen Sie den Antrag binnen eines Jahres nach dem Flug.',
  "Slovenia's Civil Aviation Agency takes a complaint if the airline has not answered within two months of your compensation claim or you are unhappy with its answer.":
    'Die slowenische Zivilluftfahrtagentur nimmt eine Beschwerde an, wenn die Airline nicht binnen zwei Monaten nach Ihrer Ausgleichsforderung geantwortet hat oder Sie mit ihrer Antwort unzufrieden sind.',
  "Spain's AESA runs a free alternative dispute resolution procedure for flights from 2 June 2023 after you have complained to the airline; the airline has one month to answer you first.":
    'Die spanische AESA führt für Flüge ab dem 2. Juni 2023 ein kostenloses Verfahren zur alternativen Streitbeilegung durch, nachdem Sie sich bei der Airline beschwert haben; die Airline hat zuerst einen Monat Zeit, Ihnen zu antworten.',
  "AESA's ADR decision binds the airline for flights from 2 June 2023; earlier flights get a non-binding report":
    'Die Streitbeilegungsentscheidung der AESA bindet die Airline für Flüge ab dem 2. Juni 2023; frühere Flüge erhalten einen unverbindlichen Bericht',
  "In Sweden you can take a flight dispute to ARN once the airline has not answered within 6 weeks; 261/2004 claims must be worth at least SEK 500 and be filed within a year of your first complaint, and flights from other EU countries go to that country's body.":
    'In Schweden können Sie einen Flugstreit vor die ARN bringen, sobald die Airline nicht binnen 6 Wochen geantwortet hat; Forderungen nach 261/2004 müssen mindestens 500 SEK betragen und binnen eines Jahres nach Ihrer ersten Beschwerde eingereicht werden, und Flüge aus anderen EU-Ländern gehören zur Stelle des jeweiligen Landes.',
  "Iceland's Transport Authority takes a complaint 8 weeks after your complaint to the airline (or once it refuses), sends it to the airline for comment and issues a ruling, usually within 3 to 6 months.":
    'Die isländische Verkehrsbehörde nimmt eine Beschwerde 8 Wochen nach Ihrer Beschwerde bei der Airline an (oder sobald diese ablehnt), schickt sie der Airline zur Stellungnahme und erlässt eine Entscheidung, meist binnen 3 bis 6 Monaten.',
  'Samgöngustofa issues a ruling that cannot be appealed to another authority; either party may go to court':
    'Die Samgöngustofa erlässt eine Entscheidung, gegen die bei keiner anderen Behörde ein Rechtsmittel möglich ist; jede Partei kann vor Gericht gehen',
  "Switzerland's BAZL takes a report after the airline's 2-month answer period, asks the airline for a statement and can fine it, but cannot enforce your compensation claim.":
    'Das Schweizer BAZL nimmt nach der zweimonatigen Antwortfrist der Airline eine Meldung an, holt eine Stellungnahme der Airline ein und kann sie büßen, kann Ihre Ausgleichsforderung aber nicht durchsetzen.',
  'BAZL can fine the airline in an administrative penal procedure but cannot enforce your compensation':
    'Das BAZL kann die Airline in einem Verwaltungsstrafverfahren büßen, Ihre Ausgleichsleistung aber nicht durchsetzen',
  'Denied boarding gives {text}.': 'Eine Nichtbeförderung ergibt {text}.',
  'Denied boarding gives {text}; it may be halved when you took an alternative flight that landed soon enough, so how late it arrived decides.':
    'Eine Nichtbeförderung ergibt {text}; sie kann halbiert werden, wenn Sie einen Ersatzflug genommen haben, der früh genug landete, daher entscheidet, wie spät er ankam.',
  'Denied boarding, with no alternative ticket taken: {text}.':
    'Nichtbeförderung, ohne angenommenes Ersatzticket: {text}.',
  'Denied boarding, with an alternative flight that landed {hours} late (within the limit for halving): half of {text}.':
    'Nichtbeförderung, mit einem Ersatzflug, der {hours} zu spät landete (innerhalb der Grenze für die Halbierung): die Hälfte von {text}.',
  'Denied boarding, with the alternative {hours} late (too late for any halving): {text}.':
    'Nichtbeförderung, mit dem Ersatzflug {hours} zu spät (zu spät für eine Halbierung): {text}.',
  // Citations (the rights card's line under the amount): the law's official title in the language; the article
  // references stay as the engine writes them. APPR has official texts in English and French only.
  'Regulation (EC) No 261/2004, {articles}': 'Verordnung (EG) Nr. 261/2004, {articles}',
  'Montreal Convention 1999, {articles}': 'Übereinkommen von Montreal von 1999, {articles}',
  'Montreal Convention, {articles}': 'Übereinkommen von Montreal, {articles}',
  'Air Passenger Protection Regulations (SOR/2019-150), {articles}':
    'Air Passenger Protection Regulations (SOR/2019-150), {articles}',
} satisfies ServerCatalogue;
