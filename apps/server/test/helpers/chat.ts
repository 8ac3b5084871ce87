import { randomUUID } from 'node:crypto';
import { WebSocket } from 'ws';
import type { App } from '../../src/app-types';
import type { SocketOwner } from '../../src/modules/chat/hub';
import type { TestServer } from './test-server';

/** A chat socket signed in (or refused), with every frame it received. */
export interface TestSocket {
  socket: WebSocket;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read frames loosely
  frames: any[];
  closed: Promise<{ code: number; reason: string }>;
  close(): void;
}

/** Opens a chat socket and sends the auth frame; `owner` waits until the hub holds it. */
export async function openSocket(
  server: TestServer,
  path: '/api/chat/socket' | '/api/admin/chat/socket',
  token: string,
  owner?: SocketOwner,
): Promise<TestSocket> {
  const socket = new WebSocket(server.url.replace(/^http/, 'ws') + path);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const frames: any[] = [];
  socket.on('message', (data) => frames.push(JSON.parse(String(data))));
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const before = owner ? server.app.chatHub.connected(owner) : 0;
  socket.send(JSON.stringify({ type: 'auth', token }));
  if (owner) await until(() => server.app.chatHub.connected(owner) > before);
  return { socket, frames, closed, close: () => socket.close() };
}

/** Polls `check` every 10 ms until it holds (or fails after `ms`). */
export async function until(check: () => boolean | Promise<boolean>, ms = 2000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
}

export const shopIdByName = async (app: App, name: string): Promise<number> =>
  (await app.db.selectFrom('shops').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

/** POST with a token header: a shopper's or an operator's. */
export const post = (server: TestServer, token: string, path: string, json: unknown) =>
  server.request(path, { method: 'POST', headers: { token }, json });

export const get = (server: TestServer, token: string, path: string) => server.request(path, { headers: { token } });

export const text = (conversationId: number, body: string, clientId: string = randomUUID()) => ({
  conversation_id: conversationId,
  client_id: clientId,
  text: body,
});
