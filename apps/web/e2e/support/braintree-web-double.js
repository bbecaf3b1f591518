/*
 * A local double of the subset of Braintree's client SDK (braintree-web 3.x hosted scripts client.min.js and
 * paypal-checkout.min.js, served from one file) and of the PayPal JS SDK the storefront's live PayPal button calls:
 * `braintree.client.create({ authorization })`, `braintree.paypalCheckout.create({ client })`,
 * `instance.loadPayPalSDK(options)` (defines `paypal`), `instance.createPayment(options)`,
 * `instance.tokenizePayment(data)`, and `paypal.Buttons(options).render(container)`. The button is a plain button: a
 * click runs createOrder then onApprove, as the buyer approving in PayPal's window. Authorization must be a client
 * token of the API's Braintree HTTP double (`client-token-for-...`). The nonce is Braintree's test nonce
 * fake-paypal-one-time-nonce, or `globalThis.__braintreeDoubleNonce` when a test sets it (e.g.
 * fake-paypal-insufficient-funds-nonce); `globalThis.__braintreeDoubleCancel = true` makes the next click a cancel.
 */
(function (global) {
  'use strict';
  var orders = 0;
  var checkout = {
    loadPayPalSDK: function (options) {
      if (!options || !/^[A-Z]{3}$/.test(String(options.currency))) return Promise.reject(new Error('currency is required'));
      global.paypal = {
        FUNDING: { PAYPAL: 'paypal', PAYLATER: 'paylater' },
        Buttons: function (buttonOptions) {
          var button = null;
          return {
            render: function (container) {
              button = container.ownerDocument.createElement('button');
              button.type = 'button';
              button.textContent = buttonOptions.fundingSource === 'paylater' ? 'Pay Later (PayPal double)' : 'PayPal (double)';
              button.setAttribute('data-paypal-double', buttonOptions.fundingSource || 'paypal');
              button.addEventListener('click', function () {
                if (global.__braintreeDoubleCancel) {
                  global.__braintreeDoubleCancel = false;
                  buttonOptions.onCancel({});
                  return;
                }
                Promise.resolve(buttonOptions.createOrder())
                  .then(function (orderID) {
                    return buttonOptions.onApprove({ orderID: orderID, payerID: 'DOUBLEPAYER' });
                  })
                  .catch(function (error) {
                    buttonOptions.onError(error);
                  });
              });
              container.appendChild(button);
              return Promise.resolve();
            },
            close: function () {
              if (button && button.parentNode) button.parentNode.removeChild(button);
              button = null;
              return Promise.resolve();
            },
          };
        },
      };
      return Promise.resolve(global.paypal);
    },
    createPayment: function (options) {
      if (!options || options.flow !== 'checkout' || !/^\d+\.\d{2}$/.test(String(options.amount))) {
        return Promise.reject(new Error('createPayment needs flow checkout and a decimal amount'));
      }
      orders += 1;
      return Promise.resolve('EC-DOUBLE' + orders);
    },
    tokenizePayment: function (data) {
      if (!data || !/^EC-DOUBLE\d+$/.test(String(data.orderID))) return Promise.reject(new Error('unknown order'));
      return Promise.resolve({
        nonce: global.__braintreeDoubleNonce || 'fake-paypal-one-time-nonce',
        type: 'PayPalAccount',
        details: { email: 'buyer@example.com' },
      });
    },
  };
  global.braintree = global.braintree || {};
  global.braintree.client = {
    create: function (options) {
      if (!options || !/^client-token-for-/.test(String(options.authorization))) {
        return Promise.reject({ code: 'CLIENT_INVALID_AUTHORIZATION', message: 'Authorization is invalid.' });
      }
      return Promise.resolve({ authorization: options.authorization });
    },
  };
  global.braintree.paypalCheckout = {
    create: function (options) {
      if (!options || !options.client) return Promise.reject(new Error('client is required'));
      return Promise.resolve(checkout);
    },
  };
})(globalThis);
