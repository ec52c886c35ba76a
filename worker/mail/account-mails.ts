// The account's own mails (password reset and change, the deletion's confirmation), in the account's language.
import type { Language } from '../contracts/languages';
import { htmlMail } from './html';
import { mailText } from './mail-text';
import type { Mail } from './mail';

export function passwordResetMail(to: string, link: string, lang: Language = 'en'): Mail {
  const lines = [
    mailText(lang, 'Someone asked to reset the password of your AirDesk account.'),
    mailText(lang, 'To choose a new password, open this link within one hour: {link}', { link }),
    mailText(lang, 'If it was not you, ignore this e-mail: your password stays as it is.'),
  ];
  return {
    kind: 'password-reset',
    to: [to],
    subject: mailText(lang, 'Reset your AirDesk password'),
    text: lines.join('\n\n'),
    html: htmlMail(mailText(lang, 'Reset your password'), lines),
  };
}

export function passwordChangedMail(to: string, lang: Language = 'en'): Mail {
  const lines = [
    mailText(lang, 'The password of your AirDesk account was just changed, and every signed-in session was ended.'),
    mailText(lang, 'If you did not do this, reset your password at once and contact our support team.'),
  ];
  return {
    kind: 'password-changed',
    to: [to],
    subject: mailText(lang, 'Your AirDesk password was changed'),
    text: lines.join('\n\n'),
    html: htmlMail(mailText(lang, 'Your password was changed'), lines),
  };
}

/**
 * The confirmation of an erased account. It holds only what it must: no name, no report, no link to an account
 * that no longer exists. Its outbox row is removed once delivered (mail/deliver.ts).
 */
export function accountDeletedMail(to: string, lang: Language = 'en'): Mail {
  const lines = [
    mailText(
      lang,
      'Your AirDesk account has been deleted, as you asked. Its reports, messages, documents, saved cards and contact suggestions are gone, and any PayPal subscription was cancelled.',
    ),
    mailText(
      lang,
      'We keep only what the law or others require: the payment records (amount, date and PayPal reference, without your name or e-mail address) for as long as accounting law requires. Letters already sent to an airline stay with that airline.',
    ),
    mailText(lang, 'If you did not ask for this, contact our support team.'),
  ];
  return {
    kind: 'account-deleted',
    to: [to],
    subject: mailText(lang, 'Your AirDesk account has been deleted'),
    text: lines.join('\n\n'),
    html: htmlMail(mailText(lang, 'Your account has been deleted'), lines),
  };
}
