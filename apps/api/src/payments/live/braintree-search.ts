import type braintree from 'braintree';

/**
 * Every transaction whose orderId is the given one (Braintree's advanced search), oldest first: a sale's orderId is
 * the store's payment attempt key, a refund's the store's refund key, which is how either is found again.
 */
export function searchByOrderId(gateway: braintree.BraintreeGateway, orderId: string): Promise<braintree.Transaction[]> {
  return new Promise((resolve, reject) => {
    const found: braintree.Transaction[] = [];
    const stream = gateway.transaction.search((search) => search.orderId().is(orderId));
    stream.on('data', (transaction: braintree.Transaction) => found.push(transaction));
    stream.on('error', reject);
    stream.on('end', () => resolve(found));
  });
}
