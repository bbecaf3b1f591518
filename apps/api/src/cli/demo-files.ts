import path from 'node:path';
import type { CatalogSection } from '@store/core/catalog-file/sections';
import { REPO_ROOT } from '../paths';

/** The demo store's data (`npm run db:seed`, npm start's first start): catalogue files, one folder per brand. */
export const DEMO_FOLDER = path.join(REPO_ROOT, 'demo');

/** The files of a brand's demo folder and the sections each holds (a brand with nothing for a file has no such file). */
export const DEMO_FILES: ReadonlyArray<{ file: string; sections: CatalogSection[] }> = [
  { file: 'catalog.json', sections: ['products', 'upsells'] },
  { file: 'coupons.json', sections: ['coupons'] },
  { file: 'reviews.json', sections: ['reviews', 'reviewAlbums'] },
  { file: 'showrooms.json', sections: ['showrooms'] },
  { file: 'signals.json', sections: ['signals'] },
];
