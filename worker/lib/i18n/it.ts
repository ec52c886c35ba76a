// The Worker's own messages in Italian (Lei): the API's errors and notices that no contract defines (a route's
// refusal, the error envelope's). Only the Worker needs them, translating at the error envelope; the SPA shows them
// as the API sends them, already translated, so its server catalogue (contracts/i18n/it.ts) leaves them out.
import type { ServerCatalogue } from '../../contracts/i18n/translate';

export default {
  'An account with this e-mail address already exists.': 'Esiste già un account con questo indirizzo e-mail.',
  'The reset link may be expired or invalid. Please request a new one.':
    'Il link di reimpostazione potrebbe essere scaduto o non valido. Ne richieda uno nuovo.',
  'If an account exists for that e-mail address, we have sent instructions to reset the password.':
    'Se esiste un account con questo indirizzo e-mail, Le abbiamo inviato le istruzioni per reimpostare la password.',
  'Invalid email or password.': 'E-mail o password non validi.',
  'No such correction.': 'Questa correzione non esiste.',
  'This correction has already been closed.': 'Questa correzione è già stata chiusa.',
  'This value cannot go into the directory: {reasons}.': 'Questo valore non può entrare nell’elenco: {reasons}.',
  'No airline with this id.': 'Nessuna compagnia aerea con questo id.',
  'No such problem report.': 'Questo reclamo non esiste.',
  'This report was changed at the same moment by someone else. Please reload it and try again.':
    'Qualcun altro ha modificato questo reclamo nello stesso momento. Lo ricarichi e riprovi.',
  'This body does not take the complaint up yet, or the report is resolved.':
    'Questo organismo non prende ancora in carico il reclamo, oppure il reclamo è risolto.',
  'No airport with the IATA code {code}.': 'Nessun aeroporto con il codice IATA {code}.',
  'These documents together are larger than one e-mail can carry (20 MB). Send them in two messages.':
    'Insieme, questi documenti superano quanto può contenere un’e-mail (20 MB). Li invii in due messaggi.',
  'Documents cannot be stored right now. Please try again later.':
    'Al momento non è possibile salvare i documenti. Riprovi più tardi.',
  'Messages cannot be stored right now. Please try again later.':
    'Al momento non è possibile salvare i messaggi. Riprovi più tardi.',
  'Message from the traveller': 'Messaggio del viaggiatore',
  'No such payment method.': 'Questo metodo di pagamento non esiste.',
  'Another change to your cards happened at the same moment. Please try again.':
    'Nello stesso momento è avvenuta un’altra modifica alle Sue carte. Riprovi.',
  'You can save at most {max} cards. Please delete one first.':
    'Può salvare al massimo {max} carte. Ne elimini prima una.',
  'An active subscription or free trial is required.': 'È necessario un abbonamento attivo o una prova gratuita.',
  'Paid subscriptions are not available right now: PayPal is not configured. The free trial still works.':
    'Gli abbonamenti a pagamento non sono disponibili in questo momento: PayPal non è configurato. La prova gratuita funziona comunque.',
  'This PayPal subscription belongs to another account.': 'Questo abbonamento PayPal appartiene a un altro account.',
  'PayPal does not know this subscription.': 'PayPal non conosce questo abbonamento.',
  'PayPal reports this subscription as {status}, not active.':
    'PayPal indica questo abbonamento come {status}, non attivo.',
  'This PayPal subscription is for another plan.': 'Questo abbonamento PayPal è per un altro piano.',
  'There is no active subscription to cancel.': 'Non c’è alcun abbonamento attivo da annullare.',
  'PayPal is not configured, so the PayPal subscription cannot be cancelled right now.':
    'PayPal non è configurato, quindi l’abbonamento PayPal non può essere annullato in questo momento.',
  'PayPal could not be reached. Please try again in a moment.':
    'Non è stato possibile contattare PayPal. Riprovi tra un momento.',
  'PayPal refused our credentials. Please contact support.':
    'PayPal ha rifiutato le nostre credenziali. Contatti l’assistenza.',
  'The free trial has already been used on this account.': 'La prova gratuita è già stata usata su questo account.',
  'Your subscription changed at the same moment. Please reload the page and try again.':
    'Il Suo abbonamento è cambiato nello stesso momento. Ricarichi la pagina e riprovi.',
  'PayPal is not configured.': 'PayPal non è configurato.',
  'The webhook signature could not be verified.': 'Non è stato possibile verificare la firma del webhook.',
  'Not a PayPal event.': 'Non è un evento PayPal.',
  'PayPal does not know the subscription of this event yet. The event was not applied.':
    'PayPal non conosce ancora l’abbonamento di questo evento. L’evento non è stato applicato.',
  'Administrator access is required.': 'È necessario l’accesso da amministratore.',
  'Only the owner account can redeploy the app.': 'Solo l’account proprietario può ridistribuire l’app.',
  'Redeploy is not configured on this server (DEPLOY_HOOK_URL is not set).':
    'La ridistribuzione non è configurata su questo server (DEPLOY_HOOK_URL non è impostato).',
  'The deploy hook did not accept the request. Please try again later.':
    'L’hook di distribuzione non ha accettato la richiesta. Riprovi più tardi.',
  'Redeploy started. The new version will be live in a few minutes.':
    'Ridistribuzione avviata. La nuova versione sarà online tra pochi minuti.',
  'You cannot suspend your own account.': 'Non può sospendere il Suo account.',
  'No such user.': 'Questo utente non esiste.',
  'Only the owner can suspend the owner account.': 'Solo il proprietario può sospendere l’account proprietario.',
  'You cannot reactivate your own account.': 'Non può riattivare il Suo account.',
  'The request body is not valid JSON.': 'Il corpo della richiesta non è un JSON valido.',
  'Please log in to continue.': 'Acceda per continuare.',
  'Not found.': 'Non trovato.',
  'Request refused.': 'Richiesta rifiutata.',
  'Invalid input.': 'Dati non validi.',
  'Something went wrong on our side. Please try again.': 'Si è verificato un errore da parte nostra. Riprovi.',
  'No such API route.': 'Questa route dell’API non esiste.',
  'Too many attempts. Please wait a few minutes and try again.': 'Troppi tentativi. Attenda qualche minuto e riprovi.',
  'The request body is too large (64 KiB at most).': 'Il corpo della richiesta è troppo grande (al massimo 64 KiB).',
  'The server is not configured ({detail}).': 'Il server non è configurato ({detail}).',
  'The server is not configured ({name} is missing).': 'Il server non è configurato (manca {name}).',
  'Cross-site requests are not allowed.': 'Le richieste tra siti diversi non sono consentite.',
  'Documents must be uploaded as multipart/form-data with one field "file".':
    'I documenti devono essere caricati come multipart/form-data con un campo "file".',
  'Requests must be sent as JSON (Content-Type: application/json).':
    'Le richieste devono essere inviate come JSON (Content-Type: application/json).',
  'This account is suspended. Please contact support.': 'Questo account è sospeso. Contatti l’assistenza.',
} satisfies ServerCatalogue;
