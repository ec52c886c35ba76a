// Italian (Lei). Keyed by the English text; texts with values by their template (translate.ts).
import type { ServerCatalogue } from './translate';

export default {
  // Accounts
  'Username must be a valid email address': 'Il nome utente deve essere un indirizzo e-mail valido',
  'Please enter a valid email address': 'Inserisca un indirizzo e-mail valido',
  'Password must be at least 6 characters': 'La password deve contenere almeno 6 caratteri',
  'Password must be at most 128 characters': 'La password deve contenere al massimo 128 caratteri',
  'This password is too common. Please choose another one.': 'Questa password è troppo comune. Ne scelga un’altra.',
  'Password must not contain control or text-direction characters':
    'La password non deve contenere caratteri di controllo o di direzione del testo',
  'Password is required': 'La password è obbligatoria',
  'Confirm password is required': 'Confermi la password',
  'Passwords do not match': 'Le password non coincidono',
  'You must agree to the terms and conditions': 'Deve accettare i termini e le condizioni',
  'Invalid reset link': 'Link di reimpostazione non valido',
  'Please enter your password to delete your account.': 'Inserisca la Sua password per eliminare l’account.',
  'The password is not correct.': 'La password non è corretta.',
  'This is the only administrator account. Make another account an administrator before deleting this one.':
    'Questo è l’unico account amministratore. Renda amministratore un altro account prima di eliminare questo.',
  'PayPal is not configured, so the PayPal subscription cannot be cancelled right now. Your account was not deleted.':
    'PayPal non è configurato, quindi l’abbonamento PayPal non può essere annullato in questo momento. Il Suo account non è stato eliminato.',
  'Your password has been reset. You can now log in.': 'La Sua password è stata reimpostata. Ora può accedere.',
  'Deleted account': 'Account eliminato',
  'Language must be one of: {languages}.': 'La lingua deve essere una di queste: {languages}.',

  // Regions, categories, sort orders
  'North America': 'Nord America',
  Europe: 'Europa',
  Asia: 'Asia',
  'Middle East': 'Medio Oriente',
  'South America': 'Sud America',
  Africa: 'Africa',
  'Australia & Oceania': 'Australia e Oceania',
  'All Regions': 'Tutte le regioni',
  'Commercial Airlines': 'Compagnie aeree commerciali',
  'Charter Companies': 'Compagnie charter',
  'Helicopter Companies': 'Compagnie di elicotteri',
  Relevance: 'Pertinenza',
  'Name (A-Z)': 'Nome (A-Z)',
  'Name (Z-A)': 'Nome (Z-A)',
  Country: 'Paese',
  Popularity: 'Popolarità',

  // Directory corrections
  Phone: 'Telefono',
  'E-mail': 'E-mail',
  Website: 'Sito web',
  'Complaint form': 'Modulo di reclamo',
  'Domain it answers from': 'Dominio da cui risponde',
  'It is wrong': 'È sbagliato',
  'It no longer works': 'Non funziona più',
  'It is missing': 'Manca',
  'Please choose which contact this is about': 'Scelga il contatto a cui si riferisce',
  'Please choose what is wrong': 'Scelga che cosa non va',
  'Please enter the correct value (at most 300 characters)': 'Inserisca il valore corretto (al massimo 300 caratteri)',
  'Please enter the contact you found': 'Inserisca il contatto che ha trovato',
  'Please enter the address (https://...) of the page where the company publishes it':
    'Inserisca l’indirizzo (https://...) della pagina in cui la compagnia lo pubblica',
  'Please enter an e-mail address, such as care@airline.com':
    'Inserisca un indirizzo e-mail, ad esempio care@airline.com',
  'Please enter the phone number in international format: + then the country code and number (8 to 15 digits)':
    'Inserisca il numero di telefono in formato internazionale: + seguito dal prefisso del paese e dal numero (da 8 a 15 cifre)',
  'Please enter the address of the page, starting with https://':
    'Inserisca l’indirizzo della pagina, che inizi con https://',
  'Please add the page where the company publishes it, so we can check it':
    'Aggiunga la pagina in cui la compagnia lo pubblica, così possiamo verificarlo',
  'Please keep the note under 1000 characters': 'La nota deve avere meno di 1000 caratteri',
  'Please remove control characters.': 'Rimuova i caratteri di controllo.',
  'Answered {answered} of {sent} letters': 'Ha risposto a {answered} lettere su {sent}',
  'Answered {answered} of {sent} letters, usually within a day':
    'Ha risposto a {answered} lettere su {sent}, di solito entro un giorno',
  'Answered {answered} of {sent} letters, usually within {days} days':
    'Ha risposto a {answered} lettere su {sent}, di solito entro {days} giorni',
  'for customers in {country}': 'per i clienti di questo Paese: {country}',

  // Directory queries
  'Search text must be at most {max} characters': 'Il testo di ricerca deve contenere al massimo {max} caratteri',
  'Search text must not contain control or text-direction characters':
    'Il testo di ricerca non deve contenere caratteri di controllo o di direzione del testo',
  'Unknown region': 'Regione sconosciuta',
  'Unknown sort order': 'Ordinamento sconosciuto',
  'Unknown category': 'Categoria sconosciuta',
  'Unknown airline': 'Compagnia aerea sconosciuta',
  'Unknown status': 'Stato sconosciuto',
  'contactType must be phone, email, website or form': 'contactType deve essere phone, email, website o form',
  'status must be open, applied or dismissed': 'status deve essere open, applied o dismissed',
  'field must be phone, email or complaintFormUrl': 'field deve essere phone, email o complaintFormUrl',
  'page must be a whole number of 1 or more': 'page deve essere un numero intero pari o superiore a 1',
  'page is too large': 'page è troppo grande',
  'limit must be a whole number from 1 to {max}': 'limit deve essere un numero intero da 1 a {max}',
  'query must be 2 to 100 characters': 'query deve contenere da 2 a 100 caratteri',
  'query must be at most {max} characters': 'query deve contenere al massimo {max} caratteri',
  'query must not contain control or text-direction characters':
    'query non deve contenere caratteri di controllo o di direzione del testo',

  // Problem reports
  'Flight Delay': 'Ritardo del volo',
  'Flight Cancellation': 'Cancellazione del volo',
  'Baggage Issues': 'Problemi con il bagaglio',
  'Refund Problems': 'Problemi di rimborso',
  'Customer Service Experience': 'Esperienza con il servizio clienti',
  'Booking Issues': 'Problemi con la prenotazione',
  Other: 'Altro',
  Submitted: 'Inviato',
  'In Progress': 'In corso',
  Resolved: 'Risolto',
  'Not sent yet': 'Non ancora inviato',
  Sending: 'In invio',
  'Meals and drinks': 'Pasti e bevande',
  Hotel: 'Albergo',
  Transport: 'Trasporto',
  'Replacement items': 'Articoli sostitutivi',
  'through a complaint form': 'tramite un modulo di reclamo',
  "through the company's website": 'tramite il sito web della compagnia',
  'by post': 'per posta',
  'in a chat': 'in una chat',
  'by phone': 'per telefono',
  'in person': 'di persona',
  'through the company’s form': 'tramite il modulo della compagnia',
  'through an official body': 'tramite un organismo ufficiale',
  'no complaint e-mail or form known': 'nessun indirizzo e-mail o modulo di reclamo noto',
  'E-mail being sent': 'E-mail in invio',
  'The letter is waiting in AirDesk’s outbox to be e-mailed.':
    'La lettera è nella posta in uscita di AirDesk in attesa dell’invio per e-mail.',
  'Sent by e-mail': 'Inviato per e-mail',
  'AirDesk e-mailed the letter to the company.': 'AirDesk ha inviato la lettera alla compagnia per e-mail.',
  'E-mail not delivered': 'E-mail non recapitata',
  'The e-mail to the company could not be delivered.': 'Non è stato possibile recapitare l’e-mail alla compagnia.',
  'Letter ready to send': 'Lettera pronta da inviare',
  'The company takes complaints through its own form: copy the letter there, then say you sent it.':
    'La compagnia riceve i reclami tramite il proprio modulo: vi copi la lettera, poi indichi di averla inviata.',
  'Sent through the company’s form': 'Inviato tramite il modulo della compagnia',
  'You sent the letter through the company’s own form.': 'Ha inviato la lettera tramite il modulo della compagnia.',
  'The company publishes no complaint e-mail or form that we know of: send the letter by other means.':
    'Per quanto ci risulta, la compagnia non pubblica alcun indirizzo e-mail o modulo di reclamo: invii la lettera con altri mezzi.',
  'The letter goes through an official body’s complaint form, which forwards it: send it there.':
    'La lettera passa dal modulo di reclamo di un organismo ufficiale, che la inoltra: la invii lì.',
  'Sent through an official body': 'Inviato tramite un organismo ufficiale',
  'You sent the letter through an official body’s form, which forwards it to the company.':
    'Ha inviato la lettera tramite il modulo di un organismo ufficiale, che la inoltra alla compagnia.',
  'Please select an airline': 'Selezioni una compagnia aerea',
  'Please select a category': 'Selezioni una categoria',
  'Say how you sent it: form, website, post, chat, phone or in-person':
    'Indichi come l’ha inviata: form, website, post, chat, phone o in-person',
  'This report was sent by e-mail: AirDesk delivered it to the company.':
    'Questo reclamo è stato inviato per e-mail: AirDesk lo ha recapitato alla compagnia.',
  'Please provide a description of at least 10 characters': 'Scriva una descrizione di almeno 10 caratteri',
  'Please keep the description under 5000 characters': 'La descrizione deve avere meno di 5000 caratteri',
  'Please enter a valid email': 'Inserisca un’e-mail valida',
  'Please enter a valid flight number (letters and digits, up to 10 characters)':
    'Inserisca un numero di volo valido (lettere e cifre, fino a 10 caratteri)',
  'Please enter a valid date': 'Inserisca una data valida',
  'Please enter a valid phone number': 'Inserisca un numero di telefono valido',
  'Status must be submitted, in_progress or resolved': 'Lo stato deve essere submitted, in_progress o resolved',
  'Description must not contain control or text-direction characters':
    'La descrizione non deve contenere caratteri di controllo o di direzione del testo',
  'List from 1 to 9 passengers as [{ fullName }], the traveller first':
    'Indichi da 1 a 9 passeggeri come [{ fullName }], per primo il viaggiatore',
  "Enter each passenger's full name as on the booking (1 to 100 characters, no control characters)":
    'Inserisca il nome completo di ciascun passeggero come nella prenotazione (da 1 a 100 caratteri, senza caratteri di controllo)',
  'Enter the booking reference: 5 to 8 letters and digits, e.g. K7QX2M':
    'Inserisca il codice di prenotazione: da 5 a 8 lettere e cifre, ad esempio K7QX2M',
  'Enter the ticket number: 13 digits, e.g. 220 1234567890':
    'Inserisca il numero del biglietto: 13 cifre, ad esempio 220 1234567890',
  'List at most 20 expenses, each { kind, amount, currency, note? }':
    'Indichi al massimo 20 spese, ciascuna { kind, amount, currency, note? }',
  'Choose the kind of expense: one of meals, hotel, transport, replacement-items, other':
    'Scelga il tipo di spesa: meals, hotel, transport, replacement-items o other',
  'Enter the amount paid as a number from 0.01 to 100,000 (cents at most)':
    'Inserisca l’importo pagato come numero da 0,01 a 100.000 (al massimo con i centesimi)',
  'Enter the currency as a 3-letter code, e.g. EUR': 'Inserisca la valuta come codice di 3 lettere, ad esempio EUR',
  'Keep the note under 200 characters, without control characters':
    'La nota deve avere meno di 200 caratteri, senza caratteri di controllo',
  'Say what is claimed as { compensation, expenses, refund }, each true or false':
    'Indichi che cosa si chiede come { compensation, expenses, refund }, ciascuno true o false',
  "The date of travel must be the flight's date (flight.date); give one, or the same in both":
    'La data del viaggio deve essere la data del volo (flight.date); ne indichi una, o la stessa in entrambi i campi',
  'Choose one of the routes of this report.': 'Scelga una delle vie di questo reclamo.',
  'Give both departure and arrival, or neither.': 'Indichi sia la partenza sia l’arrivo, oppure nessuno dei due.',
  'Choose the letter language: en, es, fr, de, pt-BR or it':
    'Scelga la lingua della lettera: en, es, fr, de, pt-BR o it',
  "The letter to this company can be written only in English or in the company's own language":
    'La lettera a questa compagnia può essere scritta solo in inglese o nella lingua della compagnia',

  // The case file
  'Please write a message of 1 to 5000 characters': 'Scriva un messaggio da 1 a 5000 caratteri',
  'This report was not sent by e-mail, so it has no case address to write from.':
    'Questo reclamo non è stato inviato per e-mail, quindi non ha un indirizzo della pratica da cui scrivere.',
  'Choose a file to upload.': 'Scelga un file da caricare.',
  'The file is empty.': 'Il file è vuoto.',
  'Upload a PDF, JPEG, PNG, HEIC or WebP file.': 'Carichi un file PDF, JPEG, PNG, HEIC o WebP.',
  'The file is larger than 10 MB.': 'Il file supera i 10 MB.',
  'This report already has 20 documents.': 'Questo reclamo ha già 20 documenti.',
  'This document has already been sent to the company and cannot be removed.':
    'Questo documento è già stato inviato alla compagnia e non può essere rimosso.',
  'A document the company sent cannot be removed.': 'Un documento inviato dalla compagnia non può essere rimosso.',
  'No such document.': 'Questo documento non esiste.',
  'The number of documents is a whole number from 0 to 20.': 'Il numero di documenti è un numero intero da 0 a 20.',
  'Attach only your own documents of this report that were not sent yet.':
    'Alleghi solo i Suoi documenti di questo reclamo non ancora inviati.',
  'No such message.': 'Questo messaggio non esiste.',
  'The company has not answered this case by e-mail yet, so there is no address to write to: write to it the way you sent the letter.':
    'La compagnia non ha ancora risposto a questa pratica per e-mail, quindi non c’è un indirizzo a cui scrivere: le scriva nello stesso modo in cui ha inviato la lettera.',
  "Only a message from an unknown sender can be confirmed as the company's answer.":
    'Solo un messaggio di un mittente sconosciuto può essere confermato come risposta della compagnia.',

  // Cards
  'Cardholder name is required': 'Il nome del titolare è obbligatorio',
  'Cardholder name must be at most 100 characters': 'Il nome del titolare deve contenere al massimo 100 caratteri',
  'Cardholder name must not contain control or text-direction characters':
    'Il nome del titolare non deve contenere caratteri di controllo o di direzione del testo',
  'Card number must be between 13-19 digits': 'Il numero della carta deve avere da 13 a 19 cifre',
  'Card number must contain only digits': 'Il numero della carta deve contenere solo cifre',
  'Card number is not valid': 'Il numero della carta non è valido',
  'Month is required': 'Il mese è obbligatorio',
  'Month should be 1-2 digits': 'Il mese deve avere 1 o 2 cifre',
  'Month must be between 1-12': 'Il mese deve essere compreso tra 1 e 12',
  'Year must be 2 or 4 digits': 'L’anno deve avere 2 o 4 cifre',
  'Must be a valid future year': 'Deve essere un anno futuro valido',
  'This card has expired': 'Questa carta è scaduta',
  'CVV must be 3-4 digits': 'Il CVV deve avere 3 o 4 cifre',
  'CVV must contain only digits': 'Il CVV deve contenere solo cifre',
  'Card number must be masked as **** **** **** 1234':
    'Il numero della carta deve essere mascherato come **** **** **** 1234',
  'Expiry must be MM/YYYY or MM/YY': 'La scadenza deve essere MM/AAAA o MM/AA',
  'Never send the full card number or the CVV: only the last four digits are stored.':
    'Non invii mai il numero completo della carta né il CVV: vengono salvate solo le ultime quattro cifre.',
  'Unknown card brand': 'Circuito della carta sconosciuto',
  'isDefault must be true or false': 'isDefault deve essere true o false',

  // Passenger rights
  'Enter a 3-letter IATA airport code, e.g. FCO.':
    'Inserisca un codice aeroportuale IATA di 3 lettere, ad esempio FCO.',
  'Enter a date as YYYY-MM-DD.': 'Inserisca una data nel formato AAAA-MM-GG.',
  'Enter a date between 2000 and 2100.': 'Inserisca una data tra il 2000 e il 2100.',
  'Choose one of: delay, cancellation, denied_boarding, downgrade, baggage_delayed, baggage_damaged, baggage_lost, moved_earlier, other.':
    'Scelga una di queste opzioni: delay, cancellation, denied_boarding, downgrade, baggage_delayed, baggage_damaged, baggage_lost, moved_earlier, other.',
  'Choose one of: airline, safety, extraordinary, extraordinary_proven, unknown.':
    'Scelga una di queste opzioni: airline, safety, extraordinary, extraordinary_proven, unknown.',
  'Enter the hours late as a number from 0 to 720.': 'Inserisca le ore di ritardo come numero da 0 a 720.',
  'Enter the days of notice as a whole number from 0 to 366.':
    'Inserisca i giorni di preavviso come numero intero da 0 a 366.',
  'Choose one of: taken, none.': 'Scelga una di queste opzioni: taken, none.',
  'Enter the hours earlier as a number from 0 to 720.': 'Inserisca le ore di anticipo come numero da 0 a 720.',
  'Enter the fare as an amount from 0.01 to 1,000,000.': 'Inserisca la tariffa come importo da 0,01 a 1.000.000.',
  'Enter the fare currency as a 3-letter code, e.g. EUR.':
    'Inserisca la valuta della tariffa come codice di 3 lettere, ad esempio EUR.',
  'Enter the fare as { amount, currency }.': 'Inserisca la tariffa come { amount, currency }.',
  'Enter a local time as YYYY-MM-DDTHH:MM, e.g. 2026-10-01T14:05.':
    'Inserisca un orario locale nel formato AAAA-MM-GGTHH:MM, ad esempio 2026-10-01T14:05.',
  "The scheduled departure is on the flight's date: give the same day in both.":
    'La partenza prevista è nella data del volo: indichi lo stesso giorno in entrambi i campi.',
  "An arrival cannot be more than 26 hours before the scheduled departure in local time (no two airports' clocks are further apart).":
    'Un arrivo non può precedere di oltre 26 ore la partenza prevista in ora locale (gli orologi di due aeroporti non distano mai di più).',
  'For a delay, the actual arrival is after the scheduled arrival; an earlier arrival is no delay (choose another incident).':
    'In caso di ritardo, l’arrivo effettivo è successivo all’arrivo previsto; un arrivo anticipato non è un ritardo (scelga un altro disservizio).',
  'The arrival delay follows from the scheduled and actual arrival times; leave arrivalDelayHours out or make it agree.':
    'Il ritardo all’arrivo risulta dagli orari di arrivo previsto ed effettivo; ometta arrivalDelayHours o lo renda coerente.',
  'With rerouting "none" no alternative flight was taken, so there is no actual arrival to give; leave actualArrivalAt out.':
    'Con l’imbarco su un volo alternativo «none» non è stato preso alcun volo alternativo, quindi non c’è un arrivo effettivo da indicare; ometta actualArrivalAt.',
  'The actual arrival is more than 720 hours after the scheduled arrival.':
    'L’arrivo effettivo è oltre 720 ore dopo l’arrivo previsto.',
  'EU air passenger rights (Regulation (EC) No 261/2004)':
    'Diritti dei passeggeri aerei nell’UE (regolamento (CE) n. 261/2004)',
  'UK air passenger rights (UK Regulation 261/2004)':
    'Diritti dei passeggeri aerei nel Regno Unito (regolamento 261/2004 del Regno Unito)',
  "Canada's Air Passenger Protection Regulations": 'Regolamento canadese sulla protezione dei passeggeri aerei (APPR)',
  'US Department of Transportation rules': 'Norme del Dipartimento dei Trasporti degli Stati Uniti',
  'Montreal Convention 1999 (carrier liability)': 'Convenzione di Montreal del 1999 (responsabilità del vettore)',
  "Türkiye's Passenger Rights Regulation (SHY-Passenger)":
    'Regolamento turco sui diritti dei passeggeri (SHY-Passenger)',
  "Israel's Aviation Services Law 2012": 'Legge israeliana sui servizi aerei del 2012',
  "India's DGCA passenger rules (CAR Section 3, Series M, Part IV)":
    'Norme della DGCA indiana per i passeggeri (CAR Section 3, Series M, Part IV)',
  "Brazil's ANAC Resolution 400": 'Risoluzione 400 dell’ANAC brasiliana',
  Delay: 'Ritardo',
  Cancellation: 'Cancellazione',
  'Denied boarding': 'Negato imbarco',
  Downgrade: 'Declassamento',
  'Delayed baggage': 'Bagaglio in ritardo',
  'Damaged baggage': 'Bagaglio danneggiato',
  'Lost baggage': 'Bagaglio smarrito',
  'Flight moved to an earlier time': 'Volo anticipato',
  'Another problem': 'Un altro problema',
  "Within the airline's control (e.g. a technical fault, crew)":
    'Sotto il controllo della compagnia aerea (ad esempio un guasto tecnico, l’equipaggio)',
  'A safety issue': 'Un problema di sicurezza',
  'The airline says extraordinary circumstances': 'La compagnia aerea invoca circostanze eccezionali',
  'Extraordinary circumstances the airline has shown': 'Circostanze eccezionali dimostrate dalla compagnia aerea',
  'Not known': 'Non nota',
  'how many hours late the flight arrived': 'quante ore di ritardo ha avuto il volo all’arrivo',
  'how many days before departure the change was announced':
    'con quanti giorni di anticipo sulla partenza è stata annunciata la modifica',
  'how much earlier the alternative flight left': 'con quanto anticipo è partito il volo alternativo',
  'what caused it': 'che cosa lo ha causato',
  'the fare paid': 'la tariffa pagata',
  'the day the bag came back': 'il giorno in cui il bagaglio è stato restituito',
  "the airline's size under Canada's rules": 'le dimensioni della compagnia aerea secondo le norme canadesi',
  '{amount} per passenger': '{amount} per passeggero',
  'No compensation is owed for this journey as described':
    'Per questo viaggio, così come descritto, non è dovuta alcuna compensazione pecuniaria',
  'Damages up to {amount} per passenger': 'Risarcimento dei danni fino a {amount} per passeggero',
  'Not known yet: it depends on {facts}': 'Non ancora noto: dipende da {facts}',
  'No fixed amount (a refund, care or damages)':
    'Nessun importo fisso (un rimborso, l’assistenza o un risarcimento dei danni)',
  'On the day of departure': 'Il giorno della partenza',
  '1 day before departure': '1 giorno prima della partenza',
  '{days} days before departure': '{days} giorni prima della partenza',

  // Subscription and payments
  'orderId is not a valid subscription id': 'orderId non è un id di abbonamento valido',
  'orderId is required': 'orderId è obbligatorio',

  // zod's own messages, for input no field message covers
  'Invalid input': 'Dati non validi',
  'Invalid input: more than one option matched': 'Dati non validi: corrisponde più di un’opzione',
  'Invalid input: expected {expected}, received {received}':
    'Dati non validi: previsto {expected}, ricevuto {received}',
  'Invalid input: expected {value}': 'Dati non validi: previsto {value}',
  'Invalid option: expected one of {values}': 'Opzione non valida: prevista una tra {values}',
  'Too big: expected {origin} to have {limit} {unit}': 'Troppo grande: {origin} dovrebbe avere {limit} {unit}',
  'Too big: expected {origin} to be {limit}': 'Troppo grande: {origin} dovrebbe essere {limit}',
  'Too small: expected {origin} to have {limit} {unit}': 'Troppo piccolo: {origin} dovrebbe avere {limit} {unit}',
  'Too small: expected {origin} to be {limit}': 'Troppo piccolo: {origin} dovrebbe essere {limit}',
  'Unrecognized key: {keys}': 'Chiave non riconosciuta: {keys}',
  'Unrecognized keys: {keys}': 'Chiavi non riconosciute: {keys}',
} satisfies ServerCatalogue;
