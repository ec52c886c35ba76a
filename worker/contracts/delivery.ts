// How far a report's letter has got, as the traveller's report list shows it (docs/api.md#problems,
// `delivery`): derived on every read from the report's channel, its e-mail's outcome (the outbox settles
// `emailStatus`), the traveller's word that they sent it through a form (`formSubmittedAt`) and the official
// bodies they took it to since (history `escalated`). Shared by the worker, which answers it, and the SPA.
import type { ProblemStatus, ReportChannel } from './problems';

/** sending: the e-mail is queued; sent: it reached the company (or the body); failed: the e-mail was not delivered; ready: the letter waits for the traveller to send it. */
export const DELIVERY_STATES = ['sending', 'sent', 'failed', 'ready'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** Where a case stands for its traveller: its status, except that a letter never sent anywhere is not "Submitted". */
export const CASE_STAGES = ['unsent', 'sending', 'submitted', 'in_progress', 'resolved'] as const;
export type CaseStage = (typeof CASE_STAGES)[number];

export interface ReportDelivery {
  /** How the report reaches the company, fixed when it was filed (= the report's `channel`). */
  channel: ReportChannel;
  state: DeliveryState;
  /** The official bodies the traveller has taken the case to since, by name, in the order they did. */
  escalatedTo: string[];
  /** The status as the list shows it (CASE_STAGE_LABELS). */
  stage: CaseStage;
}

export const CASE_STAGE_LABELS: Record<CaseStage, string> = {
  unsent: 'Not sent yet',
  sending: 'Sending',
  submitted: 'Submitted',
  in_progress: 'In Progress',
  resolved: 'Resolved',
};

/** The list's words for how the report reached the company, and what they mean. */
export function deliveryLabel(d: Pick<ReportDelivery, 'channel' | 'state'>): { label: string; title: string } {
  switch (d.channel) {
    case 'email':
      return d.state === 'sent'
        ? { label: 'Sent by e-mail', title: 'AirDesk e-mailed the letter to the company.' }
        : d.state === 'sending'
          ? { label: 'E-mail being sent', title: 'The letter is waiting in AirDesk’s outbox to be e-mailed.' }
          : { label: 'E-mail not delivered', title: 'The e-mail to the company could not be delivered.' };
    case 'form':
      return d.state === 'sent'
        ? { label: 'Sent through the company’s form', title: 'You sent the letter through the company’s own form.' }
        : {
            label: 'Letter ready to send',
            title: 'The company takes complaints through its own form: copy the letter there, then say you sent it.',
          };
    case 'regulator':
      return d.state === 'sent'
        ? {
            label: 'Sent through an official body',
            title: 'You sent the letter through an official body’s form, which forwards it to the company.',
          }
        : {
            label: 'Letter ready to send',
            title: 'The letter goes through an official body’s complaint form, which forwards it: send it there.',
          };
    case 'none':
      return {
        label: 'Letter ready to send',
        title: 'The company publishes no complaint e-mail or form that we know of: send the letter by other means.',
      };
  }
}

/** Said under "Letter ready to send": where the traveller sends it. */
export const READY_VIA: Record<ReportChannel, string> = {
  email: '',
  form: 'through the company’s form',
  regulator: 'through an official body',
  none: 'no complaint e-mail or form known',
};

interface DeliveryFacts {
  channel: ReportChannel;
  emailStatus: string;
  formSubmittedAt: string | null;
  status: ProblemStatus;
  /** The bodies of the routes the traveller said they sent the case to. */
  escalatedTo: string[];
}

/** The delivery of a report from its stored facts. */
export function deliveryOf(r: DeliveryFacts): ReportDelivery {
  const state: DeliveryState =
    r.channel === 'email'
      ? r.emailStatus === 'sent'
        ? 'sent'
        : r.emailStatus === 'queued'
          ? 'sending'
          : 'failed'
      : r.formSubmittedAt
        ? 'sent'
        : 'ready';
  // Sent anywhere: to the company, or to a body the traveller took the case to.
  const reached = state === 'sent' || r.escalatedTo.length > 0;
  const stage: CaseStage =
    r.status !== 'submitted' ? r.status : reached ? 'submitted' : state === 'sending' ? 'sending' : 'unsent';
  return { channel: r.channel, state, escalatedTo: r.escalatedTo, stage };
}

/**
 * The day the letter went out to the company (YYYY-MM-DD), from which its clocks run: the filing day of an e-mail
 * AirDesk sends (not one that failed), the day the traveller said they sent it otherwise; null while unsent.
 */
export function letterSentOn(r: {
  channel: ReportChannel;
  emailStatus: string;
  dateSubmitted: string;
  formSubmittedAt: string | null;
}): string | null {
  if (r.channel === 'email') return r.emailStatus === 'failed' ? null : r.dateSubmitted.slice(0, 10);
  return r.formSubmittedAt ? r.formSubmittedAt.slice(0, 10) : null;
}
