// The mails to the traveller in their account's language (docs/api.md#languages): subject and body, dates written
// for the language; English stays word for word. One mail of each module at least, through the real worker where
// a route sends it.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { accessEndsMail, caseReminderMail } from '../mail/reminder-mails';
import { caseReplyMail, unknownSenderMail } from '../mail/case-reply-mail';
import { accountDeletedMail, passwordChangedMail } from '../mail/account-mails';
import { LANGUAGES } from '../contracts/languages';
import { loadLanguageTexts } from '../language-texts-module';
import { seedAirline, tag } from './seed';
import { call, fileDelay, outboxFor, register, subscribedUser, uniqueEmail, type TestUser } from './support';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const setLanguage = async (u: TestUser, language: string) => {
  const res = await call('/api/user', { method: 'PATCH', body: { language }, cookie: u.cookie });
  expect(res.status).toBe(200);
};
const mailsOf = async (id: number) =>
  (
    await env.DB.prepare('SELECT kind, subject, text_body, html_body FROM mail_outbox WHERE ref_id = ? ORDER BY id')
      .bind(id)
      .all<{ kind: string; subject: string; text_body: string; html_body: string }>()
  ).results;

let airlineId: number;
beforeAll(async () => {
  // The tests below build mails directly, as the domains do once they have loaded the account's language (the
  // lazily loaded modules the Worker uploads: language-texts-module.ts).
  await loadLanguageTexts(...LANGUAGES);
  airlineId = await seedAirline({
    name: `${tag()} Sprach Air`,
    country: 'Germany',
    email: `care-${Date.now()}@sprach-air.example`,
    website: 'https://www.sprach-air.example',
  });
});

describe('mails in the account language', () => {
  it('the password reset: in the language chosen at sign-up, then in the one PATCH /api/user sets', async () => {
    const email = uniqueEmail('es');
    const res = await call('/api/register', {
      body: { username: email, password: 'correct horse battery', language: 'es' },
    });
    expect(res.status).toBe(201);
    expect((await call('/api/forgot-password', { body: { username: email } })).status).toBe(200);
    const reset = (await outboxFor(email)).find((m) => m.kind === 'password-reset')!;
    expect(reset.subject).toBe('Restablezca su contraseña de AirDesk');
    expect(reset.text_body).toContain('Alguien ha pedido restablecer la contraseña de su cuenta de AirDesk.');
    expect(reset.text_body).toMatch(/abra este enlace en el plazo de una hora: http\S+reset-password\?token=/);
    expect(reset.html_body).toContain('<h2>Restablezca su contraseña</h2>');

    const en = await register();
    expect((await call('/api/forgot-password', { body: { username: en.email } })).status).toBe(200);
    expect((await outboxFor(en.email)).find((m) => m.kind === 'password-reset')!.subject).toBe(
      'Reset your AirDesk password',
    );
    await setLanguage(en, 'it');
    expect((await call('/api/forgot-password', { body: { username: en.email } })).status).toBe(200);
    expect((await outboxFor(en.email)).filter((m) => m.kind === 'password-reset')[0]!.subject).toBe(
      'Reimposti la Sua password di AirDesk',
    );
  });

  it('the account mails’ other texts', () => {
    expect(passwordChangedMail('a@b.test', 'fr').subject).toBe('Votre mot de passe AirDesk a été modifié');
    const deleted = accountDeletedMail('a@b.test', 'de');
    expect(deleted.subject).toBe('Ihr AirDesk-Konto wurde gelöscht');
    expect(deleted.text).toContain('Ihr AirDesk-Konto wurde wie gewünscht gelöscht.');
    expect(accountDeletedMail('a@b.test').subject).toBe('Your AirDesk account has been deleted');
  });

  it('the status change of a report, through the route, with the status named in the language', async () => {
    const u = await subscribedUser();
    await setLanguage(u, 'pt-BR');
    const p = await fileDelay(u, airlineId);
    const copy = (await mailsOf(p.id)).find((m) => m.kind === 'report-copy')!;
    expect(copy).toBeDefined();
    const res = await call(`/api/problems/${p.id}`, {
      method: 'PATCH',
      body: { status: 'in_progress' },
      cookie: u.cookie,
    });
    expect(res.status).toBe(200);
    const notice = (await mailsOf(p.id)).find((m) => m.kind === 'status-change')!;
    expect(notice.subject).toBe(`Sua reclamação n.º ${p.id} à ${p.airline.name} agora está Em andamento`);
    expect(notice.text_body).toContain(
      `O status da sua reclamação n.º ${p.id} à ${p.airline.name} mudou de Enviada para Em andamento.`,
    );
  });

  it('the reminders: the access that ends and a case deadline, dates written for the language', () => {
    const ends = accessEndsMail(
      {
        id: 5,
        email: 't@mail.example.net',
        subscriptionStatus: 'trial',
        subscriptionEndDate: '2027-06-03T09:00:00.000Z',
        language: 'de',
      } as never,
      'https://airdesk.example',
    );
    expect(ends.subject).toBe('Ihre kostenlose AirDesk-Testphase endet in zwei Tagen');
    expect(ends.text).toMatch(/^Ihre 7-tägige kostenlose Testphase von AirDesk endet am 3\. Juni 2027.*09:00 UTC\./);
    const english = accessEndsMail(
      {
        id: 5,
        email: 't@mail.example.net',
        subscriptionStatus: 'trial',
        subscriptionEndDate: '2027-06-03T09:00:00.000Z',
        language: 'en',
      } as never,
      'https://airdesk.example',
    );
    expect(english.text).toMatch(/^Your 7-day free trial of AirDesk ends on June 3, 2027 at 9:00 AM UTC\./);

    const r = { id: 41, contactEmail: 't@mail.example.net', airlineName: 'Rhein Air', language: 'fr' as const };
    const due = caseReminderMail(
      r,
      { kind: 'baggage-complaint', date: '2027-01-15', description: 'Due.' },
      'https://a.example',
    );
    expect(due.subject).toBe(
      'Votre réclamation écrite pour vos bagages auprès de Rhein Air doit être envoyée au plus tard le 15 janvier 2027',
    );
  });

  it('the company’s answer and a message from an unknown sender', () => {
    const r = { id: 41, contactEmail: 't@mail.example.net', airlineName: 'Rhein Air', language: 'it' as const };
    const reply = caseReplyMail(
      { ...r, nowInProgress: true },
      { from: 'care@rhein.example', subject: '', text: 'Ci scusiamo.' },
      'https://a.example',
    );
    expect(reply.subject).toBe('Rhein Air ha risposto al Suo reclamo n. 41');
    expect(reply.text).toContain('Il Suo reclamo è ora In corso.');
    expect(reply.text).toContain('Da: care@rhein.example\nOggetto: (nessun oggetto)\n\nCi scusiamo.');
    const unknown = unknownSenderMail({ ...r, language: 'es' }, { fromAddress: '' }, 'https://a.example');
    expect(unknown.subject).toBe('Un mensaje de un remitente desconocido espera en su reclamación n.º 41');
    expect(unknown.text).toContain('(no se indicó ninguna dirección)');
  });
});
