'use client';

import { Activity, type ReactNode } from 'react';

/**
 * Hydrates its children after the rest of the page, in a commit of their own: React leaves a server-rendered Activity
 * boundary for a later pass at low priority. For an island whose hydration sets state at once, such as every
 * react-hook-form form (`useForm` marks itself ready in a layout effect): that synchronous re-render would otherwise
 * run inside the page's whole hydration commit and take the effects of every component of the page with it, one long
 * task on a phone.
 *
 * Activity rather than Suspense: the server writes an Activity's content in place, where it writes a Suspense
 * boundary of more than 500 bytes found past the first 12.8 KB of the page (every page here, its stylesheet being
 * inlined) at the end of the document, to be moved in by a script after the first paint, moving what is below it.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Activity mode="visible">{children}</Activity>;
}
