/** Placeholder while the page is built. */
export function ProductsPage() {
  return <h1 className="text-xl font-semibold">Products</h1>;
}
