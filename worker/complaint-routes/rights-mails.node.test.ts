// The reminders quote the rights engine's prose (a deadline's description, a complaint route's reason): in the
// account's language, through the rights catalogues, like the rest of the mail.
import { describe, expect, it } from 'vitest';
import { planRoutes, toRoute } from './choose';
import { readRoutesFile } from './routes-file';
import { journeyDeadlines } from '../rights/deadlines';
import { trip } from '../rights/journeys.node-fixture';
import { assessMontreal } from '../rights/montreal';
import { caseReminderMail, routeOpensMail } from '../mail/reminder-mails';
import { RIGHTS_CATALOGUES, RIGHTS_OPTIONS } from '../contracts/i18n/rights/catalogues';
import { registerServerCatalogue } from '../contracts/i18n/translate';
import type { Language } from '../contracts/languages';
import { registerEveryLanguage } from '../language-texts/every-language.node-fixture';

// The Worker loads a language's texts when first needed; here every language's, from their sources.
registerEveryLanguage();

// The worker loads them before it writes such mails (worker/rights-texts-module.ts, a module of its own); registered
// here the same way.
for (const [lang, catalogue] of Object.entries(RIGHTS_CATALOGUES))
  registerServerCatalogue(lang as Language, catalogue, RIGHTS_OPTIONS);

const row = { id: 7, contactEmail: 'a@example.com', airlineName: 'Lufthansa', language: 'de' as const };

describe('reminder mails with the rights prose', () => {
  it("write a deadline's description in the account's language", () => {
    const j = trip({ from: 'FRA', to: 'JFK', incident: 'baggage_damaged', baggageReceivedDate: '2025-06-02' });
    const [bag] = journeyDeadlines(j, [assessMontreal(j)]);
    const mail = caseReminderMail(row, bag!, 'https://airdesk.example');
    expect(mail.text).not.toContain(bag!.description);
    expect(mail.text).toContain('Übereinkommen von Montreal');
    expect(caseReminderMail({ ...row, language: 'en' }, bag!, 'https://airdesk.example').text).toContain(
      bag!.description,
    );
  });

  it("write a route's reason in the account's language", () => {
    const lba = readRoutesFile().routes.find((r) => r.id === 'EU-NEB' && r.country === 'DE');
    expect(lba).toBeDefined();
    const [planned] = planRoutes([toRoute(lba!)], '2026-01-10');
    const mail = routeOpensMail({ ...row, language: 'fr' }, planned!, 'https://airdesk.example');
    expect(mail.text).not.toContain(lba!.reason);
    expect(mail.text).toContain('organismes de conciliation');
  });
});
