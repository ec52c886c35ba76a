// German (Sie). Keyed by the English text; texts with values by their template (translate.ts).
import type { ServerCatalogue } from './translate';

export default {
  // Accounts
  'Username must be a valid email address': 'Der Benutzername muss eine gültige E-Mail-Adresse sein',
  'Please enter a valid email address': 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  'Password must be at least 6 characters': 'Das Passwort muss mindestens 6 Zeichen lang sein',
  'Password must be at most 128 characters': 'Das Passwort darf höchstens 128 Zeichen lang sein',
  'This password is too common. Please choose another one.':
    'Dieses Passwort ist zu verbreitet. Bitte wählen Sie ein anderes.',
  'Password must not contain control or text-direction characters':
    'Das Passwort darf keine Steuer- oder Textrichtungszeichen enthalten',
  'Password is required': 'Das Passwort ist erforderlich',
  'Confirm password is required': 'Bitte bestätigen Sie das Passwort',
  'Passwords do not match': 'Die Passwörter stimmen nicht überein',
  'You must agree to the terms and conditions': 'Sie müssen den Allgemeinen Geschäftsbedingungen zustimmen',
  'Invalid reset link': 'Ungültiger Link zum Zurücksetzen',
  'Please enter your password to delete your account.': 'Bitte geben Sie Ihr Passwort ein, um Ihr Konto zu löschen.',
  'The password is not correct.': 'Das Passwort ist nicht korrekt.',
  'This is the only administrator account. Make another account an administrator before deleting this one.':
    'Dies ist das einzige Administratorkonto. Machen Sie ein anderes Konto zum Administrator, bevor Sie dieses löschen.',
  'PayPal is not configured, so the PayPal subscription cannot be cancelled right now. Your account was not deleted.':
    'PayPal ist nicht eingerichtet, daher kann das PayPal-Abonnement derzeit nicht gekündigt werden. Ihr Konto wurde nicht gelöscht.',
  'Your password has been reset. You can now log in.':
    'Ihr Passwort wurde zurückgesetzt. Sie können sich jetzt anmelden.',
  'Deleted account': 'Gelöschtes Konto',
  'Language must be one of: {languages}.': 'Die Sprache muss eine der folgenden sein: {languages}.',

  // Regions, categories, sort orders
  'North America': 'Nordamerika',
  Europe: 'Europa',
  Asia: 'Asien',
  'Middle East': 'Naher Osten',
  'South America': 'Südamerika',
  Africa: 'Afrika',
  'Australia & Oceania': 'Australien und Ozeanien',
  'All Regions': 'Alle Regionen',
  'Commercial Airlines': 'Linienfluggesellschaften',
  'Charter Companies': 'Charterfluggesellschaften',
  'Helicopter Companies': 'Hubschrauberunternehmen',
  Relevance: 'Relevanz',
  'Name (A-Z)': 'Name (A–Z)',
  'Name (Z-A)': 'Name (Z–A)',
  Country: 'Land',
  Popularity: 'Beliebtheit',

  // Directory corrections
  Phone: 'Telefon',
  'E-mail': 'E-Mail',
  Website: 'Website',
  'Complaint form': 'Beschwerdeformular',
  'Domain it answers from': 'Domain, von der sie antwortet',
  'It is wrong': 'Er ist falsch',
  'It no longer works': 'Er funktioniert nicht mehr',
  'It is missing': 'Er fehlt',
  'Please choose which contact this is about': 'Bitte wählen Sie, um welchen Kontakt es geht',
  'Please choose what is wrong': 'Bitte wählen Sie, was nicht stimmt',
  'Please enter the correct value (at most 300 characters)':
    'Bitte geben Sie den richtigen Wert ein (höchstens 300 Zeichen)',
  'Please enter the contact you found': 'Bitte geben Sie den gefundenen Kontakt ein',
  'Please enter the address (https://...) of the page where the company publishes it':
    'Bitte geben Sie die Adresse (https://...) der Seite ein, auf der das Unternehmen ihn veröffentlicht',
  'Please enter an e-mail address, such as care@airline.com':
    'Bitte geben Sie eine E-Mail-Adresse ein, etwa care@airline.com',
  'Please enter the phone number in international format: + then the country code and number (8 to 15 digits)':
    'Bitte geben Sie die Telefonnummer im internationalen Format ein: + gefolgt von Ländervorwahl und Nummer (8 bis 15 Ziffern)',
  'Please enter the address of the page, starting with https://':
    'Bitte geben Sie die Adresse der Seite ein, beginnend mit https://',
  'Please add the page where the company publishes it, so we can check it':
    'Bitte geben Sie die Seite an, auf der das Unternehmen ihn veröffentlicht, damit wir ihn prüfen können',
  'Please keep the note under 1000 characters': 'Die Notiz muss kürzer als 1000 Zeichen sein',
  'Please remove control characters.': 'Bitte entfernen Sie die Steuerzeichen.',
  'Answered {answered} of {sent} letters': 'Hat {answered} von {sent} Schreiben beantwortet',
  'Answered {answered} of {sent} letters, usually within a day':
    'Hat {answered} von {sent} Schreiben beantwortet, meist innerhalb eines Tages',
  'Answered {answered} of {sent} letters, usually within {days} days':
    'Hat {answered} von {sent} Schreiben beantwortet, meist innerhalb von {days} Tagen',
  'for customers in {country}': 'für Kundinnen und Kunden in diesem Land: {country}',

  // Directory queries
  'Search text must be at most {max} characters': 'Der Suchtext darf höchstens {max} Zeichen lang sein',
  'Search text must not contain control or text-direction characters':
    'Der Suchtext darf keine Steuer- oder Textrichtungszeichen enthalten',
  'Unknown region': 'Unbekannte Region',
  'Unknown sort order': 'Unbekannte Sortierung',
  'Unknown category': 'Unbekannte Kategorie',
  'Unknown airline': 'Unbekannte Fluggesellschaft',
  'Unknown status': 'Unbekannter Status',
  'contactType must be phone, email, website or form': 'contactType muss phone, email, website oder form sein',
  'status must be open, applied or dismissed': 'status muss open, applied oder dismissed sein',
  'field must be phone, email or complaintFormUrl': 'field muss phone, email oder complaintFormUrl sein',
  'page must be a whole number of 1 or more': 'page muss eine ganze Zahl ab 1 sein',
  'page is too large': 'page ist zu groß',
  'limit must be a whole number from 1 to {max}': 'limit muss eine ganze Zahl von 1 bis {max} sein',
  'query must be 2 to 100 characters': 'query muss 2 bis 100 Zeichen lang sein',
  'query must be at most {max} characters': 'query darf höchstens {max} Zeichen lang sein',
  'query must not contain control or text-direction characters':
    'query darf keine Steuer- oder Textrichtungszeichen enthalten',

  // Problem reports
  'Flight Delay': 'Flugverspätung',
  'Flight Cancellation': 'Flugannullierung',
  'Baggage Issues': 'Probleme mit dem Gepäck',
  'Refund Problems': 'Probleme mit der Erstattung',
  'Customer Service Experience': 'Erfahrung mit dem Kundenservice',
  'Booking Issues': 'Probleme mit der Buchung',
  Other: 'Sonstiges',
  Submitted: 'Eingereicht',
  'In Progress': 'In Bearbeitung',
  Resolved: 'Erledigt',
  'Not sent yet': 'Noch nicht gesendet',
  Sending: 'Wird gesendet',
  'Meals and drinks': 'Mahlzeiten und Getränke',
  Hotel: 'Hotel',
  Transport: 'Fahrtkosten',
  'Replacement items': 'Ersatzartikel',
  'through a complaint form': 'über ein Beschwerdeformular',
  "through the company's website": 'über die Website des Unternehmens',
  'by post': 'per Post',
  'in a chat': 'in einem Chat',
  'by phone': 'telefonisch',
  'in person': 'persönlich',
  'through the company’s form': 'über das Formular des Unternehmens',
  'through an official body': 'über eine amtliche Stelle',
  'no complaint e-mail or form known': 'keine Beschwerde-E-Mail und kein Formular bekannt',
  'E-mail being sent': 'E-Mail wird gesendet',
  'The letter is waiting in AirDesk’s outbox to be e-mailed.':
    'Das Schreiben wartet im Postausgang von AirDesk auf den E-Mail-Versand.',
  'Sent by e-mail': 'Per E-Mail gesendet',
  'AirDesk e-mailed the letter to the company.': 'AirDesk hat das Schreiben per E-Mail an das Unternehmen gesendet.',
  'E-mail not delivered': 'E-Mail nicht zugestellt',
  'The e-mail to the company could not be delivered.': 'Die E-Mail an das Unternehmen konnte nicht zugestellt werden.',
  'Letter ready to send': 'Schreiben versandbereit',
  'The company takes complaints through its own form: copy the letter there, then say you sent it.':
    'Das Unternehmen nimmt Beschwerden über sein eigenes Formular entgegen: Kopieren Sie das Schreiben dorthin und geben Sie dann an, dass Sie es gesendet haben.',
  'Sent through the company’s form': 'Über das Formular des Unternehmens gesendet',
  'You sent the letter through the company’s own form.':
    'Sie haben das Schreiben über das eigene Formular des Unternehmens gesendet.',
  'The company publishes no complaint e-mail or form that we know of: send the letter by other means.':
    'Das Unternehmen veröffentlicht nach unserer Kenntnis weder eine Beschwerde-E-Mail noch ein Formular: Senden Sie das Schreiben auf anderem Weg.',
  'The letter goes through an official body’s complaint form, which forwards it: send it there.':
    'Das Schreiben geht über das Beschwerdeformular einer amtlichen Stelle, die es weiterleitet: Senden Sie es dorthin.',
  'Sent through an official body': 'Über eine amtliche Stelle gesendet',
  'You sent the letter through an official body’s form, which forwards it to the company.':
    'Sie haben das Schreiben über das Formular einer amtlichen Stelle gesendet, die es an das Unternehmen weiterleitet.',
  'Please select an airline': 'Bitte wählen Sie eine Fluggesellschaft',
  'Please select a category': 'Bitte wählen Sie eine Kategorie',
  'Say how you sent it: form, website, post, chat, phone or in-person':
    'Geben Sie an, wie Sie es gesendet haben: form, website, post, chat, phone oder in-person',
  'This report was sent by e-mail: AirDesk delivered it to the company.':
    'Diese Beschwerde wurde per E-Mail gesendet: AirDesk hat sie dem Unternehmen zugestellt.',
  'Please provide a description of at least 10 characters':
    'Bitte geben Sie eine Beschreibung mit mindestens 10 Zeichen ein',
  'Please keep the description under 5000 characters': 'Die Beschreibung muss kürzer als 5000 Zeichen sein',
  'Please enter a valid email': 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  'Please enter a valid flight number (letters and digits, up to 10 characters)':
    'Bitte geben Sie eine gültige Flugnummer ein (Buchstaben und Ziffern, bis zu 10 Zeichen)',
  'Please enter a valid date': 'Bitte geben Sie ein gültiges Datum ein',
  'Please enter a valid phone number': 'Bitte geben Sie eine gültige Telefonnummer ein',
  'Status must be submitted, in_progress or resolved': 'Der Status muss submitted, in_progress oder resolved sein',
  'Description must not contain control or text-direction characters':
    'Die Beschreibung darf keine Steuer- oder Textrichtungszeichen enthalten',
  'List from 1 to 9 passengers as [{ fullName }], the traveller first':
    'Geben Sie 1 bis 9 Fluggäste als [{ fullName }] an, den Reisenden zuerst',
  "Enter each passenger's full name as on the booking (1 to 100 characters, no control characters)":
    'Geben Sie den vollständigen Namen jedes Fluggasts wie in der Buchung ein (1 bis 100 Zeichen, keine Steuerzeichen)',
  'Enter the booking reference: 5 to 8 letters and digits, e.g. K7QX2M':
    'Geben Sie den Buchungscode ein: 5 bis 8 Buchstaben und Ziffern, z. B. K7QX2M',
  'Enter the ticket number: 13 digits, e.g. 220 1234567890':
    'Geben Sie die Ticketnummer ein: 13 Ziffern, z. B. 220 1234567890',
  'List at most 20 expenses, each { kind, amount, currency, note? }':
    'Geben Sie höchstens 20 Ausgaben an, jede als { kind, amount, currency, note? }',
  'Choose the kind of expense: one of meals, hotel, transport, replacement-items, other':
    'Wählen Sie die Art der Ausgabe: meals, hotel, transport, replacement-items oder other',
  'Enter the amount paid as a number from 0.01 to 100,000 (cents at most)':
    'Geben Sie den gezahlten Betrag als Zahl von 0,01 bis 100.000 ein (höchstens auf den Cent genau)',
  'Enter the currency as a 3-letter code, e.g. EUR': 'Geben Sie die Währung als Code aus 3 Buchstaben ein, z. B. EUR',
  'Keep the note under 200 characters, without control characters':
    'Die Notiz muss kürzer als 200 Zeichen sein und darf keine Steuerzeichen enthalten',
  'Say what is claimed as { compensation, expenses, refund }, each true or false':
    'Geben Sie an, was gefordert wird, als { compensation, expenses, refund }, jeweils true oder false',
  "The date of travel must be the flight's date (flight.date); give one, or the same in both":
    'Das Reisedatum muss das Datum des Flugs sein (flight.date); geben Sie eines an oder in beiden Feldern dasselbe',
  'Choose one of the routes of this report.': 'Wählen Sie einen der Wege dieser Beschwerde.',
  'Give both departure and arrival, or neither.': 'Geben Sie sowohl Abflug als auch Ankunft an oder keines von beiden.',
  'Choose the letter language: en, es, fr, de, pt-BR or it':
    'Wählen Sie die Sprache des Schreibens: en, es, fr, de, pt-BR oder it',
  "The letter to this company can be written only in English or in the company's own language":
    'Das Schreiben an dieses Unternehmen kann nur auf Englisch oder in der Sprache des Unternehmens verfasst werden',

  // The case file
  'Please write a message of 1 to 5000 characters': 'Bitte schreiben Sie eine Nachricht mit 1 bis 5000 Zeichen',
  'This report was not sent by e-mail, so it has no case address to write from.':
    'Diese Beschwerde wurde nicht per E-Mail gesendet, daher hat sie keine Fall-Adresse, von der aus Sie schreiben können.',
  'Choose a file to upload.': 'Wählen Sie eine Datei zum Hochladen.',
  'The file is empty.': 'Die Datei ist leer.',
  'Upload a PDF, JPEG, PNG, HEIC or WebP file.': 'Laden Sie eine PDF-, JPEG-, PNG-, HEIC- oder WebP-Datei hoch.',
  'The file is larger than 10 MB.': 'Die Datei ist größer als 10 MB.',
  'This report already has 20 documents.': 'Diese Beschwerde hat bereits 20 Dokumente.',
  'This document has already been sent to the company and cannot be removed.':
    'Dieses Dokument wurde bereits an das Unternehmen gesendet und kann nicht entfernt werden.',
  'A document the company sent cannot be removed.':
    'Ein Dokument, das das Unternehmen gesendet hat, kann nicht entfernt werden.',
  'No such document.': 'Dieses Dokument gibt es nicht.',
  'The number of documents is a whole number from 0 to 20.':
    'Die Anzahl der Dokumente ist eine ganze Zahl von 0 bis 20.',
  'Attach only your own documents of this report that were not sent yet.':
    'Hängen Sie nur Ihre eigenen, noch nicht gesendeten Dokumente dieser Beschwerde an.',
  'No such message.': 'Diese Nachricht gibt es nicht.',
  'The company has not answered this case by e-mail yet, so there is no address to write to: write to it the way you sent the letter.':
    'Das Unternehmen hat in diesem Fall noch nicht per E-Mail geantwortet, daher gibt es keine Adresse, an die Sie schreiben können: Schreiben Sie ihm auf dem Weg, auf dem Sie das Schreiben gesendet haben.',
  "Only a message from an unknown sender can be confirmed as the company's answer.":
    'Nur eine Nachricht eines unbekannten Absenders kann als Antwort des Unternehmens bestätigt werden.',

  // Cards
  'Cardholder name is required': 'Der Name des Karteninhabers ist erforderlich',
  'Cardholder name must be at most 100 characters': 'Der Name des Karteninhabers darf höchstens 100 Zeichen lang sein',
  'Cardholder name must not contain control or text-direction characters':
    'Der Name des Karteninhabers darf keine Steuer- oder Textrichtungszeichen enthalten',
  'Card number must be between 13-19 digits': 'Die Kartennummer muss 13 bis 19 Ziffern haben',
  'Card number must contain only digits': 'Die Kartennummer darf nur Ziffern enthalten',
  'Card number is not valid': 'Die Kartennummer ist ungültig',
  'Month is required': 'Der Monat ist erforderlich',
  'Month should be 1-2 digits': 'Der Monat muss 1 oder 2 Ziffern haben',
  'Month must be between 1-12': 'Der Monat muss zwischen 1 und 12 liegen',
  'Year must be 2 or 4 digits': 'Das Jahr muss 2 oder 4 Ziffern haben',
  'Must be a valid future year': 'Muss ein gültiges zukünftiges Jahr sein',
  'This card has expired': 'Diese Karte ist abgelaufen',
  'CVV must be 3-4 digits': 'Die CVV muss 3 oder 4 Ziffern haben',
  'CVV must contain only digits': 'Die CVV darf nur Ziffern enthalten',
  'Card number must be masked as **** **** **** 1234': 'Die Kartennummer muss als **** **** **** 1234 maskiert sein',
  'Expiry must be MM/YYYY or MM/YY': 'Das Ablaufdatum muss MM/JJJJ oder MM/JJ sein',
  'Never send the full card number or the CVV: only the last four digits are stored.':
    'Senden Sie nie die vollständige Kartennummer oder die CVV: Nur die letzten vier Ziffern werden gespeichert.',
  'Unknown card brand': 'Unbekannte Kartenmarke',
  'isDefault must be true or false': 'isDefault muss true oder false sein',

  // Passenger rights
  'Enter a 3-letter IATA airport code, e.g. FCO.':
    'Geben Sie einen IATA-Flughafencode aus 3 Buchstaben ein, z. B. FCO.',
  'Enter a date as YYYY-MM-DD.': 'Geben Sie ein Datum als JJJJ-MM-TT ein.',
  'Enter a date between 2000 and 2100.': 'Geben Sie ein Datum zwischen 2000 und 2100 ein.',
  'Choose one of: delay, cancellation, denied_boarding, downgrade, baggage_delayed, baggage_damaged, baggage_lost, moved_earlier, other.':
    'Wählen Sie eines der folgenden: delay, cancellation, denied_boarding, downgrade, baggage_delayed, baggage_damaged, baggage_lost, moved_earlier, other.',
  'Choose one of: airline, safety, extraordinary, extraordinary_proven, unknown.':
    'Wählen Sie eines der folgenden: airline, safety, extraordinary, extraordinary_proven, unknown.',
  'Enter the hours late as a number from 0 to 720.': 'Geben Sie die Verspätung in Stunden als Zahl von 0 bis 720 ein.',
  'Enter the days of notice as a whole number from 0 to 366.':
    'Geben Sie die Vorankündigung in Tagen als ganze Zahl von 0 bis 366 ein.',
  'Choose one of: taken, none.': 'Wählen Sie eines der folgenden: taken, none.',
  'Enter the hours earlier as a number from 0 to 720.':
    'Geben Sie die Vorverlegung in Stunden als Zahl von 0 bis 720 ein.',
  'Enter the fare as an amount from 0.01 to 1,000,000.':
    'Geben Sie den Flugpreis als Betrag von 0,01 bis 1.000.000 ein.',
  'Enter the fare currency as a 3-letter code, e.g. EUR.':
    'Geben Sie die Währung des Flugpreises als Code aus 3 Buchstaben ein, z. B. EUR.',
  'Enter the fare as { amount, currency }.': 'Geben Sie den Flugpreis als { amount, currency } ein.',
  'Enter a local time as YYYY-MM-DDTHH:MM, e.g. 2026-10-01T14:05.':
    'Geben Sie eine Ortszeit als JJJJ-MM-TTTHH:MM ein, z. B. 2026-10-01T14:05.',
  "The scheduled departure is on the flight's date: give the same day in both.":
    'Der planmäßige Abflug ist am Datum des Flugs: Geben Sie in beiden Feldern denselben Tag an.',
  "An arrival cannot be more than 26 hours before the scheduled departure in local time (no two airports' clocks are further apart).":
    'Eine Ankunft kann in Ortszeit nicht mehr als 26 Stunden vor dem planmäßigen Abflug liegen (weiter liegen die Uhren zweier Flughäfen nie auseinander).',
  'For a delay, the actual arrival is after the scheduled arrival; an earlier arrival is no delay (choose another incident).':
    'Bei einer Verspätung liegt die tatsächliche Ankunft nach der planmäßigen; eine frühere Ankunft ist keine Verspätung (wählen Sie einen anderen Vorfall).',
  'The arrival delay follows from the scheduled and actual arrival times; leave arrivalDelayHours out or make it agree.':
    'Die Ankunftsverspätung ergibt sich aus der planmäßigen und der tatsächlichen Ankunftszeit; lassen Sie arrivalDelayHours weg oder passen Sie es an.',
  'With rerouting "none" no alternative flight was taken, so there is no actual arrival to give; leave actualArrivalAt out.':
    'Bei der anderweitigen Beförderung „none“ wurde kein Ersatzflug genommen, daher gibt es keine tatsächliche Ankunft; lassen Sie actualArrivalAt weg.',
  'The actual arrival is more than 720 hours after the scheduled arrival.':
    'Die tatsächliche Ankunft liegt mehr als 720 Stunden nach der planmäßigen.',
  'EU air passenger rights (Regulation (EC) No 261/2004)': 'EU-Fluggastrechte (Verordnung (EG) Nr. 261/2004)',
  'UK air passenger rights (UK Regulation 261/2004)': 'Britische Fluggastrechte (britische Verordnung 261/2004)',
  "Canada's Air Passenger Protection Regulations": 'Kanadische Verordnung zum Schutz von Fluggästen (APPR)',
  'US Department of Transportation rules': 'Vorschriften des US-Verkehrsministeriums',
  'Montreal Convention 1999 (carrier liability)': 'Montrealer Übereinkommen 1999 (Haftung des Luftfrachtführers)',
  "Türkiye's Passenger Rights Regulation (SHY-Passenger)": 'Fluggastrechteverordnung der Türkei (SHY-Passenger)',
  "Israel's Aviation Services Law 2012": 'Israelisches Luftverkehrsdienstleistungsgesetz 2012',
  "India's DGCA passenger rules (CAR Section 3, Series M, Part IV)":
    'Fluggastvorschriften der indischen DGCA (CAR Section 3, Series M, Part IV)',
  "Brazil's ANAC Resolution 400": 'Resolution 400 der brasilianischen ANAC',
  Delay: 'Verspätung',
  Cancellation: 'Annullierung',
  'Denied boarding': 'Nichtbeförderung',
  Downgrade: 'Herabstufung',
  'Delayed baggage': 'Verspätetes Gepäck',
  'Damaged baggage': 'Beschädigtes Gepäck',
  'Lost baggage': 'Verlorenes Gepäck',
  'Flight moved to an earlier time': 'Flug vorverlegt',
  'Another problem': 'Ein anderes Problem',
  "Within the airline's control (e.g. a technical fault, crew)":
    'Im Einflussbereich der Fluggesellschaft (z. B. ein technischer Defekt, die Besatzung)',
  'A safety issue': 'Ein Sicherheitsproblem',
  'The airline says extraordinary circumstances': 'Die Fluggesellschaft beruft sich auf außergewöhnliche Umstände',
  'Extraordinary circumstances the airline has shown':
    'Außergewöhnliche Umstände, die die Fluggesellschaft nachgewiesen hat',
  'Not known': 'Nicht bekannt',
  'how many hours late the flight arrived': 'Ankunftsverspätung des Flugs (in Stunden)',
  'how many days before departure the change was announced':
    'Vorlauf der Ankündigung der Änderung (in Tagen vor dem Abflug)',
  'how much earlier the alternative flight left': 'Vorverlegung des Abflugs durch den Ersatzflug (in Stunden)',
  'what caused it': 'Ursache',
  'the fare paid': 'gezahlter Flugpreis',
  'the day the bag came back': 'Tag der Rückgabe des Gepäcks',
  "the airline's size under Canada's rules": 'Größe der Fluggesellschaft nach kanadischen Vorschriften',
  '{amount} per passenger': '{amount} pro Fluggast',
  'No compensation is owed for this journey as described':
    'Für diese Reise, wie beschrieben, ist keine Ausgleichsleistung geschuldet',
  'Damages up to {amount} per passenger': 'Schadensersatz bis zu {amount} pro Fluggast',
  'Not known yet: it depends on {facts}': 'Noch nicht bekannt – es fehlen noch folgende Angaben: {facts}',
  'No fixed amount (a refund, care or damages)':
    'Kein fester Betrag (eine Erstattung, Betreuungsleistungen oder Schadensersatz)',
  'On the day of departure': 'Am Tag des Abflugs',
  '1 day before departure': '1 Tag vor dem Abflug',
  '{days} days before departure': '{days} Tage vor dem Abflug',

  // Subscription and payments
  'orderId is not a valid subscription id': 'orderId ist keine gültige Abonnement-ID',
  'orderId is required': 'orderId ist erforderlich',

  // zod's own messages, for input no field message covers
  'Invalid input': 'Ungültige Eingabe',
  'Invalid input: more than one option matched': 'Ungültige Eingabe: Mehr als eine Option passt',
  'Invalid input: expected {expected}, received {received}':
    'Ungültige Eingabe: {expected} erwartet, {received} erhalten',
  'Invalid input: expected {value}': 'Ungültige Eingabe: {value} erwartet',
  'Invalid option: expected one of {values}': 'Ungültige Option: erwartet wird eine von {values}',
  'Too big: expected {origin} to have {limit} {unit}': 'Zu groß: {origin} sollte {limit} {unit} haben',
  'Too big: expected {origin} to be {limit}': 'Zu groß: {origin} sollte {limit} sein',
  'Too small: expected {origin} to have {limit} {unit}': 'Zu klein: {origin} sollte {limit} {unit} haben',
  'Too small: expected {origin} to be {limit}': 'Zu klein: {origin} sollte {limit} sein',
  'Unrecognized key: {keys}': 'Unbekannter Schlüssel: {keys}',
  'Unrecognized keys: {keys}': 'Unbekannte Schlüssel: {keys}',
} satisfies ServerCatalogue;
