// The mails to the traveller in Brazilian Portuguese (você), keyed by the English template (mail-text.ts).
import type { ServerCatalogue } from '../../contracts/i18n/translate';

export default {
  'Someone asked to reset the password of your AirDesk account.':
    'Alguém pediu para redefinir a senha da sua conta no AirDesk.',
  'To choose a new password, open this link within one hour: {link}':
    'Para escolher uma nova senha, abra este link em até uma hora: {link}',
  'If it was not you, ignore this e-mail: your password stays as it is.':
    'Se não foi você, ignore este e-mail: sua senha continua a mesma.',
  'Reset your AirDesk password': 'Redefina sua senha do AirDesk',
  'Reset your password': 'Redefina sua senha',
  'The password of your AirDesk account was just changed, and every signed-in session was ended.':
    'A senha da sua conta no AirDesk acabou de ser alterada, e todas as sessões abertas foram encerradas.',
  'If you did not do this, reset your password at once and contact our support team.':
    'Se não foi você, redefina sua senha imediatamente e entre em contato com nossa equipe de suporte.',
  'Your AirDesk password was changed': 'Sua senha do AirDesk foi alterada',
  'Your password was changed': 'Sua senha foi alterada',
  'Your AirDesk account has been deleted, as you asked. Its reports, messages, documents, saved cards and contact suggestions are gone, and any PayPal subscription was cancelled.':
    'Sua conta no AirDesk foi excluída, como você pediu. Suas reclamações, mensagens, documentos, cartões salvos e sugestões de contato foram apagados, e qualquer assinatura do PayPal foi cancelada.',
  'We keep only what the law or others require: the payment records (amount, date and PayPal reference, without your name or e-mail address) for as long as accounting law requires. Letters already sent to an airline stay with that airline.':
    'Guardamos apenas o que a lei ou terceiros exigem: os registros de pagamento (valor, data e referência do PayPal, sem seu nome ou endereço de e-mail) pelo tempo que a legislação contábil exigir. As cartas já enviadas a uma companhia aérea ficam com essa companhia.',
  'If you did not ask for this, contact our support team.':
    'Se você não fez esse pedido, entre em contato com nossa equipe de suporte.',
  'Your AirDesk account has been deleted': 'Sua conta no AirDesk foi excluída',
  'Your account has been deleted': 'Sua conta foi excluída',
  'Your AirDesk free trial ends in two days': 'Seu teste gratuito do AirDesk termina em dois dias',
  'Your AirDesk subscription ends in two days': 'Sua assinatura do AirDesk termina em dois dias',
  'Your {days}-day free trial of AirDesk ends on {end}. Nothing will be charged: the trial collected no payment details.':
    'Seu teste gratuito de {days} dias do AirDesk termina em {end}. Nada será cobrado: o teste não coletou nenhum dado de pagamento.',
  'To keep access to the airline directory and your problem reports, subscribe for USD {price} a year with PayPal: {page}':
    'Para manter o acesso ao diretório de companhias aéreas e às suas reclamações, assine por USD {price} por ano com o PayPal: {page}',
  'Your AirDesk subscription ends on {end} and will not renew.':
    'Sua assinatura do AirDesk termina em {end} e não será renovada.',
  'To keep access to the airline directory and your problem reports, renew it here: {page}':
    'Para manter o acesso ao diretório de companhias aéreas e às suas reclamações, renove aqui: {page}',
  "{airline}'s time to answer your report #{id} has ended":
    'O prazo da {airline} para responder à sua reclamação n.º {id} terminou',
  'Your written baggage complaint to {airline} is due by {date}':
    'Sua reclamação por escrito sobre a bagagem à {airline} deve ser enviada até {date}',
  'Your deadline for a court claim against {airline} is {date}':
    'Seu prazo para entrar com uma ação judicial contra a {airline} vence em {date}',
  'The time {airline} had to answer your report #{id} ended on {date}, and the report is still open.':
    'O prazo que a {airline} tinha para responder à sua reclamação n.º {id} terminou em {date}, e a reclamação continua aberta.',
  'If you have had no answer, or the answer does not give you what the rules provide, AirDesk has prepared the next step and the letter for it: {page}':
    'Se você não recebeu resposta, ou se a resposta não lhe dá o que as regras preveem, o AirDesk preparou o próximo passo e a carta para ele: {page}',
  'Your report #{id} and its deadlines are in AirDesk: {page}':
    'Sua reclamação n.º {id} e seus prazos estão no AirDesk: {page}',
  '{body} can now take up your report #{id} to {airline}':
    '{body} já pode receber sua reclamação n.º {id} contra a {airline}',
  '{airline} has not answered your report #{id}, and from {date} {body} takes the complaint up.':
    'A {airline} não respondeu à sua reclamação n.º {id}, e a partir de {date} {body} recebe a reclamação.',
  'AirDesk has prepared the letter for it; open your report to copy it and send it through the official page: {page}':
    'O AirDesk preparou a carta; abra sua reclamação para copiá-la e enviá-la pela página oficial: {page}',
  'Official page: {url}': 'Página oficial: {url}',
  '{airline} answered your report #{id}': 'A {airline} respondeu à sua reclamação n.º {id}',
  '[…] The rest of the message is in your case.': '[…] O restante da mensagem está no seu caso.',
  '(The message has no text.)': '(A mensagem não tem texto.)',
  '{airline} has answered your report #{id}. The answer is kept in your case at AirDesk, with any documents it came with: {link}':
    'A {airline} respondeu à sua reclamação n.º {id}. A resposta fica guardada no seu caso no AirDesk, com os documentos que vieram com ela: {link}',
  'Your report is now {status}.': 'Sua reclamação agora está {status}.',
  '(no subject)': '(sem assunto)',
  From: 'De',
  Subject: 'Assunto',
  Message: 'Mensagem',
  'no address given': 'nenhum endereço informado',
  'A message from an unknown sender waits in your report #{id}':
    'Uma mensagem de um remetente desconhecido aguarda na sua reclamação n.º {id}',
  'A message came to the case address of your report #{id} to {airline} from a sender AirDesk cannot confirm is {airline} ({from}).':
    'Chegou uma mensagem ao endereço do caso da sua reclamação n.º {id} contra a {airline}, de um remetente que o AirDesk não consegue confirmar que seja a {airline} ({from}).',
  "It is kept in your case, marked as from an unknown sender, and it changed nothing. Read it there; if it is {airline}'s answer, say so on the case page and it counts as one: {link}":
    'Ela fica guardada no seu caso, marcada como de um remetente desconhecido, e não alterou nada. Leia-a lá; se for a resposta da {airline}, informe isso na página do caso e ela contará como tal: {link}',
  'Do not follow links or instructions in it unless you are sure who sent it.':
    'Não siga links nem instruções contidos nela, a menos que tenha certeza de quem a enviou.',
  'Your case at AirDesk (Problem Management): {link}': 'Seu caso no AirDesk (Gestão de reclamações): {link}',
  'Give your case address as your e-mail in the form: {address}. The answer then comes into your case at AirDesk, and we e-mail you when it arrives.':
    'Informe o endereço do seu caso como seu e-mail no formulário: {address}. Assim a resposta chega ao seu caso no AirDesk, e avisaremos você por e-mail quando ela chegar.',
  'Give your case address as your e-mail in your message: {address}. The answer then comes into your case at AirDesk, and we e-mail you when it arrives.':
    'Informe o endereço do seu caso como seu e-mail na sua mensagem: {address}. Assim a resposta chega ao seu caso no AirDesk, e avisaremos você por e-mail quando ela chegar.',
  'Phone: {phone}': 'Telefone: {phone}',
  'Website: {website}': 'Site: {website}',
  'This is a copy of the letter AirDesk is sending to {airline} at {email} in your name.':
    'Esta é uma cópia da carta que o AirDesk está enviando em seu nome à {airline}, no endereço {email}.',
  'The airline is asked to answer your case address; its answer will appear in your case at AirDesk, and we will e-mail you when it arrives.':
    'A companhia aérea é solicitada a responder ao endereço do seu caso; a resposta aparecerá no seu caso no AirDesk, e avisaremos você por e-mail quando ela chegar.',
  'Replies from the airline will come to this address.': 'As respostas da companhia aérea chegarão a este endereço.',
  'We have saved your report. {airline} takes complaints through its own web form rather than by e-mail, so please send it there yourself:':
    'Salvamos sua reclamação. A {airline} recebe reclamações pelo próprio formulário on-line, e não por e-mail, então envie-a você mesmo por lá:',
  'Complaint form: {url}': 'Formulário de reclamação: {url}',
  'Copy the letter below into the form and attach your documents there. Then open your case and press "I have sent it", so your case records it and its deadlines start.':
    'Copie a carta abaixo no formulário e anexe seus documentos ali. Depois abra seu caso e toque em “Já enviei”, para que o caso registre o envio e os prazos comecem a contar.',
  'We have saved your report. {airline} publishes no complaint e-mail or form that we know of, but {body} takes complaints about your flight directly and forwards them to the airline. Please file it there yourself:':
    'Salvamos sua reclamação. A {airline} não publica nenhum e-mail ou formulário de reclamação que conheçamos, mas {body} recebe diretamente reclamações sobre o seu voo e as encaminha à companhia aérea. Registre-a você mesmo por lá:',
  'an official body': 'um órgão oficial',
  'We have saved your report, but {airline} publishes no complaint e-mail address or form that we know of, so AirDesk could not send it to the company.':
    'Salvamos sua reclamação, mas a {airline} não publica nenhum endereço de e-mail ou formulário de reclamação que conheçamos, então o AirDesk não conseguiu enviá-la à empresa.',
  'Please contact the company through its website.': 'Entre em contato com a empresa pelo site dela.',
  'You can copy the letter below into a message or a letter to the company. Once you have sent it, open your case and press "I have sent it", so your case records how and its deadlines start.':
    'Você pode copiar a carta abaixo em uma mensagem ou carta à empresa. Depois de enviá-la, abra seu caso e toque em “Já enviei”, para que o caso registre como e os prazos comecem a contar.',
  'For you (not in the letter):': 'Para você (não consta da carta):',
  'Copy of your report #{id} to {airline}': 'Cópia da sua reclamação n.º {id} à {airline}',
  '--- The letter ---': '--- A carta ---',
  '--- End of the letter ---': '--- Fim da carta ---',
  Letter: 'Carta',
  'Your report #{id} to {airline} is now {to}': 'Sua reclamação n.º {id} à {airline} agora está {to}',
  'The status of your report #{id} to {airline} changed from {from} to {to}.':
    'O status da sua reclamação n.º {id} à {airline} mudou de {from} para {to}.',
  'You can see the report and its history in your case at AirDesk (Problem Management): {link}':
    'Você pode ver a reclamação e o histórico dela no seu caso no AirDesk (Gestão de reclamações): {link}',
} satisfies ServerCatalogue;
