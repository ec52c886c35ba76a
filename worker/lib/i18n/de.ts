// The Worker's own messages in German (Sie): the API's errors and notices that no contract defines (a route's
// refusal, the error envelope's). Only the Worker needs them, translating at the error envelope; the SPA shows them
// as the API sends them, already translated, so its server catalogue (contracts/i18n/de.ts) leaves them out.
import type { ServerCatalogue } from '../../contracts/i18n/translate';

export default {
  'An account with this e-mail address already exists.': 'Es gibt bereits ein Konto mit dieser E-Mail-Adresse.',
  'The reset link may be expired or invalid. Please request a new one.':
    'Der Link zum Zurücksetzen ist möglicherweise abgelaufen oder ungültig. Bitte fordern Sie einen neuen an.',
  'If an account exists for that e-mail address, we have sent instructions to reset the password.':
    'Falls es ein Konto mit dieser E-Mail-Adresse gibt, haben wir Ihnen eine Anleitung zum Zurücksetzen des Passworts gesendet.',
  'Invalid email or password.': 'E-Mail-Adresse oder Passwort ungültig.',
  'No such correction.': 'Diese Korrektur gibt es nicht.',
  'This correction has already been closed.': 'Diese Korrektur wurde bereits abgeschlossen.',
  'This value cannot go into the directory: {reasons}.':
    'Dieser Wert kann nicht ins Verzeichnis aufgenommen werden: {reasons}.',
  'No airline with this id.': 'Es gibt keine Fluggesellschaft mit dieser ID.',
  'No such problem report.': 'Diese Beschwerde gibt es nicht.',
  'This report was changed at the same moment by someone else. Please reload it and try again.':
    'Diese Beschwerde wurde im selben Moment von jemand anderem geändert. Bitte laden Sie sie neu und versuchen Sie es erneut.',
  'This body does not take the complaint up yet, or the report is resolved.':
    'Diese Stelle nimmt die Beschwerde noch nicht entgegen, oder die Beschwerde ist erledigt.',
  'No airport with the IATA code {code}.': 'Es gibt keinen Flughafen mit dem IATA-Code {code}.',
  'These documents together are larger than one e-mail can carry (20 MB). Send them in two messages.':
    'Diese Dokumente sind zusammen größer, als eine E-Mail fassen kann (20 MB). Senden Sie sie in zwei Nachrichten.',
  'Documents cannot be stored right now. Please try again later.':
    'Dokumente können derzeit nicht gespeichert werden. Bitte versuchen Sie es später erneut.',
  'Messages cannot be stored right now. Please try again later.':
    'Nachrichten können derzeit nicht gespeichert werden. Bitte versuchen Sie es später erneut.',
  'Message from the traveller': 'Nachricht des Reisenden',
  'No such payment method.': 'Diese Zahlungsmethode gibt es nicht.',
  'Another change to your cards happened at the same moment. Please try again.':
    'Im selben Moment wurden Ihre Karten anderweitig geändert. Bitte versuchen Sie es erneut.',
  'You can save at most {max} cards. Please delete one first.':
    'Sie können höchstens {max} Karten speichern. Bitte löschen Sie zuerst eine.',
  'An active subscription or free trial is required.':
    'Ein aktives Abonnement oder eine kostenlose Testphase ist erforderlich.',
  'Paid subscriptions are not available right now: PayPal is not configured. The free trial still works.':
    'Bezahlte Abonnements sind derzeit nicht verfügbar: PayPal ist nicht eingerichtet. Die kostenlose Testphase funktioniert weiterhin.',
  'This PayPal subscription belongs to another account.': 'Dieses PayPal-Abonnement gehört zu einem anderen Konto.',
  'PayPal does not know this subscription.': 'PayPal kennt dieses Abonnement nicht.',
  'PayPal reports this subscription as {status}, not active.':
    'PayPal meldet dieses Abonnement als {status}, nicht als aktiv.',
  'This PayPal subscription is for another plan.': 'Dieses PayPal-Abonnement gilt für einen anderen Tarif.',
  'There is no active subscription to cancel.': 'Es gibt kein aktives Abonnement, das gekündigt werden könnte.',
  'PayPal is not configured, so the PayPal subscription cannot be cancelled right now.':
    'PayPal ist nicht eingerichtet, daher kann das PayPal-Abonnement derzeit nicht gekündigt werden.',
  'PayPal could not be reached. Please try again in a moment.':
    'PayPal ist nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.',
  'PayPal refused our credentials. Please contact support.':
    'PayPal hat unsere Zugangsdaten abgelehnt. Bitte wenden Sie sich an den Support.',
  'The free trial has already been used on this account.':
    'Die kostenlose Testphase wurde für dieses Konto bereits genutzt.',
  'Your subscription changed at the same moment. Please reload the page and try again.':
    'Ihr Abonnement hat sich im selben Moment geändert. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
  'PayPal is not configured.': 'PayPal ist nicht eingerichtet.',
  'The webhook signature could not be verified.': 'Die Signatur des Webhooks konnte nicht geprüft werden.',
  'Not a PayPal event.': 'Kein PayPal-Ereignis.',
  'PayPal does not know the subscription of this event yet. The event was not applied.':
    'PayPal kennt das Abonnement dieses Ereignisses noch nicht. Das Ereignis wurde nicht angewendet.',
  'Administrator access is required.': 'Administratorzugriff ist erforderlich.',
  'Only the owner account can redeploy the app.': 'Nur das Eigentümerkonto kann die App neu bereitstellen.',
  'Redeploy is not configured on this server (DEPLOY_HOOK_URL is not set).':
    'Die Neubereitstellung ist auf diesem Server nicht eingerichtet (DEPLOY_HOOK_URL ist nicht gesetzt).',
  'The deploy hook did not accept the request. Please try again later.':
    'Der Deploy-Hook hat die Anfrage nicht angenommen. Bitte versuchen Sie es später erneut.',
  'Redeploy started. The new version will be live in a few minutes.':
    'Neubereitstellung gestartet. Die neue Version ist in wenigen Minuten online.',
  'You cannot suspend your own account.': 'Sie können Ihr eigenes Konto nicht sperren.',
  'No such user.': 'Diesen Benutzer gibt es nicht.',
  'Only the owner can suspend the owner account.': 'Nur der Eigentümer kann das Eigentümerkonto sperren.',
  'You cannot reactivate your own account.': 'Sie können Ihr eigenes Konto nicht reaktivieren.',
  'The request body is not valid JSON.': 'Der Inhalt der Anfrage ist kein gültiges JSON.',
  'Please log in to continue.': 'Bitte melden Sie sich an, um fortzufahren.',
  'Not found.': 'Nicht gefunden.',
  'Request refused.': 'Anfrage abgelehnt.',
  'Invalid input.': 'Ungültige Eingabe.',
  'Something went wrong on our side. Please try again.':
    'Bei uns ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.',
  'No such API route.': 'Diese API-Route gibt es nicht.',
  'Too many attempts. Please wait a few minutes and try again.':
    'Zu viele Versuche. Bitte warten Sie einige Minuten und versuchen Sie es erneut.',
  'The request body is too large (64 KiB at most).': 'Der Inhalt der Anfrage ist zu groß (höchstens 64 KiB).',
  'The server is not configured ({detail}).': 'Der Server ist nicht eingerichtet ({detail}).',
  'The server is not configured ({name} is missing).': 'Der Server ist nicht eingerichtet ({name} fehlt).',
  'Cross-site requests are not allowed.': 'Websiteübergreifende Anfragen sind nicht erlaubt.',
  'Documents must be uploaded as multipart/form-data with one field "file".':
    'Dokumente müssen als multipart/form-data mit einem Feld "file" hochgeladen werden.',
  'Requests must be sent as JSON (Content-Type: application/json).':
    'Anfragen müssen als JSON gesendet werden (Content-Type: application/json).',
  'This account is suspended. Please contact support.':
    'Dieses Konto ist gesperrt. Bitte wenden Sie sich an den Support.',
} satisfies ServerCatalogue;
