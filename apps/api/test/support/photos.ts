import sharp from 'sharp';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { StaffBrowser } from './staff';

/** A photo file made with sharp: a gradient-ish image of the size and format asked, optionally with EXIF. */
export async function makeImage(
  format: 'jpeg' | 'png' | 'webp' | 'gif',
  options: { width?: number; height?: number; exif?: Record<string, Record<string, string>>; orientation?: number } = {},
): Promise<Buffer> {
  const width = options.width ?? 640;
  const height = options.height ?? 480;
  let image = sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 160 } } }).composite([
    {
      input: { create: { width: Math.ceil(width / 2), height: Math.ceil(height / 3), channels: 3, background: '#f5c542' } },
      top: 0,
      left: 0,
    },
  ]);
  if (options.exif) image = image.withExif(options.exif);
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  return image.toFormat(format).toBuffer();
}

/** A multipart/form-data body: text fields, then the file under `file`. */
export function multipartForm(
  fields: Record<string, string>,
  file?: { body: Buffer; filename: string; type: string },
): { payload: Buffer; contentType: string } {
  const boundary = `----photo${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${file.filename}"\r\ncontent-type: ${file.type}\r\n\r\n`,
      ),
      file.body,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A request from a signed-in staff browser with any method and body (the cookie client speaks JSON only). */
export async function staffRequest(
  app: FastifyInstance,
  browser: StaffBrowser,
  request: {
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    url: string;
    payload?: Buffer | string;
    headers?: Record<string, string>;
  },
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: request.method,
    url: request.url,
    headers: { origin: 'http://localhost:3001', ...request.headers },
    cookies: Object.fromEntries(browser.jar),
    remoteAddress: browser.address,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
}

/** Uploads a photo as the staff application does. */
export function uploadPhoto(
  app: FastifyInstance,
  browser: StaffBrowser,
  target: { brand: string; productId: string },
  form: { alt?: string; color?: string; file?: { body: Buffer; filename: string; type: string } },
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const fields: Record<string, string> = {};
  if (form.alt !== undefined) fields.alt = form.alt;
  if (form.color !== undefined) fields.color = form.color;
  const { payload, contentType } = multipartForm(fields, form.file);
  return staffRequest(app, browser, {
    method: 'POST',
    url: `/admin/catalog/products/${target.brand}/${target.productId}/photos`,
    payload,
    headers: { 'content-type': contentType, ...headers },
  });
}
