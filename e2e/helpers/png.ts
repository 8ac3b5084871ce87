import type { APIRequestContext } from '@playwright/test';
import type { Envelope } from './api';

/** A real 1×1 PNG: common/upload checks the content and re-encodes it. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Uploads {@link PNG} as a shopper or an operator; returns its URL. */
export async function uploadPng(request: APIRequestContext, token: string): Promise<string> {
  const upload = await request.post('/api/common/upload', {
    headers: { token },
    multipart: { file: { name: 'p.png', mimeType: 'image/png', buffer: PNG } },
  });
  return ((await upload.json()) as Envelope<{ url: string }>).data.url;
}
