/** Placeholder while the photos panel is built: a product's photos (upload, alt text, colour, order). */
export function ProductPhotos(_props: { brand: string; productId: string }) {
  return null;
}
