// The SPA's catalogues (docs/i18n.md): every message the code marks is in the catalogues, every language
// translates every message, and no translation drops, adds or renames a placeholder ({name}, <0>…</0>).
// A message missing here would show in English on a page of another language.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import cliApi from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import PO from 'pofile';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../worker/contracts/languages';
import { PROBLEM_CATEGORIES } from '../../worker/contracts/problems';

const src = path.join(import.meta.dirname, '../src');
const linguiConfig = getConfig({ configPath: path.join(import.meta.dirname, '../lingui.config.ts') });

const catalogue = (lang: string) =>
  PO.parse(readFileSync(path.join(src, `locales/${lang}/messages.po`), 'utf8')).items.filter((i) => !i.obsolete);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'locales' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [file] : [];
  });
}

/** The placeholders of an ICU message: argument names ({name}, {count, plural, …}) and element tags (<0>, </0>, <0/>). */
function placeholders(message: string) {
  const args = [...message.matchAll(/\{\s*([\w.]+)\s*(?:,|\})/g)].map((m) => `{${m[1]}}`);
  const tags = [...message.matchAll(/<\/?\d+\/?>/g)].map((m) => m[0]);
  return [...new Set(args)].sort().concat(tags.sort());
}

describe('the SPA catalogues', () => {
  it('hold every message the code marks for translation', { timeout: 60_000 }, async () => {
    // Each marked message with the files that hold it.
    const marked = new Map<string, Set<string>>();
    for (const file of sourceFiles(src)) {
      const code = readFileSync(file, 'utf8');
      // Only a module that imports a macro holds a marked message (and Babel-parsing the others costs seconds).
      if (!code.includes('@lingui/')) continue;
      const from = path.relative(path.dirname(src), file);
      await cliApi.extractor.extract(
        file,
        code,
        (m) => {
          const message = m.message ?? m.id;
          marked.set(message, (marked.get(message) ?? new Set()).add(from));
        },
        { linguiConfig },
      );
    }
    const items = new Map(catalogue('en').map((i) => [i.msgid, i]));
    const missing = [...marked.keys()].filter((m) => !items.has(m));
    expect(missing, 'run npm run i18n:extract').toEqual([]);
    // The PO file's `#:` lines say which modules hold a message, and the build cuts the catalogue's chunks by them
    // (web/scripts/catalogue-chunks.ts): a message moved to another module with the PO file left as it was would load
    // with the wrong chunk, or with none.
    const moved = [...marked]
      .filter(
        ([message, files]) => [...files].sort().join() !== [...new Set(items.get(message)!.references)].sort().join(),
      )
      .map(([message]) => message);
    expect(moved, 'run npm run i18n:extract').toEqual([]);
  });

  for (const lang of LANGUAGES.filter((l) => l !== 'en'))
    it(`translate every message into ${lang}, with the same placeholders`, () => {
      const items = catalogue(lang);
      expect(items.length).toBe(catalogue('en').length);
      const untranslated = items.filter((i) => !i.msgstr[0]?.trim()).map((i) => i.msgid);
      expect(untranslated, `${untranslated.length} untranslated`).toEqual([]);
      const changed = items
        .filter((i) => JSON.stringify(placeholders(i.msgid)) !== JSON.stringify(placeholders(i.msgstr[0]!)))
        .map((i) => `${i.msgid} → ${i.msgstr[0]}`);
      expect(changed).toEqual([]);
    });

  // The report form names the categories from this catalogue (features/problems/components/category-labels.ts) so that
  // it needs no server catalogue to render; the case pages and the letters name them from the server's.
  for (const lang of LANGUAGES.filter((l) => l !== 'en'))
    it(`name each report category in ${lang} as the server catalogue does`, async () => {
      const server = (await import(`../../worker/contracts/i18n/${lang}.ts`)) as { default: Record<string, string> };
      const byId = new Map(catalogue(lang).map((i) => [i.msgid, i.msgstr[0]]));
      const spa = PROBLEM_CATEGORIES.map((c) => [c.label, byId.get(c.label)]);
      expect(spa).toEqual(PROBLEM_CATEGORIES.map((c) => [c.label, server.default[c.label]]));
    });
});

describe('the catalogue chunks the app loads (web/scripts/catalogue-chunks.ts)', () => {
  it('hold every message, each where the pages that show it load it', { timeout: 60_000 }, async () => {
    const { chunkIds, chunkName, pageModules, planChunks, SHELL } = await import('../scripts/catalogue-chunks');
    const plan = planChunks();
    const ids = await chunkIds(plan);
    const inChunks = new Set([...ids.values()].flatMap((set) => [...set]));
    // A message in no chunk is in a module that neither the shell nor any page or part reaches by the imports read.
    expect(inChunks.size).toBe(catalogue('en').length);
    // Every page of app/pages.ts has a chunk, and so has every lazily loaded part: the home page's open cases (a
    // part) are in a chunk of their own, neither in the home page's nor in the shell's, and the mobile menu (a
    // part of the shell) is not in the shell's.
    const parts = [...plan.parts.values()];
    expect([...plan.files.keys()].sort()).toEqual([SHELL, ...pageModules().map(chunkName), ...parts].sort());
    expect(parts).toEqual(expect.arrayContaining(['open-cases', 'report-thank-you', 'mobile-menu']));
    const openCases = 'src/features/home/components/open-cases.tsx';
    expect(plan.files.get('open-cases')).toContain(openCases);
    expect(plan.files.get('home-page')).not.toContain(openCases);
    expect(plan.files.get(SHELL)).not.toContain(openCases);
    expect(plan.files.get(SHELL)).not.toContain('src/components/layout/mobile-menu.tsx');
    expect(ids.get('open-cases')!.size).toBeGreaterThan(0);
    // A chunk never repeats what the shell's holds.
    for (const [name, set] of ids)
      if (name !== SHELL) expect([...set].filter((id) => ids.get(SHELL)!.has(id))).toEqual([]);
  });
});
