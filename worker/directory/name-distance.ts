// How far a typed text is from a company name, for the names like a misspelt search (misspelling.ts).
/** Lower case, accents and everything but letters and digits dropped: "Ryan Air" and "ryanair" are alike. */
export const squash = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/** Optimal string alignment distance (Damerau-Levenshtein without repeated edits of one piece). */
export function editDistance(a: string, b: string): number {
  const x = Array.from(a);
  const y = Array.from(b);
  const d: number[][] = Array.from({ length: x.length + 1 }, (_, i) =>
    Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= x.length; i++)
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1])
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  return d[x.length]![y.length]!;
}

/** How many edits a text of this many letters may be from a name: 1 up to 5, 2 up to 8, 3 beyond. */
export const allowedEdits = (letters: number) => (letters <= 5 ? 1 : letters <= 8 ? 2 : 3);

/** The fewest edits from the squashed text to the name or to any run of its words. */
export function nameDistance(text: string, name: string): number {
  const words = name
    .split(/[^\p{L}\p{N}]+/u)
    .map(squash)
    .filter(Boolean);
  let best = editDistance(text, squash(name));
  for (let i = 0; i < words.length; i++)
    for (let j = i + 1; j <= words.length; j++) best = Math.min(best, editDistance(text, words.slice(i, j).join('')));
  return best;
}
