// The Worker's own messages in Brazilian Portuguese (você): the API's errors and notices that no contract defines (a route's
// refusal, the error envelope's). Only the Worker needs them, translating at the error envelope; the SPA shows them
// as the API sends them, already translated, so its server catalogue (contracts/i18n/pt-BR.ts) leaves them out.
import type { ServerCatalogue } from '../../contracts/i18n/translate';

export default {
  'An account with this e-mail address already exists.': 'Já existe uma conta com este endereço de e-mail.',
  'The reset link may be expired or invalid. Please request a new one.':
    'O link de redefinição pode ter expirado ou ser inválido. Solicite um novo.',
  'If an account exists for that e-mail address, we have sent instructions to reset the password.':
    'Se existir uma conta com esse endereço de e-mail, enviamos instruções para redefinir a senha.',
  'Invalid email or password.': 'E-mail ou senha inválidos.',
  'No such correction.': 'Essa correção não existe.',
  'This correction has already been closed.': 'Esta correção já foi encerrada.',
  'This value cannot go into the directory: {reasons}.': 'Este valor não pode entrar no diretório: {reasons}.',
  'No airline with this id.': 'Não há companhia aérea com este id.',
  'No such problem report.': 'Essa reclamação não existe.',
  'This report was changed at the same moment by someone else. Please reload it and try again.':
    'Outra pessoa alterou esta reclamação no mesmo momento. Recarregue-a e tente novamente.',
  'This body does not take the complaint up yet, or the report is resolved.':
    'Este órgão ainda não aceita a reclamação, ou a reclamação está resolvida.',
  'No airport with the IATA code {code}.': 'Não há aeroporto com o código IATA {code}.',
  'These documents together are larger than one e-mail can carry (20 MB). Send them in two messages.':
    'Juntos, estes documentos ultrapassam o que um e-mail comporta (20 MB). Envie-os em duas mensagens.',
  'Documents cannot be stored right now. Please try again later.':
    'Não é possível guardar documentos agora. Tente novamente mais tarde.',
  'Messages cannot be stored right now. Please try again later.':
    'Não é possível guardar mensagens agora. Tente novamente mais tarde.',
  'Message from the traveller': 'Mensagem do viajante',
  'No such payment method.': 'Essa forma de pagamento não existe.',
  'Another change to your cards happened at the same moment. Please try again.':
    'Outra alteração nos seus cartões ocorreu no mesmo momento. Tente novamente.',
  'You can save at most {max} cards. Please delete one first.':
    'Você pode salvar no máximo {max} cartões. Exclua um primeiro.',
  'An active subscription or free trial is required.': 'É necessária uma assinatura ativa ou um teste gratuito.',
  'Paid subscriptions are not available right now: PayPal is not configured. The free trial still works.':
    'As assinaturas pagas não estão disponíveis agora: o PayPal não está configurado. O teste gratuito continua funcionando.',
  'This PayPal subscription belongs to another account.': 'Esta assinatura do PayPal pertence a outra conta.',
  'PayPal does not know this subscription.': 'O PayPal não conhece esta assinatura.',
  'PayPal reports this subscription as {status}, not active.':
    'O PayPal informa que esta assinatura está {status}, não ativa.',
  'This PayPal subscription is for another plan.': 'Esta assinatura do PayPal é de outro plano.',
  'There is no active subscription to cancel.': 'Não há assinatura ativa para cancelar.',
  'PayPal is not configured, so the PayPal subscription cannot be cancelled right now.':
    'O PayPal não está configurado, então a assinatura do PayPal não pode ser cancelada agora.',
  'PayPal could not be reached. Please try again in a moment.':
    'Não foi possível contatar o PayPal. Tente novamente em instantes.',
  'PayPal refused our credentials. Please contact support.':
    'O PayPal recusou nossas credenciais. Entre em contato com o suporte.',
  'The free trial has already been used on this account.': 'O teste gratuito já foi usado nesta conta.',
  'Your subscription changed at the same moment. Please reload the page and try again.':
    'Sua assinatura mudou no mesmo momento. Recarregue a página e tente novamente.',
  'PayPal is not configured.': 'O PayPal não está configurado.',
  'The webhook signature could not be verified.': 'Não foi possível verificar a assinatura do webhook.',
  'Not a PayPal event.': 'Não é um evento do PayPal.',
  'PayPal does not know the subscription of this event yet. The event was not applied.':
    'O PayPal ainda não conhece a assinatura deste evento. O evento não foi aplicado.',
  'Administrator access is required.': 'É necessário acesso de administrador.',
  'Only the owner account can redeploy the app.': 'Somente a conta proprietária pode reimplantar o aplicativo.',
  'Redeploy is not configured on this server (DEPLOY_HOOK_URL is not set).':
    'A reimplantação não está configurada neste servidor (DEPLOY_HOOK_URL não está definido).',
  'The deploy hook did not accept the request. Please try again later.':
    'O hook de implantação não aceitou a solicitação. Tente novamente mais tarde.',
  'Redeploy started. The new version will be live in a few minutes.':
    'Reimplantação iniciada. A nova versão estará no ar em alguns minutos.',
  'You cannot suspend your own account.': 'Você não pode suspender sua própria conta.',
  'No such user.': 'Esse usuário não existe.',
  'Only the owner can suspend the owner account.': 'Somente o proprietário pode suspender a conta proprietária.',
  'You cannot reactivate your own account.': 'Você não pode reativar sua própria conta.',
  'The request body is not valid JSON.': 'O corpo da solicitação não é um JSON válido.',
  'Please log in to continue.': 'Entre para continuar.',
  'Not found.': 'Não encontrado.',
  'Request refused.': 'Solicitação recusada.',
  'Invalid input.': 'Dados inválidos.',
  'Something went wrong on our side. Please try again.': 'Algo deu errado do nosso lado. Tente novamente.',
  'No such API route.': 'Essa rota da API não existe.',
  'Too many attempts. Please wait a few minutes and try again.':
    'Tentativas demais. Aguarde alguns minutos e tente novamente.',
  'The request body is too large (64 KiB at most).': 'O corpo da solicitação é grande demais (no máximo 64 KiB).',
  'The server is not configured ({detail}).': 'O servidor não está configurado ({detail}).',
  'The server is not configured ({name} is missing).': 'O servidor não está configurado (falta {name}).',
  'Cross-site requests are not allowed.': 'Solicitações entre sites não são permitidas.',
  'Documents must be uploaded as multipart/form-data with one field "file".':
    'Os documentos devem ser enviados como multipart/form-data com um campo "file".',
  'Requests must be sent as JSON (Content-Type: application/json).':
    'As solicitações devem ser enviadas como JSON (Content-Type: application/json).',
  'This account is suspended. Please contact support.': 'Esta conta está suspensa. Entre em contato com o suporte.',
} satisfies ServerCatalogue;
