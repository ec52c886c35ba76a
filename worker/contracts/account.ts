// "Your data" (docs/api.md#accounts): the export's limits and the texts the account page and the API share.

/** Downloads of the data export per account and day (docs/decisions.md#your-data). */
export const EXPORT_PER_DAY = 5;

/** Months after a case's last activity that its documents are kept, unless DOCUMENT_RETENTION_MONTHS says otherwise. */
export const DEFAULT_DOCUMENT_RETENTION_MONTHS = 24;

/** Days before the deletion that the case page warns of it. */
export const DOCUMENT_DELETION_NOTICE_DAYS = 60;

/** The name the admin screens show for the reports and payments a deleted account leaves. */
export const DELETED_ACCOUNT_NAME = 'Deleted account';

export const ACCOUNT_MSG = {
  passwordRequired: 'Please enter your password to delete your account.',
  wrongPassword: 'The password is not correct.',
  onlyAdmin: 'This is the only administrator account. Make another account an administrator before deleting this one.',
  paypalNotConfigured:
    'PayPal is not configured, so the PayPal subscription cannot be cancelled right now. Your account was not deleted.',
} as const;
