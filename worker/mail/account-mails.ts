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
