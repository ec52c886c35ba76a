// French (vous). Keyed by the English text; texts with values by their template (translate.ts).
import type { ServerCatalogue } from './translate';

export default {
  // Accounts
  'Username must be a valid email address': 'Le nom d’utilisateur doit être une adresse e-mail valide',
  'Please enter a valid email address': 'Veuillez saisir une adresse e-mail valide',
  'Password must be at least 6 characters': 'Le mot de passe doit comporter au moins 6 caractères',
  'Password must be at most 128 characters': 'Le mot de passe doit comporter au plus 128 caractères',
  'This password is too common. Please choose another one.':
    'Ce mot de passe est trop courant. Veuillez en choisir un autre.',
  'Password must not contain control or text-direction characters':
    'Le mot de passe ne doit pas contenir de caractères de contrôle ni de direction du texte',
  'Password is required': 'Le mot de passe est obligatoire',
  'Confirm password is required': 'Veuillez confirmer le mot de passe',
  'Passwords do not match': 'Les mots de passe ne correspondent pas',
  'You must agree to the terms and conditions': 'Vous devez accepter les conditions générales',
  'Invalid reset link': 'Lien de réinitialisation non valide',
  'Please enter your password to delete your account.':
    'Veuillez saisir votre mot de passe pour supprimer votre compte.',
  'The password is not correct.': 'Le mot de passe est incorrect.',
  'This is the only administrator account. Make another account an administrator before deleting this one.':
    'Ce compte est le seul compte administrateur. Nommez un autre compte administrateur avant de supprimer celui-ci.',
  'PayPal is not configured, so the PayPal subscription cannot be cancelled right now. Your account was not deleted.':
    'PayPal n’est pas configuré : l’abonnement PayPal ne peut donc pas être résilié pour le moment. Votre compte n’a pas été supprimé.',
  'Your password has been reset. You can now log in.':
    'Votre mot de passe a été réinitialisé. Vous pouvez maintenant vous connecter.',
  'Deleted account': 'Compte supprimé',
  'Language must be one of: {languages}.': 'La langue doit être l’une des suivantes : {languages}.',

  // Regions, categories, sort orders
  'North America': 'Amérique du Nord',
  Europe: 'Europe',
  Asia: 'Asie',
  'Middle East': 'Moyen-Orient',
  'South America': 'Amérique du Sud',
  Africa: 'Afrique',
  'Australia & Oceania': 'Australie et Océanie',
  'All Regions': 'Toutes les régions',
  'Commercial Airlines': 'Compagnies aériennes commerciales',
  'Charter Companies': 'Compagnies charter',
  'Helicopter Companies': 'Compagnies d’hélicoptères',
  Relevance: 'Pertinence',
  'Name (A-Z)': 'Nom (A-Z)',
  'Name (Z-A)': 'Nom (Z-A)',
  Country: 'Pays',
  Popularity: 'Popularité',

  // Directory corrections
  Phone: 'Téléphone',
  'E-mail': 'E-mail',
  Website: 'Site web',
  'Complaint form': 'Formulaire de réclamation',
  'Domain it answers from': 'Domaine depuis lequel elle répond',
  'It is wrong': 'Il est erroné',
  'It no longer works': 'Il ne fonctionne plus',
  'It is missing': 'Il est manquant',
  'Please choose which contact this is about': 'Veuillez choisir le contact concerné',
  'Please choose what is wrong': 'Veuillez choisir ce qui ne va pas',
  'Please enter the correct value (at most 300 characters)':
    'Veuillez saisir la valeur correcte (300 caractères au plus)',
  'Please enter the contact you found': 'Veuillez saisir le contact que vous avez trouvé',
  'Please enter the address (https://...) of the page where the company publishes it':
    'Veuillez saisir l’adresse (https://...) de la page où la compagnie le publie',
  'Please enter an e-mail address, such as care@airline.com':
    'Veuillez saisir une adresse e-mail, par exemple care@airline.com',
  'Please enter the phone number in international format: + then the country code and number (8 to 15 digits)':
    'Veuillez saisir le numéro de téléphone au format international : + suivi de l’indicatif du pays et du numéro (8 à 15 chiffres)',
  'Please enter the address of the page, starting with https://':
    'Veuillez saisir l’adresse de la page, commençant par https://',
  'Please add the page where the company publishes it, so we can check it':
    'Veuillez ajouter la page où la compagnie le publie, afin que nous puissions le vérifier',
  'Please keep the note under 1000 characters': 'La note doit comporter moins de 1000 caractères',
  'Please remove control characters.': 'Veuillez supprimer les caractères de contrôle.',
  'Answered {answered} of {sent} letters': 'A répondu à {answered} lettres sur {sent}',
  'Answered {answered} of {sent} letters, usually within a day':
    'A répondu à {answered} lettres sur {sent}, généralement en un jour',
  'Answered {answered} of {sent} letters, usually within {days} days':
    'A répondu à {answered} lettres sur {sent}, généralement en {days} jours',
  'for customers in {country}': 'pour la clientèle de ce pays : {country}',

  // Directory queries
  'Search text must be at most {max} characters': 'Le texte recherché doit comporter au plus {max} caractères',
  'Search text must not contain control or text-direction characters':
    'Le texte recherché ne doit pas contenir de caractères de contrôle ni de direction du texte',
  'Unknown region': 'Région inconnue',
  'Unknown sort order': 'Ordre de tri inconnu',
  'Unknown category': 'Catégorie inconnue',
  'Unknown airline': 'Compagnie aérienne inconnue',
  'Unknown status': 'Statut inconnu',
  'contactType must be phone, email, website or form': 'contactType doit valoir phone, email, website ou form',
  'status must be open, applied or dismissed': 'status doit valoir open, applied ou dismissed',
  'field must be phone, email or complaintFormUrl': 'field doit valoir phone, email ou complaintFormUrl',
  'page must be a whole number of 1 or more': 'page doit être un nombre entier supérieur ou égal à 1',
  'page is too large': 'page est trop grand',
  'limit must be a whole number from 1 to {max}': 'limit doit être un nombre entier de 1 à {max}',
  'query must be 2 to 100 characters': 'query doit comporter de 2 à 100 caractères',
  'query must be at most {max} characters': 'query doit comporter au plus {max} caractères',
  'query must not contain control or text-direction characters':
    'query ne doit pas contenir de caractères de contrôle ni de direction du texte',

  // Problem reports
  'Flight Delay': 'Retard de vol',
  'Flight Cancellation': 'Annulation de vol',
  'Baggage Issues': 'Problèmes de bagages',
  'Refund Problems': 'Problèmes de remboursement',
  'Customer Service Experience': 'Expérience avec le service client',
  'Booking Issues': 'Problèmes de réservation',
  Other: 'Autre',
  Submitted: 'Envoyée',
  'In Progress': 'En cours',
  Resolved: 'Résolue',
  'Not sent yet': 'Pas encore envoyée',
  Sending: 'Envoi en cours',
  'Meals and drinks': 'Repas et boissons',
  Hotel: 'Hôtel',
  Transport: 'Transport',
  'Replacement items': 'Articles de remplacement',
  'through a complaint form': 'au moyen d’un formulaire de réclamation',
  "through the company's website": 'sur le site web de la compagnie',
  'by post': 'par courrier',
  'in a chat': 'dans un chat',
  'by phone': 'par téléphone',
  'in person': 'en personne',
  'through the company’s form': 'au moyen du formulaire de la compagnie',
  'through an official body': 'par l’intermédiaire d’un organisme officiel',
  'no complaint e-mail or form known': 'aucun e-mail ni formulaire de réclamation connu',
  'E-mail being sent': 'E-mail en cours d’envoi',
  'The letter is waiting in AirDesk’s outbox to be e-mailed.':
    'La lettre attend dans la boîte d’envoi d’AirDesk pour être envoyée par e-mail.',
  'Sent by e-mail': 'Envoyée par e-mail',
  'AirDesk e-mailed the letter to the company.': 'AirDesk a envoyé la lettre à la compagnie par e-mail.',
  'E-mail not delivered': 'E-mail non distribué',
  'The e-mail to the company could not be delivered.': 'L’e-mail à la compagnie n’a pas pu être distribué.',
  'Letter ready to send': 'Lettre prête à envoyer',
  'The company takes complaints through its own form: copy the letter there, then say you sent it.':
    'La compagnie reçoit les réclamations au moyen de son propre formulaire : copiez-y la lettre, puis indiquez que vous l’avez envoyée.',
  'Sent through the company’s form': 'Envoyée au moyen du formulaire de la compagnie',
  'You sent the letter through the company’s own form.':
    'Vous avez envoyé la lettre au moyen du formulaire de la compagnie.',
  'The company publishes no complaint e-mail or form that we know of: send the letter by other means.':
    'À notre connaissance, la compagnie ne publie ni e-mail ni formulaire de réclamation : envoyez la lettre par un autre moyen.',
  'The letter goes through an official body’s complaint form, which forwards it: send it there.':
    'La lettre passe par le formulaire de réclamation d’un organisme officiel, qui la transmet : envoyez-la à cet endroit.',
  'Sent through an official body': 'Envoyée par l’intermédiaire d’un organisme officiel',
  'You sent the letter through an official body’s form, which forwards it to the company.':
    'Vous avez envoyé la lettre au moyen du formulaire d’un organisme officiel, qui la transmet à la compagnie.',
  'Please select an airline': 'Veuillez sélectionner une compagnie aérienne',
  'Please select a category': 'Veuillez sélectionner une catégorie',
  'Say how you sent it: form, website, post, chat, phone or in-person':
    'Indiquez comment vous l’avez envoyée : form, website, post, chat, phone ou in-person',
  'This report was sent by e-mail: AirDesk delivered it to the company.':
    'Cette réclamation a été envoyée par e-mail : AirDesk l’a remise à la compagnie.',
  'Please provide a description of at least 10 characters': 'Veuillez fournir une description d’au moins 10 caractères',
  'Please keep the description under 5000 characters': 'La description doit comporter moins de 5000 caractères',
  'Please enter a valid email': 'Veuillez saisir un e-mail valide',
  'Please enter a valid flight number (letters and digits, up to 10 characters)':
    'Veuillez saisir un numéro de vol valide (lettres et chiffres, 10 caractères au plus)',
  'Please enter a valid date': 'Veuillez saisir une date valide',
  'Please enter a valid phone number': 'Veuillez saisir un numéro de téléphone valide',
  'Status must be submitted, in_progress or resolved': 'Le statut doit valoir submitted, in_progress ou resolved',
  'Description must not contain control or text-direction characters':
    'La description ne doit pas contenir de caractères de contrôle ni de direction du texte',
  'List from 1 to 9 passengers as [{ fullName }], the traveller first':
    'Indiquez de 1 à 9 passagers sous la forme [{ fullName }], le voyageur en premier',
  "Enter each passenger's full name as on the booking (1 to 100 characters, no control characters)":
    'Saisissez le nom complet de chaque passager tel qu’il figure sur la réservation (1 à 100 caractères, sans caractères de contrôle)',
  'Enter the booking reference: 5 to 8 letters and digits, e.g. K7QX2M':
    'Saisissez la référence de réservation : 5 à 8 lettres et chiffres, par exemple K7QX2M',
  'Enter the ticket number: 13 digits, e.g. 220 1234567890':
    'Saisissez le numéro de billet : 13 chiffres, par exemple 220 1234567890',
  'List at most 20 expenses, each { kind, amount, currency, note? }':
    'Indiquez 20 dépenses au plus, chacune { kind, amount, currency, note? }',
  'Choose the kind of expense: one of meals, hotel, transport, replacement-items, other':
    'Choisissez le type de dépense : meals, hotel, transport, replacement-items ou other',
  'Enter the amount paid as a number from 0.01 to 100,000 (cents at most)':
    'Saisissez le montant payé sous la forme d’un nombre de 0,01 à 100 000 (au centime près)',
  'Enter the currency as a 3-letter code, e.g. EUR':
    'Saisissez la devise sous la forme d’un code de 3 lettres, par exemple EUR',
  'Keep the note under 200 characters, without control characters':
    'La note doit comporter moins de 200 caractères, sans caractères de contrôle',
  'Say what is claimed as { compensation, expenses, refund }, each true or false':
    'Indiquez ce qui est demandé sous la forme { compensation, expenses, refund }, chacun true ou false',
  "The date of travel must be the flight's date (flight.date); give one, or the same in both":
    'La date du voyage doit être celle du vol (flight.date) : indiquez-en une, ou la même dans les deux champs',
  'Choose one of the routes of this report.': 'Choisissez l’une des voies de recours de cette réclamation.',
  'Give both departure and arrival, or neither.': 'Indiquez à la fois le départ et l’arrivée, ou aucun des deux.',
  'Choose the letter language: en, es, fr, de, pt-BR or it':
    'Choisissez la langue de la lettre : en, es, fr, de, pt-BR ou it',
  "The letter to this company can be written only in English or in the company's own language":
    'La lettre à cette compagnie ne peut être rédigée qu’en anglais ou dans la langue de la compagnie',

  // The case file
  'Please write a message of 1 to 5000 characters': 'Veuillez écrire un message de 1 à 5000 caractères',
  'This report was not sent by e-mail, so it has no case address to write from.':
    'Cette réclamation n’a pas été envoyée par e-mail : elle n’a donc pas d’adresse de dossier depuis laquelle écrire.',
  'Choose a file to upload.': 'Choisissez un fichier à téléverser.',
  'The file is empty.': 'Le fichier est vide.',
  'Upload a PDF, JPEG, PNG, HEIC or WebP file.': 'Téléversez un fichier PDF, JPEG, PNG, HEIC ou WebP.',
  'The file is larger than 10 MB.': 'Le fichier dépasse 10 Mo.',
  'This report already has 20 documents.': 'Cette réclamation comporte déjà 20 documents.',
  'This document has already been sent to the company and cannot be removed.':
    'Ce document a déjà été envoyé à la compagnie et ne peut pas être supprimé.',
  'A document the company sent cannot be removed.': 'Un document envoyé par la compagnie ne peut pas être supprimé.',
  'No such document.': 'Ce document n’existe pas.',
  'The number of documents is a whole number from 0 to 20.': 'Le nombre de documents est un nombre entier de 0 à 20.',
  'Attach only your own documents of this report that were not sent yet.':
    'Joignez uniquement vos propres documents de cette réclamation qui n’ont pas encore été envoyés.',
  'No such message.': 'Ce message n’existe pas.',
  'The company has not answered this case by e-mail yet, so there is no address to write to: write to it the way you sent the letter.':
    'La compagnie n’a pas encore répondu à ce dossier par e-mail : il n’y a donc pas d’adresse à laquelle écrire. Écrivez-lui par le moyen utilisé pour envoyer la lettre.',
  "Only a message from an unknown sender can be confirmed as the company's answer.":
    'Seul un message d’un expéditeur inconnu peut être confirmé comme réponse de la compagnie.',

  // Cards
  'Cardholder name is required': 'Le nom du titulaire est obligatoire',
  'Cardholder name must be at most 100 characters': 'Le nom du titulaire doit comporter au plus 100 caractères',
  'Cardholder name must not contain control or text-direction characters':
    'Le nom du titulaire ne doit pas contenir de caractères de contrôle ni de direction du texte',
  'Card number must be between 13-19 digits': 'Le numéro de carte doit comporter de 13 à 19 chiffres',
  'Card number must contain only digits': 'Le numéro de carte ne doit contenir que des chiffres',
  'Card number is not valid': 'Le numéro de carte n’est pas valide',
  'Month is required': 'Le mois est obligatoire',
  'Month should be 1-2 digits': 'Le mois doit comporter 1 ou 2 chiffres',
  'Month must be between 1-12': 'Le mois doit être compris entre 1 et 12',
  'Year must be 2 or 4 digits': 'L’année doit comporter 2 ou 4 chiffres',
  'Must be a valid future year': 'Doit être une année future valide',
  'This card has expired': 'Cette carte a expiré',
  'CVV must be 3-4 digits': 'Le CVV doit comporter 3 ou 4 chiffres',
  'CVV must contain only digits': 'Le CVV ne doit contenir que des chiffres',
  'Card number must be masked as **** **** **** 1234':
    'Le numéro de carte doit être masqué sous la forme **** **** **** 1234',
  'Expiry must be MM/YYYY or MM/YY': 'La date d’expiration doit être au format MM/AAAA ou MM/AA',
  'Never send the full card number or the CVV: only the last four digits are stored.':
    'N’envoyez jamais le numéro complet de la carte ni le CVV : seuls les quatre derniers chiffres sont enregistrés.',
  'Unknown card brand': 'Type de carte inconnu',
  'isDefault must be true or false': 'isDefault doit valoir true ou false',

  // Passenger rights
  'Enter a 3-letter IATA airport code, e.g. FCO.': 'Saisissez un code d’aéroport IATA de 3 lettres, par exemple FCO.',
  'Enter a date as YYYY-MM-DD.': 'Saisissez une date au format AAAA-MM-JJ.',
  'Enter a date between 2000 and 2100.': 'Saisissez une date comprise entre 2000 et 2100.',
  'Choose one of: delay, cancellation, denied_boarding, downgrade, baggage_delayed, baggage_damaged, baggage_lost, moved_earlier, other.':
    'Choisissez l’une des valeurs suivantes : delay, cancellation, denied_boarding, downgrade, baggage_delayed, baggage_damaged, baggage_lost, moved_earlier, other.',
  'Choose one of: airline, safety, extraordinary, extraordinary_proven, unknown.':
    'Choisissez l’une des valeurs suivantes : airline, safety, extraordinary, extraordinary_proven, unknown.',
  'Enter the hours late as a number from 0 to 720.':
    'Saisissez le retard en heures sous la forme d’un nombre de 0 à 720.',
  'Enter the days of notice as a whole number from 0 to 366.':
    'Saisissez le délai de préavis en jours sous la forme d’un nombre entier de 0 à 366.',
  'Choose one of: taken, none.': 'Choisissez l’une des valeurs suivantes : taken, none.',
  'Enter the hours earlier as a number from 0 to 720.':
    'Saisissez l’avance en heures sous la forme d’un nombre de 0 à 720.',
  'Enter the fare as an amount from 0.01 to 1,000,000.':
    'Saisissez le prix du billet sous la forme d’un montant de 0,01 à 1 000 000.',
  'Enter the fare currency as a 3-letter code, e.g. EUR.':
    'Saisissez la devise du billet sous la forme d’un code de 3 lettres, par exemple EUR.',
  'Enter the fare as { amount, currency }.': 'Saisissez le prix du billet sous la forme { amount, currency }.',
  'Enter a local time as YYYY-MM-DDTHH:MM, e.g. 2026-10-01T14:05.':
    'Saisissez une heure locale au format AAAA-MM-JJTHH:MM, par exemple 2026-10-01T14:05.',
  "The scheduled departure is on the flight's date: give the same day in both.":
    'Le départ prévu a lieu à la date du vol : indiquez le même jour dans les deux champs.',
  "An arrival cannot be more than 26 hours before the scheduled departure in local time (no two airports' clocks are further apart).":
    'Une arrivée ne peut pas précéder de plus de 26 heures le départ prévu en heure locale (les horloges de deux aéroports ne sont jamais plus éloignées).',
  'For a delay, the actual arrival is after the scheduled arrival; an earlier arrival is no delay (choose another incident).':
    'En cas de retard, l’arrivée réelle est postérieure à l’arrivée prévue ; une arrivée plus précoce n’est pas un retard (choisissez un autre incident).',
  'The arrival delay follows from the scheduled and actual arrival times; leave arrivalDelayHours out or make it agree.':
    'Le retard à l’arrivée découle des heures d’arrivée prévue et réelle : omettez arrivalDelayHours ou mettez-le en accord.',
  'With rerouting "none" no alternative flight was taken, so there is no actual arrival to give; leave actualArrivalAt out.':
    'Avec le réacheminement « none », aucun vol de remplacement n’a été pris : il n’y a donc pas d’arrivée réelle à indiquer. Omettez actualArrivalAt.',
  'The actual arrival is more than 720 hours after the scheduled arrival.':
    'L’arrivée réelle a lieu plus de 720 heures après l’arrivée prévue.',
  'EU air passenger rights (Regulation (EC) No 261/2004)':
    'Droits des passagers aériens dans l’UE (règlement (CE) n° 261/2004)',
  'UK air passenger rights (UK Regulation 261/2004)':
    'Droits des passagers aériens au Royaume-Uni (règlement 261/2004 du Royaume-Uni)',
  "Canada's Air Passenger Protection Regulations": 'Règlement sur la protection des passagers aériens du Canada',
  'US Department of Transportation rules': 'Règles du ministère des Transports des États-Unis (DOT)',
  'Montreal Convention 1999 (carrier liability)': 'Convention de Montréal de 1999 (responsabilité du transporteur)',
  "Türkiye's Passenger Rights Regulation (SHY-Passenger)":
    'Règlement turc sur les droits des passagers (SHY-Passenger)',
  "Israel's Aviation Services Law 2012": 'Loi israélienne de 2012 sur les services aériens',
  "India's DGCA passenger rules (CAR Section 3, Series M, Part IV)":
    'Règles de la DGCA indienne pour les passagers (CAR Section 3, Series M, Part IV)',
  "Brazil's ANAC Resolution 400": 'Résolution 400 de l’ANAC (Brésil)',
  Delay: 'Retard',
  Cancellation: 'Annulation',
  'Denied boarding': 'Refus d’embarquement',
  Downgrade: 'Déclassement',
  'Delayed baggage': 'Bagages retardés',
  'Damaged baggage': 'Bagages endommagés',
  'Lost baggage': 'Bagages perdus',
  'Flight moved to an earlier time': 'Vol avancé',
  'Another problem': 'Autre problème',
  "Within the airline's control (e.g. a technical fault, crew)":
    'Relevant de la compagnie aérienne (par exemple une panne technique, l’équipage)',
  'A safety issue': 'Un problème de sécurité',
  'The airline says extraordinary circumstances': 'La compagnie invoque des circonstances extraordinaires',
  'Extraordinary circumstances the airline has shown': 'Des circonstances extraordinaires prouvées par la compagnie',
  'Not known': 'Inconnue',
  'how many hours late the flight arrived': 'le nombre d’heures de retard du vol à l’arrivée',
  'how many days before departure the change was announced':
    'le nombre de jours avant le départ où le changement a été annoncé',
  'how much earlier the alternative flight left': 'l’avance avec laquelle le vol de remplacement est parti',
  'what caused it': 'sa cause',
  'the fare paid': 'le prix payé pour le billet',
  'the day the bag came back': 'le jour où le bagage a été restitué',
  "the airline's size under Canada's rules": 'la taille de la compagnie selon les règles canadiennes',
  '{amount} per passenger': '{amount} par passager',
  'No compensation is owed for this journey as described':
    'Aucune indemnisation n’est due pour ce voyage tel qu’il est décrit',
  'Damages up to {amount} per passenger': 'Dommages-intérêts jusqu’à {amount} par passager',
  'Not known yet: it depends on {facts}': 'Pas encore connu : cela dépend de {facts}',
  'No fixed amount (a refund, care or damages)':
    'Pas de montant fixe (un remboursement, une prise en charge ou des dommages-intérêts)',
  'On the day of departure': 'Le jour du départ',
  '1 day before departure': '1 jour avant le départ',
  '{days} days before departure': '{days} jours avant le départ',

  // Subscription and payments
  'orderId is not a valid subscription id': 'orderId n’est pas un identifiant d’abonnement valide',
  'orderId is required': 'orderId est obligatoire',

  // zod's own messages, for input no field message covers
  'Invalid input': 'Données non valides',
  'Invalid input: more than one option matched': 'Données non valides : plusieurs options correspondent',
  'Invalid input: expected {expected}, received {received}':
    'Données non valides : {expected} attendu, {received} reçu',
  'Invalid input: expected {value}': 'Données non valides : {value} attendu',
  'Invalid option: expected one of {values}': 'Option non valide : une des valeurs {values} attendue',
  'Too big: expected {origin} to have {limit} {unit}': 'Trop grand : {origin} doit avoir {limit} {unit}',
  'Too big: expected {origin} to be {limit}': 'Trop grand : {origin} doit être {limit}',
  'Too small: expected {origin} to have {limit} {unit}': 'Trop petit : {origin} doit avoir {limit} {unit}',
  'Too small: expected {origin} to be {limit}': 'Trop petit : {origin} doit être {limit}',
  'Unrecognized key: {keys}': 'Clé non reconnue : {keys}',
  'Unrecognized keys: {keys}': 'Clés non reconnues : {keys}',
} satisfies ServerCatalogue;
