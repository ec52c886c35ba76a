// `npm run mail:outbox [-- --limit N] [--persist-to DIR]`: prints the newest mails of the local outbox,
// so a developer without a mail provider can follow a reset link.
import { query, targetFromArgs } from './d1';

const args = process.argv.slice(2);
const i = args.indexOf('--limit');
const limit = Math.min(Math.max(Number(i >= 0 ? args[i + 1] : 5) || 5, 1), 100);

const rows = query<{
  id: number;
  kind: string;
  status: string;
  to_addresses: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  created_at: string;
}>(
  `SELECT id, kind, status, to_addresses, reply_to, subject, text_body, created_at FROM mail_outbox ORDER BY id DESC LIMIT ${limit}`,
  targetFromArgs(args),
);
if (rows.length === 0) console.log('The outbox is empty.');
for (const m of rows) {
  console.log(`#${m.id}  ${m.created_at}  ${m.status}  (${m.kind})`);
  console.log(
    `To: ${(JSON.parse(m.to_addresses) as string[]).join(', ')}${m.reply_to ? `\nReply-To: ${m.reply_to}` : ''}`,
  );
  console.log(`Subject: ${m.subject}\n\n${m.text_body}\n${'-'.repeat(72)}`);
}
