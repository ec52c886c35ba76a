// The mails to the traveller in German (Sie), keyed by the English template (mail-text.ts).
import type { ServerCatalogue } from '../../contracts/i18n/translate';

export default {
  'Someone asked to reset the password of your AirDesk account.':
    'Jemand hat das Zurücksetzen des Passworts Ihres AirDesk-Kontos angefordert.',
  'To choose a new password, open this link within one hour: {link}':
    'Um ein neues Passwort zu wählen, öffnen Sie diesen Link innerhalb einer Stunde: {link}',
  'If it was not you, ignore this e-mail: your password stays as it is.':
    'Falls Sie das nicht waren, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
  'Reset your AirDesk password': 'Setzen Sie Ihr AirDesk-Passwort zurück',
  'Reset your password': 'Setzen Sie Ihr Passwort zurück',
  'The password of your AirDesk account was just changed, and every signed-in session was ended.':
    'Das Passwort Ihres AirDesk-Kontos wurde soeben geändert, und alle angemeldeten Sitzungen wurden beendet.',
  'If you did not do this, reset your password at once and contact our support team.':
    'Falls Sie das nicht waren, setzen Sie Ihr Passwort sofort zurück und wenden Sie sich an unser Support-Team.',
  'Your AirDesk password was changed': 'Ihr AirDesk-Passwort wurde geändert',
  'Your password was changed': 'Ihr Passwort wurde geändert',
  'Your AirDesk account has been deleted, as you asked. Its reports, messages, documents, saved cards and contact suggestions are gone, and any PayPal subscription was cancelled.':
    'Ihr AirDesk-Konto wurde wie gewünscht gelöscht. Seine Beschwerden, Nachrichten, Dokumente, gespeicherten Karten und Kontaktvorschläge sind entfernt, und ein etwaiges PayPal-Abonnement wurde gekündigt.',
  'We keep only what the law or others require: the payment records (amount, date and PayPal reference, without your name or e-mail address) for as long as accounting law requires. Letters already sent to an airline stay with that airline.':
    'Wir bewahren nur auf, was das Gesetz oder Dritte verlangen: die Zahlungsbelege (Betrag, Datum und PayPal-Referenz, ohne Ihren Namen oder Ihre E-Mail-Adresse), so lange das Handels- und Steuerrecht es vorschreibt. Bereits an eine Fluggesellschaft gesendete Schreiben bleiben bei dieser Fluggesellschaft.',
  'If you did not ask for this, contact our support team.':
    'Falls Sie dies nicht angefordert haben, wenden Sie sich an unser Support-Team.',
  'Your AirDesk account has been deleted': 'Ihr AirDesk-Konto wurde gelöscht',
  'Your account has been deleted': 'Ihr Konto wurde gelöscht',
  'Your AirDesk free trial ends in two days': 'Ihre kostenlose AirDesk-Testphase endet in zwei Tagen',
  'Your AirDesk subscription ends in two days': 'Ihr AirDesk-Abonnement endet in zwei Tagen',
  'Your {days}-day free trial of AirDesk ends on {end}. Nothing will be charged: the trial collected no payment details.':
    'Ihre {days}-tägige kostenlose Testphase von AirDesk endet am {end}. Es wird nichts berechnet: Für die Testphase wurden keine Zahlungsdaten erfasst.',
  'To keep access to the airline directory and your problem reports, subscribe for USD {price} a year with PayPal: {page}':
    'Um den Zugang zum Airline-Verzeichnis und zu Ihren Beschwerden zu behalten, abonnieren Sie für {price} USD pro Jahr mit PayPal: {page}',
  'Your AirDesk subscription ends on {end} and will not renew.':
    'Ihr AirDesk-Abonnement endet am {end} und wird nicht verlängert.',
  'To keep access to the airline directory and your problem reports, renew it here: {page}':
    'Um den Zugang zum Airline-Verzeichnis und zu Ihren Beschwerden zu behalten, verlängern Sie es hier: {page}',
  "{airline}'s time to answer your report #{id} has ended":
    'Die Antwortfrist von {airline} für Ihre Beschwerde Nr. {id} ist abgelaufen',
  'Your written baggage complaint to {airline} is due by {date}':
    'Ihre schriftliche Gepäckbeschwerde an {airline} ist spätestens am {date} fällig',
  'Your deadline for a court claim against {airline} is {date}':
    'Ihre Frist für eine Klage gegen {airline} endet am {date}',
  'The time {airline} had to answer your report #{id} ended on {date}, and the report is still open.':
    'Die Frist, in der {airline} Ihre Beschwerde Nr. {id} beantworten sollte, endete am {date}, und die Beschwerde ist noch offen.',
  'If you have had no answer, or the answer does not give you what the rules provide, AirDesk has prepared the next step and the letter for it: {page}':
    'Wenn Sie keine Antwort erhalten haben oder die Antwort Ihnen nicht gewährt, was die Vorschriften vorsehen, hat AirDesk den nächsten Schritt und das Schreiben dafür vorbereitet: {page}',
  'Your report #{id} and its deadlines are in AirDesk: {page}':
    'Ihre Beschwerde Nr. {id} und ihre Fristen finden Sie in AirDesk: {page}',
  '{body} can now take up your report #{id} to {airline}':
    '{body} kann Ihre Beschwerde Nr. {id} gegen {airline} jetzt annehmen',
  '{airline} has not answered your report #{id}, and from {date} {body} takes the complaint up.':
    '{airline} hat Ihre Beschwerde Nr. {id} nicht beantwortet, und ab dem {date} nimmt {body} die Beschwerde entgegen.',
  'AirDesk has prepared the letter for it; open your report to copy it and send it through the official page: {page}':
    'AirDesk hat das Schreiben dafür vorbereitet; öffnen Sie Ihre Beschwerde, um es zu kopieren und über die amtliche Seite zu senden: {page}',
  'Official page: {url}': 'Offizielle Seite: {url}',
  '{airline} answered your report #{id}': '{airline} hat auf Ihre Beschwerde Nr. {id} geantwortet',
  '[…] The rest of the message is in your case.': '[…] Der Rest der Nachricht steht in Ihrem Fall.',
  '(The message has no text.)': '(Die Nachricht enthält keinen Text.)',
  '{airline} has answered your report #{id}. The answer is kept in your case at AirDesk, with any documents it came with: {link}':
    '{airline} hat auf Ihre Beschwerde Nr. {id} geantwortet. Die Antwort ist in Ihrem Fall bei AirDesk gespeichert, mit allen Dokumenten, die ihr beilagen: {link}',
  'Your report is now {status}.': 'Ihre Beschwerde ist jetzt {status}.',
  '(no subject)': '(kein Betreff)',
  From: 'Von',
  Subject: 'Betreff',
  Message: 'Nachricht',
  'no address given': 'keine Adresse angegeben',
  'A message from an unknown sender waits in your report #{id}':
    'Eine Nachricht eines unbekannten Absenders wartet in Ihrer Beschwerde Nr. {id}',
  'A message came to the case address of your report #{id} to {airline} from a sender AirDesk cannot confirm is {airline} ({from}).':
    'An die Fall-Adresse Ihrer Beschwerde Nr. {id} gegen {airline} ist eine Nachricht eines Absenders eingegangen, bei dem AirDesk nicht bestätigen kann, dass es {airline} ist ({from}).',
  "It is kept in your case, marked as from an unknown sender, and it changed nothing. Read it there; if it is {airline}'s answer, say so on the case page and it counts as one: {link}":
    'Sie ist in Ihrem Fall gespeichert, als Nachricht eines unbekannten Absenders gekennzeichnet, und hat nichts verändert. Lesen Sie sie dort; wenn es die Antwort von {airline} ist, geben Sie das auf der Fallseite an, dann zählt sie als solche: {link}',
  'Do not follow links or instructions in it unless you are sure who sent it.':
    'Folgen Sie keinen Links oder Anweisungen darin, wenn Sie nicht sicher wissen, wer sie gesendet hat.',
  'Your case at AirDesk (Problem Management): {link}': 'Ihr Fall bei AirDesk (Beschwerdeverwaltung): {link}',
  'Give your case address as your e-mail in the form: {address}. The answer then comes into your case at AirDesk, and we e-mail you when it arrives.':
    'Geben Sie im Formular Ihre Fall-Adresse als E-Mail-Adresse an: {address}. Die Antwort kommt dann in Ihren Fall bei AirDesk, und wir benachrichtigen Sie per E-Mail, wenn sie eintrifft.',
  'Give your case address as your e-mail in your message: {address}. The answer then comes into your case at AirDesk, and we e-mail you when it arrives.':
    'Geben Sie in Ihrer Nachricht Ihre Fall-Adresse als E-Mail-Adresse an: {address}. Die Antwort kommt dann in Ihren Fall bei AirDesk, und wir benachrichtigen Sie per E-Mail, wenn sie eintrifft.',
  'Phone: {phone}': 'Telefon: {phone}',
  'Website: {website}': 'Website: {website}',
  'This is a copy of the letter AirDesk is sending to {airline} at {email} in your name.':
    'Dies ist eine Kopie des Schreibens, das AirDesk in Ihrem Namen an {airline} unter {email} sendet.',
  'The airline is asked to answer your case address; its answer will appear in your case at AirDesk, and we will e-mail you when it arrives.':
    'Die Fluggesellschaft wird gebeten, an Ihre Fall-Adresse zu antworten; ihre Antwort erscheint in Ihrem Fall bei AirDesk, und wir benachrichtigen Sie per E-Mail, wenn sie eintrifft.',
  'Replies from the airline will come to this address.': 'Antworten der Fluggesellschaft gehen an diese Adresse.',
  'We have saved your report. {airline} takes complaints through its own web form rather than by e-mail, so please send it there yourself:':
    'Wir haben Ihre Beschwerde gespeichert. {airline} nimmt Beschwerden über ein eigenes Webformular statt per E-Mail entgegen; bitte senden Sie sie selbst dorthin:',
  'Complaint form: {url}': 'Beschwerdeformular: {url}',
  'Copy the letter below into the form and attach your documents there. Then open your case and press "I have sent it", so your case records it and its deadlines start.':
    'Kopieren Sie das Schreiben unten in das Formular und hängen Sie dort Ihre Dokumente an. Öffnen Sie dann Ihren Fall und klicken Sie auf „Ich habe es gesendet“, damit Ihr Fall es festhält und seine Fristen beginnen.',
  'We have saved your report. {airline} publishes no complaint e-mail or form that we know of, but {body} takes complaints about your flight directly and forwards them to the airline. Please file it there yourself:':
    'Wir haben Ihre Beschwerde gespeichert. {airline} veröffentlicht nach unserer Kenntnis weder eine Beschwerde-E-Mail noch ein Formular, aber {body} nimmt Beschwerden zu Ihrem Flug direkt entgegen und leitet sie an die Fluggesellschaft weiter. Bitte reichen Sie sie selbst dort ein:',
  'an official body': 'eine amtliche Stelle',
  'We have saved your report, but {airline} publishes no complaint e-mail address or form that we know of, so AirDesk could not send it to the company.':
    'Wir haben Ihre Beschwerde gespeichert, aber {airline} veröffentlicht nach unserer Kenntnis weder eine Beschwerde-E-Mail-Adresse noch ein Formular, daher konnte AirDesk sie nicht an das Unternehmen senden.',
  'Please contact the company through its website.': 'Bitte wenden Sie sich über die Website an das Unternehmen.',
  'You can copy the letter below into a message or a letter to the company. Once you have sent it, open your case and press "I have sent it", so your case records how and its deadlines start.':
    'Sie können das Schreiben unten in eine Nachricht oder einen Brief an das Unternehmen kopieren. Sobald Sie es gesendet haben, öffnen Sie Ihren Fall und klicken Sie auf „Ich habe es gesendet“, damit Ihr Fall festhält, wie, und seine Fristen beginnen.',
  'For you (not in the letter):': 'Für Sie (nicht im Schreiben):',
  'Copy of your report #{id} to {airline}': 'Kopie Ihrer Beschwerde Nr. {id} an {airline}',
  '--- The letter ---': '--- Das Schreiben ---',
  '--- End of the letter ---': '--- Ende des Schreibens ---',
  Letter: 'Schreiben',
  'Your report #{id} to {airline} is now {to}': 'Ihre Beschwerde Nr. {id} an {airline} ist jetzt {to}',
  'The status of your report #{id} to {airline} changed from {from} to {to}.':
    'Der Status Ihrer Beschwerde Nr. {id} an {airline} hat sich von {from} zu {to} geändert.',
  'You can see the report and its history in your case at AirDesk (Problem Management): {link}':
    'Sie finden die Beschwerde und ihren Verlauf in Ihrem Fall bei AirDesk (Beschwerdeverwaltung): {link}',
} satisfies ServerCatalogue;
