import { Envelope, LanguageItem } from '@bazaar/contract';
import { Type } from '@sinclair/typebox';

const Status = Envelope(Type.Object({ status: Type.String(), uptime: Type.Integer() }));

export const healthSchema = { tags: ['system'], summary: 'Liveness: the process answers', response: { 200: Status } };
export const readySchema = {
  tags: ['system'],
  summary: 'Readiness: the database and Redis answer, no migration is pending, no shutdown has begun',
  response: { 200: Status },
};
export const languageListSchema = {
  tags: ['user'],
  summary: 'The interface languages (public)',
  response: { 200: Envelope(Type.Array(LanguageItem)) },
};
