/** Placeholder while the page is built. */
export function ReviewsPage() {
  return <h1 className="text-xl font-semibold">Reviews</h1>;
}
