/** Placeholder while the page is built. */
export function DashboardPage() {
  return <h1 className="text-xl font-semibold">Dashboard</h1>;
}
