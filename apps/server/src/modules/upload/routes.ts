import type { MultipartFile } from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../../app-types';
import type { AppConfig } from '../../config';
import { BusinessError, UnauthorizedError } from '../../lib/errors';
import { tokenCheck } from '../../lib/token-first';
import { uploadSchema } from './schemas';
import { reencodeImage } from './image';
import { ImageQueue } from './image-queue';
import { storeImage } from './service';

async function readFile(part: MultipartFile | undefined): Promise<Buffer> {
  if (!part || part.fieldname !== 'file') throw new BusinessError('upload.no_file', { field: 'file' });
  const tooLarge = () => new BusinessError('upload.too_large', { field: 'file' });
  const data = await part.toBuffer().catch((err: { code?: string }) => {
    throw err.code === 'FST_REQ_FILE_TOO_LARGE' ? tooLarge() : err;
  });
  // Depending on where the limit falls in the stream, busboy may only mark the file truncated.
  if (part.file.truncated) throw tooLarge();
  if (data.length === 0) throw new BusinessError('upload.no_file', { field: 'file' });
  return data;
}

/** POST /api/common/upload (token): a shopper's, or an operator's (banner and catalog images). */
export async function uploadRoutes(app: App, opts: { config: AppConfig }): Promise<void> {
  const images = new ImageQueue(opts.config.imageWork);
  const shopperOrOperator = tokenCheck(async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      await app.authenticate(request, reply);
    } catch (err) {
      if (!(err instanceof UnauthorizedError)) throw err;
      await app.authenticateAdmin(request, reply);
    }
  });
  app.post(
    '/api/common/upload',
    // Several pictures are often sent one after another: the 1 s duplicate guard (which
    // cannot see a multipart body) would refuse all but the first.
    { schema: uploadSchema, preHandler: shopperOrOperator, config: { duplicateGuard: false, callLimit: 'upload' } },
    async (request, reply) => {
      if (!request.isMultipart()) throw new BusinessError('upload.no_file', { field: 'file' });
      const data = await readFile(await request.file());
      const origin = `${request.protocol}://${request.host}`;
      const owner = request.userId ? { userId: request.userId } : { adminId: request.admin!.id };
      const image = await reencodeImage(data, images);
      return reply.ok(await storeImage(app.db, opts.config.dataDir, owner, image, origin));
    },
  );
}
