import type { AxiosResponse } from 'axios';
import { unwrapEnvelope } from './envelope';

/** A file the API answered instead of the envelope (e.g. `wallet.billExport`). */
export interface DownloadedFile {
  blob: Blob;
  /** From `Content-Disposition`, or '' when the server named none. */
  filename: string;
}

function header(response: Pick<AxiosResponse, 'headers'>, name: string): string {
  const headers = response.headers as { get?: (n: string) => unknown } & Record<string, unknown>;
  const value = typeof headers.get === 'function' ? headers.get(name) : headers[name];
  return typeof value === 'string' ? value : '';
}

/** `attachment; filename="a.csv"` (or RFC 5987 `filename*=UTF-8''…`) → `a.csv`. */
export function filenameOf(disposition: string): string {
  const extended = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(disposition)?.[1];
  if (extended) return decodeURIComponent(extended.trim().replace(/^"|"$/g, ''));
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1]?.trim() ?? '';
}

const isJson = (response: Pick<AxiosResponse, 'headers'>) => header(response, 'content-type').includes('json');

/** By its tag, not instanceof: the bytes may come from another realm (a test's DOM, a worker). */
const isBytes = (data: unknown) =>
  Object.prototype.toString.call(data) === '[object ArrayBuffer]' || ArrayBuffer.isView(data);

/** A file call's bytes read back as JSON: its refusals are still the envelope. */
export function jsonOfBytes(data: unknown): unknown {
  if (!isBytes(data)) return data;
  try {
    return JSON.parse(new TextDecoder().decode(data as ArrayBuffer));
  } catch {
    return data;
  }
}

/** Resolves a file call's answer: the file, or the envelope's refusal thrown as an ApiError. */
export function readFileResponse(response: AxiosResponse): DownloadedFile {
  if (isJson(response) || !isBytes(response.data)) {
    unwrapEnvelope(jsonOfBytes(response.data), response.status);
    // An envelope that is not a refusal is no file either.
    return unwrapEnvelope(undefined, response.status);
  }
  const type = header(response, 'content-type') || 'application/octet-stream';
  return {
    blob: new Blob([response.data as ArrayBuffer], { type }),
    filename: filenameOf(header(response, 'content-disposition')),
  };
}
