import { Envelope, IdBody, Page } from '@bazaar/contract';
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { App } from '../app-types';
import type { DbOrTrx, Trx } from '../db';
import type { AdminIdentity } from '../plugins/admin-auth';
import { writeAuditLog, type AuditEntry } from './audit-log';

/** The four calls of a console editor, in the shape of api-client's createAdminResource. */
export type CrudCall = 'list' | 'detail' | 'save' | 'del';

/**
 * One console editor's records. The functions are declared as methods so that a resource typed
 * by its own schemas passes where any resource is taken (their parameters compare bivariantly).
 */
export interface CrudResource<
  Q extends TSchema = TSchema,
  I extends TSchema = TSchema,
  R extends TSchema = TSchema,
  B extends TSchema = TSchema,
> {
  /** The path segment (`/api/admin/<name>/…`), the audit log's target type and its actions' prefix. */
  name: string;
  /** The OpenAPI summary of each call. */
  summaries: Record<CrudCall, string>;
  /** list's query and item, the record that detail and save answer, and save's body. */
  schemas: { query: Q; item: I; record: R; body: B };
  /** The calls a merchant may make too, scoped to its own shop by the functions below; the rest are admins only. */
  merchantCalls?: readonly CrudCall[];
  list(db: DbOrTrx, query: Static<Q>, admin: AdminIdentity): Promise<Static<ReturnType<typeof Page<I>>>>;
  detail(db: DbOrTrx, id: number, admin: AdminIdentity): Promise<Static<R>>;
  /** Checks of save's body that wait on the network (DNS), run before save's transaction opens. */
  check?(body: Static<B>): Promise<void>;
  /** Creates, or edits the record `id` names; answers it before (null when created) and after. */
  save(
    trx: Trx,
    body: Static<B>,
    admin: AdminIdentity,
  ): Promise<{ before: Static<R> | null; after: Static<R> & { id: number } }>;
  /** Deletes the record (or hides one that others point at) and answers it as it was. */
  remove(trx: Trx, id: number, admin: AdminIdentity): Promise<Static<R>>;
}

/** Checks a resource's functions against its own schemas, and answers it as any resource. */
export const crudResource = <Q extends TSchema, I extends TSchema, R extends TSchema, B extends TSchema>(
  resource: CrudResource<Q, I, R, B>,
): CrudResource => resource;

const tags = ['admin'];
const security = [{ token: [] }];

/**
 * Registers `/api/admin/<name>/list|detail|save|del` for each resource, in order. Every write is
 * one transaction with its audit-log line (before and after), so the log never claims a change
 * that was rolled back; `afterWrite` runs once it has committed.
 */
export function registerCrudRoutes(
  app: App,
  resources: readonly CrudResource[],
  afterWrite?: () => Promise<void>,
): void {
  const operator = [app.authenticateAdmin];
  const adminOnly = [app.authenticateAdmin, app.requireAdminRole];

  async function write<T>(request: FastifyRequest, act: (trx: Trx) => Promise<{ entry: AuditEntry; answer: T }>) {
    const answer = await app.db.transaction().execute(async (trx) => {
      const { entry, answer } = await act(trx);
      await writeAuditLog(trx, request.admin!, entry, request.ip);
      return answer;
    });
    await afterWrite?.();
    return answer;
  }

  for (const resource of resources) {
    const { name, summaries, schemas } = resource;
    const base = `/api/admin/${name}`;
    const preHandler = (call: CrudCall) => (resource.merchantCalls?.includes(call) ? operator : adminOnly);
    const doc = (call: CrudCall) => ({ tags, security, summary: summaries[call] });

    app.get(
      `${base}/list`,
      {
        preHandler: preHandler('list'),
        schema: { ...doc('list'), querystring: schemas.query, response: { 200: Envelope(Page(schemas.item)) } },
      },
      async (request, reply) => reply.ok(await resource.list(app.db, request.query, request.admin!)),
    );

    app.get(
      `${base}/detail`,
      {
        preHandler: preHandler('detail'),
        schema: { ...doc('detail'), querystring: IdBody, response: { 200: Envelope(schemas.record) } },
      },
      async (request, reply) => reply.ok(await resource.detail(app.db, request.query.id, request.admin!)),
    );

    app.post(
      `${base}/save`,
      {
        preHandler: preHandler('save'),
        schema: { ...doc('save'), body: schemas.body, response: { 200: Envelope(schemas.record) } },
      },
      async (request, reply) => {
        await resource.check?.(request.body);
        const saved = await write(request, async (trx) => {
          const { before, after } = await resource.save(trx, request.body, request.admin!);
          const action = `${name}.${before ? 'update' : 'create'}`;
          return { entry: { action, targetType: name, targetId: after.id, before, after }, answer: after };
        });
        return reply.ok(saved);
      },
    );

    app.post(
      `${base}/del`,
      {
        preHandler: preHandler('del'),
        schema: { ...doc('del'), body: IdBody, response: { 200: Envelope(Type.Null()) } },
      },
      async (request, reply) => {
        const { id } = request.body;
        await write(request, async (trx) => {
          const before = await resource.remove(trx, id, request.admin!);
          return { entry: { action: `${name}.delete`, targetType: name, targetId: id, before }, answer: null };
        });
        return reply.ok(null);
      },
    );
  }
}

/** OpenAPI summaries of an admins-only editor: what the records are, then the call. */
export const adminsOnlySummaries = (what: string): Record<CrudCall, string> => ({
  list: `${what}: list (admins only)`,
  detail: `${what}: one record (admins only)`,
  save: `${what}: creates, or edits the record \`id\` names (admins only)`,
  del: `${what}: deletes (admins only)`,
});
