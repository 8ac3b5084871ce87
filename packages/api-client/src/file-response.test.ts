import axios, { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { createClient } from './create-client';
import { filenameOf, readFileResponse } from './file-response';

type Client = ReturnType<typeof createClient>;

const bytes = (text: string) => new TextEncoder().encode(text).buffer;
const envelope = (code: number, msg: string) => bytes(JSON.stringify({ code, msg, time: 0, data: null }));

/** A client whose server answers every call with these bytes, headers and status (bytes, as for responseType arraybuffer). */
function serverAnswering(status: number, headers: Record<string, string>, data: ArrayBuffer) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    seen.push(config);
    const response = { data, status, statusText: '', headers: new AxiosHeaders(headers), config };
    if (status < 300) return response;
    throw new AxiosError(
      `Request failed with status code ${status}`,
      AxiosError.ERR_BAD_REQUEST,
      config,
      null,
      response,
    );
  };
  const onError = vi.fn();
  const onUnauthorized = vi.fn();
  const client = createClient({
    axios: axios.create({ adapter, baseURL: '/api' }),
    getToken: () => 'tok',
    getLang: () => 'ja',
    onError,
    onUnauthorized,
  });
  return { client, seen, onError, onUnauthorized };
}

describe('the console’s CSV exports', () => {
  it.each([
    ['orderExport', (c: Client) => c.admin.orderExport({ status: 'waiting_deliver' }), '/admin/order/export'],
    ['refundExport', (c: Client) => c.admin.refundExport({ status: 'pending' }), '/admin/refund/export'],
    ['topUpExport', (c: Client) => c.admin.topUpExport({ status: 'auditing' }), '/admin/recharge/export'],
    ['withdrawalExport', (c: Client) => c.admin.withdrawalExport({ status: 'auditing' }), '/admin/extract/export'],
    ['ledgerExport', (c: Client) => c.admin.ledgerExport({ status: 'x' }), '/admin/ledger/export'],
  ])('%s downloads the filtered list as a file', async (_name, call, url) => {
    const { client, seen } = serverAnswering(
      200,
      { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="x-2026-11-24.csv"' },
      bytes('\uFEFFID\r\n'),
    );
    const file = await call(client);
    expect(seen[0]).toMatchObject({ url, responseType: 'arraybuffer' });
    expect(seen[0]?.params).toMatchObject({ status: expect.any(String) });
    expect(file.filename).toBe('x-2026-11-24.csv');
  });
});

describe('wallet.billExport', () => {
  it('asks for bytes with the token and resolves the file and its name', async () => {
    const csv = '\uFEFF日時,種類\r\n';
    const { client, seen } = serverAnswering(
      200,
      {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="statement-20260301-20260331.csv"',
      },
      bytes(csv),
    );
    const file = await client.wallet.billExport({ format: 'csv', from: 1, to: 2 });
    expect(seen[0]).toMatchObject({ url: '/user/bill_export', responseType: 'arraybuffer' });
    expect(seen[0]?.params).toEqual({ format: 'csv', from: 1, to: 2, lang: 'ja' });
    expect(AxiosHeaders.from(seen[0]?.headers).get('token')).toBe('tok');
    expect(file.filename).toBe('statement-20260301-20260331.csv');
    expect(file.blob.type).toBe('text/csv; charset=utf-8');
    const read = await new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(file.blob);
    });
    // Byte for byte, the BOM included.
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(read)).toBe(csv);
  });

  it('rejects a refusal (the envelope, as bytes) with its message', async () => {
    const { client, onError } = serverAnswering(
      200,
      { 'content-type': 'application/json; charset=utf-8' },
      envelope(0, '期間が長すぎます'),
    );
    await expect(client.wallet.billExport({ format: 'pdf' })).rejects.toMatchObject({
      code: 0,
      msg: '期間が長すぎます',
      kind: 'business',
    });
    expect(onError).toHaveBeenCalledWith('期間が長すぎます');
  });

  it('reads a 401 as the session ending', async () => {
    const { client, onUnauthorized } = serverAnswering(
      401,
      { 'content-type': 'application/json' },
      envelope(401, 'ログインしてください'),
    );
    await expect(client.wallet.billExport({ format: 'csv' })).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(onUnauthorized).toHaveBeenCalledWith('ログインしてください');
  });
});

describe('readFileResponse', () => {
  const response = (data: unknown, headers: Record<string, string> = {}) =>
    ({ data, status: 200, headers, config: {}, statusText: '' }) as never;

  it('reads an envelope that an adapter already parsed, and takes no envelope for a file', () => {
    expect(() => readFileResponse(response({ code: 0, msg: 'No', time: 0, data: null }))).toThrow('No');
    expect(() => readFileResponse(response({ code: 1, msg: 'ok', time: 0, data: {} }))).toThrow(/Invalid response/);
    expect(readFileResponse(response(bytes('x'), { 'content-type': 'text/csv' })).blob.size).toBe(1);
  });
});

describe('filenameOf', () => {
  it('reads plain, quoted and RFC 5987 names', () => {
    expect(filenameOf('attachment; filename="a b.csv"')).toBe('a b.csv');
    expect(filenameOf('attachment; filename=a.pdf')).toBe('a.pdf');
    expect(filenameOf("attachment; filename*=UTF-8''%E6%98%8E%E7%B4%B0.pdf")).toBe('明細.pdf');
    expect(filenameOf('inline')).toBe('');
  });
});
