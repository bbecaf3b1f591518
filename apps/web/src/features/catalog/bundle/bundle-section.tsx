'use client';

import dynamic from 'next/dynamic';
import type { BundleBuilderProps } from './bundle-builder';

/**
 * The bundle builder in a chunk of its own: only bundle pages load its code (the product page's first-load JavaScript
 * stays the same), and the server still renders it into the page's HTML.
 */
const BundleBuilder = dynamic(() => import('./bundle-builder').then((m) => m.BundleBuilder));

export function BundleSection(props: BundleBuilderProps) {
  return <BundleBuilder {...props} />;
}
