// `npm run admin:grant -- <email> [--remote] [--persist-to DIR]`: makes an existing account an admin.
// The token version moves on, so the user signs in again and every older session ends (a role change).
import { sqlString } from '../lib/sql-string';
import { query, targetFromArgs } from './d1';

const args = process.argv.slice(2);
const email = args
  .find((a) => !a.startsWith('--') && a.includes('@'))
  ?.trim()
  .toLowerCase();
if (!email || !/^[^\s@'"]+@[^\s@'"]+\.[^\s@'"]+$/.test(email)) {
  console.error('Usage: npm run admin:grant -- <email> [--remote] [--persist-to DIR]');
  process.exit(2);
}
const target = targetFromArgs(args);
const rows = query<{ id: number }>(
  `UPDATE users SET is_admin = 1, token_version = token_version + 1 WHERE username = ${sqlString(email)} RETURNING id`,
  target,
);
if (rows.length === 0) {
  console.error(`No account with the e-mail ${email}. Register it first (the sign-up page), then run this again.`);
  process.exit(1);
}
console.log(`${email} is now an admin (user id ${rows[0]!.id}). Sign in again to use the admin dashboard.`);
