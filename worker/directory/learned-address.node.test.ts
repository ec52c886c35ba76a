// Which senders of a company's answer the directory may learn (docs/api.md#the-directory-learns): role mailboxes
// only, never an address that names a person, never a box nobody reads.
import { describe, expect, it } from 'vitest';
import { isRoleAddress, namesAPerson } from './learned-address';

describe('learned addresses', () => {
  it.each([
    'customer.relations@airline.net',
    'customer-care@airline.net',
    'complaints@airline.net',
    'claims.eu261@airline.net',
    'info@airline.net',
    'customerservice@airline.net',
    'servicepassager@airline.net',
  ])('takes the role mailbox %s', (address) => {
    expect(isRoleAddress(address)).toBe(true);
  });

  it.each([
    'maria.gonzalez@airline.net',
    'j.smith@airline.net',
    'maria.gonzalez.service@airline.net',
    'jsmith@airline.net',
    'customercare-noreply@airline.net',
    'no-reply@airline.net',
    'do_not_reply.customer@airline.net',
    'notifications.customer@airline.net',
    'baggage@airline.net',
    'sales@airline.net',
    'press@airline.net',
  ])('never takes %s', (address) => {
    expect(isRoleAddress(address)).toBe(false);
  });

  it('tells a name from role words', () => {
    expect(namesAPerson('maria.gonzalez@x.net')).toBe(true);
    expect(namesAPerson('a.b.customer.care@x.net')).toBe(false);
    expect(namesAPerson('customer.relations@x.net')).toBe(false);
    expect(namesAPerson('p.ramos@x.net')).toBe(true);
  });
});
