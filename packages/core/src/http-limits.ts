/**
 * The largest request body the commerce API reads (Fastify's bodyLimit): larger is a 413 with the error envelope. The
 * storefront refuses the same bodies on /api before forwarding them, so neither process buffers more than this.
 */
export const API_BODY_LIMIT_BYTES = 256 * 1024;
