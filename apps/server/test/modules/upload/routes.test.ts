import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessError } from '../../../src/lib/errors';
import { assertOwnUploads } from '../../../src/modules/upload/ownership';
import { createShopper, type TestShopper } from '../../helpers/shoppers';
import { startServer, type TestServer } from '../../helpers/test-server';

let server: TestServer;
let shopper: TestShopper;
beforeAll(async () => {
  server = await startServer();
  shopper = await createShopper(server.app);
});
afterAll(() => server.close());

const base = () => sharp({ create: { width: 40, height: 30, channels: 3, background: '#c0392b' } });

function upload(data: Buffer, options: { name?: string; type?: string; field?: string; token?: string } = {}) {
  const form = new FormData();
  form.append(
    options.field ?? 'file',
    new Blob([new Uint8Array(data)], { type: options.type ?? 'application/octet-stream' }),
    options.name ?? 'photo.bin',
  );
  return server.request('/api/common/upload', {
    method: 'POST',
    body: form,
    headers: { token: options.token ?? shopper.token },
  });
}

describe('common/upload', () => {
  it('re-encodes a JPEG without its metadata, stores it by month and records the owner', async () => {
    const withExif = await base()
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-owner', Artist: 'GPS-and-friends' } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();

    const res = await upload(withExif, { name: 'holiday.png', type: 'image/png' });
    expect(res.body.code).toBe(1);
    const { url, fullurl } = res.body.data;
    const month = new Date().toISOString().slice(0, 7);
    expect(url).toMatch(new RegExp(`^/uploads/${month}/[0-9a-f]{32}\\.jpg$`));
    expect(fullurl).toBe(`${server.url}${url}`);

    const stored = fs.readFileSync(path.join(server.config.dataDir, url));
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('secret-owner'))).toBe(false);

    const row = await server.app.db.selectFrom('uploads').selectAll().where('url', '=', url).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: shopper.id, mime: 'image/jpeg', size: stored.length });

    const served = await fetch(fullurl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it.each([
    ['png', 'png'],
    ['webp', 'webp'],
    ['gif', 'gif'],
  ] as const)('accepts %s by its content and keeps the format', async (format, ext) => {
    const data = await base().toFormat(format).toBuffer();
    const res = await upload(data, { name: 'no-extension' });
    expect(res.body.code).toBe(1);
    expect(res.body.data.url.endsWith(`.${ext}`)).toBe(true);
    const stored = fs.readFileSync(path.join(server.config.dataDir, res.body.data.url));
    expect((await sharp(stored).metadata()).format).toBe(format === 'gif' ? 'gif' : format);
  });

  it.each([
    ['text named like a JPEG', Buffer.from('hello, I am text'), 'photo.jpg', 'image/jpeg'],
    ['HTML', Buffer.from('<html><script>alert(1)</script></html>'), 'x.html', 'text/html'],
    [
      'SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'x.svg',
      'image/svg+xml',
    ],
    [
      'a PNG signature followed by garbage',
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]),
      'a.png',
      'image/png',
    ],
  ])('refuses %s', async (_label, data, name, type) => {
    const res = await upload(data, { name, type });
    expect(res.body).toMatchObject({
      code: 0,
      msg: 'Only JPEG, PNG, WebP or GIF images can be uploaded',
      data: { field: 'file' },
    });
  });

  it('refuses a file over 5 MB and accepts one just under', async () => {
    const jpegStart = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
    const tooBig = Buffer.concat([jpegStart, Buffer.alloc(5 * 1024 * 1024 + 1 - jpegStart.length)]);
    expect((await upload(tooBig)).body).toMatchObject({ code: 0, msg: 'The image cannot be larger than 5 MB' });
    // A real (noisy, so large) PNG of about 4.8 MB passes.
    const noise = Buffer.alloc(1300 * 1200 * 3);
    for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 2654435761) >>> 24;
    const png = await sharp(noise, { raw: { width: 1300, height: 1200, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(png.length).toBeLessThan(5 * 1024 * 1024);
    expect(png.length).toBeGreaterThan(4 * 1024 * 1024);
    expect((await upload(png)).body.code).toBe(1);
  });

  it('wants the field `file`, a file at all, and a token', async () => {
    const png = await base().png().toBuffer();
    expect((await upload(png, { field: 'image' })).body).toMatchObject({
      code: 0,
      msg: 'Please choose an image to upload',
    });
    const empty = await server.request('/api/common/upload', {
      method: 'POST',
      headers: { token: shopper.token },
      json: {},
    });
    expect(empty.body).toMatchObject({ code: 0, msg: 'Please choose an image to upload' });
    const anonymous = await server.request('/api/common/upload', { method: 'POST', body: new FormData() });
    expect(anonymous.status).toBe(401);
  });

  it('takes several uploads in a row (no duplicate-submit refusal)', async () => {
    const png = await base().png().toBuffer();
    const answers = await Promise.all([upload(png), upload(png), upload(png)]);
    expect(answers.map((a) => a.body.code)).toEqual([1, 1, 1]);
    expect(new Set(answers.map((a) => a.body.data.url)).size).toBe(3);
  });
});

describe('assertOwnUploads', () => {
  it("accepts the shopper's own urls and refuses anyone else's, unknown or foreign ones", async () => {
    const png = await base().png().toBuffer();
    const mine = (await upload(png)).body.data.url as string;
    const other = await createShopper(server.app);
    const theirs = (await upload(png, { token: other.token })).body.data.url as string;
    const db = server.app.db;

    await expect(assertOwnUploads(db, shopper.id, [mine, mine])).resolves.toBeUndefined();
    await expect(assertOwnUploads(db, shopper.id, [])).resolves.toBeUndefined();
    for (const urls of [[theirs], [mine, theirs], ['/uploads/2020-01/none.png'], ['https://evil.example/x.png']]) {
      const error = await assertOwnUploads(db, shopper.id, urls, 'images').catch((e: unknown) => e);
      expect(error, urls.join()).toBeInstanceOf(BusinessError);
      expect(error).toMatchObject({ msgKey: 'upload.not_owned', field: 'images' });
    }
  });
});
