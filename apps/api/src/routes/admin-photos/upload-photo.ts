import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { adminPhotoSchema, photoAltField, photoColorField } from '@store/core/back-office/photo-admin-wire';
import { PHOTO_MAX_BYTES } from '@store/core/media/photo-rules';
import type { Deps } from '../../context';
import { idempotentRoute, staffKeyOwner } from '../../idempotency/idempotent-route';
import { TOO_MANY_BYTES_MESSAGE } from '../../media/photos/clean-upload';
import { errorBody, sendError } from '../../plugins/reply';
import { actorOf } from '../../staff/audit';
import { signedInStaff, staffGuard } from '../../staff/staff-guard';
import { announceCatalogChange } from '../../use-cases/catalog/announce-catalog-change';
import { uploadPhoto } from '../../use-cases/photos/upload-photo';
import { errorEnvelope, okEnvelope } from '../schemas';
import { staffErrors } from '../staff-auth/schemas';
import { productParams } from './schemas';

/** What a photo upload's form holds: the file and its two fields. */
interface UploadForm {
  file: Buffer | null;
  fields: Record<string, string>;
}

export const NOT_MULTIPART_MESSAGE = 'Send the photo as multipart/form-data with a file, alt and color fields';
export const NO_FILE_MESSAGE = 'Choose a photo to upload';
const MALFORMED_FORM_MESSAGE = 'The form could not be read: send it again as multipart/form-data';

/** Reads the form: one file (held in memory, at most PHOTO_MAX_BYTES) and short text fields. */
async function readUploadForm(request: FastifyRequest): Promise<UploadForm | 'too-large' | 'malformed'> {
  const form: UploadForm = { file: null, fields: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const body = await part.toBuffer();
        if (part.fieldname === 'file' && form.file === null) form.file = body;
      } else if (typeof part.value === 'string') form.fields[part.fieldname] = part.value;
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return 'too-large';
    // The multipart plugin's own refusals (too many files, parts or fields) carry their 4xx status.
    if ((error as { statusCode?: number }).statusCode !== undefined) throw error;
    // Anything else the form parser throws (a body cut short, a broken part header) is the client's malformed form.
    return 'malformed';
  }
  return form;
}

/**
 * POST /admin/catalog/products/:brand/:id/photos (catalog.edit), multipart: `file` (JPEG, PNG or WebP by content, at
 * most 15 MB and 40 megapixels, at least 200 px a side), `alt` (required) and `color` (a Color value of the product,
 * or empty for all colours). The photo goes at the end of the product's photos. Idempotency-Key optional: a retried
 * upload with the same key answers the first photo again rather than adding a second one.
 */
export const uploadPhotoRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    // Multipart is parsed for this route only (no other route takes a form): one file, a few short fields.
    await app.register(multipart, {
      limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 4, fieldSize: 4096, parts: 6, headerPairs: 100 },
    });
    const idem = idempotentRoute(deps, 'POST /admin/catalog/products/{brand}/{id}/photos', staffKeyOwner);
    app.post(
      '/admin/catalog/products/:brand/:id/photos',
      {
        // The one route whose body is a photo: the file's bound plus room for the form's fields and boundaries.
        bodyLimit: PHOTO_MAX_BYTES + 64 * 1024,
        preValidation: staffGuard(deps, 'catalog.edit'),
        preHandler: idem.preHandler,
        onSend: idem.onSend,
        schema: {
          tags: ['staff'],
          params: productParams,
          consumes: ['multipart/form-data'],
          response: {
            200: okEnvelope(adminPhotoSchema),
            ...staffErrors,
            413: errorEnvelope,
            415: errorEnvelope,
            422: errorEnvelope,
          },
        },
      },
      async (request, reply) => {
        if (!request.isMultipart()) return reply.code(415).send(errorBody('BAD_REQUEST', NOT_MULTIPART_MESSAGE));
        const form = await readUploadForm(request);
        if (form === 'too-large') return reply.code(413).send(errorBody('BAD_REQUEST', TOO_MANY_BYTES_MESSAGE));
        if (form === 'malformed') return reply.code(400).send(errorBody('BAD_REQUEST', MALFORMED_FORM_MESSAGE));
        if (form.file === null || form.file.length === 0) return reply.code(400).send(errorBody('BAD_REQUEST', NO_FILE_MESSAGE));
        const alt = photoAltField.safeParse(form.fields.alt ?? '');
        if (!alt.success) return reply.code(400).send(errorBody('BAD_REQUEST', `alt: ${alt.error.issues[0]?.message ?? ''}`));
        const rawColor = form.fields.color?.trim() ? form.fields.color : null;
        const color = photoColorField.safeParse(rawColor);
        if (!color.success)
          return reply.code(400).send(errorBody('BAD_REQUEST', `color: ${color.error.issues[0]?.message ?? ''}`));
        const staff = { actor: actorOf(request), brands: signedInStaff(request).brands };
        const result = await uploadPhoto(deps, staff, {
          brand: request.params.brand,
          productId: request.params.id,
          alt: alt.data,
          color: color.data,
          file: form.file,
        });
        if (!result.ok)
          return 'refusal' in result
            ? reply.code(result.refusal.status).send(errorBody('BAD_REQUEST', result.refusal.message))
            : sendError(reply, result.error);
        await announceCatalogChange(deps, result.value.brand, { log: request.log });
        return reply.send({ status: 'ok' as const, result: result.value.photo });
      },
    );
  };
