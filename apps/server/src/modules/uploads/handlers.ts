/**
 * The route userdata/picture/upload (multipart, one field "file"; contract calls/routes.ts) and the
 * userdata/picture/remove call. The transport stops reading past the 25 MB limit (413 filesize) rather
 * than holding the whole body.
 */
import { FileTooLarge, requireUser, type Handlers, type RouteHandlers, type RouteRequest } from '../../context.js';
import { checkPictureFile, fileSizeProblem, notUploadedProblem, type UploadsModule } from './service.js';

export const uploadHandlers = (uploads: UploadsModule): Handlers => ({
  'userdata/picture/remove': async (_input, ctx) => {
    await uploads.removePicture(requireUser(ctx).id);
    return { image: null };
  },
});

export const uploadRoutes = (uploads: UploadsModule): RouteHandlers => ({
  'userdata/picture/upload': async (request) => {
    const user = requireUser(request);
    if (!request.multipart) throw notUploadedProblem();
    const file = await firstFile(request);
    if (!file) throw notUploadedProblem();
    let data: Buffer;
    try {
      data = await file.read();
    } catch (err) {
      if (err instanceof FileTooLarge) throw fileSizeProblem();
      throw notUploadedProblem();
    }
    checkPictureFile(file.filename, data);
    return { body: await uploads.savePicture(user.id, data) };
  },
});

/** The request's first file part (the fields before it are not read). */
async function firstFile(request: RouteRequest) {
  for await (const part of request.parts()) if (part.kind === 'file') return part;
  return null;
}
