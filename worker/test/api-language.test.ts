// The API's messages in the request's language (docs/api.md#languages): the lang cookie, else Accept-Language,
// else English; thrown in English once and translated at the error envelope.
import { describe, expect, it, vi } from 'vitest';
import { MSG, USER_MSG, type User } from '../contracts';
import { call, register, sessionCookie, uniqueEmail, uniqueIp } from './support';

vi.setConfig({ testTimeout: 30_000 });

interface ErrorBody {
  message: string;
  issues?: { path: string; message: string }[];
}
const weakSignUp = (headers: Record<string, string> = {}, cookie?: string) =>
  call('/api/register', { body: { username: 'not-an-address', password: 'abc' }, headers, cookie });

describe('error messages in the request language', () => {
  it('answers in English without a language, keeping the English texts word for word', async () => {
    const res = await weakSignUp();
    expect(res.status).toBe(400);
    const body = await res.json<ErrorBody>();
    expect(body.message).toBe(MSG.usernameEmail);
    expect(body.issues?.map((i) => i.message)).toEqual([MSG.usernameEmail, MSG.passwordMin]);
  });

  it('follows Accept-Language, by its q-values, for the message and every issue', async () => {
    const res = await weakSignUp({ 'Accept-Language': 'en;q=0.5, de-AT, fr;q=0.8' });
    expect(res.status).toBe(400);
    expect(res.headers.get('Content-Language')).toBe('de');
    const body = await res.json<ErrorBody>();
    expect(body.message).toBe('Der Benutzername muss eine gültige E-Mail-Adresse sein');
    expect(body.issues).toEqual([
      { path: 'username', message: 'Der Benutzername muss eine gültige E-Mail-Adresse sein' },
      { path: 'password', message: 'Das Passwort muss mindestens 6 Zeichen lang sein' },
    ]);
  });

  it('lets the lang cookie win over Accept-Language; an unsupported cookie falls back to the header', async () => {
    const byCookie = await weakSignUp({ 'Accept-Language': 'de' }, 'lang=pt-BR; other=1');
    expect((await byCookie.json<ErrorBody>()).message).toBe('O nome de usuário deve ser um endereço de e-mail válido');
    const badCookie = await weakSignUp({ 'Accept-Language': 'it' }, 'lang=xx');
    expect((await badCookie.json<ErrorBody>()).message).toBe('Il nome utente deve essere un indirizzo e-mail valido');
    const unsupported = await weakSignUp({ 'Accept-Language': 'ja, zh;q=0.9' });
    expect((await unsupported.json<ErrorBody>()).message).toBe(MSG.usernameEmail);
  });

  it('translates the messages of the worker itself: 401, 404, a template with a value, malformed JSON', async () => {
    const es = { 'Accept-Language': 'es' };
    const signedOut = await call('/api/user', { headers: es });
    expect(signedOut.status).toBe(401);
    expect((await signedOut.json<ErrorBody>()).message).toBe('Inicie sesión para continuar.');

    const noRoute = await call('/api/no-such-thing', { headers: { 'Accept-Language': 'fr' } });
    expect(noRoute.status).toBe(404);
    expect((await noRoute.json<ErrorBody>()).message).toBe('Cette route de l’API n’existe pas.');

    const long = await call(`/api/airports?query=${'a'.repeat(61)}`, { headers: { 'Accept-Language': 'it' } });
    expect(long.status).toBe(400);
    expect(await long.json<ErrorBody>()).toEqual({
      message: 'query deve contenere al massimo 60 caratteri',
      issues: [{ path: 'query', message: 'query deve contenere al massimo 60 caratteri' }],
    });

    const malformed = await call('/api/login', { rawBody: '{"username":', headers: { 'Accept-Language': 'de' } });
    expect(malformed.status).toBe(400);
    expect((await malformed.json<ErrorBody>()).message).toBe('Der Inhalt der Anfrage ist kein gültiges JSON.');
  });

  it('translates a 409 a route throws, and zod’s own messages', async () => {
    const email = uniqueEmail('lang');
    await register(email);
    const again = await call('/api/register', {
      body: { username: email, password: 'correct horse battery' },
      headers: { 'Accept-Language': 'fr-CA' },
    });
    expect(again.status).toBe(409);
    expect((await again.json<ErrorBody>()).message).toBe('Un compte existe déjà avec cette adresse e-mail.');

    const notObject = await call('/api/login', { rawBody: '[1]', headers: { 'Accept-Language': 'pt' } });
    expect(notObject.status).toBe(400);
    expect((await notObject.json<ErrorBody>()).message).toMatch(/^Dados inválidos: esperado object, recebido array$/);
  });

  it('sends the success messages of the password reset in the request language', async () => {
    const res = await call('/api/forgot-password', {
      body: { username: uniqueEmail('nobody') },
      headers: { 'Accept-Language': 'it' },
    });
    expect(res.status).toBe(200);
    expect((await res.json<{ message: string }>()).message).toBe(
      'Se esiste un account con questo indirizzo e-mail, Le abbiamo inviato le istruzioni per reimpostare la password.',
    );
  });
});

describe("the account's language", () => {
  it('is set at sign-up (English when left out) and carried by the user object', async () => {
    const ip = uniqueIp();
    const fr = await call('/api/register', {
      body: { username: uniqueEmail('fr'), password: 'correct horse battery', language: 'fr' },
      ip,
    });
    expect(fr.status).toBe(201);
    expect((await fr.json<User>()).language).toBe('fr');
    const me = await call('/api/user', { cookie: sessionCookie(fr) });
    expect((await me.json<User>()).language).toBe('fr');

    const plain = await register();
    expect(plain.user.language).toBe('en');

    const unsupported = await call('/api/register', {
      body: { username: uniqueEmail('xx'), password: 'correct horse battery', language: 'pt-PT' },
    });
    expect(unsupported.status).toBe(400);
    expect(await unsupported.json<ErrorBody>()).toEqual({
      message: USER_MSG.language,
      issues: [{ path: 'language', message: 'Language must be one of: en, es, fr, de, pt-BR, it.' }],
    });
  });

  it('is changed with PATCH /api/user: 200 with the user, 400 for an unsupported language, 401 signed out', async () => {
    const u = await register();
    const res = await call('/api/user', { method: 'PATCH', body: { language: 'pt-BR' }, cookie: u.cookie });
    expect(res.status).toBe(200);
    const user = await res.json<User>();
    expect(user).toMatchObject({ id: u.user.id, email: u.email, language: 'pt-BR' });
    expect((await (await call('/api/user', { cookie: u.cookie })).json<User>()).language).toBe('pt-BR');

    for (const language of ['klingon', 'EN', '', 7, null]) {
      const bad = await call('/api/user', {
        method: 'PATCH',
        body: { language },
        cookie: u.cookie,
        headers: { 'Accept-Language': 'de' },
      });
      expect(bad.status, String(language)).toBe(400);
      expect((await bad.json<ErrorBody>()).message).toBe(
        'Die Sprache muss eine der folgenden sein: en, es, fr, de, pt-BR, it.',
      );
    }
    const missing = await call('/api/user', { method: 'PATCH', body: {}, cookie: u.cookie });
    expect(missing.status).toBe(400);
    expect((await missing.json<ErrorBody>()).message).toBe(USER_MSG.language);
    expect((await (await call('/api/user', { cookie: u.cookie })).json<User>()).language).toBe('pt-BR');

    const signedOut = await call('/api/user', { method: 'PATCH', body: { language: 'es' } });
    expect(signedOut.status).toBe(401);
  });
});
