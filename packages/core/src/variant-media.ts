import type { Selection } from './variant';

/** The properties whose choice changes how a product looks, so its images are drawn per value. */
export const MEDIA_PROPERTIES = ['Color', 'Material'] as const;

/** The mediaCollection tag saying which option an image shows: `Color=navy`, `Material=memory-foam`. */
export function variantTag(name: string, value: string): string {
  return `${name}=${value}`;
}

function variantOf(media: { readonly tags: readonly string[] }): Selection {
  return Object.fromEntries(
    media.tags.flatMap((tag) => {
      const at = tag.indexOf('=');
      return at > 0 ? [[tag.slice(0, at), tag.slice(at + 1)]] : [];
    }),
  );
}

function shows(media: { readonly tags: readonly string[] }, selection: Readonly<Selection>): boolean {
  return Object.entries(variantOf(media)).every(([name, value]) => selection[name] === undefined || selection[name] === value);
}

/**
 * The images of the chosen variant: those whose variant tags all agree with the selection (an image without a tag for
 * a property shows every value of it). When no image shows the choice, the first image's variant (the default) is used,
 * so the gallery is never empty.
 */
export function variantMedia<T extends { readonly tags: readonly string[] }>(
  media: readonly T[],
  selection: Readonly<Selection>,
): T[] {
  const chosen = media.filter((m) => shows(m, selection));
  if (chosen.length > 0) return chosen;
  const first = media[0];
  return first === undefined ? [] : media.filter((m) => shows(m, variantOf(first)));
}
