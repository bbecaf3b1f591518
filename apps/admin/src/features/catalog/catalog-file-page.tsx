/** Placeholder while the page is built. */
export function CatalogFilePage() {
  return <h1 className="text-xl font-semibold">CatalogFile</h1>;
}
