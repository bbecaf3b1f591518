// CSP has no 'unsafe-eval': zod probes `new Function` when its first object schema is built unless it is
// jitless. Some client modules import core's schema modules before any module of src/lib/api (which set it), so the
// setting must come before all of them: this file runs first on the client (Next.js convention). Importing zod here
// would put all of zod on every page; zod v4 adopts a config object already on globalThis (`__zod_globalConfig`).
import { preconfigureZodJitless } from './lib/zod-preconfig';

preconfigureZodJitless(globalThis);
