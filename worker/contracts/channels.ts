// How a report reaches a company: by e-mail when it publishes one, else through its own complaint form (the
// traveller sends the letter there), else by no channel AirDesk can use. The one place this is decided. A module
// of its own (re-exported by directory.ts) so that the report's contracts need not load the directory's country
// tables in the SPA.

export const CHANNELS = ['email', 'form', 'none'] as const;
export type Channel = (typeof CHANNELS)[number];
export const channelOf = (a: { email: string; complaintFormUrl: string }): Channel =>
  a.email.trim() !== '' ? 'email' : a.complaintFormUrl.trim() !== '' ? 'form' : 'none';
