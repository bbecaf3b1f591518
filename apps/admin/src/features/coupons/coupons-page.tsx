/** Placeholder while the page is built. */
export function CouponsPage() {
  return <h1 className="text-xl font-semibold">Coupons</h1>;
}
