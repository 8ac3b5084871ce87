import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopper, type TestShopper } from '../../helpers/shoppers';
import { startServer, type TestServer } from '../../helpers/test-server';

/**
 * A GIF89a with a 1000×1000 canvas and `frames` frames of one pixel each: under a kilobyte
 * (936 bytes for 39 frames), but decoding and re-encoding it works on every frame at full size.
 */
function gifOfTinyFrames(frames: number): Buffer {
  const screen = Buffer.alloc(7);
  screen.writeUInt16LE(1000, 0);
  screen.writeUInt16LE(1000, 2);
  screen[4] = 0x80; // a global palette of two colours
  const parts = [Buffer.from('GIF89a', 'latin1'), screen, Buffer.from([0, 0, 0, 255, 255, 255])];
  parts.push(Buffer.from([0x21, 0xff, 0x0b]), Buffer.from('NETSCAPE2.0', 'latin1'), Buffer.from([3, 1, 0, 0, 0]));
  for (let i = 0; i < frames; i += 1) {
    parts.push(Buffer.from([0x21, 0xf9, 4, 0, 10, 0, 0, 0])); // 0.1 s per frame
    const descriptor = Buffer.alloc(10);
    descriptor[0] = 0x2c;
    descriptor.writeUInt16LE(i, 1); // each frame one pixel further right
    descriptor.writeUInt16LE(1, 5);
    descriptor.writeUInt16LE(1, 7);
    parts.push(descriptor, Buffer.from([2, 2, 0x4c, 0x01, 0])); // LZW data of one pixel
  }
  parts.push(Buffer.from([0x3b]));
  return Buffer.concat(parts);
}

// An adversarial test found that 24 such GIFs in flight (3.75 s of CPU each) made a payment-code
// check take 15.8 s: image work and scrypt share libuv's four threads.
describe('the cost of image work', () => {
  let server: TestServer;
  let shopper: TestShopper;
  beforeAll(async () => {
    server = await startServer({ config: { imageWork: { workers: 1, queue: 3 } } });
    shopper = await createShopper(server.app);
  });
  afterAll(() => server.close());

  function upload(data: Buffer, lang = 'en') {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(data)], { type: 'image/gif' }), 'tiny.gif');
    return server.request('/api/common/upload', {
      method: 'POST',
      body: form,
      headers: { token: shopper.token, 'accept-language': lang },
    });
  }

  it('refuses the 936-byte GIF of 39 frames on a 1000×1000 canvas at once, localized', async () => {
    const crafted = gifOfTinyFrames(39);
    expect(crafted.length).toBe(936);
    const started = Date.now();
    const res = await upload(crafted);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(res.body).toMatchObject({
      code: 0,
      msg: 'This image has too many frames to process, please upload a still image or a shorter animation',
      data: { reason: 'too_complex', field: 'file' },
    });
    expect((await upload(crafted, 'zh-cn')).body.msg).toBe('该图片帧数过多，无法处理，请上传静态图片或更短的动图');
  });

  it('accepts an animation within the bound', async () => {
    const res = await upload(gifOfTinyFrames(3));
    expect(res.body.code, res.text).toBe(1);
  });

  it('keeps a payment-code check fast during a burst of uploads, and refuses past the queue as busy', async () => {
    // Eight frames (8 megapixels of work, within the bound) take most of a second each.
    const heavy = gifOfTinyFrames(8);
    const crafted = gifOfTinyFrames(39);
    const burst = [
      ...Array.from({ length: 8 }, () => upload(heavy)),
      ...Array.from({ length: 12 }, () => upload(crafted)),
    ];
    await new Promise((r) => setTimeout(r, 200)); // the burst reaches the image work
    const started = Date.now();
    const check = await server.request('/api/user/verify_pay', {
      method: 'POST',
      headers: { token: shopper.token },
      json: { paypwd: shopper.payPassword },
    });
    const elapsed = Date.now() - started;
    expect(check.body.code).toBe(1);
    // Behind the burst's image work it took many seconds; alone, a small fraction of one.
    expect(elapsed).toBeLessThan(2000);

    const answers = (await Promise.all(burst)).map((r) => r.body);
    const heavyAnswers = answers.slice(0, 8);
    // One image at work and three waiting: the other four are refused at once.
    expect(heavyAnswers.filter((b) => b.code === 1).length).toBe(4);
    expect(heavyAnswers.filter((b) => b.code === 0)).toEqual(
      Array.from({ length: 4 }, () =>
        expect.objectContaining({
          msg: 'Many images are being processed right now, please try again in a moment',
          data: { reason: 'busy', field: 'file' },
        }),
      ),
    );
    for (const b of answers.slice(8)) expect(b.code).toBe(0);
  });
});
