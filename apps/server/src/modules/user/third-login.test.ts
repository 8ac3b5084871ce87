import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { thirdLoginPayload, thirdLoginSign } from './third-login';

describe('thirdlogin sign', () => {
  const body = { platform: 'wechat', openid: 'o-123', timestamp: 1700000000, nickname: 'Wei' };

  it('signs every field but sign, sorted by name, as name=value joined by &', () => {
    expect(thirdLoginPayload(body)).toBe('nickname=Wei&openid=o-123&platform=wechat&timestamp=1700000000');
    expect(thirdLoginPayload({ ...body, nickname: undefined })).toBe(
      'openid=o-123&platform=wechat&timestamp=1700000000',
    );
  });

  it('is the hex HMAC-SHA256 of that text with the platform secret', () => {
    const expected = createHmac('sha256', 's3cret-s3cret-s3cret')
      .update('nickname=Wei&openid=o-123&platform=wechat&timestamp=1700000000')
      .digest('hex');
    expect(thirdLoginSign(body, 's3cret-s3cret-s3cret')).toBe(expected);
  });
});
