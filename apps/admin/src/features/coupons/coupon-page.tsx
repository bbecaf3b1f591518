/** Placeholder while the page is built. */
export function CouponPage() {
  return <h1 className="text-xl font-semibold">Coupon</h1>;
}
