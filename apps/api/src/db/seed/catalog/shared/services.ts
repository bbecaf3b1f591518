import type { BrandKey } from '@store/core';
import type { ProductSpec } from '../spec-types';
import { fixedParcel } from './parcels';

/** Ids of the service and warranty products every full storefront carries. */
export const SERVICE_IDS = {
  whiteGlove: 'mattress-white-glove',
  whiteGloveAdditional: 'additional-item-white-glove',
  removal: 'mattress-removal',
  shippingProtection: 'shipping-protection',
  warranty: 'extended-warranty',
} as const;

const NO_PAGE = ['no-own-page', 'excluded-from-sitemap'];
const NO_PARCEL = fixedParcel(0, 0, 0, 0);

/** Service lines added in the cart (extras: white glove at $149 for the first item and $45 per extra item); names of white glove lines contain "-white-glove". */
export function serviceSpecs(brand: BrandKey): ProductSpec[] {
  return servicePages(brand).map((spec) => ({ ...spec, name: spec.id }));
}

function servicePages(brand: BrandKey): ProductSpec[] {
  const ca = brand.endsWith('-ca');
  return [
    {
      id: SERVICE_IDS.whiteGlove,
      title: 'White Glove Delivery',
      inventoryKey: 'WGSFIRST',
      group: 'service',
      url: '/white-glove-service',
      listPrice: 14900,
      markers: ['white-glove', ...NO_PAGE],
      copy: {
        summary: 'Two-person in-home delivery, setup and packaging removal for your first item.',
        description:
          'Our delivery team schedules a window with you, carries your order to the room of your choice, assembles it and takes every box away. Soft goods such as sheets and pillows ride along at no extra fee.',
        highlights: [
          'Scheduled two-hour delivery window',
          'Room-of-choice placement and full assembly',
          'All packaging hauled away',
        ],
      },
      shipping: { from: 7, to: 14, wgsFrom: 7, wgsTo: 14 },
      media: { style: 'white-glove', angles: 3 },
      parcel: NO_PARCEL,
      reportToAnalytics: false,
    },
    {
      id: SERVICE_IDS.whiteGloveAdditional,
      title: 'White Glove Delivery, Additional Item',
      inventoryKey: 'WGSADDL',
      group: 'service',
      url: '/white-glove-service',
      listPrice: 4500,
      markers: ['white-glove', ...NO_PAGE],
      copy: {
        summary: 'White glove setup for each additional large item in the same delivery.',
        description:
          'When your first item already ships with white glove delivery, each additional mattress, frame or piece of furniture is set up by the same crew for a reduced fee.',
        highlights: ['Same crew, same visit', 'Assembly and packaging removal included', 'No fee for soft goods'],
      },
      shipping: { from: 7, to: 14, wgsFrom: 7, wgsTo: 14 },
      media: { style: 'white-glove', angles: 3 },
      parcel: NO_PARCEL,
      reportToAnalytics: false,
    },
    {
      id: SERVICE_IDS.removal,
      title: 'Old Mattress Removal',
      inventoryKey: 'MATTREMOVAL',
      group: 'service',
      url: '/white-glove-service',
      listPrice: 4900,
      markers: ['mattress-removal', ...NO_PAGE],
      copy: {
        summary: 'We haul away and responsibly recycle your old mattress on delivery day.',
        description:
          'Add removal to a white glove delivery and the crew takes your old mattress or box spring with them. Where a state requires a recycling fee (California, Rhode Island and Connecticut) it is added at checkout.',
        highlights: ['Removed on delivery day', 'Recycled or donated where possible', 'Requires white glove delivery'],
      },
      shipping: { from: 7, to: 14, wgsFrom: 7, wgsTo: 14 },
      media: { style: 'removal', angles: 3 },
      parcel: NO_PARCEL,
      reportToAnalytics: false,
    },
    {
      id: SERVICE_IDS.shippingProtection,
      title: 'Shipping Protection',
      inventoryKey: 'SHIPPROTECT',
      group: 'service',
      url: '/p/shipping-protection',
      listPrice: ca ? 2900 : 1900,
      markers: ['shipping-protection', ...NO_PAGE],
      copy: {
        summary: 'Covers your order against loss, theft and damage in transit.',
        description:
          'If a package arrives damaged, goes missing or is stolen from your doorstep, we ship a replacement right away with no claim forms to chase.',
        highlights: ['Replacement shipped within 2 business days', 'Covers loss, theft and damage', 'One fee per order'],
      },
      media: { style: 'shield', angles: 3 },
      parcel: NO_PARCEL,
      reportToAnalytics: false,
    },
    {
      id: SERVICE_IDS.warranty,
      title: 'Extended Accident Protection Plan',
      inventoryKey: 'EXTWARRANTY',
      group: 'warranty',
      url: '/p/extended-warranty',
      listPrice: ca ? 12900 : 9900,
      markers: NO_PAGE,
      copy: {
        summary: 'Five years of accidental stain and damage protection for your mattress or furniture.',
        description:
          'The plan covers accidental stains, rips, burns and punctures that a standard warranty does not, with repair or replacement at no cost. Claims are filed online in minutes.',
        highlights: ['5 years of accident coverage', 'Stains, rips, burns and punctures', 'Online claims, no deductible'],
      },
      media: { style: 'shield', angles: 3 },
      parcel: NO_PARCEL,
      isWarranty: true,
    },
  ];
}
