/** Placeholder while the page is built. */
export function ProductPage() {
  return <h1 className="text-xl font-semibold">Product</h1>;
}
