// The From of a mail written in someone's name (a report, a traveller's message to the company).
/** A display name in a From header: quoted, its quotes and backslashes escaped. */
export const quotedName = (name: string) => `"${name.replace(/[\\"]/g, (ch) => `\\${ch}`)}"`;

/** The address of a From header (`AirDesk <no-reply@x>` -> `no-reply@x`). */
const addressOf = (from: string) => /<([^<>]+)>\s*$/.exec(from)?.[1]?.trim() ?? from.trim();

/**
 * The sender of a mail written in the passenger's name: `"<passenger name> via AirDesk" <address>`, so a claims
 * system files each customer under their own name rather than every AirDesk customer under one sender.
 */
export const onBehalfOf = (name: string, from: string) => `${quotedName(`${name} via AirDesk`)} <${addressOf(from)}>`;
