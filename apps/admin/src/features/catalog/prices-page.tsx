/** Placeholder while the page is built. */
export function PricesPage() {
  return <h1 className="text-xl font-semibold">Prices</h1>;
}
