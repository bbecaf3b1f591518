import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { format } from 'prettier';
import { catalogFileJsonSchemaText } from '@store/core/catalog-file/json-schema';
import { REPO_ROOT } from '../paths';

/** `npm run catalog:schema`: writes docs/catalog-file.schema.json from the zod schemas (a test fails while it is stale). */
const file = path.join(REPO_ROOT, 'docs', 'catalog-file.schema.json');
writeFileSync(file, await format(catalogFileJsonSchemaText(), { filepath: file }));
console.log(`wrote ${path.relative(REPO_ROOT, file)}`);
