/**
 * POST /api/userdata/picture/upload (multipart, one field "file"; contract calls/uploads.ts) and
 * the userdata/picture/remove call. The multipart parser is registered for this route only; it stops
 * reading past the 25 MB limit (413 filesize) rather than holding the whole body.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { PICTURE_UPLOAD_PATH, UPLOAD } from '@tt/contract';
import { requireUser, type Handlers } from '../../context.js';
import { ApiProblem } from '../../errors.js';
import { checkPictureFile, fileSizeProblem, notUploadedProblem, type UploadsModule } from './service.js';

export const uploadHandlers = (uploads: UploadsModule): Handlers => ({
  'userdata/picture/remove': async (_input, ctx) => {
    await uploads.removePicture(requireUser(ctx).id);
    return { image: null };
  },
});

export async function registerPictureUpload(fastify: FastifyInstance, uploads: UploadsModule): Promise<void> {
  const maxBytes = UPLOAD.maxMb * 1024 * 1024;
  await fastify.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 2, parts: 3 } });
    scope.post(PICTURE_UPLOAD_PATH, async (request) => {
      const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
      const session = token ? await uploads.resolveSession(token) : null;
      if (!session)
        throw token
          ? new ApiProblem(401, 'errors.wrongToken', 600)
          : new ApiProblem(401, 'errors.needCredentials', 511);
      if (!request.isMultipart()) throw notUploadedProblem();
      const file = await request.file();
      if (!file) throw notUploadedProblem();
      let data: Buffer;
      try {
        data = await file.toBuffer();
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fileSizeProblem();
        throw notUploadedProblem();
      }
      checkPictureFile(file.filename, data);
      return uploads.savePicture(session.user.id, data);
    });
  });
}
