/** Placeholder while the page is built. */
export function ExperimentsPage() {
  return <h1 className="text-xl font-semibold">Experiments</h1>;
}
