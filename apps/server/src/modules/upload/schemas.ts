import { Envelope, UploadAnswer } from '@bazaar/contract';

export const uploadSchema = {
  tags: ['content'],
  summary: 'Upload an image (multipart field `file`)',
  description:
    'JPEG, PNG, WebP or GIF, recognized by content, at most 5 MB. The image is re-encoded (metadata ' +
    'stripped) and served with `X-Content-Type-Options: nosniff`. Other calls accept the answered `url` ' +
    'from the same shopper only. An operator’s token is accepted too (banner and catalog images). ' +
    'An animation whose canvas times its frames passes 10 megapixels is refused (reason `too_complex`); ' +
    'while the server is busy with many images it answers code 0 at once (reason `busy`): try again later.',
  consumes: ['multipart/form-data'],
  response: { 200: Envelope(UploadAnswer) },
};
