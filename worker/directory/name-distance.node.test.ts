// The edit distance behind "Did you mean ...?" (name-distance.ts, used by misspelling.ts); the search itself: worker/test/directory-search.test.ts.
import { describe, expect, it } from 'vitest';
import { editDistance, nameDistance } from './name-distance';

describe('misspelt names', () => {
  it('counts a swap of neighbouring letters as one edit', () => {
    expect(editDistance('lufhtansa', 'lufthansa')).toBe(1);
    expect(editDistance('emirats', 'emirates')).toBe(1);
    expect(editDistance('abc', 'abc')).toBe(0);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('compares with the whole name and with each run of its words', () => {
    expect(nameDistance('ryanair', 'Ryanair')).toBe(0);
    expect(nameDistance('lufhtansa', 'Deutsche Lufthansa AG')).toBe(1);
    expect(nameDistance('aircanada', 'Air Canada Rouge')).toBe(0);
  });
});
