// The mails to the traveller in French (vous), keyed by the English template (mail-text.ts).
import type { ServerCatalogue } from '../../contracts/i18n/translate';

export default {
  'Someone asked to reset the password of your AirDesk account.':
    'Quelqu’un a demandé la réinitialisation du mot de passe de votre compte AirDesk.',
  'To choose a new password, open this link within one hour: {link}':
    'Pour choisir un nouveau mot de passe, ouvrez ce lien dans l’heure : {link}',
  'If it was not you, ignore this e-mail: your password stays as it is.':
    'Si ce n’était pas vous, ignorez cet e-mail : votre mot de passe reste inchangé.',
  'Reset your AirDesk password': 'Réinitialisez votre mot de passe AirDesk',
  'Reset your password': 'Réinitialisez votre mot de passe',
  'The password of your AirDesk account was just changed, and every signed-in session was ended.':
    'Le mot de passe de votre compte AirDesk vient d’être modifié, et toutes les sessions ouvertes ont été fermées.',
  'If you did not do this, reset your password at once and contact our support team.':
    'Si vous n’êtes pas à l’origine de cette modification, réinitialisez immédiatement votre mot de passe et contactez notre équipe d’assistance.',
  'Your AirDesk password was changed': 'Votre mot de passe AirDesk a été modifié',
  'Your password was changed': 'Votre mot de passe a été modifié',
  'Your AirDesk account has been deleted, as you asked. Its reports, messages, documents, saved cards and contact suggestions are gone, and any PayPal subscription was cancelled.':
    'Votre compte AirDesk a été supprimé, comme vous l’avez demandé. Ses réclamations, messages, documents, cartes enregistrées et suggestions de coordonnées ont été effacés, et tout abonnement PayPal a été résilié.',
  'We keep only what the law or others require: the payment records (amount, date and PayPal reference, without your name or e-mail address) for as long as accounting law requires. Letters already sent to an airline stay with that airline.':
    'Nous ne conservons que ce que la loi ou des tiers exigent : les enregistrements de paiement (montant, date et référence PayPal, sans votre nom ni votre adresse e-mail) aussi longtemps que le droit comptable l’impose. Les lettres déjà envoyées à une compagnie aérienne restent chez cette compagnie.',
  'If you did not ask for this, contact our support team.':
    'Si vous n’avez pas fait cette demande, contactez notre équipe d’assistance.',
  'Your AirDesk account has been deleted': 'Votre compte AirDesk a été supprimé',
  'Your account has been deleted': 'Votre compte a été supprimé',
  'Your AirDesk free trial ends in two days': 'Votre essai gratuit d’AirDesk se termine dans deux jours',
  'Your AirDesk subscription ends in two days': 'Votre abonnement AirDesk se termine dans deux jours',
  'Your {days}-day free trial of AirDesk ends on {end}. Nothing will be charged: the trial collected no payment details.':
    'Votre essai gratuit de {days} jours d’AirDesk se termine le {end}. Rien ne vous sera facturé : l’essai n’a recueilli aucune donnée de paiement.',
  'To keep access to the airline directory and your problem reports, subscribe for USD {price} a year with PayPal: {page}':
    'Pour garder l’accès à l’annuaire des compagnies aériennes et à vos réclamations, abonnez-vous pour {price} USD par an avec PayPal : {page}',
  'Your AirDesk subscription ends on {end} and will not renew.':
    'Votre abonnement AirDesk se termine le {end} et ne sera pas renouvelé.',
  'To keep access to the airline directory and your problem reports, renew it here: {page}':
    'Pour garder l’accès à l’annuaire des compagnies aériennes et à vos réclamations, renouvelez-le ici : {page}',
  "{airline}'s time to answer your report #{id} has ended":
    'Le délai de réponse de {airline} à votre réclamation n° {id} a expiré',
  'Your written baggage complaint to {airline} is due by {date}':
    'Votre réclamation écrite pour vos bagages auprès de {airline} doit être envoyée au plus tard le {date}',
  'Your deadline for a court claim against {airline} is {date}':
    'Votre délai pour une action en justice contre {airline} expire le {date}',
  'The time {airline} had to answer your report #{id} ended on {date}, and the report is still open.':
    'Le délai dont {airline} disposait pour répondre à votre réclamation n° {id} a expiré le {date}, et la réclamation est toujours ouverte.',
  'If you have had no answer, or the answer does not give you what the rules provide, AirDesk has prepared the next step and the letter for it: {page}':
    'Si vous n’avez reçu aucune réponse, ou si la réponse ne vous accorde pas ce que prévoient les règles, AirDesk a préparé l’étape suivante et la lettre correspondante : {page}',
  'Your report #{id} and its deadlines are in AirDesk: {page}':
    'Votre réclamation n° {id} et ses délais se trouvent dans AirDesk : {page}',
  '{body} can now take up your report #{id} to {airline}':
    '{body} peut désormais prendre en charge votre réclamation n° {id} contre {airline}',
  '{airline} has not answered your report #{id}, and from {date} {body} takes the complaint up.':
    '{airline} n’a pas répondu à votre réclamation n° {id}, et à partir du {date}, {body} prend la réclamation en charge.',
  'AirDesk has prepared the letter for it; open your report to copy it and send it through the official page: {page}':
    'AirDesk a préparé la lettre ; ouvrez votre réclamation pour la copier et l’envoyer par la page officielle : {page}',
  'Official page: {url}': 'Page officielle : {url}',
  '{airline} answered your report #{id}': '{airline} a répondu à votre réclamation n° {id}',
  '[…] The rest of the message is in your case.': '[…] La suite du message se trouve dans votre dossier.',
  '(The message has no text.)': '(Le message ne contient aucun texte.)',
  '{airline} has answered your report #{id}. The answer is kept in your case at AirDesk, with any documents it came with: {link}':
    '{airline} a répondu à votre réclamation n° {id}. La réponse est conservée dans votre dossier sur AirDesk, avec les documents qui l’accompagnaient : {link}',
  'Your report is now {status}.': 'Votre réclamation est maintenant {status}.',
  '(no subject)': '(sans objet)',
  From: 'De',
  Subject: 'Objet',
  Message: 'Message',
  'no address given': 'aucune adresse indiquée',
  'A message from an unknown sender waits in your report #{id}':
    'Un message d’un expéditeur inconnu attend dans votre réclamation n° {id}',
  'A message came to the case address of your report #{id} to {airline} from a sender AirDesk cannot confirm is {airline} ({from}).':
    'Un message est arrivé à l’adresse de dossier de votre réclamation n° {id} contre {airline}, d’un expéditeur dont AirDesk ne peut pas confirmer qu’il s’agit de {airline} ({from}).',
  "It is kept in your case, marked as from an unknown sender, and it changed nothing. Read it there; if it is {airline}'s answer, say so on the case page and it counts as one: {link}":
    'Il est conservé dans votre dossier, marqué comme provenant d’un expéditeur inconnu, et n’a rien modifié. Lisez-le là-bas ; s’il s’agit de la réponse de {airline}, indiquez-le sur la page du dossier et il comptera comme telle : {link}',
  'Do not follow links or instructions in it unless you are sure who sent it.':
    'Ne suivez aucun lien ni aucune instruction qu’il contient, sauf si vous êtes sûr de son expéditeur.',
  'Your case at AirDesk (Problem Management): {link}': 'Votre dossier sur AirDesk (Gestion des réclamations) : {link}',
  'Give your case address as your e-mail in the form: {address}. The answer then comes into your case at AirDesk, and we e-mail you when it arrives.':
    'Indiquez l’adresse de votre dossier comme adresse e-mail dans le formulaire : {address}. La réponse arrivera alors dans votre dossier sur AirDesk, et nous vous préviendrons par e-mail à son arrivée.',
  'Give your case address as your e-mail in your message: {address}. The answer then comes into your case at AirDesk, and we e-mail you when it arrives.':
    'Indiquez l’adresse de votre dossier comme adresse e-mail dans votre message : {address}. La réponse arrivera alors dans votre dossier sur AirDesk, et nous vous préviendrons par e-mail à son arrivée.',
  'Phone: {phone}': 'Téléphone : {phone}',
  'Website: {website}': 'Site web : {website}',
  'This is a copy of the letter AirDesk is sending to {airline} at {email} in your name.':
    'Voici une copie de la lettre qu’AirDesk envoie en votre nom à {airline}, à l’adresse {email}.',
  'The airline is asked to answer your case address; its answer will appear in your case at AirDesk, and we will e-mail you when it arrives.':
    'La compagnie est invitée à répondre à l’adresse de votre dossier ; sa réponse apparaîtra dans votre dossier sur AirDesk, et nous vous préviendrons par e-mail à son arrivée.',
  'Replies from the airline will come to this address.': 'Les réponses de la compagnie arriveront à cette adresse.',
  'We have saved your report. {airline} takes complaints through its own web form rather than by e-mail, so please send it there yourself:':
    'Nous avons enregistré votre réclamation. {airline} reçoit les réclamations par son propre formulaire en ligne et non par e-mail : veuillez donc l’y envoyer vous-même :',
  'Complaint form: {url}': 'Formulaire de réclamation : {url}',
  'Copy the letter below into the form and attach your documents there. Then open your case and press "I have sent it", so your case records it and its deadlines start.':
    'Copiez la lettre ci-dessous dans le formulaire et joignez-y vos documents. Ouvrez ensuite votre dossier et appuyez sur « Je l’ai envoyée », afin que votre dossier l’enregistre et que ses délais commencent à courir.',
  'We have saved your report. {airline} publishes no complaint e-mail or form that we know of, but {body} takes complaints about your flight directly and forwards them to the airline. Please file it there yourself:':
    'Nous avons enregistré votre réclamation. À notre connaissance, {airline} ne publie ni e-mail ni formulaire de réclamation, mais {body} reçoit directement les réclamations concernant votre vol et les transmet à la compagnie. Veuillez l’y déposer vous-même :',
  'an official body': 'un organisme officiel',
  'We have saved your report, but {airline} publishes no complaint e-mail address or form that we know of, so AirDesk could not send it to the company.':
    'Nous avons enregistré votre réclamation, mais à notre connaissance {airline} ne publie ni adresse e-mail ni formulaire de réclamation : AirDesk n’a donc pas pu l’envoyer à la compagnie.',
  'Please contact the company through its website.': 'Veuillez contacter la compagnie par son site web.',
  'You can copy the letter below into a message or a letter to the company. Once you have sent it, open your case and press "I have sent it", so your case records how and its deadlines start.':
    'Vous pouvez copier la lettre ci-dessous dans un message ou un courrier à la compagnie. Une fois envoyée, ouvrez votre dossier et appuyez sur « Je l’ai envoyée », afin que votre dossier enregistre comment et que ses délais commencent à courir.',
  'For you (not in the letter):': 'Pour vous (absent de la lettre) :',
  'Copy of your report #{id} to {airline}': 'Copie de votre réclamation n° {id} auprès de {airline}',
  '--- The letter ---': '--- La lettre ---',
  '--- End of the letter ---': '--- Fin de la lettre ---',
  Letter: 'Lettre',
  'Your report #{id} to {airline} is now {to}': 'Votre réclamation n° {id} auprès de {airline} est maintenant {to}',
  'The status of your report #{id} to {airline} changed from {from} to {to}.':
    'Le statut de votre réclamation n° {id} auprès de {airline} est passé de {from} à {to}.',
  'You can see the report and its history in your case at AirDesk (Problem Management): {link}':
    'Vous pouvez consulter la réclamation et son historique dans votre dossier sur AirDesk (Gestion des réclamations) : {link}',
} satisfies ServerCatalogue;
