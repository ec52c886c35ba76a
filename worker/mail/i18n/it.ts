// The mails to the traveller in Italian (Lei), keyed by the English template (mail-text.ts).
import type { ServerCatalogue } from '../../contracts/i18n/translate';

export default {
  'Someone asked to reset the password of your AirDesk account.':
    'Qualcuno ha chiesto di reimpostare la password del Suo account AirDesk.',
  'To choose a new password, open this link within one hour: {link}':
    'Per scegliere una nuova password, apra questo link entro un’ora: {link}',
  'If it was not you, ignore this e-mail: your password stays as it is.':
    'Se non è stato Lei, ignori questa e-mail: la Sua password resta invariata.',
  'Reset your AirDesk password': 'Reimposti la Sua password di AirDesk',
  'Reset your password': 'Reimposti la password',
  'The password of your AirDesk account was just changed, and every signed-in session was ended.':
    'La password del Suo account AirDesk è appena stata modificata e tutte le sessioni aperte sono state chiuse.',
  'If you did not do this, reset your password at once and contact our support team.':
    'Se non è stato Lei, reimposti subito la password e contatti il nostro team di assistenza.',
  'Your AirDesk password was changed': 'La Sua password di AirDesk è stata modificata',
  'Your password was changed': 'La Sua password è stata modificata',
  'Your AirDesk account has been deleted, as you asked. Its reports, messages, documents, saved cards and contact suggestions are gone, and any PayPal subscription was cancelled.':
    'Il Suo account AirDesk è stato eliminato, come ha chiesto. I suoi reclami, messaggi, documenti, carte salvate e suggerimenti di contatto sono stati cancellati, e l’eventuale abbonamento PayPal è stato annullato.',
  'We keep only what the law or others require: the payment records (amount, date and PayPal reference, without your name or e-mail address) for as long as accounting law requires. Letters already sent to an airline stay with that airline.':
    'Conserviamo solo ciò che la legge o terzi richiedono: le registrazioni dei pagamenti (importo, data e riferimento PayPal, senza il Suo nome né il Suo indirizzo e-mail) per il tempo richiesto dalle norme contabili. Le lettere già inviate a una compagnia aerea restano presso quella compagnia.',
  'If you did not ask for this, contact our support team.':
    'Se non l’ha chiesto Lei, contatti il nostro team di assistenza.',
  'Your AirDesk account has been deleted': 'Il Suo account AirDesk è stato eliminato',
  'Your account has been deleted': 'Il Suo account è stato eliminato',
  'Your AirDesk free trial ends in two days': 'La Sua prova gratuita di AirDesk termina tra due giorni',
  'Your AirDesk subscription ends in two days': 'Il Suo abbonamento ad AirDesk termina tra due giorni',
  'Your {days}-day free trial of AirDesk ends on {end}. Nothing will be charged: the trial collected no payment details.':
    'La Sua prova gratuita di {days} giorni di AirDesk termina il {end}. Non Le verrà addebitato nulla: la prova non ha raccolto dati di pagamento.',
  'To keep access to the airline directory and your problem reports, subscribe for USD {price} a year with PayPal: {page}':
    'Per mantenere l’accesso all’elenco delle compagnie aeree e ai Suoi reclami, si abboni per {price} USD all’anno con PayPal: {page}',
  'Your AirDesk subscription ends on {end} and will not renew.':
    'Il Suo abbonamento ad AirDesk termina il {end} e non verrà rinnovato.',
  'To keep access to the airline directory and your problem reports, renew it here: {page}':
    'Per mantenere l’accesso all’elenco delle compagnie aeree e ai Suoi reclami, lo rinnovi qui: {page}',
  "{airline}'s time to answer your report #{id} has ended":
    'Il termine di {airline} per rispondere al Suo reclamo n. {id} è scaduto',
  'Your written baggage complaint to {airline} is due by {date}':
    'Il Suo reclamo scritto per il bagaglio a {airline} va presentato entro il {date}',
  'Your deadline for a court claim against {airline} is {date}':
    'Il Suo termine per un’azione giudiziaria contro {airline} scade il {date}',
  'The time {airline} had to answer your report #{id} ended on {date}, and the report is still open.':
    'Il termine entro cui {airline} doveva rispondere al Suo reclamo n. {id} è scaduto il {date}, e il reclamo è ancora aperto.',
  'If you have had no answer, or the answer does not give you what the rules provide, AirDesk has prepared the next step and the letter for it: {page}':
    'Se non ha ricevuto risposta, o se la risposta non Le riconosce quanto previsto dalle norme, AirDesk ha preparato il passo successivo e la relativa lettera: {page}',
  'Your report #{id} and its deadlines are in AirDesk: {page}':
    'Il Suo reclamo n. {id} e i suoi termini sono su AirDesk: {page}',
  '{body} can now take up your report #{id} to {airline}':
    '{body} può ora prendere in carico il Suo reclamo n. {id} contro {airline}',
  '{airline} has not answered your report #{id}, and from {date} {body} takes the complaint up.':
    '{airline} non ha risposto al Suo reclamo n. {id}, e dal {date} {body} prende in carico il reclamo.',
  'AirDesk has prepared the letter for it; open your report to copy it and send it through the official page: {page}':
    'AirDesk ha preparato la lettera; apra il Suo reclamo per copiarla e inviarla tramite la pagina ufficiale: {page}',
  'Official page: {url}': 'Pagina ufficiale: {url}',
  '{airline} answered your report #{id}': '{airline} ha risposto al Suo reclamo n. {id}',
  '[…] The rest of the message is in your case.': '[…] Il resto del messaggio è nella Sua pratica.',
  '(The message has no text.)': '(Il messaggio non contiene testo.)',
  '{airline} has answered your report #{id}. The answer is kept in your case at AirDesk, with any documents it came with: {link}':
    '{airline} ha risposto al Suo reclamo n. {id}. La risposta è conservata nella Sua pratica su AirDesk, con gli eventuali documenti allegati: {link}',
  'Your report is now {status}.': 'Il Suo reclamo è ora {status}.',
  '(no subject)': '(nessun oggetto)',
  From: 'Da',
  Subject: 'Oggetto',
  Message: 'Messaggio',
  'no address given': 'nessun indirizzo indicato',
  'A message from an unknown sender waits in your report #{id}':
    'Un messaggio di un mittente sconosciuto La attende nel Suo reclamo n. {id}',
  'A message came to the case address of your report #{id} to {airline} from a sender AirDesk cannot confirm is {airline} ({from}).':
    'All’indirizzo della pratica del Suo reclamo n. {id} contro {airline} è arrivato un messaggio da un mittente che AirDesk non può confermare sia {airline} ({from}).',
  "It is kept in your case, marked as from an unknown sender, and it changed nothing. Read it there; if it is {airline}'s answer, say so on the case page and it counts as one: {link}":
    'È conservato nella Sua pratica, segnato come proveniente da un mittente sconosciuto, e non ha cambiato nulla. Lo legga lì; se è la risposta di {airline}, lo indichi nella pagina della pratica e varrà come tale: {link}',
  'Do not follow links or instructions in it unless you are sure who sent it.':
    'Non segua link o istruzioni contenuti nel messaggio se non è sicuro di chi lo ha inviato.',
  'Your case at AirDesk (Problem Management): {link}': 'La Sua pratica su AirDesk (Gestione reclami): {link}',
  'Give your case address as your e-mail in the form: {address}. The answer then comes into your case at AirDesk, and we e-mail you when it arrives.':
    'Indichi l’indirizzo della pratica come Suo indirizzo e-mail nel modulo: {address}. La risposta arriverà così nella Sua pratica su AirDesk, e Le scriveremo quando arriva.',
  'Give your case address as your e-mail in your message: {address}. The answer then comes into your case at AirDesk, and we e-mail you when it arrives.':
    'Indichi l’indirizzo della pratica come Suo indirizzo e-mail nel Suo messaggio: {address}. La risposta arriverà così nella Sua pratica su AirDesk, e Le scriveremo quando arriva.',
  'Phone: {phone}': 'Telefono: {phone}',
  'Website: {website}': 'Sito web: {website}',
  'This is a copy of the letter AirDesk is sending to {airline} at {email} in your name.':
    'Questa è una copia della lettera che AirDesk invia a Suo nome a {airline} all’indirizzo {email}.',
  'The airline is asked to answer your case address; its answer will appear in your case at AirDesk, and we will e-mail you when it arrives.':
    'Alla compagnia aerea viene chiesto di rispondere all’indirizzo della pratica; la risposta comparirà nella Sua pratica su AirDesk, e Le scriveremo quando arriva.',
  'Replies from the airline will come to this address.':
    'Le risposte della compagnia aerea arriveranno a questo indirizzo.',
  'We have saved your report. {airline} takes complaints through its own web form rather than by e-mail, so please send it there yourself:':
    'Abbiamo salvato il Suo reclamo. {airline} riceve i reclami tramite il proprio modulo web e non per e-mail: lo invii quindi Lei stesso lì:',
  'Complaint form: {url}': 'Modulo di reclamo: {url}',
  'Copy the letter below into the form and attach your documents there. Then open your case and press "I have sent it", so your case records it and its deadlines start.':
    'Copi la lettera qui sotto nel modulo e alleghi lì i Suoi documenti. Poi apra la Sua pratica e prema «L’ho inviata», così la pratica lo registra e i suoi termini iniziano a decorrere.',
  'We have saved your report. {airline} publishes no complaint e-mail or form that we know of, but {body} takes complaints about your flight directly and forwards them to the airline. Please file it there yourself:':
    'Abbiamo salvato il Suo reclamo. Per quanto ci risulta, {airline} non pubblica alcun indirizzo e-mail o modulo di reclamo, ma {body} accetta direttamente i reclami sul Suo volo e li inoltra alla compagnia aerea. Lo presenti Lei stesso lì:',
  'an official body': 'un organismo ufficiale',
  'We have saved your report, but {airline} publishes no complaint e-mail address or form that we know of, so AirDesk could not send it to the company.':
    'Abbiamo salvato il Suo reclamo, ma per quanto ci risulta {airline} non pubblica alcun indirizzo e-mail o modulo di reclamo, quindi AirDesk non ha potuto inviarlo alla compagnia.',
  'Please contact the company through its website.': 'Contatti la compagnia tramite il suo sito web.',
  'You can copy the letter below into a message or a letter to the company. Once you have sent it, open your case and press "I have sent it", so your case records how and its deadlines start.':
    'Può copiare la lettera qui sotto in un messaggio o in una lettera alla compagnia. Dopo averla inviata, apra la Sua pratica e prema «L’ho inviata», così la pratica registra come e i suoi termini iniziano a decorrere.',
  'For you (not in the letter):': 'Per Lei (non nella lettera):',
  'Copy of your report #{id} to {airline}': 'Copia del Suo reclamo n. {id} a {airline}',
  '--- The letter ---': '--- La lettera ---',
  '--- End of the letter ---': '--- Fine della lettera ---',
  Letter: 'Lettera',
  'Your report #{id} to {airline} is now {to}': 'Il Suo reclamo n. {id} a {airline} è ora {to}',
  'The status of your report #{id} to {airline} changed from {from} to {to}.':
    'Lo stato del Suo reclamo n. {id} a {airline} è cambiato da {from} a {to}.',
  'You can see the report and its history in your case at AirDesk (Problem Management): {link}':
    'Può vedere il reclamo e la sua cronologia nella Sua pratica su AirDesk (Gestione reclami): {link}',
} satisfies ServerCatalogue;
