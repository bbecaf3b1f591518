'use client';

import dynamic from 'next/dynamic';
import type { CollectionPickerProps } from './collection-picker';

/**
 * The collection picker in a chunk of its own: only a page with a collection loads its code (the product page's
 * first-load JavaScript stays the same), and the server still renders it into the page's HTML.
 */
const CollectionPicker = dynamic(() => import('./collection-picker').then((m) => m.CollectionPicker));

export function CollectionSection(props: CollectionPickerProps) {
  return <CollectionPicker {...props} />;
}
