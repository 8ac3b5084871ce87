import { describe, expect, it } from 'vitest';
import { unwrapEnvelope } from './envelope';
import { ApiError } from './errors';

describe('unwrapEnvelope', () => {
  it('resolves the data of code 1', () => {
    expect(unwrapEnvelope({ code: 1, msg: '', time: 1, data: { id: 3 } })).toEqual({ id: 3 });
    expect(unwrapEnvelope({ code: 1, msg: '', time: 1, data: null })).toBeNull();
  });

  it('throws a business ApiError carrying code, msg and data for code 0', () => {
    const body = { code: 0, msg: 'Please enter account', time: 1, data: { reason: 'required', field: 'account' } };
    expect(() => unwrapEnvelope(body)).toThrow(ApiError);
    try {
      unwrapEnvelope(body);
    } catch (error) {
      expect(error).toMatchObject({
        code: 0,
        msg: 'Please enter account',
        message: 'Please enter account',
        kind: 'business',
        data: { reason: 'required', field: 'account' },
      });
    }
  });

  it('marks code 401 as unauthorized', () => {
    expect(() => unwrapEnvelope({ code: 401, msg: 'Please login first', time: 1, data: null })).toThrow(
      expect.objectContaining({ kind: 'unauthorized', code: 401 }),
    );
  });

  it('refuses a body that is not an envelope', () => {
    expect(() => unwrapEnvelope('<html>')).toThrow(expect.objectContaining({ kind: 'unknown' }));
  });
});
