import multipart from '@fastify/multipart';
import {
  SETTINGS_MESSAGES,
  STORE_IMAGE_MAX_BYTES,
  STORE_SETTINGS_API,
  UPLOAD_NAME_PATTERN,
} from '@comandero/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { badRequest, HttpError } from '../../http/http-error.js';
import { pathParams } from '../../http/openapi-parts.js';
import { taggedRoutes } from '../../http/openapi-route.js';
import { scopes } from '../../http/policy.js';
import { storeSettingsService } from './store-settings.service.js';

const route = taggedRoutes('Configuraciones');

// The upload is read by readUpload, not by a schema; this one only shows clients the form it takes.
const uploadImage = route(STORE_SETTINGS_API.uploadImage, {
  policy: scopes('SETTINGS'),
  summary: 'Subir la imagen del negocio',
  description: 'PNG, JPEG o WebP de hasta 2 MB; la ruta respondida ya es el logo del negocio.',
});
const uploadedImage = route(STORE_SETTINGS_API.uploadedImage, {
  policy: 'public',
  summary: 'Descargar una imagen subida',
  params: pathParams(z.object({ name: z.string().regex(UPLOAD_NAME_PATTERN) })),
});

/** Reads the single uploaded file fully, refusing a missing or oversized one before anything is written. */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(SETTINGS_MESSAGES.imageMissing);
  try {
    const file = await request.file({ limits: { fileSize: STORE_IMAGE_MAX_BYTES, files: 1, fields: 5 } });
    if (!file) throw badRequest(SETTINGS_MESSAGES.imageMissing);
    const bytes = await file.toBuffer();
    if (file.file.truncated) throw badRequest(SETTINGS_MESSAGES.imageTooLarge);
    return bytes;
  } catch (err) {
    if (err instanceof HttpError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(SETTINGS_MESSAGES.imageTooLarge);
    // Only the client's bytes are read here, so any other failure is a malformed upload, not ours.
    throw badRequest(SETTINGS_MESSAGES.imageUnreadable);
  }
}

export function registerStoreImageRoutes(api: FastifyInstance, deps: AppDeps): void {
  const service = storeSettingsService(deps);

  // Multipart parsing is registered only in this scope: no other route accepts multipart bodies.
  void api.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: STORE_IMAGE_MAX_BYTES, files: 1 } });
    scope.post('/settings/store-image', { config: uploadImage.config }, async (request) => {
      // The answered path is already the store's logo: no separate save is needed to keep it.
      const image = await service.uploadImage(await readUpload(request));
      return { message: SETTINGS_MESSAGES.imageUploaded, image };
    });
  });

  api.get('/uploads/:name', { config: uploadedImage.config }, async (request, reply) => {
    const { bytes, contentType } = await service.readImage(uploadedImage.params(request).name);
    // Names are random and never reused, so the content behind one never changes.
    return reply
      .header('content-type', contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(bytes);
  });
}
