// Spanish (usted). Keyed by the English text; texts with values by their template (translate.ts).
import type { ServerCatalogue } from './translate';

export default {
  // Accounts
  'Username must be a valid email address': 'El nombre de usuario debe ser una dirección de correo electrónico válida',
  'Please enter a valid email address': 'Introduzca una dirección de correo electrónico válida',
  'Password must be at least 6 characters': 'La contraseña debe tener al menos 6 caracteres',
  'Password must be at most 128 characters': 'La contraseña debe tener como máximo 128 caracteres',
  'This password is too common. Please choose another one.': 'Esta contraseña es demasiado común. Elija otra.',
  'Password must not contain control or text-direction characters':
    'La contraseña no debe contener caracteres de control ni de dirección del texto',
  'Password is required': 'La contraseña es obligatoria',
  'Confirm password is required': 'Confirme la contraseña',
  'Passwords do not match': 'Las contraseñas no coinciden',
  'You must agree to the terms and conditions': 'Debe aceptar los términos y condiciones',
  'Invalid reset link': 'Enlace de restablecimiento no válido',
  'Please enter your password to delete your account.': 'Introduzca su contraseña para eliminar su cuenta.',
  'The password is not correct.': 'La contraseña no es correcta.',
  'This is the only administrator account. Make another account an administrator before deleting this one.':
    'Esta es la única cuenta de administrador. Convierta otra cuenta en administradora antes de eliminar esta.',
  'PayPal is not configured, so the PayPal subscription cannot be cancelled right now. Your account was not deleted.':
    'PayPal no está configurado, por lo que la suscripción de PayPal no se puede cancelar en este momento. Su cuenta no se ha eliminado.',
  'Your password has been reset. You can now log in.': 'Su contraseña se ha restablecido. Ya puede iniciar sesión.',
  'Deleted account': 'Cuenta eliminada',
  'Language must be one of: {languages}.': 'El idioma debe ser uno de estos: {languages}.',

  // Regions, categories, sort orders
  'North America': 'Norteamérica',
  Europe: 'Europa',
  Asia: 'Asia',
  'Middle East': 'Oriente Medio',
  'South America': 'Sudamérica',
  Africa: 'África',
  'Australia & Oceania': 'Australia y Oceanía',
  'All Regions': 'Todas las regiones',
  'Commercial Airlines': 'Aerolíneas comerciales',
  'Charter Companies': 'Compañías chárter',
  'Helicopter Companies': 'Compañías de helicópteros',
  Relevance: 'Relevancia',
  'Name (A-Z)': 'Nombre (A-Z)',
  'Name (Z-A)': 'Nombre (Z-A)',
  Country: 'País',
  Popularity: 'Popularidad',

  // Directory corrections
  Phone: 'Teléfono',
  'E-mail': 'Correo electrónico',
  Website: 'Sitio web',
  'Complaint form': 'Formulario de reclamación',
  'Domain it answers from': 'Dominio desde el que responde',
  'It is wrong': 'Es incorrecto',
  'It no longer works': 'Ya no funciona',
  'It is missing': 'Falta',
  'Please choose which contact this is about': 'Elija a qué contacto se refiere',
  'Please choose what is wrong': 'Elija qué es incorrecto',
  'Please enter the correct value (at most 300 characters)':
    'Introduzca el valor correcto (300 caracteres como máximo)',
  'Please enter the contact you found': 'Introduzca el contacto que ha encontrado',
  'Please enter the address (https://...) of the page where the company publishes it':
    'Introduzca la dirección (https://...) de la página donde la compañía lo publica',
  'Please enter an e-mail address, such as care@airline.com':
    'Introduzca una dirección de correo electrónico, como care@airline.com',
  'Please enter the phone number in international format: + then the country code and number (8 to 15 digits)':
    'Introduzca el número de teléfono en formato internacional: + seguido del prefijo del país y el número (de 8 a 15 dígitos)',
  'Please enter the address of the page, starting with https://':
    'Introduzca la dirección de la página, que empiece por https://',
  'Please add the page where the company publishes it, so we can check it':
    'Añada la página donde la compañía lo publica, para que podamos comprobarlo',
  'Please keep the note under 1000 characters': 'La nota debe tener menos de 1000 caracteres',
  'Please remove control characters.': 'Elimine los caracteres de control.',
  'Answered {answered} of {sent} letters': 'Respondió {answered} de {sent} cartas',
  'Answered {answered} of {sent} letters, usually within a day':
    'Respondió {answered} de {sent} cartas, normalmente en un día',
  'Answered {answered} of {sent} letters, usually within {days} days':
    'Respondió {answered} de {sent} cartas, normalmente en {days} días',
  'for customers in {country}': 'para clientes en este país: {country}',

  // Directory queries
  'Search text must be at most {max} characters': 'El texto de búsqueda debe tener como máximo {max} caracteres',
  'Search text must not contain control or text-direction characters':
    'El texto de búsqueda no debe contener caracteres de control ni de dirección del texto',
  'Unknown region': 'Región desconocida',
  'Unknown sort order': 'Orden desconocido',
  'Unknown category': 'Categoría desconocida',
  'Unknown airline': 'Aerolínea desconocida',
  'Unknown status': 'Estado desconocido',
  'contactType must be phone, email, website or form': 'contactType debe ser phone, email, website o form',
  'status must be open, applied or dismissed': 'status debe ser open, applied o dismissed',
  'field must be phone, email or complaintFormUrl': 'field debe ser phone, email o complaintFormUrl',
  'page must be a whole number of 1 or more': 'page debe ser un número entero igual o mayor que 1',
  'page is too large': 'page es demasiado grande',
  'limit must be a whole number from 1 to {max}': 'limit debe ser un número entero de 1 a {max}',
  'query must be 2 to 100 characters': 'query debe tener de 2 a 100 caracteres',
  'query must be at most {max} characters': 'query debe tener como máximo {max} caracteres',
  'query must not contain control or text-direction characters':
    'query no debe contener caracteres de control ni de dirección del texto',

  // Problem reports
  'Flight Delay': 'Retraso del vuelo',
  'Flight Cancellation': 'Cancelación del vuelo',
  'Baggage Issues': 'Problemas con el equipaje',
  'Refund Problems': 'Problemas con el reembolso',
  'Customer Service Experience': 'Experiencia con la atención al cliente',
  'Booking Issues': 'Problemas con la reserva',
  Other: 'Otro',
  Submitted: 'Enviada',
  'In Progress': 'En curso',
  Resolved: 'Resuelta',
  'Not sent yet': 'Aún no enviada',
  Sending: 'Enviándose',
  'Meals and drinks': 'Comidas y bebidas',
  Hotel: 'Hotel',
  Transport: 'Transporte',
  'Replacement items': 'Artículos de reposición',
  'through a complaint form': 'mediante un formulario de reclamación',
  "through the company's website": 'a través del sitio web de la compañía',
  'by post': 'por correo postal',
  'in a chat': 'en un chat',
  'by phone': 'por teléfono',
  'in person': 'en persona',
  'through the company’s form': 'a través del formulario de la compañía',
  'through an official body': 'a través de un organismo oficial',
  'no complaint e-mail or form known': 'no se conoce ningún correo electrónico ni formulario de reclamación',
  'E-mail being sent': 'Enviándose por correo electrónico',
  'The letter is waiting in AirDesk’s outbox to be e-mailed.':
    'La carta espera en la bandeja de salida de AirDesk para enviarse por correo electrónico.',
  'Sent by e-mail': 'Enviada por correo electrónico',
  'AirDesk e-mailed the letter to the company.': 'AirDesk envió la carta a la compañía por correo electrónico.',
  'E-mail not delivered': 'Correo electrónico no entregado',
  'The e-mail to the company could not be delivered.': 'No se pudo entregar el correo electrónico a la compañía.',
  'Letter ready to send': 'Carta lista para enviar',
  'The company takes complaints through its own form: copy the letter there, then say you sent it.':
    'La compañía recibe las reclamaciones mediante su propio formulario: copie allí la carta y después indique que la ha enviado.',
  'Sent through the company’s form': 'Enviada mediante el formulario de la compañía',
  'You sent the letter through the company’s own form.':
    'Usted envió la carta mediante el propio formulario de la compañía.',
  'The company publishes no complaint e-mail or form that we know of: send the letter by other means.':
    'La compañía no publica ningún correo electrónico ni formulario de reclamación que conozcamos: envíe la carta por otros medios.',
  'The letter goes through an official body’s complaint form, which forwards it: send it there.':
    'La carta se envía mediante el formulario de reclamación de un organismo oficial, que la remite: envíela allí.',
  'Sent through an official body': 'Enviada a través de un organismo oficial',
  'You sent the letter through an official body’s form, which forwards it to the company.':
    'Usted envió la carta mediante el formulario de un organismo oficial, que la remite a la compañía.',
  'Please select an airline': 'Seleccione una aerolínea',
  'Please select a category': 'Seleccione una categoría',
  'Say how you sent it: form, website, post, chat, phone or in-person':
    'Indique cómo la envió: form, website, post, chat, phone o in-person',
  'This report was sent by e-mail: AirDesk delivered it to the company.':
    'Esta reclamación se envió por correo electrónico: AirDesk la entregó a la compañía.',
  'Please provide a description of at least 10 characters': 'Escriba una descripción de al menos 10 caracteres',
  'Please keep the description under 5000 characters': 'La descripción debe tener menos de 5000 caracteres',
  'Please enter a valid email': 'Introduzca un correo electrónico válido',
  'Please enter a valid flight number (letters and digits, up to 10 characters)':
    'Introduzca un número de vuelo válido (letras y dígitos, hasta 10 caracteres)',
  'Please enter a valid date': 'Introduzca una fecha válida',
  'Please enter a valid phone number': 'Introduzca un número de teléfono válido',
  'Status must be submitted, in_progress or resolved': 'El estado debe ser submitted, in_progress o resolved',
  'Description must not contain control or text-direction characters':
    'La descripción no debe contener caracteres de control ni de dirección del texto',
  'List from 1 to 9 passengers as [{ fullName }], the traveller first':
    'Indique de 1 a 9 pasajeros como [{ fullName }], el viajero primero',
  "Enter each passenger's full name as on the booking (1 to 100 characters, no control characters)":
    'Introduzca el nombre completo de cada pasajero tal como figura en la reserva (de 1 a 100 caracteres, sin caracteres de control)',
  'Enter the booking reference: 5 to 8 letters and digits, e.g. K7QX2M':
    'Introduzca el código de reserva: de 5 a 8 letras y dígitos, p. ej., K7QX2M',
  'Enter the ticket number: 13 digits, e.g. 220 1234567890':
    'Introduzca el número de billete: 13 dígitos, p. ej., 220 1234567890',
  'List at most 20 expenses, each { kind, amount, currency, note? }':
    'Indique como máximo 20 gastos, cada uno { kind, amount, currency, note? }',
  'Choose the kind of expense: one of meals, hotel, transport, replacement-items, other':
    'Elija el tipo de gasto: meals, hotel, transport, replacement-items u other',
  'Enter the amount paid as a number from 0.01 to 100,000 (cents at most)':
    'Introduzca el importe pagado como un número de 0,01 a 100.000 (con céntimos como máximo)',
  'Enter the currency as a 3-letter code, e.g. EUR': 'Introduzca la moneda como un código de 3 letras, p. ej., EUR',
  'Keep the note under 200 characters, without control characters':
    'La nota debe tener menos de 200 caracteres, sin caracteres de control',
  'Say what is claimed as { compensation, expenses, refund }, each true or false':
    'Indique lo que se reclama como { compensation, expenses, refund }, cada uno true o false',
  "The date of travel must be the flight's date (flight.date); give one, or the same in both":
    'La fecha del viaje debe ser la fecha del vuelo (flight.date); indique una, o la misma en ambos campos',
  'Choose one of the routes of this report.': 'Elija una de las vías de esta reclamación.',
  'Give both departure and arrival, or neither.': 'Indique tanto la salida como la llegada, o ninguna de las dos.',
  'Choose the letter language: en, es, fr, de, pt-BR or it': 'Elija el idioma de la carta: en, es, fr, de, pt-BR o it',
  "The letter to this company can be written only in English or in the company's own language":
    'La carta a esta compañía solo puede redactarse en inglés o en el idioma de la propia compañía',

  // The case file
  'Please write a message of 1 to 5000 characters': 'Escriba un mensaje de 1 a 5000 caracteres',
  'This report was not sent by e-mail, so it has no case address to write from.':
    'Esta reclamación no se envió por correo electrónico, por lo que no tiene una dirección del caso desde la que escribir.',
  'Choose a file to upload.': 'Elija un archivo para subir.',
  'The file is empty.': 'El archivo está vacío.',
  'Upload a PDF, JPEG, PNG, HEIC or WebP file.': 'Suba un archivo PDF, JPEG, PNG, HEIC o WebP.',
  'The file is larger than 10 MB.': 'El archivo ocupa más de 10 MB.',
  'This report already has 20 documents.': 'Esta reclamación ya tiene 20 documentos.',
  'This document has already been sent to the company and cannot be removed.':
    'Este documento ya se ha enviado a la compañía y no se puede eliminar.',
  'A document the company sent cannot be removed.': 'Un documento enviado por la compañía no se puede eliminar.',
  'No such document.': 'No existe ese documento.',
  'The number of documents is a whole number from 0 to 20.': 'El número de documentos es un número entero de 0 a 20.',
  'Attach only your own documents of this report that were not sent yet.':
    'Adjunte solo sus propios documentos de esta reclamación que aún no se hayan enviado.',
  'No such message.': 'No existe ese mensaje.',
  'The company has not answered this case by e-mail yet, so there is no address to write to: write to it the way you sent the letter.':
    'La compañía aún no ha respondido a este caso por correo electrónico, por lo que no hay ninguna dirección a la que escribir: escríbale por la misma vía por la que envió la carta.',
  "Only a message from an unknown sender can be confirmed as the company's answer.":
    'Solo un mensaje de un remitente desconocido puede confirmarse como respuesta de la compañía.',

  // Cards
  'Cardholder name is required': 'El nombre del titular es obligatorio',
  'Cardholder name must be at most 100 characters': 'El nombre del titular debe tener como máximo 100 caracteres',
  'Cardholder name must not contain control or text-direction characters':
    'El nombre del titular no debe contener caracteres de control ni de dirección del texto',
  'Card number must be between 13-19 digits': 'El número de tarjeta debe tener entre 13 y 19 dígitos',
  'Card number must contain only digits': 'El número de tarjeta solo debe contener dígitos',
  'Card number is not valid': 'El número de tarjeta no es válido',
  'Month is required': 'El mes es obligatorio',
  'Month should be 1-2 digits': 'El mes debe tener 1 o 2 dígitos',
  'Month must be between 1-12': 'El mes debe estar entre 1 y 12',
  'Year must be 2 or 4 digits': 'El año debe tener 2 o 4 dígitos',
  'Must be a valid future year': 'Debe ser un año futuro válido',
  'This card has expired': 'Esta tarjeta ha caducado',
  'CVV must be 3-4 digits': 'El CVV debe tener 3 o 4 dígitos',
  'CVV must contain only digits': 'El CVV solo debe contener dígitos',
  'Card number must be masked as **** **** **** 1234':
    'El número de tarjeta debe estar enmascarado como **** **** **** 1234',
  'Expiry must be MM/YYYY or MM/YY': 'La caducidad debe ser MM/AAAA o MM/AA',
  'Never send the full card number or the CVV: only the last four digits are stored.':
    'No envíe nunca el número completo de la tarjeta ni el CVV: solo se guardan los cuatro últimos dígitos.',
  'Unknown card brand': 'Marca de tarjeta desconocida',
  'isDefault must be true or false': 'isDefault debe ser true o false',

  // Passenger rights
  'Enter a 3-letter IATA airport code, e.g. FCO.': 'Introduzca un código IATA de aeropuerto de 3 letras, p. ej., FCO.',
  'Enter a date as YYYY-MM-DD.': 'Introduzca una fecha como AAAA-MM-DD.',
  'Enter a date between 2000 and 2100.': 'Introduzca una fecha entre 2000 y 2100.',
  'Choose one of: delay, cancellation, denied_boarding, downgrade, baggage_delayed, baggage_damaged, baggage_lost, moved_earlier, other.':
    'Elija una de estas opciones: delay, cancellation, denied_boarding, downgrade, baggage_delayed, baggage_damaged, baggage_lost, moved_earlier, other.',
  'Choose one of: airline, safety, extraordinary, extraordinary_proven, unknown.':
    'Elija una de estas opciones: airline, safety, extraordinary, extraordinary_proven, unknown.',
  'Enter the hours late as a number from 0 to 720.': 'Introduzca las horas de retraso como un número de 0 a 720.',
  'Enter the days of notice as a whole number from 0 to 366.':
    'Introduzca los días de antelación del aviso como un número entero de 0 a 366.',
  'Choose one of: taken, none.': 'Elija una de estas opciones: taken, none.',
  'Enter the hours earlier as a number from 0 to 720.': 'Introduzca las horas de adelanto como un número de 0 a 720.',
  'Enter the fare as an amount from 0.01 to 1,000,000.': 'Introduzca la tarifa como un importe de 0,01 a 1.000.000.',
  'Enter the fare currency as a 3-letter code, e.g. EUR.':
    'Introduzca la moneda de la tarifa como un código de 3 letras, p. ej., EUR.',
  'Enter the fare as { amount, currency }.': 'Introduzca la tarifa como { amount, currency }.',
  'Enter a local time as YYYY-MM-DDTHH:MM, e.g. 2026-10-01T14:05.':
    'Introduzca una hora local como AAAA-MM-DDTHH:MM, p. ej., 2026-10-01T14:05.',
  "The scheduled departure is on the flight's date: give the same day in both.":
    'La salida programada es en la fecha del vuelo: indique el mismo día en ambos campos.',
  "An arrival cannot be more than 26 hours before the scheduled departure in local time (no two airports' clocks are further apart).":
    'Una llegada no puede ser más de 26 horas anterior a la salida programada en hora local (los relojes de dos aeropuertos nunca difieren más).',
  'For a delay, the actual arrival is after the scheduled arrival; an earlier arrival is no delay (choose another incident).':
    'En un retraso, la llegada real es posterior a la llegada programada; una llegada anterior no es un retraso (elija otra incidencia).',
  'The arrival delay follows from the scheduled and actual arrival times; leave arrivalDelayHours out or make it agree.':
    'El retraso en la llegada se deduce de las horas de llegada programada y real; omita arrivalDelayHours o haga que coincida.',
  'With rerouting "none" no alternative flight was taken, so there is no actual arrival to give; leave actualArrivalAt out.':
    'Con el transporte alternativo "none" no se tomó ningún vuelo alternativo, por lo que no hay llegada real que indicar; omita actualArrivalAt.',
  'The actual arrival is more than 720 hours after the scheduled arrival.':
    'La llegada real es más de 720 horas posterior a la llegada programada.',
  'EU air passenger rights (Regulation (EC) No 261/2004)':
    'Derechos de los pasajeros aéreos de la UE (Reglamento (CE) n.º 261/2004)',
  'UK air passenger rights (UK Regulation 261/2004)':
    'Derechos de los pasajeros aéreos del Reino Unido (Reglamento 261/2004 del Reino Unido)',
  "Canada's Air Passenger Protection Regulations": 'Reglamento de protección de los pasajeros aéreos de Canadá (APPR)',
  'US Department of Transportation rules': 'Normas del Departamento de Transporte de EE. UU.',
  'Montreal Convention 1999 (carrier liability)': 'Convenio de Montreal de 1999 (responsabilidad del transportista)',
  "Türkiye's Passenger Rights Regulation (SHY-Passenger)":
    'Reglamento de derechos de los pasajeros de Türkiye (SHY-Passenger)',
  "Israel's Aviation Services Law 2012": 'Ley de servicios de aviación de Israel de 2012',
  "India's DGCA passenger rules (CAR Section 3, Series M, Part IV)":
    'Normas de la DGCA de la India para pasajeros (CAR Section 3, Series M, Part IV)',
  "Brazil's ANAC Resolution 400": 'Resolución 400 de la ANAC de Brasil',
  Delay: 'Retraso',
  Cancellation: 'Cancelación',
  'Denied boarding': 'Denegación de embarque',
  Downgrade: 'Cambio a una clase inferior',
  'Delayed baggage': 'Equipaje retrasado',
  'Damaged baggage': 'Equipaje dañado',
  'Lost baggage': 'Equipaje perdido',
  'Flight moved to an earlier time': 'Vuelo adelantado',
  'Another problem': 'Otro problema',
  "Within the airline's control (e.g. a technical fault, crew)":
    'Bajo el control de la aerolínea (p. ej., una avería técnica, la tripulación)',
  'A safety issue': 'Un problema de seguridad',
  'The airline says extraordinary circumstances': 'La aerolínea alega circunstancias extraordinarias',
  'Extraordinary circumstances the airline has shown': 'Circunstancias extraordinarias que la aerolínea ha demostrado',
  'Not known': 'Se desconoce',
  'how many hours late the flight arrived': 'cuántas horas de retraso tuvo el vuelo a la llegada',
  'how many days before departure the change was announced':
    'con cuántos días de antelación a la salida se anunció el cambio',
  'how much earlier the alternative flight left': 'cuánto antes salió el vuelo alternativo',
  'what caused it': 'qué lo causó',
  'the fare paid': 'la tarifa pagada',
  'the day the bag came back': 'el día en que se devolvió la maleta',
  "the airline's size under Canada's rules": 'el tamaño de la aerolínea según las normas de Canadá',
  '{amount} per passenger': '{amount} por pasajero',
  'No compensation is owed for this journey as described':
    'No se debe ninguna compensación por este viaje tal como se describe',
  'Damages up to {amount} per passenger': 'Indemnización por daños y perjuicios de hasta {amount} por pasajero',
  'Not known yet: it depends on {facts}': 'Aún no se sabe: depende de {facts}',
  'No fixed amount (a refund, care or damages)': 'Sin importe fijo (un reembolso, atención o daños y perjuicios)',
  'On the day of departure': 'El día de la salida',
  '1 day before departure': '1 día antes de la salida',
  '{days} days before departure': '{days} días antes de la salida',

  // Subscription and payments
  'orderId is not a valid subscription id': 'orderId no es un id de suscripción válido',
  'orderId is required': 'orderId es obligatorio',

  // zod's own messages, for input no field message covers
  'Invalid input': 'Datos no válidos',
  'Invalid input: more than one option matched': 'Datos no válidos: coincide más de una opción',
  'Invalid input: expected {expected}, received {received}':
    'Datos no válidos: se esperaba {expected} y se recibió {received}',
  'Invalid input: expected {value}': 'Datos no válidos: se esperaba {value}',
  'Invalid option: expected one of {values}': 'Opción no válida: se esperaba una de {values}',
  'Too big: expected {origin} to have {limit} {unit}':
    'Demasiado grande: se esperaba que {origin} tuviera {limit} {unit}',
  'Too big: expected {origin} to be {limit}': 'Demasiado grande: se esperaba que {origin} fuera {limit}',
  'Too small: expected {origin} to have {limit} {unit}':
    'Demasiado pequeño: se esperaba que {origin} tuviera {limit} {unit}',
  'Too small: expected {origin} to be {limit}': 'Demasiado pequeño: se esperaba que {origin} fuera {limit}',
  'Unrecognized key: {keys}': 'Clave no reconocida: {keys}',
  'Unrecognized keys: {keys}': 'Claves no reconocidas: {keys}',
} satisfies ServerCatalogue;
