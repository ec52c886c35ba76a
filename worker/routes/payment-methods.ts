// Saved cards (docs/api.md#payment-methods, docs/decisions.md#p11): the rules and the SQL are in
// worker/payment-methods/; a body holding a card number is refused before it is even validated.
import { Hono } from 'hono';
import type { HasPaymentMethod } from '../contracts';
import { addCardBody } from '../contracts/schemas/payment-methods';
import type { AppEnv } from '../env';
import { describe } from '../lib/describe';
import { pathId } from '../lib/path-id';
import { validate } from '../lib/validate';
import { refuseSuspended, requireUser } from '../middleware/session';
import { refuseCardData } from '../payment-methods/card-data';
import { addCard, deleteCard, hasCard, listCards, makeDefault } from '../payment-methods/cards';

const parseId = (raw: string) => pathId(raw, 'No such payment method.');
const T = 'Payment methods';

export const paymentMethodRoutes = new Hono<AppEnv>()
  .use(requireUser)

  .get(
    '/has-payment-method',
    describe(T, 'Whether the account keeps a card', { 200: ['`{hasPaymentMethod}`.', 'HasPaymentMethod'] }),
    async (c) => {
      const user = c.var.user;
      // A PayPal subscription is a payment method too (docs/decisions.md#p10: no prompt for those users).
      const body: HasPaymentMethod = {
        hasPaymentMethod: !!user.paypalSubscriptionId || (await hasCard(c.var.db, user.id)),
      };
      return c.json(body);
    },
  )

  .get('/', describe(T, 'The cards, the default first', { 200: ['An array of cards.', 'Cards'] }), async (c) =>
    c.json(await listCards(c.var.db, c.var.user.id)),
  )

  .post(
    '/',
    describe(
      T,
      'Keep a card (masked number only)',
      { 201: ['The card.', 'Card'] },
      { 409: 'Another change to the cards happened at the same moment.' },
    ),
    refuseSuspended,
    async (c, next) => {
      refuseCardData(await c.req.text());
      await next();
    },
    validate('json', addCardBody),
    async (c) => c.json(await addCard(c.var.db, c.var.user.id, c.req.valid('json')), 201),
  )

  .delete('/:id', describe(T, 'Remove a card', { 204: 'Removed.' }, { 404: 'No such card.' }), async (c) => {
    await deleteCard(c.var.db, c.var.user.id, parseId(c.req.param('id')));
    return c.body(null, 204);
  })

  .patch(
    '/:id/default',
    describe(
      T,
      'Make a card the default',
      { 200: ['The card.', 'Card'] },
      { 404: 'No such card.', 409: 'Another change to the cards happened at the same moment.' },
    ),
    refuseSuspended,
    async (c) => c.json(await makeDefault(c.var.db, c.var.user.id, parseId(c.req.param('id')))),
  );
