// DESIGN §7 CSP has no 'unsafe-eval': zod probes `new Function` when its first object schema is built unless it is
// jitless. Some client modules import core's schema modules before any module of src/lib/api, so the setting must run
// before all of them: this file runs before the application's own modules on the client (Next.js convention).
import './lib/api/zod-jitless';
