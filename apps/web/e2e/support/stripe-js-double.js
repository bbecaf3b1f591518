/*
 * A local double of the subset of Stripe.js (https://js.stripe.com/v3/) the storefront's live card field calls:
 * `Stripe(pk).elements().create('cardNumber' | 'cardExpiry' | 'cardCvc')` with `mount(el)`, `on('change' |
 * 'ready')`, `destroy()`, and `stripe.createPaymentMethod({ type: 'card', card })`. Each element is a plain input
 * (Stripe's are frames of js.stripe.com); `change` carries `complete` as Stripe's does. A card number becomes one of
 * Stripe's own test PaymentMethods, which the API's Stripe HTTP double (apps/api/test/support/stripe-double.ts) knows:
 * 4242 4242 4242 4242 pm_card_visa, 4000 0000 0000 9995 pm_card_visa_chargeDeclinedInsufficientFunds,
 * 4000 0000 0000 0002 pm_card_chargeDeclined, 4000 0000 0000 3220 pm_card_threeDSecure2Required; any other number is
 * refused as Stripe.js refuses it ('Your card number is incorrect.'). Served by the live-payments journey.
 */
(function (global) {
  'use strict';
  var PAYMENT_METHODS = {
    4242424242424242: 'pm_card_visa',
    4000000000009995: 'pm_card_visa_chargeDeclinedInsufficientFunds',
    4000000000000002: 'pm_card_chargeDeclined',
    4000000000003220: 'pm_card_threeDSecure2Required',
  };
  var LABELS = { cardNumber: 'Card number', cardExpiry: 'Expiry (MM / YY)', cardCvc: 'CVC' };
  var digits = function (value) {
    return String(value).replace(/\D/g, '');
  };
  var COMPLETE = {
    cardNumber: function (v) {
      return digits(v).length >= 13 && digits(v).length <= 19;
    },
    cardExpiry: function (v) {
      return /^\s*(0[1-9]|1[0-2])\s*\/?\s*\d{2}\s*$/.test(v);
    },
    cardCvc: function (v) {
      return /^\s*\d{3,4}\s*$/.test(v);
    },
  };

  /** One element: a plain input in the container, `change` with `complete` on every keystroke. */
  function createElement(type) {
    if (!LABELS[type]) throw new Error('Stripe double: unsupported element type ' + type);
    var handlers = {};
    var emit = function (event, payload) {
      (handlers[event] || []).forEach(function (handler) {
        handler(payload);
      });
    };
    var element = {
      type: type,
      value: '',
      input: null,
      on: function (event, handler) {
        (handlers[event] = handlers[event] || []).push(handler);
        return element;
      },
      mount: function (container) {
        var input = container.ownerDocument.createElement('input');
        input.setAttribute('aria-label', LABELS[type]);
        input.setAttribute('autocomplete', 'off');
        input.setAttribute('data-stripe-double', type);
        input.addEventListener('input', function () {
          element.value = input.value;
          emit('change', { elementType: type, empty: input.value === '', complete: COMPLETE[type](input.value) });
        });
        container.appendChild(input);
        element.input = input;
        global.setTimeout(function () {
          emit('ready', { elementType: type });
        }, 0);
      },
      destroy: function () {
        if (element.input && element.input.parentNode) element.input.parentNode.removeChild(element.input);
        element.input = null;
      },
    };
    return element;
  }

  global.Stripe = function (publishableKey) {
    if (!/^pk_(live|test)_/.test(String(publishableKey))) throw new Error('Invalid API Key provided: ' + publishableKey);
    var created = {};
    return {
      elements: function () {
        return {
          create: function (type) {
            var element = createElement(type);
            created[type] = element;
            return element;
          },
        };
      },
      createPaymentMethod: function (request) {
        var card = request && request.card;
        if (!request || request.type !== 'card' || card !== created.cardNumber) {
          return Promise.resolve({ error: { type: 'validation_error', message: 'Invalid value for createPaymentMethod' } });
        }
        var number = digits(card.value);
        var expiry = created.cardExpiry;
        var cvc = created.cardCvc;
        if (!COMPLETE.cardNumber(card.value) || !PAYMENT_METHODS[number]) {
          return Promise.resolve({
            error: { type: 'validation_error', code: 'incorrect_number', message: 'Your card number is incorrect.' },
          });
        }
        if (!expiry || !COMPLETE.cardExpiry(expiry.value)) {
          return Promise.resolve({
            error: { type: 'validation_error', code: 'incomplete_expiry', message: "Your card's expiration date is incomplete." },
          });
        }
        if (!cvc || !COMPLETE.cardCvc(cvc.value)) {
          return Promise.resolve({
            error: { type: 'validation_error', code: 'incomplete_cvc', message: "Your card's security code is incomplete." },
          });
        }
        return Promise.resolve({
          paymentMethod: {
            id: PAYMENT_METHODS[number],
            object: 'payment_method',
            type: 'card',
            card: { last4: number.slice(-4), brand: 'visa' },
          },
        });
      },
    };
  };
})(globalThis);
