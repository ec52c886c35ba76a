// The Worker's own messages in French (vous): the API's errors and notices that no contract defines (a route's
// refusal, the error envelope's). Only the Worker needs them, translating at the error envelope; the SPA shows them
// as the API sends them, already translated, so its server catalogue (contracts/i18n/fr.ts) leaves them out.
import type { ServerCatalogue } from '../../contracts/i18n/translate';

export default {
  'An account with this e-mail address already exists.': 'Un compte existe déjà avec cette adresse e-mail.',
  'The reset link may be expired or invalid. Please request a new one.':
    'Le lien de réinitialisation a peut-être expiré ou n’est pas valide. Veuillez en demander un nouveau.',
  'If an account exists for that e-mail address, we have sent instructions to reset the password.':
    'Si un compte existe pour cette adresse e-mail, nous vous avons envoyé les instructions pour réinitialiser le mot de passe.',
  'Invalid email or password.': 'E-mail ou mot de passe incorrect.',
  'No such correction.': 'Cette correction n’existe pas.',
  'This correction has already been closed.': 'Cette correction a déjà été clôturée.',
  'This value cannot go into the directory: {reasons}.':
    'Cette valeur ne peut pas figurer dans l’annuaire : {reasons}.',
  'No airline with this id.': 'Aucune compagnie aérienne ne porte cet identifiant.',
  'No such problem report.': 'Cette réclamation n’existe pas.',
  'This report was changed at the same moment by someone else. Please reload it and try again.':
    'Cette réclamation a été modifiée au même moment par quelqu’un d’autre. Veuillez la recharger et réessayer.',
  'This body does not take the complaint up yet, or the report is resolved.':
    'Cet organisme ne prend pas encore la réclamation en charge, ou la réclamation est résolue.',
  'No airport with the IATA code {code}.': 'Aucun aéroport ne porte le code IATA {code}.',
  'These documents together are larger than one e-mail can carry (20 MB). Send them in two messages.':
    'Ensemble, ces documents dépassent ce qu’un e-mail peut transporter (20 Mo). Envoyez-les en deux messages.',
  'Documents cannot be stored right now. Please try again later.':
    'Les documents ne peuvent pas être enregistrés pour le moment. Veuillez réessayer plus tard.',
  'Messages cannot be stored right now. Please try again later.':
    'Les messages ne peuvent pas être enregistrés pour le moment. Veuillez réessayer plus tard.',
  'Message from the traveller': 'Message du voyageur',
  'No such payment method.': 'Ce moyen de paiement n’existe pas.',
  'Another change to your cards happened at the same moment. Please try again.':
    'Une autre modification de vos cartes a eu lieu au même moment. Veuillez réessayer.',
  'You can save at most {max} cards. Please delete one first.':
    'Vous pouvez enregistrer au plus {max} cartes. Veuillez d’abord en supprimer une.',
  'An active subscription or free trial is required.': 'Un abonnement actif ou un essai gratuit est nécessaire.',
  'Paid subscriptions are not available right now: PayPal is not configured. The free trial still works.':
    'Les abonnements payants ne sont pas disponibles pour le moment : PayPal n’est pas configuré. L’essai gratuit reste disponible.',
  'This PayPal subscription belongs to another account.': 'Cet abonnement PayPal appartient à un autre compte.',
  'PayPal does not know this subscription.': 'PayPal ne connaît pas cet abonnement.',
  'PayPal reports this subscription as {status}, not active.':
    'PayPal indique que cet abonnement est {status}, et non actif.',
  'This PayPal subscription is for another plan.': 'Cet abonnement PayPal concerne une autre formule.',
  'There is no active subscription to cancel.': 'Il n’y a aucun abonnement actif à résilier.',
  'PayPal is not configured, so the PayPal subscription cannot be cancelled right now.':
    'PayPal n’est pas configuré : l’abonnement PayPal ne peut donc pas être résilié pour le moment.',
  'PayPal could not be reached. Please try again in a moment.':
    'PayPal est injoignable. Veuillez réessayer dans un instant.',
  'PayPal refused our credentials. Please contact support.':
    'PayPal a refusé nos identifiants. Veuillez contacter l’assistance.',
  'The free trial has already been used on this account.': 'L’essai gratuit a déjà été utilisé sur ce compte.',
  'Your subscription changed at the same moment. Please reload the page and try again.':
    'Votre abonnement a été modifié au même moment. Veuillez recharger la page et réessayer.',
  'PayPal is not configured.': 'PayPal n’est pas configuré.',
  'The webhook signature could not be verified.': 'La signature du webhook n’a pas pu être vérifiée.',
  'Not a PayPal event.': 'Ce n’est pas un événement PayPal.',
  'PayPal does not know the subscription of this event yet. The event was not applied.':
    'PayPal ne connaît pas encore l’abonnement de cet événement. L’événement n’a pas été appliqué.',
  'Administrator access is required.': 'Un accès administrateur est nécessaire.',
  'Only the owner account can redeploy the app.': 'Seul le compte propriétaire peut redéployer l’application.',
  'Redeploy is not configured on this server (DEPLOY_HOOK_URL is not set).':
    'Le redéploiement n’est pas configuré sur ce serveur (DEPLOY_HOOK_URL n’est pas défini).',
  'The deploy hook did not accept the request. Please try again later.':
    'Le hook de déploiement n’a pas accepté la demande. Veuillez réessayer plus tard.',
  'Redeploy started. The new version will be live in a few minutes.':
    'Redéploiement lancé. La nouvelle version sera en ligne dans quelques minutes.',
  'You cannot suspend your own account.': 'Vous ne pouvez pas suspendre votre propre compte.',
  'No such user.': 'Cet utilisateur n’existe pas.',
  'Only the owner can suspend the owner account.': 'Seul le propriétaire peut suspendre le compte propriétaire.',
  'You cannot reactivate your own account.': 'Vous ne pouvez pas réactiver votre propre compte.',
  'The request body is not valid JSON.': 'Le corps de la requête n’est pas un JSON valide.',
  'Please log in to continue.': 'Veuillez vous connecter pour continuer.',
  'Not found.': 'Introuvable.',
  'Request refused.': 'Requête refusée.',
  'Invalid input.': 'Données non valides.',
  'Something went wrong on our side. Please try again.': 'Une erreur s’est produite de notre côté. Veuillez réessayer.',
  'No such API route.': 'Cette route de l’API n’existe pas.',
  'Too many attempts. Please wait a few minutes and try again.':
    'Trop de tentatives. Veuillez patienter quelques minutes et réessayer.',
  'The request body is too large (64 KiB at most).': 'Le corps de la requête est trop volumineux (64 Kio au plus).',
  'The server is not configured ({detail}).': 'Le serveur n’est pas configuré ({detail}).',
  'The server is not configured ({name} is missing).': 'Le serveur n’est pas configuré ({name} manque).',
  'Cross-site requests are not allowed.': 'Les requêtes intersites ne sont pas autorisées.',
  'Documents must be uploaded as multipart/form-data with one field "file".':
    'Les documents doivent être téléversés en multipart/form-data avec un champ "file".',
  'Requests must be sent as JSON (Content-Type: application/json).':
    'Les requêtes doivent être envoyées en JSON (Content-Type: application/json).',
  'This account is suspended. Please contact support.': 'Ce compte est suspendu. Veuillez contacter l’assistance.',
} satisfies ServerCatalogue;
