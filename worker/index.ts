import { createApp } from './app';
import { configOf } from './config';
import { createDb } from './db';
import { deliverInBackground } from './delivery';
import type { Bindings } from './env';
import { runCron } from './scheduled';

const app = createApp();

export default {
  fetch: app.fetch,
  scheduled(controller, env, ctx) {
    // The time the cron fired, not the moment this run got going: reminders are due by the schedule. Which cron
    // fired decides the work (wrangler.toml [triggers]): the 5-minute jobs, or the daily source checks.
    ctx.waitUntil(runCron(env, controller.cron, controller.scheduledTime));
  },
  // Mail to a report's case address (Email Routing's catch-all rule on CASE_MAIL_DOMAIN).
  // A stored reply queued the traveller's notice: it goes out after the handler, as after a request.
  // The inbound path is a module of its own (worker/lazy/case-mail.js), loaded by the first mail an isolate gets.
  async email(message, env, ctx) {
    const { receiveCaseMail } = await import('./lazy/case-mail.js');
    if (await receiveCaseMail(message, env, configOf(env).appOrigin)) deliverInBackground(ctx, createDb(env.DB), env);
  },
} satisfies ExportedHandler<Bindings>;
