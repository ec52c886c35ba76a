// The Worker's own messages in Spanish (usted): the API's errors and notices that no contract defines (a route's
// refusal, the error envelope's). Only the Worker needs them, translating at the error envelope; the SPA shows them
// as the API sends them, already translated, so its server catalogue (contracts/i18n/es.ts) leaves them out.
import type { ServerCatalogue } from '../../contracts/i18n/translate';

export default {
  'An account with this e-mail address already exists.':
    'Ya existe una cuenta con esta dirección de correo electrónico.',
  'The reset link may be expired or invalid. Please request a new one.':
    'Es posible que el enlace de restablecimiento haya caducado o no sea válido. Solicite uno nuevo.',
  'If an account exists for that e-mail address, we have sent instructions to reset the password.':
    'Si existe una cuenta con esa dirección de correo electrónico, le hemos enviado instrucciones para restablecer la contraseña.',
  'Invalid email or password.': 'Correo electrónico o contraseña no válidos.',
  'No such correction.': 'No existe esa corrección.',
  'This correction has already been closed.': 'Esta corrección ya se ha cerrado.',
  'This value cannot go into the directory: {reasons}.': 'Este valor no puede incluirse en el directorio: {reasons}.',
  'No airline with this id.': 'No hay ninguna aerolínea con este id.',
  'No such problem report.': 'No existe esa reclamación.',
  'This report was changed at the same moment by someone else. Please reload it and try again.':
    'Otra persona modificó esta reclamación en el mismo momento. Vuelva a cargarla e inténtelo de nuevo.',
  'This body does not take the complaint up yet, or the report is resolved.':
    'Este organismo aún no admite la reclamación, o la reclamación está resuelta.',
  'No airport with the IATA code {code}.': 'No hay ningún aeropuerto con el código IATA {code}.',
  'These documents together are larger than one e-mail can carry (20 MB). Send them in two messages.':
    'Estos documentos juntos superan lo que admite un correo electrónico (20 MB). Envíelos en dos mensajes.',
  'Documents cannot be stored right now. Please try again later.':
    'Los documentos no se pueden guardar en este momento. Inténtelo de nuevo más tarde.',
  'Messages cannot be stored right now. Please try again later.':
    'Los mensajes no se pueden guardar en este momento. Inténtelo de nuevo más tarde.',
  'Message from the traveller': 'Mensaje del viajero',
  'No such payment method.': 'No existe ese método de pago.',
  'Another change to your cards happened at the same moment. Please try again.':
    'Se produjo otro cambio en sus tarjetas en el mismo momento. Inténtelo de nuevo.',
  'You can save at most {max} cards. Please delete one first.':
    'Puede guardar como máximo {max} tarjetas. Elimine una primero.',
  'An active subscription or free trial is required.': 'Se necesita una suscripción activa o una prueba gratuita.',
  'Paid subscriptions are not available right now: PayPal is not configured. The free trial still works.':
    'Las suscripciones de pago no están disponibles en este momento: PayPal no está configurado. La prueba gratuita sigue funcionando.',
  'This PayPal subscription belongs to another account.': 'Esta suscripción de PayPal pertenece a otra cuenta.',
  'PayPal does not know this subscription.': 'PayPal no conoce esta suscripción.',
  'PayPal reports this subscription as {status}, not active.':
    'PayPal indica que esta suscripción está {status}, no activa.',
  'This PayPal subscription is for another plan.': 'Esta suscripción de PayPal es de otro plan.',
  'There is no active subscription to cancel.': 'No hay ninguna suscripción activa que cancelar.',
  'PayPal is not configured, so the PayPal subscription cannot be cancelled right now.':
    'PayPal no está configurado, por lo que la suscripción de PayPal no se puede cancelar en este momento.',
  'PayPal could not be reached. Please try again in a moment.':
    'No se pudo contactar con PayPal. Inténtelo de nuevo dentro de un momento.',
  'PayPal refused our credentials. Please contact support.':
    'PayPal rechazó nuestras credenciales. Póngase en contacto con el servicio de asistencia.',
  'The free trial has already been used on this account.': 'La prueba gratuita ya se ha utilizado en esta cuenta.',
  'Your subscription changed at the same moment. Please reload the page and try again.':
    'Su suscripción cambió en el mismo momento. Vuelva a cargar la página e inténtelo de nuevo.',
  'PayPal is not configured.': 'PayPal no está configurado.',
  'The webhook signature could not be verified.': 'No se pudo verificar la firma del webhook.',
  'Not a PayPal event.': 'No es un evento de PayPal.',
  'PayPal does not know the subscription of this event yet. The event was not applied.':
    'PayPal aún no conoce la suscripción de este evento. El evento no se ha aplicado.',
  'Administrator access is required.': 'Se necesita acceso de administrador.',
  'Only the owner account can redeploy the app.': 'Solo la cuenta propietaria puede volver a desplegar la aplicación.',
  'Redeploy is not configured on this server (DEPLOY_HOOK_URL is not set).':
    'El redespliegue no está configurado en este servidor (DEPLOY_HOOK_URL no está definido).',
  'The deploy hook did not accept the request. Please try again later.':
    'El hook de despliegue no aceptó la solicitud. Inténtelo de nuevo más tarde.',
  'Redeploy started. The new version will be live in a few minutes.':
    'Redespliegue iniciado. La nueva versión estará disponible en unos minutos.',
  'You cannot suspend your own account.': 'No puede suspender su propia cuenta.',
  'No such user.': 'No existe ese usuario.',
  'Only the owner can suspend the owner account.': 'Solo el propietario puede suspender la cuenta propietaria.',
  'You cannot reactivate your own account.': 'No puede reactivar su propia cuenta.',
  'The request body is not valid JSON.': 'El cuerpo de la solicitud no es un JSON válido.',
  'Please log in to continue.': 'Inicie sesión para continuar.',
  'Not found.': 'No encontrado.',
  'Request refused.': 'Solicitud rechazada.',
  'Invalid input.': 'Datos no válidos.',
  'Something went wrong on our side. Please try again.': 'Algo ha fallado por nuestra parte. Inténtelo de nuevo.',
  'No such API route.': 'No existe esa ruta de la API.',
  'Too many attempts. Please wait a few minutes and try again.':
    'Demasiados intentos. Espere unos minutos e inténtelo de nuevo.',
  'The request body is too large (64 KiB at most).':
    'El cuerpo de la solicitud es demasiado grande (64 KiB como máximo).',
  'The server is not configured ({detail}).': 'El servidor no está configurado ({detail}).',
  'The server is not configured ({name} is missing).': 'El servidor no está configurado (falta {name}).',
  'Cross-site requests are not allowed.': 'No se permiten solicitudes entre sitios.',
  'Documents must be uploaded as multipart/form-data with one field "file".':
    'Los documentos deben subirse como multipart/form-data con un campo "file".',
  'Requests must be sent as JSON (Content-Type: application/json).':
    'Las solicitudes deben enviarse como JSON (Content-Type: application/json).',
  'This account is suspended. Please contact support.':
    'Esta cuenta está suspendida. Póngase en contacto con el servicio de asistencia.',
} satisfies ServerCatalogue;
