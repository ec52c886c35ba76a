// The account deletion body (docs/api.md#accounts): the password confirms it.
import * as z from 'zod/mini';
import { LOGIN_PASSWORD_MAX, MSG } from '../auth';
import { ACCOUNT_MSG } from '../account';

export const deleteAccountBody = z.object({
  password: z
    .string({ error: ACCOUNT_MSG.passwordRequired })
    .check(z.minLength(1, ACCOUNT_MSG.passwordRequired), z.maxLength(LOGIN_PASSWORD_MAX, MSG.passwordMax)),
});
