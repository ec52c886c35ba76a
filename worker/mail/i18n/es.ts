// The mails to the traveller in Spanish (usted), keyed by the English template (mail-text.ts).
import type { ServerCatalogue } from '../../contracts/i18n/translate';

export default {
  'Someone asked to reset the password of your AirDesk account.':
    'Alguien ha pedido restablecer la contraseña de su cuenta de AirDesk.',
  'To choose a new password, open this link within one hour: {link}':
    'Para elegir una contraseña nueva, abra este enlace en el plazo de una hora: {link}',
  'If it was not you, ignore this e-mail: your password stays as it is.':
    'Si no ha sido usted, ignore este correo electrónico: su contraseña sigue siendo la misma.',
  'Reset your AirDesk password': 'Restablezca su contraseña de AirDesk',
  'Reset your password': 'Restablezca su contraseña',
  'The password of your AirDesk account was just changed, and every signed-in session was ended.':
    'La contraseña de su cuenta de AirDesk se acaba de cambiar y se han cerrado todas las sesiones iniciadas.',
  'If you did not do this, reset your password at once and contact our support team.':
    'Si no ha sido usted, restablezca su contraseña de inmediato y póngase en contacto con nuestro equipo de asistencia.',
  'Your AirDesk password was changed': 'Se ha cambiado su contraseña de AirDesk',
  'Your password was changed': 'Se ha cambiado su contraseña',
  'Your AirDesk account has been deleted, as you asked. Its reports, messages, documents, saved cards and contact suggestions are gone, and any PayPal subscription was cancelled.':
    'Su cuenta de AirDesk se ha eliminado, tal como pidió. Sus reclamaciones, mensajes, documentos, tarjetas guardadas y sugerencias de contacto se han borrado, y se ha cancelado cualquier suscripción de PayPal.',
  'We keep only what the law or others require: the payment records (amount, date and PayPal reference, without your name or e-mail address) for as long as accounting law requires. Letters already sent to an airline stay with that airline.':
    'Solo conservamos lo que exige la ley o que otros necesitan: los registros de pago (importe, fecha y referencia de PayPal, sin su nombre ni su dirección de correo electrónico) durante el tiempo que exige la normativa contable. Las cartas ya enviadas a una aerolínea permanecen en poder de esa aerolínea.',
  'If you did not ask for this, contact our support team.':
    'Si no lo ha pedido usted, póngase en contacto con nuestro equipo de asistencia.',
  'Your AirDesk account has been deleted': 'Su cuenta de AirDesk se ha eliminado',
  'Your account has been deleted': 'Su cuenta se ha eliminado',
  'Your AirDesk free trial ends in two days': 'Su prueba gratuita de AirDesk termina dentro de dos días',
  'Your AirDesk subscription ends in two days': 'Su suscripción a AirDesk termina dentro de dos días',
  'Your {days}-day free trial of AirDesk ends on {end}. Nothing will be charged: the trial collected no payment details.':
    'Su prueba gratuita de {days} días de AirDesk termina el {end}. No se le cobrará nada: la prueba no recogió ningún dato de pago.',
  'To keep access to the airline directory and your problem reports, subscribe for USD {price} a year with PayPal: {page}':
    'Para mantener el acceso al directorio de aerolíneas y a sus reclamaciones, suscríbase por USD {price} al año con PayPal: {page}',
  'Your AirDesk subscription ends on {end} and will not renew.':
    'Su suscripción a AirDesk termina el {end} y no se renovará.',
  'To keep access to the airline directory and your problem reports, renew it here: {page}':
    'Para mantener el acceso al directorio de aerolíneas y a sus reclamaciones, renuévela aquí: {page}',
  "{airline}'s time to answer your report #{id} has ended":
    'El plazo de {airline} para responder a su reclamación n.º {id} ha terminado',
  'Your written baggage complaint to {airline} is due by {date}':
    'Su reclamación por escrito del equipaje a {airline} debe presentarse a más tardar el {date}',
  'Your deadline for a court claim against {airline} is {date}':
    'Su plazo para presentar una demanda judicial contra {airline} vence el {date}',
  'The time {airline} had to answer your report #{id} ended on {date}, and the report is still open.':
    'El plazo que tenía {airline} para responder a su reclamación n.º {id} terminó el {date}, y la reclamación sigue abierta.',
  'If you have had no answer, or the answer does not give you what the rules provide, AirDesk has prepared the next step and the letter for it: {page}':
    'Si no ha recibido respuesta, o la respuesta no le da lo que establecen las normas, AirDesk ha preparado el siguiente paso y la carta correspondiente: {page}',
  'Your report #{id} and its deadlines are in AirDesk: {page}':
    'Su reclamación n.º {id} y sus plazos están en AirDesk: {page}',
  '{body} can now take up your report #{id} to {airline}':
    '{body} ya puede tramitar su reclamación n.º {id} a {airline}',
  '{airline} has not answered your report #{id}, and from {date} {body} takes the complaint up.':
    '{airline} no ha respondido a su reclamación n.º {id}, y a partir del {date} {body} tramita la reclamación.',
  'AirDesk has prepared the letter for it; open your report to copy it and send it through the official page: {page}':
    'AirDesk ha preparado la carta; abra su reclamación para copiarla y enviarla a través de la página oficial: {page}',
  'Official page: {url}': 'Página oficial: {url}',
  '{airline} answered your report #{id}': '{airline} ha respondido a su reclamación n.º {id}',
  '[…] The rest of the message is in your case.': '[…] El resto del mensaje está en su caso.',
  '(The message has no text.)': '(El mensaje no tiene texto.)',
  '{airline} has answered your report #{id}. The answer is kept in your case at AirDesk, with any documents it came with: {link}':
    '{airline} ha respondido a su reclamación n.º {id}. La respuesta se guarda en su caso en AirDesk, junto con los documentos que la acompañaban: {link}',
  'Your report is now {status}.': 'Su reclamación está ahora {status}.',
  '(no subject)': '(sin asunto)',
  From: 'De',
  Subject: 'Asunto',
  Message: 'Mensaje',
  'no address given': 'no se indicó ninguna dirección',
  'A message from an unknown sender waits in your report #{id}':
    'Un mensaje de un remitente desconocido espera en su reclamación n.º {id}',
  'A message came to the case address of your report #{id} to {airline} from a sender AirDesk cannot confirm is {airline} ({from}).':
    'Ha llegado un mensaje a la dirección del caso de su reclamación n.º {id} a {airline} de un remitente que AirDesk no puede confirmar que sea {airline} ({from}).',
  "It is kept in your case, marked as from an unknown sender, and it changed nothing. Read it there; if it is {airline}'s answer, say so on the case page and it counts as one: {link}":
    'Se guarda en su caso, marcado como de un remitente desconocido, y no ha cambiado nada. Léalo allí; si es la respuesta de {airline}, indíquelo en la página del caso y contará como tal: {link}',
  'Do not follow links or instructions in it unless you are sure who sent it.':
    'No siga enlaces ni instrucciones que contenga salvo que esté seguro de quién lo envió.',
  'Your case at AirDesk (Problem Management): {link}': 'Su caso en AirDesk (Gestión de reclamaciones): {link}',
  'Give your case address as your e-mail in the form: {address}. The answer then comes into your case at AirDesk, and we e-mail you when it arrives.':
    'Indique la dirección de su caso como su correo electrónico en el formulario: {address}. Así la respuesta llegará a su caso en AirDesk y le avisaremos por correo electrónico cuando llegue.',
  'Give your case address as your e-mail in your message: {address}. The answer then comes into your case at AirDesk, and we e-mail you when it arrives.':
    'Indique la dirección de su caso como su correo electrónico en su mensaje: {address}. Así la respuesta llegará a su caso en AirDesk y le avisaremos por correo electrónico cuando llegue.',
  'Phone: {phone}': 'Teléfono: {phone}',
  'Website: {website}': 'Sitio web: {website}',
  'This is a copy of the letter AirDesk is sending to {airline} at {email} in your name.':
    'Esta es una copia de la carta que AirDesk envía en su nombre a {airline} a la dirección {email}.',
  'The airline is asked to answer your case address; its answer will appear in your case at AirDesk, and we will e-mail you when it arrives.':
    'Se pide a la aerolínea que responda a la dirección de su caso; su respuesta aparecerá en su caso en AirDesk y le avisaremos por correo electrónico cuando llegue.',
  'Replies from the airline will come to this address.': 'Las respuestas de la aerolínea llegarán a esta dirección.',
  'We have saved your report. {airline} takes complaints through its own web form rather than by e-mail, so please send it there yourself:':
    'Hemos guardado su reclamación. {airline} recibe las reclamaciones a través de su propio formulario web y no por correo electrónico, así que envíela usted mismo allí:',
  'Complaint form: {url}': 'Formulario de reclamación: {url}',
  'Copy the letter below into the form and attach your documents there. Then open your case and press "I have sent it", so your case records it and its deadlines start.':
    'Copie la carta de abajo en el formulario y adjunte allí sus documentos. Después abra su caso y pulse «Ya la envié», para que el caso lo registre y empiecen a correr sus plazos.',
  'We have saved your report. {airline} publishes no complaint e-mail or form that we know of, but {body} takes complaints about your flight directly and forwards them to the airline. Please file it there yourself:':
    'Hemos guardado su reclamación. {airline} no publica ningún correo electrónico ni formulario de reclamación que conozcamos, pero {body} admite directamente reclamaciones sobre su vuelo y las remite a la aerolínea. Preséntela usted mismo allí:',
  'an official body': 'un organismo oficial',
  'We have saved your report, but {airline} publishes no complaint e-mail address or form that we know of, so AirDesk could not send it to the company.':
    'Hemos guardado su reclamación, pero {airline} no publica ninguna dirección de correo electrónico ni formulario de reclamación que conozcamos, por lo que AirDesk no ha podido enviarla a la compañía.',
  'Please contact the company through its website.': 'Póngase en contacto con la compañía a través de su sitio web.',
  'You can copy the letter below into a message or a letter to the company. Once you have sent it, open your case and press "I have sent it", so your case records how and its deadlines start.':
    'Puede copiar la carta de abajo en un mensaje o en una carta a la compañía. Cuando la haya enviado, abra su caso y pulse «Ya la envié», para que el caso registre cómo y empiecen a correr sus plazos.',
  'For you (not in the letter):': 'Para usted (no figura en la carta):',
  'Copy of your report #{id} to {airline}': 'Copia de su reclamación n.º {id} a {airline}',
  '--- The letter ---': '--- La carta ---',
  '--- End of the letter ---': '--- Fin de la carta ---',
  Letter: 'Carta',
  'Your report #{id} to {airline} is now {to}': 'Su reclamación n.º {id} a {airline} está ahora {to}',
  'The status of your report #{id} to {airline} changed from {from} to {to}.':
    'El estado de su reclamación n.º {id} a {airline} ha cambiado de {from} a {to}.',
  'You can see the report and its history in your case at AirDesk (Problem Management): {link}':
    'Puede ver la reclamación y su historial en su caso en AirDesk (Gestión de reclamaciones): {link}',
} satisfies ServerCatalogue;
