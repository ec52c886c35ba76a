// A small stand-in for PayPal's browser SDK (https://www.paypal.com/sdk/js), served by page.route.
// Its button runs createSubscription, then onApprove with the given subscription id, which the test
// registered as ACTIVE with the PayPal REST fake beforehand.
export function fakePaypalSdk(subscriptionId: string) {
  return `(() => {
  const SUBSCRIPTION_ID = ${JSON.stringify(subscriptionId)};
  window.__paypalCalls = [];
  window.paypal = {
    version: 'fake-for-tests',
    Buttons(options) {
      return {
        isEligible: () => true,
        close: () => Promise.resolve(),
        render(container) {
          const el = typeof container === 'string' ? document.querySelector(container) : container;
          const button = document.createElement('button');
          button.type = 'button';
          button.textContent = 'Subscribe with PayPal';
          button.setAttribute('data-testid', 'paypal-fake-button');
          Object.assign(button.style, { width: '100%', padding: '12px', background: '#ffc439', border: '0', borderRadius: '4px', fontWeight: '700', cursor: 'pointer' });
          button.addEventListener('click', async () => {
            const actions = { subscription: { create: async (body) => { window.__paypalCalls.push(body); return SUBSCRIPTION_ID; } } };
            const id = await options.createSubscription({}, actions);
            await options.onApprove({ subscriptionID: id, orderID: 'FAKE-ORDER' }, {});
          });
          el.appendChild(button);
          return Promise.resolve();
        },
      };
    },
  };
})();`;
}
