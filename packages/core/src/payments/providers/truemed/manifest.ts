import type { ProviderManifest } from '../manifest';

/** Truemed (health-savings funds): its page framed by review's modal, returning with `truemedSessionId`. */
export const truemed = {
  name: 'truemed',
  label: 'Truemed',
  flow: 'redirect',
  returnMarker: 'truemedSessionId',
  express: false,
  refunds: 'partial',
  webhook: 'store',
  apiSegments: ['truemed'],
  browser: {
    handler: 'framedPage',
    panel: 'note',
    note: 'After Place order a Truemed window asks two short questions, then you pay with your HSA or FSA funds.',
  },
} as const satisfies ProviderManifest;
