/**
 * The product picker's API reads, loaded together on first use (the add-ons, their products, the quote). One lazy
 * module makes one chunk, so the browser fetch and the envelope check they share travel once: three lazy imports had
 * each carried its own copy (product-page script).
 */
export { fetchUpsells } from '../../../lib/api/upsells';
export { fetchProductsByIds } from '../../../lib/api/browser-products';
export { quotePurchase } from './quote-loader';
