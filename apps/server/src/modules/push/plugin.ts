import fp from 'fastify-plugin';
import type { onResponseHookHandler } from 'fastify';
import type { PushConfig } from '../../config';
import { startScheduler } from '../jobs/scheduler';
import { deliverPushes } from './deliver';
import { pushesQueued } from '../notification/push-outbox';
import { webPushSender } from './sender';
import { loadVapidKeys, type VapidKeys } from './vapid';
import { hookList } from '../../lib/hook-list';

declare module 'fastify' {
  interface FastifyInstance {
    push: {
      vapid: VapidKeys;
      /** Delivers the queued pushes now (what each poll does); resolves with how many were pushed. */
      deliver(): Promise<number>;
    };
  }
}

/**
 * Web Push delivery. A notification written for a subscribed shopper queues a job in its own
 * transaction (notification/push-outbox.ts); this instance delivers it right after the response of the request
 * that wrote it (by then committed), and every PUSH_POLL_MS it picks up what was queued outside a
 * request (order timers, chain watchers) or left by a crashed instance. Several instances share
 * the queue; each job's claim goes to one of them.
 */
export const pushPlugin = fp<{ config: PushConfig }>(
  async (app, opts) => {
    const vapid = await loadVapidKeys(app.db, opts.config);
    const send = webPushSender(vapid);
    const scheduler = startScheduler({
      db: app.db,
      handlers: {},
      intervalMs: opts.config.pollMs,
      log: app.log,
      poll: (now, worker) => deliverPushes(app.db, { now, worker, send, log: app.log }),
    });
    // A poll already running may have missed what was just queued: one more after it.
    const deliver = async () => (await scheduler.tick()) + (await scheduler.tick());
    app.decorate('push', { vapid, deliver });

    let seen = pushesQueued();
    // Callback style: an async hook would cost every request a promise.
    const afterWrite: onResponseHookHandler = (_request, _reply, done) => {
      if (pushesQueued() !== seen) {
        seen = pushesQueued();
        void deliver();
      }
      done();
    };
    // Only calls that change data write notifications: reads (most requests) run no onResponse
    // hook at all, which saves Fastify's hook chain on every one of them.
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (methods.every((m) => m === 'GET' || m === 'HEAD')) return;
      route.onResponse = [...hookList(route.onResponse), afterWrite];
    });
    app.addHook('onClose', () => scheduler.stop());
  },
  { name: 'push', dependencies: ['db'] },
);
