// The `compression` middleware as this server calls it: on Node's own request and response, with zlib's options.
declare module 'compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  import type { BrotliOptions, ZlibOptions } from 'node:zlib';

  interface CompressionOptions extends ZlibOptions {
    brotli?: BrotliOptions;
    threshold?: number | string;
    filter?: (req: IncomingMessage, res: ServerResponse) => boolean;
  }

  export default function compression(
    options?: CompressionOptions,
  ): (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;
}
