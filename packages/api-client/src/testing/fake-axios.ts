import axios, { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { toQueryString } from '../query-string';

/** What a test answers: an envelope body with a status, or a transport failure. */
export type FakeReply =
  { status?: number; body: unknown } | { networkError: true } | { timeout: true } | { throws: Error };

export interface SentRequest {
  method: string;
  /** baseURL + url + query string, as a server would see it. */
  url: string;
  headers: Record<string, unknown>;
  data: unknown;
  timeout: number | undefined;
}

export const ok = <T>(data: T) => ({ body: { code: 1, msg: 'ok', time: 0, data } });
export const fail = (msg: string, code = 0, status = 200) => ({ status, body: { code, msg, time: 0, data: null } });

/**
 * An axios instance whose adapter records each request and answers from `reply`,
 * settling like axios' own adapters (non-2xx rejects with an AxiosError).
 */
export function fakeAxios(reply: (request: SentRequest) => FakeReply = () => ok(null)) {
  const sent: SentRequest[] = [];
  const adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const query =
      config.paramsSerializer && typeof config.paramsSerializer === 'object'
        ? config.paramsSerializer.serialize?.(config.params ?? {})
        : toQueryString(config.params);
    const url = `${config.baseURL ?? ''}${config.url ?? ''}${query ? `?${query}` : ''}`;
    const request: SentRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url,
      headers: AxiosHeaders.from(config.headers).toJSON(),
      data: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      timeout: config.timeout,
    };
    sent.push(request);
    const answer = reply(request);
    if ('networkError' in answer) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    if ('timeout' in answer)
      throw new AxiosError(`timeout of ${config.timeout}ms exceeded`, AxiosError.ECONNABORTED, config);
    if ('throws' in answer) throw answer.throws;
    const status = answer.status ?? 200;
    const response: AxiosResponse = { data: answer.body, status, statusText: String(status), headers: {}, config };
    if (status >= 200 && status < 300) return response;
    const code = status < 500 ? AxiosError.ERR_BAD_REQUEST : AxiosError.ERR_BAD_RESPONSE;
    throw new AxiosError(`Request failed with status code ${status}`, code, config, null, response);
  };
  return { instance: axios.create({ adapter }), sent };
}
