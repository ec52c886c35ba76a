// Brazilian Portuguese (você). Keyed by the English text; texts with values by their template (translate.ts).
import type { ServerCatalogue } from './translate';

export default {
  // Accounts
  'Username must be a valid email address': 'O nome de usuário deve ser um endereço de e-mail válido',
  'Please enter a valid email address': 'Informe um endereço de e-mail válido',
  'Password must be at least 6 characters': 'A senha deve ter pelo menos 6 caracteres',
  'Password must be at most 128 characters': 'A senha deve ter no máximo 128 caracteres',
  'This password is too common. Please choose another one.': 'Esta senha é muito comum. Escolha outra.',
  'Password must not contain control or text-direction characters':
    'A senha não deve conter caracteres de controle nem de direção do texto',
  'Password is required': 'A senha é obrigatória',
  'Confirm password is required': 'Confirme a senha',
  'Passwords do not match': 'As senhas não coincidem',
  'You must agree to the terms and conditions': 'Você precisa aceitar os termos e condições',
  'Invalid reset link': 'Link de redefinição inválido',
  'Please enter your password to delete your account.': 'Informe sua senha para excluir sua conta.',
  'The password is not correct.': 'A senha não está correta.',
  'This is the only administrator account. Make another account an administrator before deleting this one.':
    'Esta é a única conta de administrador. Torne outra conta administradora antes de excluir esta.',
  'PayPal is not configured, so the PayPal subscription cannot be cancelled right now. Your account was not deleted.':
    'O PayPal não está configurado, então a assinatura do PayPal não pode ser cancelada agora. Sua conta não foi excluída.',
  'Your password has been reset. You can now log in.': 'Sua senha foi redefinida. Agora você pode entrar.',
  'Deleted account': 'Conta excluída',
  'Language must be one of: {languages}.': 'O idioma deve ser um destes: {languages}.',

  // Regions, categories, sort orders
  'North America': 'América do Norte',
  Europe: 'Europa',
  Asia: 'Ásia',
  'Middle East': 'Oriente Médio',
  'South America': 'América do Sul',
  Africa: 'África',
  'Australia & Oceania': 'Austrália e Oceania',
  'All Regions': 'Todas as regiões',
  'Commercial Airlines': 'Companhias aéreas comerciais',
  'Charter Companies': 'Companhias de fretamento',
  'Helicopter Companies': 'Empresas de helicóptero',
  Relevance: 'Relevância',
  'Name (A-Z)': 'Nome (A-Z)',
  'Name (Z-A)': 'Nome (Z-A)',
  Country: 'País',
  Popularity: 'Popularidade',

  // Directory corrections
  Phone: 'Telefone',
  'E-mail': 'E-mail',
  Website: 'Site',
  'Complaint form': 'Formulário de reclamação',
  'Domain it answers from': 'Domínio de onde responde',
  'It is wrong': 'Está errado',
  'It no longer works': 'Não funciona mais',
  'It is missing': 'Está faltando',
  'Please choose which contact this is about': 'Escolha a qual contato isto se refere',
  'Please choose what is wrong': 'Escolha o que está errado',
  'Please enter the correct value (at most 300 characters)': 'Informe o valor correto (no máximo 300 caracteres)',
  'Please enter the contact you found': 'Informe o contato que você encontrou',
  'Please enter the address (https://...) of the page where the company publishes it':
    'Informe o endereço (https://...) da página onde a empresa o publica',
  'Please enter an e-mail address, such as care@airline.com': 'Informe um endereço de e-mail, como care@airline.com',
  'Please enter the phone number in international format: + then the country code and number (8 to 15 digits)':
    'Informe o número de telefone no formato internacional: + seguido do código do país e do número (8 a 15 dígitos)',
  'Please enter the address of the page, starting with https://':
    'Informe o endereço da página, começando com https://',
  'Please add the page where the company publishes it, so we can check it':
    'Adicione a página onde a empresa o publica, para que possamos verificá-lo',
  'Please keep the note under 1000 characters': 'A observação deve ter menos de 1000 caracteres',
  'Please remove control characters.': 'Remova os caracteres de controle.',
  'Answered {answered} of {sent} letters': 'Respondeu {answered} de {sent} cartas',
  'Answered {answered} of {sent} letters, usually within a day':
    'Respondeu {answered} de {sent} cartas, geralmente em um dia',
  'Answered {answered} of {sent} letters, usually within {days} days':
    'Respondeu {answered} de {sent} cartas, geralmente em {days} dias',
  'for customers in {country}': 'para clientes deste país: {country}',

  // Directory queries
  'Search text must be at most {max} characters': 'O texto da busca deve ter no máximo {max} caracteres',
  'Search text must not contain control or text-direction characters':
    'O texto da busca não deve conter caracteres de controle nem de direção do texto',
  'Unknown region': 'Região desconhecida',
  'Unknown sort order': 'Ordenação desconhecida',
  'Unknown category': 'Categoria desconhecida',
  'Unknown airline': 'Companhia aérea desconhecida',
  'Unknown status': 'Status desconhecido',
  'contactType must be phone, email, website or form': 'contactType deve ser phone, email, website ou form',
  'status must be open, applied or dismissed': 'status deve ser open, applied ou dismissed',
  'field must be phone, email or complaintFormUrl': 'field deve ser phone, email ou complaintFormUrl',
  'page must be a whole number of 1 or more': 'page deve ser um número inteiro igual ou maior que 1',
  'page is too large': 'page é grande demais',
  'limit must be a whole number from 1 to {max}': 'limit deve ser um número inteiro de 1 a {max}',
  'query must be 2 to 100 characters': 'query deve ter de 2 a 100 caracteres',
  'query must be at most {max} characters': 'query deve ter no máximo {max} caracteres',
  'query must not contain control or text-direction characters':
    'query não deve conter caracteres de controle nem de direção do texto',

  // Problem reports
  'Flight Delay': 'Atraso de voo',
  'Flight Cancellation': 'Cancelamento de voo',
  'Baggage Issues': 'Problemas com bagagem',
  'Refund Problems': 'Problemas com reembolso',
  'Customer Service Experience': 'Experiência com o atendimento ao cliente',
  'Booking Issues': 'Problemas com a reserva',
  Other: 'Outro',
  Submitted: 'Enviada',
  'In Progress': 'Em andamento',
  Resolved: 'Resolvida',
  'Not sent yet': 'Ainda não enviada',
  Sending: 'Enviando',
  'Meals and drinks': 'Refeições e bebidas',
  Hotel: 'Hotel',
  Transport: 'Transporte',
  'Replacement items': 'Itens de reposição',
  'through a complaint form': 'por um formulário de reclamação',
  "through the company's website": 'pelo site da empresa',
  'by post': 'pelo correio',
  'in a chat': 'em um chat',
  'by phone': 'por telefone',
  'in person': 'pessoalmente',
  'through the company’s form': 'pelo formulário da empresa',
  'through an official body': 'por meio de um órgão oficial',
  'no complaint e-mail or form known': 'nenhum e-mail ou formulário de reclamação conhecido',
  'E-mail being sent': 'E-mail sendo enviado',
  'The letter is waiting in AirDesk’s outbox to be e-mailed.':
    'A carta está na caixa de saída do AirDesk aguardando o envio por e-mail.',
  'Sent by e-mail': 'Enviada por e-mail',
  'AirDesk e-mailed the letter to the company.': 'O AirDesk enviou a carta à empresa por e-mail.',
  'E-mail not delivered': 'E-mail não entregue',
  'The e-mail to the company could not be delivered.': 'Não foi possível entregar o e-mail à empresa.',
  'Letter ready to send': 'Carta pronta para enviar',
  'The company takes complaints through its own form: copy the letter there, then say you sent it.':
    'A empresa recebe reclamações pelo próprio formulário: copie a carta ali e depois informe que a enviou.',
  'Sent through the company’s form': 'Enviada pelo formulário da empresa',
  'You sent the letter through the company’s own form.': 'Você enviou a carta pelo próprio formulário da empresa.',
  'The company publishes no complaint e-mail or form that we know of: send the letter by other means.':
    'A empresa não publica nenhum e-mail ou formulário de reclamação que conheçamos: envie a carta por outros meios.',
  'The letter goes through an official body’s complaint form, which forwards it: send it there.':
    'A carta vai pelo formulário de reclamação de um órgão oficial, que a encaminha: envie-a por lá.',
  'Sent through an official body': 'Enviada por meio de um órgão oficial',
  'You sent the letter through an official body’s form, which forwards it to the company.':
    'Você enviou a carta pelo formulário de um órgão oficial, que a encaminha à empresa.',
  'Please select an airline': 'Selecione uma companhia aérea',
  'Please select a category': 'Selecione uma categoria',
  'Say how you sent it: form, website, post, chat, phone or in-person':
    'Informe como você a enviou: form, website, post, chat, phone ou in-person',
  'This report was sent by e-mail: AirDesk delivered it to the company.':
    'Esta reclamação foi enviada por e-mail: o AirDesk a entregou à empresa.',
  'Please provide a description of at least 10 characters': 'Escreva uma descrição de pelo menos 10 caracteres',
  'Please keep the description under 5000 characters': 'A descrição deve ter menos de 5000 caracteres',
  'Please enter a valid email': 'Informe um e-mail válido',
  'Please enter a valid flight number (letters and digits, up to 10 characters)':
    'Informe um número de voo válido (letras e dígitos, até 10 caracteres)',
  'Please enter a valid date': 'Informe uma data válida',
  'Please enter a valid phone number': 'Informe um número de telefone válido',
  'Status must be submitted, in_progress or resolved': 'O status deve ser submitted, in_progress ou resolved',
  'Description must not contain control or text-direction characters':
    'A descrição não deve conter caracteres de controle nem de direção do texto',
  'List from 1 to 9 passengers as [{ fullName }], the traveller first':
    'Informe de 1 a 9 passageiros como [{ fullName }], o viajante primeiro',
  "Enter each passenger's full name as on the booking (1 to 100 characters, no control characters)":
    'Informe o nome completo de cada passageiro como consta na reserva (de 1 a 100 caracteres, sem caracteres de controle)',
  'Enter the booking reference: 5 to 8 letters and digits, e.g. K7QX2M':
    'Informe o código da reserva: de 5 a 8 letras e dígitos, por exemplo, K7QX2M',
  'Enter the ticket number: 13 digits, e.g. 220 1234567890':
    'Informe o número do bilhete: 13 dígitos, por exemplo, 220 1234567890',
  'List at most 20 expenses, each { kind, amount, currency, note? }':
    'Informe no máximo 20 despesas, cada uma { kind, amount, currency, note? }',
  'Choose the kind of expense: one of meals, hotel, transport, replacement-items, other':
    'Escolha o tipo de despesa: meals, hotel, transport, replacement-items ou other',
  'Enter the amount paid as a number from 0.01 to 100,000 (cents at most)':
    'Informe o valor pago como um número de 0,01 a 100.000 (no máximo com centavos)',
  'Enter the currency as a 3-letter code, e.g. EUR': 'Informe a moeda como um código de 3 letras, por exemplo, EUR',
  'Keep the note under 200 characters, without control characters':
    'A observação deve ter menos de 200 caracteres, sem caracteres de controle',
  'Say what is claimed as { compensation, expenses, refund }, each true or false':
    'Informe o que é pedido como { compensation, expenses, refund }, cada um true ou false',
  "The date of travel must be the flight's date (flight.date); give one, or the same in both":
    'A data da viagem deve ser a data do voo (flight.date); informe uma, ou a mesma nos dois campos',
  'Choose one of the routes of this report.': 'Escolha uma das vias desta reclamação.',
  'Give both departure and arrival, or neither.': 'Informe a partida e a chegada, ou nenhuma das duas.',
  'Choose the letter language: en, es, fr, de, pt-BR or it': 'Escolha o idioma da carta: en, es, fr, de, pt-BR ou it',
  "The letter to this company can be written only in English or in the company's own language":
    'A carta para esta empresa só pode ser escrita em inglês ou no idioma da própria empresa',

  // The case file
  'Please write a message of 1 to 5000 characters': 'Escreva uma mensagem de 1 a 5000 caracteres',
  'This report was not sent by e-mail, so it has no case address to write from.':
    'Esta reclamação não foi enviada por e-mail, então não tem um endereço do caso de onde escrever.',
  'Choose a file to upload.': 'Escolha um arquivo para enviar.',
  'The file is empty.': 'O arquivo está vazio.',
  'Upload a PDF, JPEG, PNG, HEIC or WebP file.': 'Envie um arquivo PDF, JPEG, PNG, HEIC ou WebP.',
  'The file is larger than 10 MB.': 'O arquivo tem mais de 10 MB.',
  'This report already has 20 documents.': 'Esta reclamação já tem 20 documentos.',
  'This document has already been sent to the company and cannot be removed.':
    'Este documento já foi enviado à empresa e não pode ser removido.',
  'A document the company sent cannot be removed.': 'Um documento enviado pela empresa não pode ser removido.',
  'No such document.': 'Esse documento não existe.',
  'The number of documents is a whole number from 0 to 20.': 'O número de documentos é um número inteiro de 0 a 20.',
  'Attach only your own documents of this report that were not sent yet.':
    'Anexe somente seus próprios documentos desta reclamação que ainda não foram enviados.',
  'No such message.': 'Essa mensagem não existe.',
  'The company has not answered this case by e-mail yet, so there is no address to write to: write to it the way you sent the letter.':
    'A empresa ainda não respondeu a este caso por e-mail, então não há endereço para onde escrever: escreva para ela pelo mesmo meio em que enviou a carta.',
  "Only a message from an unknown sender can be confirmed as the company's answer.":
    'Somente uma mensagem de um remetente desconhecido pode ser confirmada como resposta da empresa.',

  // Cards
  'Cardholder name is required': 'O nome do titular é obrigatório',
  'Cardholder name must be at most 100 characters': 'O nome do titular deve ter no máximo 100 caracteres',
  'Cardholder name must not contain control or text-direction characters':
    'O nome do titular não deve conter caracteres de controle nem de direção do texto',
  'Card number must be between 13-19 digits': 'O número do cartão deve ter entre 13 e 19 dígitos',
  'Card number must contain only digits': 'O número do cartão deve conter somente dígitos',
  'Card number is not valid': 'O número do cartão não é válido',
  'Month is required': 'O mês é obrigatório',
  'Month should be 1-2 digits': 'O mês deve ter 1 ou 2 dígitos',
  'Month must be between 1-12': 'O mês deve estar entre 1 e 12',
  'Year must be 2 or 4 digits': 'O ano deve ter 2 ou 4 dígitos',
  'Must be a valid future year': 'Deve ser um ano futuro válido',
  'This card has expired': 'Este cartão está vencido',
  'CVV must be 3-4 digits': 'O CVV deve ter 3 ou 4 dígitos',
  'CVV must contain only digits': 'O CVV deve conter somente dígitos',
  'Card number must be masked as **** **** **** 1234':
    'O número do cartão deve estar mascarado como **** **** **** 1234',
  'Expiry must be MM/YYYY or MM/YY': 'A validade deve ser MM/AAAA ou MM/AA',
  'Never send the full card number or the CVV: only the last four digits are stored.':
    'Nunca envie o número completo do cartão nem o CVV: somente os quatro últimos dígitos são guardados.',
  'Unknown card brand': 'Bandeira de cartão desconhecida',
  'isDefault must be true or false': 'isDefault deve ser true ou false',

  // Passenger rights
  'Enter a 3-letter IATA airport code, e.g. FCO.': 'Informe um código IATA de aeroporto de 3 letras, por exemplo, FCO.',
  'Enter a date as YYYY-MM-DD.': 'Informe uma data como AAAA-MM-DD.',
  'Enter a date between 2000 and 2100.': 'Informe uma data entre 2000 e 2100.',
  'Choose one of: delay, cancellation, denied_boarding, downgrade, baggage_delayed, baggage_damaged, baggage_lost, moved_earlier, other.':
    'Escolha uma destas opções: delay, cancellation, denied_boarding, downgrade, baggage_delayed, baggage_damaged, baggage_lost, moved_earlier, other.',
  'Choose one of: airline, safety, extraordinary, extraordinary_proven, unknown.':
    'Escolha uma destas opções: airline, safety, extraordinary, extraordinary_proven, unknown.',
  'Enter the hours late as a number from 0 to 720.': 'Informe as horas de atraso como um número de 0 a 720.',
  'Enter the days of notice as a whole number from 0 to 366.':
    'Informe os dias de antecedência do aviso como um número inteiro de 0 a 366.',
  'Choose one of: taken, none.': 'Escolha uma destas opções: taken, none.',
  'Enter the hours earlier as a number from 0 to 720.': 'Informe as horas de antecipação como um número de 0 a 720.',
  'Enter the fare as an amount from 0.01 to 1,000,000.': 'Informe a tarifa como um valor de 0,01 a 1.000.000.',
  'Enter the fare currency as a 3-letter code, e.g. EUR.':
    'Informe a moeda da tarifa como um código de 3 letras, por exemplo, EUR.',
  'Enter the fare as { amount, currency }.': 'Informe a tarifa como { amount, currency }.',
  'Enter a local time as YYYY-MM-DDTHH:MM, e.g. 2026-10-01T14:05.':
    'Informe um horário local como AAAA-MM-DDTHH:MM, por exemplo, 2026-10-01T14:05.',
  "The scheduled departure is on the flight's date: give the same day in both.":
    'A partida prevista é na data do voo: informe o mesmo dia nos dois campos.',
  "An arrival cannot be more than 26 hours before the scheduled departure in local time (no two airports' clocks are further apart).":
    'Uma chegada não pode ser mais de 26 horas anterior à partida prevista no horário local (os relógios de dois aeroportos nunca diferem mais do que isso).',
  'For a delay, the actual arrival is after the scheduled arrival; an earlier arrival is no delay (choose another incident).':
    'Em um atraso, a chegada real é posterior à chegada prevista; uma chegada antecipada não é atraso (escolha outro incidente).',
  'The arrival delay follows from the scheduled and actual arrival times; leave arrivalDelayHours out or make it agree.':
    'O atraso na chegada decorre dos horários de chegada previsto e real; omita arrivalDelayHours ou faça-o coincidir.',
  'With rerouting "none" no alternative flight was taken, so there is no actual arrival to give; leave actualArrivalAt out.':
    'Com o reencaminhamento "none", nenhum voo alternativo foi tomado, então não há chegada real a informar; omita actualArrivalAt.',
  'The actual arrival is more than 720 hours after the scheduled arrival.':
    'A chegada real é mais de 720 horas posterior à chegada prevista.',
  'EU air passenger rights (Regulation (EC) No 261/2004)':
    'Direitos dos passageiros aéreos na UE (Regulamento (CE) n.º 261/2004)',
  'UK air passenger rights (UK Regulation 261/2004)':
    'Direitos dos passageiros aéreos no Reino Unido (Regulamento 261/2004 do Reino Unido)',
  "Canada's Air Passenger Protection Regulations": 'Regulamento de Proteção dos Passageiros Aéreos do Canadá (APPR)',
  'US Department of Transportation rules': 'Regras do Departamento de Transportes dos EUA',
  'Montreal Convention 1999 (carrier liability)': 'Convenção de Montreal de 1999 (responsabilidade do transportador)',
  "Türkiye's Passenger Rights Regulation (SHY-Passenger)":
    'Regulamento de Direitos dos Passageiros da Turquia (SHY-Passenger)',
  "Israel's Aviation Services Law 2012": 'Lei de Serviços de Aviação de Israel de 2012',
  "India's DGCA passenger rules (CAR Section 3, Series M, Part IV)":
    'Regras da DGCA da Índia para passageiros (CAR Section 3, Series M, Part IV)',
  "Brazil's ANAC Resolution 400": 'Resolução n.º 400 da ANAC',
  Delay: 'Atraso',
  Cancellation: 'Cancelamento',
  'Denied boarding': 'Recusa de embarque',
  Downgrade: 'Rebaixamento de classe',
  'Delayed baggage': 'Bagagem atrasada',
  'Damaged baggage': 'Bagagem danificada',
  'Lost baggage': 'Bagagem extraviada',
  'Flight moved to an earlier time': 'Voo antecipado',
  'Another problem': 'Outro problema',
  "Within the airline's control (e.g. a technical fault, crew)":
    'Sob o controle da companhia aérea (por exemplo, uma falha técnica, a tripulação)',
  'A safety issue': 'Um problema de segurança',
  'The airline says extraordinary circumstances': 'A companhia aérea alega circunstâncias extraordinárias',
  'Extraordinary circumstances the airline has shown': 'Circunstâncias extraordinárias que a companhia aérea comprovou',
  'Not known': 'Não se sabe',
  'how many hours late the flight arrived': 'quantas horas de atraso o voo teve na chegada',
  'how many days before departure the change was announced':
    'com quantos dias de antecedência da partida a alteração foi anunciada',
  'how much earlier the alternative flight left': 'quanto antes o voo alternativo partiu',
  'what caused it': 'o que o causou',
  'the fare paid': 'a tarifa paga',
  'the day the bag came back': 'o dia em que a bagagem foi devolvida',
  "the airline's size under Canada's rules": 'o porte da companhia aérea segundo as regras do Canadá',
  '{amount} per passenger': '{amount} por passageiro',
  'No compensation is owed for this journey as described':
    'Nenhuma indenização é devida por esta viagem, conforme descrita',
  'Damages up to {amount} per passenger': 'Danos até {amount} por passageiro',
  'Not known yet: it depends on {facts}': 'Ainda não se sabe: depende de {facts}',
  'No fixed amount (a refund, care or damages)': 'Sem valor fixo (um reembolso, assistência ou danos)',
  'On the day of departure': 'No dia da partida',
  '1 day before departure': '1 dia antes da partida',
  '{days} days before departure': '{days} dias antes da partida',

  // Subscription and payments
  'orderId is not a valid subscription id': 'orderId não é um id de assinatura válido',
  'orderId is required': 'orderId é obrigatório',

  // zod's own messages, for input no field message covers
  'Invalid input': 'Dados inválidos',
  'Invalid input: more than one option matched': 'Dados inválidos: mais de uma opção corresponde',
  'Invalid input: expected {expected}, received {received}':
    'Dados inválidos: esperado {expected}, recebido {received}',
  'Invalid input: expected {value}': 'Dados inválidos: esperado {value}',
  'Invalid option: expected one of {values}': 'Opção inválida: esperada uma de {values}',
  'Too big: expected {origin} to have {limit} {unit}': 'Grande demais: esperado que {origin} tivesse {limit} {unit}',
  'Too big: expected {origin} to be {limit}': 'Grande demais: esperado que {origin} fosse {limit}',
  'Too small: expected {origin} to have {limit} {unit}': 'Pequeno demais: esperado que {origin} tivesse {limit} {unit}',
  'Too small: expected {origin} to be {limit}': 'Pequeno demais: esperado que {origin} fosse {limit}',
  'Unrecognized key: {keys}': 'Chave não reconhecida: {keys}',
  'Unrecognized keys: {keys}': 'Chaves não reconhecidas: {keys}',
} satisfies ServerCatalogue;
