import { Type, type TSchema } from '@sinclair/typebox';

/** Result codes of the envelope. */
export const ResultCode = {
  failure: 0,
  success: 1,
  unauthorized: 401,
  rateLimited: 429,
  serverError: 500,
} as const;
export type ResultCode = (typeof ResultCode)[keyof typeof ResultCode];

/** Every answer: `{ code, msg, time, data }`. */
export interface Envelope<T> {
  code: number;
  msg: string;
  /** Unix seconds. */
  time: number;
  data: T;
}

export const Envelope = <T extends TSchema>(data: T) =>
  Type.Object({
    code: Type.Integer(),
    msg: Type.String(),
    time: Type.Integer(),
    data,
  });
