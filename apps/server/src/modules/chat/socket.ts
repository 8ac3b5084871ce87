import { CHAT_CLOSE_UNAUTHORIZED } from '@bazaar/contract';
import fastifyWebsocket from '@fastify/websocket';
import fp from 'fastify-plugin';
import type { WebSocket } from 'ws';
import { adminOfToken } from '../../plugins/admin-auth';
import { userOfToken } from '../session/tokens';
import { chatActions, type ChatActions, type ChatLimits } from './deliver';
import { ChatHub, type SocketOwner } from './hub';

declare module 'fastify' {
  interface FastifyInstance {
    /** The chat's sockets on this instance and the fan-out to every instance's. */
    chatHub: ChatHub;
    /** Sending and reading, with their delivery (both sides' calls). */
    chat: ChatActions;
  }
}

export interface ChatSocketOptions extends ChatLimits {
  redisUrl?: string;
  redisPrefix: string;
  /** The platform's calendar (PLATFORM_TIME_ZONE): an away message answers once per day of it. */
  timeZone: string;
  /** Heartbeat: a ping this often; a socket that has not answered the previous one is dropped. */
  pingMs: number;
}

/** A socket that has not signed in by then is closed as unauthorized. */
const AUTH_TIMEOUT_MS = 10_000;
/** "Service restart": the client reconnects (to another instance) and resumes with after_seq. */
const CLOSE_RESTART = 1012;
/** The close frame's reason, for people reading a client's log (clients act on the code). */
const RESTART_REASON = 'service restart: reconnect';
/** Clients send only the auth frame: anything bigger is not one. */
const MAX_FRAME_BYTES = 4096;

/**
 * Live delivery of the chat: `/api/chat/socket` (shoppers) and `/api/admin/chat/socket`
 * (operators). The first frame is `{ type: 'auth', token }`; a bad one closes with 4401. Then the
 * server only sends: message and read frames (hub.ts), and pings as heartbeats.
 */
export const chatSocketPlugin = fp<ChatSocketOptions>(
  async (app, opts) => {
    const hub = new ChatHub(app.kv, opts.redisUrl, opts.redisPrefix);
    for (const client of hub.redisClients()) app.metrics.watchRedis(client, 'chat', app.log);
    await hub.whenReady();
    app.decorate('chatHub', hub);
    const onSent = () => app.metrics.chatMessages.inc();
    app.decorate(
      'chat',
      chatActions({ db: app.db, kv: app.kv, hub, log: app.log, timeZone: opts.timeZone, onSent }, opts),
    );
    const alive = new WeakMap<WebSocket, { owner: SocketOwner; answered: boolean }>();

    await app.register(fastifyWebsocket, {
      options: { maxPayload: MAX_FRAME_BYTES },
      // Sockets do not hold a closing server: each is told to reconnect elsewhere.
      preClose(done) {
        for (const socket of app.websocketServer.clients) socket.close(CLOSE_RESTART, RESTART_REASON);
        app.websocketServer.close(() => done());
      },
    });

    const heartbeat = setInterval(() => {
      for (const socket of hub.sockets()) {
        const state = alive.get(socket);
        if (!state) continue;
        if (!state.answered) {
          socket.terminate();
          continue;
        }
        state.answered = false;
        socket.ping();
      }
    }, opts.pingMs);
    heartbeat.unref();
    app.addHook('onClose', async () => {
      clearInterval(heartbeat);
      await hub.close();
    });

    function accept(socket: WebSocket, signIn: (token: string) => Promise<SocketOwner | undefined>): void {
      let owner: SocketOwner | undefined;
      let signingIn = false;
      const refuse = () => socket.close(CHAT_CLOSE_UNAUTHORIZED, 'unauthorized');
      const timer = setTimeout(() => owner || refuse(), AUTH_TIMEOUT_MS);
      socket.on('message', (data) => {
        if (owner || signingIn) return;
        signingIn = true;
        let token: unknown;
        try {
          const frame = JSON.parse(String(data)) as { type?: unknown; token?: unknown };
          token = frame.type === 'auth' ? frame.token : undefined;
        } catch {
          token = undefined;
        }
        if (typeof token !== 'string' || !token || token.length > 200) return refuse();
        signIn(token)
          .then((who) => {
            if (!who) return refuse();
            if (socket.readyState !== socket.OPEN) return;
            owner = who;
            clearTimeout(timer);
            alive.set(socket, { owner, answered: true });
            hub.add(owner, socket);
          })
          .catch((error: unknown) => {
            app.log.error({ err: error }, 'chat socket sign-in failed');
            socket.close(1011, 'server error');
          });
      });
      socket.on('pong', () => {
        const state = alive.get(socket);
        if (!state) return;
        state.answered = true;
        if (state.owner.kind === 'user') void hub.touch(state.owner.id);
      });
      socket.on('close', () => {
        clearTimeout(timer);
        if (owner) hub.remove(owner, socket);
      });
      socket.on('error', () => socket.terminate());
    }

    app.get('/api/chat/socket', { websocket: true }, (socket) =>
      accept(socket, async (token) => {
        const user = await userOfToken(app.db, token);
        return user && user.status !== 'frozen' ? { kind: 'user', id: user.id } : undefined;
      }),
    );

    app.get('/api/admin/chat/socket', { websocket: true }, (socket) =>
      accept(socket, async (token) => {
        const admin = await adminOfToken(app.db, token);
        if (!admin) return undefined;
        return admin.role === 'admin' ? { kind: 'operator' } : { kind: 'shop', id: admin.shopId ?? -1 };
      }),
    );
  },
  { name: 'chat-socket', dependencies: ['db', 'kv', 'metrics'] },
);
