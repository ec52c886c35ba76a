// The reminders quote the rights engine's prose (a deadline's description, a complaint route's reason): in the
// account's language, through the rights catalogues, like the rest of the mail.
import { describe, expect, it } from 'vitest';
import { planRoutes, toRoute } from './choose';
import { readRoutesFile } from './routes-file';
import { journeyDeadlines } from '../rights/deadlines';
import { trip } from '../rights/journeys.node-fixture';
import { assessMontreal } from '../rights/montreal';
import { caseReminderMail, routeOpensMail } from '../mail/reminder-mails';

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
