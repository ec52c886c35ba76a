// Every `docs/<file>.md` or `docs/<file>.md#anchor` cited in the repository must exist, so a comment never
// sends a reader to a page or section that is gone. Anchors are the explicit `<a id="…">` of a page or the
// GitHub slugs of its headings. Also refuses citations of design notes that live outside the repository.
// Run by `npm test` (`npm run check:docs`); prints every broken reference with its file and line.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((f) => /\.(ts|tsx|mts|js|toml|sql|md|css|html|example)$/.test(f) || f === '.ci/run')
  .filter((f) => existsSync(path.join(root, f)));

const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');

const anchorsOf = new Map<string, Set<string>>();
function anchors(doc: string): Set<string> | undefined {
  if (anchorsOf.has(doc)) return anchorsOf.get(doc);
  const file = path.join(root, doc);
  if (!existsSync(file)) return undefined;
  const text = readFileSync(file, 'utf8');
  const set = new Set<string>();
  for (const m of text.matchAll(/<a id="([^"]+)"><\/a>/g)) set.add(m[1]!);
  for (const m of text.matchAll(/^#{1,6} (.+)$/gm)) set.add(slug(m[1]!));
  anchorsOf.set(doc, set);
  return set;
}

// Design notes the repository once cited but does not hold; cite docs/ instead.
const OUTSIDE = /\b(SPEC|PRODUCT|API|SECURITY|TOOLCHAIN|RIGHTS-FACTS|CONTACT-RESEARCH)\.md\b/;
const REF = /(?<![\w/.-])(?:\.\/|\.\.\/)*(docs\/[\w-]+\.md)(?:#([\w-]+))?/g;
const LINK = /\]\((?!https?:)([\w./-]+\.md)(?:#([\w-]+))?\)/g;

const broken: string[] = [];
let checked = 0;
for (const file of files) {
  const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
  lines.forEach((line, i) => {
    const where = `${file}:${i + 1}`;
    if (OUTSIDE.test(line)) broken.push(`${where}: cites a note outside the repository: ${line.trim()}`);
    const refs: [string, string | undefined][] = [...line.matchAll(REF)].map((m) => [m[1]!, m[2]]);
    // Relative markdown links inside docs/ and the top-level .md files.
    if (file.endsWith('.md')) {
      for (const m of line.matchAll(LINK)) refs.push([path.normalize(path.join(path.dirname(file), m[1]!)), m[2]]);
    }
    for (const [doc, anchor] of refs) {
      checked++;
      const set = anchors(doc);
      if (!set) broken.push(`${where}: ${doc} does not exist`);
      else if (anchor && !set.has(anchor)) broken.push(`${where}: ${doc} has no section #${anchor}`);
    }
  });
}

if (broken.length) {
  console.error(`${broken.length} broken documentation reference(s):\n${broken.join('\n')}`);
  process.exit(1);
}
console.log(`docs: ${checked} references in ${files.length} files, all resolve`);
