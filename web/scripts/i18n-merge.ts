// Puts translations drafted beside the code (web/src/i18n/drafts/<area>.json: { "<English message as the PO
// catalogue's msgid>": { "es": "…", "fr": "…", "de": "…", "pt-BR": "…", "it": "…" } }) into the PO catalogues,
// after `npm run i18n:extract` has added the messages: `npx tsx web/scripts/i18n-merge.ts`. A message no draft
// knows keeps its catalogue translation; the catalogue check (web/test/catalogues.node.test.ts) names what is left.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import PO from 'pofile';
import { LANGUAGES } from '../../worker/contracts/languages';

const root = path.join(import.meta.dirname, '../src');
const draftsDir = path.join(root, 'i18n/drafts');
const drafts = new Map<string, Record<string, string>>();
for (const file of readdirSync(draftsDir).filter((f) => f.endsWith('.json')))
  for (const [id, byLang] of Object.entries(
    JSON.parse(readFileSync(path.join(draftsDir, file), 'utf8')) as Record<string, Record<string, string>>,
  ))
    drafts.set(id, { ...drafts.get(id), ...byLang });

for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
  const file = path.join(root, `locales/${lang}/messages.po`);
  const po = PO.parse(readFileSync(file, 'utf8'));
  let filled = 0;
  for (const item of po.items) {
    const text = drafts.get(item.msgid)?.[lang];
    // A translation already in the catalogue was reviewed there: a draft only fills what is missing.
    if (text && !item.msgstr[0]) {
      item.msgstr = [text];
      filled++;
    }
  }
  writeFileSync(file, po.toString() + '\n');
  const missing = po.items.filter((i) => !i.msgstr[0]).length;
  console.log(`${lang}: ${filled} filled, ${missing} of ${po.items.length} still untranslated`);
}
