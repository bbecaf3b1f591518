import { z } from 'zod';

// CSP has no 'unsafe-eval': without this, zod probes `new Function` when a schema is built and the browser
// reports a CSP violation. Imported first by every browser-side schema module, so it runs before any schema is constructed.
z.config({ jitless: true });
