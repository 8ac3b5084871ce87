import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { ApiError, DEFAULT_MESSAGES, MESSAGE_KEYS, toApiError } from './errors';

const config = { headers: {} } as InternalAxiosRequestConfig;
const httpError = (status: number, data: unknown) =>
  new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, null, {
    status,
    data,
    statusText: '',
    headers: {},
    config,
  } as AxiosResponse);

describe('toApiError (the error catalogue)', () => {
  it('exports the message keys with the spec English defaults', () => {
    expect(MESSAGE_KEYS.networkTimeout).toBe('networkTimeout');
    expect(MESSAGE_KEYS.duplicateSubmit).toBe('duplicateSubmit');
    expect(DEFAULT_MESSAGES.networkTimeout).toBe('Network timeout, please try again later.');
    expect(DEFAULT_MESSAGES.duplicateSubmit).toBe('Data is being processed, please do not submit again.');
  });

  it('maps an HTTP error with body code 401 to unauthorized with the server msg', () => {
    const error = toApiError(httpError(401, { code: 401, msg: '请先登录', time: 0, data: null }));
    expect(error).toMatchObject({ kind: 'unauthorized', code: 401, message: '请先登录', status: 401 });
  });

  it('maps status 401 without an envelope to unauthorized with "Please login first"', () => {
    expect(toApiError(httpError(401, ''))).toMatchObject({ kind: 'unauthorized', msg: 'Please login first' });
  });

  it.each([
    ['Network Error', new AxiosError('Network Error', 'ERR_NETWORK', config)],
    ['timeout', new AxiosError('timeout of 10000ms exceeded', 'ECONNABORTED', config)],
    ['ETIMEDOUT', new AxiosError('socket hang up', 'ETIMEDOUT', config)],
    ['status 500', httpError(500, { code: 500, msg: 'Internal error', time: 0, data: null })],
    ['status 429', httpError(429, { code: 429, msg: 'Too many', time: 0, data: null })],
  ])('maps %s to the network timeout message', (_name, error) => {
    expect(toApiError(error)).toMatchObject({ kind: 'network', msg: DEFAULT_MESSAGES.networkTimeout });
  });

  it('translates the network message through the given function', () => {
    const error = toApiError(new AxiosError('Network Error', 'ERR_NETWORK', config), (key) => `t:${key}`);
    expect(error.message).toBe('t:networkTimeout');
  });

  it('says "You are offline" for a request that got no answer while the device is offline', () => {
    const offline = () => true;
    expect(toApiError(new AxiosError('Network Error', 'ERR_NETWORK', config), undefined, offline)).toMatchObject({
      kind: 'network',
      msg: DEFAULT_MESSAGES.offline,
    });
    const translated = toApiError(new AxiosError('Network Error', 'ERR_NETWORK', config), (key) => `t:${key}`, offline);
    expect(translated.message).toBe('t:offline');
  });

  it("keeps the server's failure an error status even offline (an answer came, from a cache or the server)", () => {
    const error = toApiError(
      httpError(500, { code: 500, msg: 'Internal error', time: 0, data: null }),
      undefined,
      () => true,
    );
    expect(error.msg).toBe(DEFAULT_MESSAGES.networkTimeout);
  });

  it('keeps the message of any other error', () => {
    expect(toApiError(new TypeError('x is undefined'))).toMatchObject({ kind: 'unknown', message: 'x is undefined' });
    expect(toApiError(new AxiosError('canceled', 'ERR_CANCELED', config))).toMatchObject({ message: 'canceled' });
  });

  it('passes an ApiError through unchanged', () => {
    const error = new ApiError({ code: 0, msg: 'm', kind: 'business' });
    expect(toApiError(error)).toBe(error);
  });
});
