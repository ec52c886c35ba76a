// Prints the messages Lingui extracts from the given source files, as the PO catalogues will hold them
// (the msgid a translation is keyed by), without writing the catalogues: `npx tsx web/scripts/i18n-messages.ts
// web/src/features/auth/components/auth-page.tsx …`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import cliApi from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';

const linguiConfig = getConfig({ configPath: path.join(import.meta.dirname, '../lingui.config.ts') });
const found = new Map<string, { message: string; context?: string; comment?: string }>();
for (const file of process.argv.slice(2)) {
  await cliApi.extractor.extract(
    path.resolve(file),
    readFileSync(file, 'utf8'),
    (m) => {
      const message = m.message ?? m.id;
      found.set(`${m.context ?? ''}\u0004${message}`, { message, context: m.context, comment: m.comment });
    },
    { linguiConfig },
  );
}
console.log(JSON.stringify([...found.values()], null, 1));
