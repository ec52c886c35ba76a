import { htmlMail } from './html';
import type { Mail } from './outbox';

export function passwordResetMail(to: string, link: string): Mail {
  const lines = [
    'Someone asked to reset the password of your AirDesk account.',
    `To choose a new password, open this link within one hour: ${link}`,
    'If it was not you, ignore this e-mail: your password stays as it is.',
  ];
  return {
    kind: 'password-reset',
    to: [to],
    subject: 'Reset your AirDesk password',
    text: lines.join('\n\n'),
    html: htmlMail('Reset your password', lines),
  };
}

export function passwordChangedMail(to: string): Mail {
  const lines = [
    'The password of your AirDesk account was just changed, and every signed-in session was ended.',
    'If you did not do this, reset your password at once and contact our support team.',
  ];
  return {
    kind: 'password-changed',
    to: [to],
    subject: 'Your AirDesk password was changed',
    text: lines.join('\n\n'),
    html: htmlMail('Your password was changed', lines),
  };
}

/**
 * The confirmation of an erased account. It holds only what it must: no name, no report, no link to an account
 * that no longer exists. Its outbox row is removed once delivered (mail/deliver.ts).
 */
export function accountDeletedMail(to: string): Mail {
  const lines = [
    'Your AirDesk account has been deleted, as you asked. Its reports, messages, documents, saved cards and contact suggestions are gone, and any PayPal subscription was cancelled.',
    'We keep only what the law or others require: the payment records (amount, date and PayPal reference, without your name or e-mail address) for as long as accounting law requires. Letters already sent to an airline stay with that airline.',
    'If you did not ask for this, contact our support team.',
  ];
  return {
    kind: 'account-deleted',
    to: [to],
    subject: 'Your AirDesk account has been deleted',
    text: lines.join('\n\n'),
    html: htmlMail('Your account has been deleted', lines),
  };
}
