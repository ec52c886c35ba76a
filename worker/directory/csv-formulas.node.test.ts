// CSV injection: no cell the directory writes or accepts can start a spreadsheet formula (docs/reliability.md,
// stored payloads). Export neutralises such a cell; import refuses a company name that is one.
import { describe, expect, it } from 'vitest';
import { validateCompanyRow } from './company-row';
import { csvField, parseCsv, toCsv } from './csv';

const FORMULAS = [
  '=HYPERLINK("http://evil.example","x")',
  '@SUM(1+1)*cmd|" /C calc"!A0',
  '+cmd|" /C calc"!A0',
  '-2+3+cmd|" /C calc"!A0',
  '\t=1+1',
  '\r=1+1',
  '|calc',
];

describe('CSV formulas', () => {
  it('exports a formula-like cell as text (a leading apostrophe), and keeps phones and plain numbers as they are', () => {
    for (const f of FORMULAS) {
      const [cell] = parseCsv(toCsv([[f]]))[0]!.fields;
      expect(cell, JSON.stringify(f)).toBe(`'${f}`);
      expect(/^[=+\-@\t\r|]/.test(cell!)).toBe(false);
    }
    for (const plain of [
      '+49 30 2087 4410',
      '+1 (800) 864-8331',
      '-12.5',
      'Lufthansa',
      'https://www.lufthansa.com/',
      'a=b',
    ])
      expect(csvField(plain).replace(/^"|"$/g, '')).toBe(plain);
  });

  it('refuses a company name that would start a formula on import', () => {
    for (const f of FORMULAS.filter((x) => /\p{L}/u.test(x) && !/^[\t\r]/.test(x))) {
      const result = validateCompanyRow({
        name: f,
        category: 'commercial',
        country: 'Germany',
        website: 'https://www.formula-air.de',
      });
      expect(result.ok, f).toBe(false);
      if (!result.ok) expect(result.reasons.join(' ')).toMatch(/must not start with/);
    }
    expect(
      validateCompanyRow({
        name: 'Formula Air',
        category: 'commercial',
        country: 'Germany',
        website: 'https://www.formula-air.de',
      }).ok,
    ).toBe(true);
  });
});
