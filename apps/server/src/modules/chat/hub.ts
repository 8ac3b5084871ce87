import type { ChatServerFrame } from '@bazaar/contract';
import { Redis } from 'ioredis';
import type { WebSocket } from 'ws';
import type { KvStore } from '../../lib/kv';

/** Who a socket reads for: a shopper, a merchant's shop, or a platform operator (every shop). */
export type SocketOwner = { kind: 'user'; id: number } | { kind: 'shop'; id: number } | { kind: 'operator' };

/** A frame for the sockets of one conversation's two sides (`to: 'shop'`: only the shop's; 'shopper': only his). */
export interface HubEvent {
  userId: number;
  shopId: number;
  to?: 'shopper' | 'shop';
  frame: ChatServerFrame;
}

/** How long a shopper counts as connected after the last sign of life of one of his sockets. */
export const PRESENCE_TTL_MS = 75_000;

const roomOf = (owner: SocketOwner): string => (owner.kind === 'operator' ? 'operators' : `${owner.kind}:${owner.id}`);
const presenceKey = (userId: number) => `chat:online:${userId}`;

/**
 * The sockets of this instance by room, and the fan-out of frames to them: through one Redis
 * channel when REDIS_URL is set (every instance delivers to its own sockets), in-process otherwise.
 * Frames are published by the caller after the transaction that wrote them has committed.
 */
export class ChatHub {
  private readonly rooms = new Map<string, Set<WebSocket>>();
  private readonly publisher?: Redis;
  private readonly subscriber?: Redis;
  private readonly channel: string;
  private readonly ready: Promise<unknown>;

  constructor(
    private readonly kv: KvStore,
    redisUrl?: string,
    prefix = 'bazaar:',
  ) {
    this.channel = `${prefix}chat`;
    if (redisUrl) {
      this.publisher = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
      this.subscriber = new Redis(redisUrl);
      this.subscriber.on('message', (_channel: string, payload: string) => this.deliver(JSON.parse(payload)));
      this.ready = this.subscriber.subscribe(this.channel);
    } else {
      this.ready = Promise.resolve();
    }
  }

  /** Resolves once this instance hears the channel (start-up waits for it). */
  whenReady(): Promise<unknown> {
    return this.ready;
  }

  add(owner: SocketOwner, socket: WebSocket): void {
    const room = roomOf(owner);
    let sockets = this.rooms.get(room);
    if (!sockets) this.rooms.set(room, (sockets = new Set()));
    sockets.add(socket);
    if (owner.kind === 'user') void this.touch(owner.id);
  }

  remove(owner: SocketOwner, socket: WebSocket): void {
    const room = roomOf(owner);
    const sockets = this.rooms.get(room);
    sockets?.delete(socket);
    if (sockets?.size === 0) {
      this.rooms.delete(room);
      // Another instance holding one of his sockets marks him present again at its next heartbeat.
      if (owner.kind === 'user') void this.kv.del(presenceKey(owner.id)).catch(() => undefined);
    }
  }

  /** How many sockets of this instance read for `owner`. */
  connected(owner: SocketOwner): number {
    return this.rooms.get(roomOf(owner))?.size ?? 0;
  }

  /** A sign of life of a shopper's socket (connect, heartbeat). */
  async touch(userId: number): Promise<void> {
    await this.kv.set(presenceKey(userId), '1', PRESENCE_TTL_MS).catch(() => undefined);
  }

  /** Whether the shopper has a socket open on any instance. */
  async isOnline(userId: number): Promise<boolean> {
    if (this.rooms.get(`user:${userId}`)?.size) return true;
    return (await this.kv.get(presenceKey(userId)).catch(() => undefined)) !== undefined;
  }

  async publish(event: HubEvent): Promise<void> {
    if (this.publisher) await this.publisher.publish(this.channel, JSON.stringify(event));
    else this.deliver(event);
  }

  /** The Redis connections of the fan-out (none without REDIS_URL). */
  redisClients(): Redis[] {
    return [this.publisher, this.subscriber].filter((c): c is Redis => c !== undefined);
  }

  /** Every socket of this instance, e.g. to close them on shutdown. */
  *sockets(): Iterable<WebSocket> {
    for (const sockets of this.rooms.values()) yield* sockets;
  }

  private deliver(event: HubEvent): void {
    const rooms: string[] = [];
    if (event.to !== 'shop') rooms.push(`user:${event.userId}`);
    if (event.to !== 'shopper') rooms.push(`shop:${event.shopId}`, 'operators');
    const text = JSON.stringify(event.frame);
    for (const room of rooms) {
      for (const socket of this.rooms.get(room) ?? []) {
        if (socket.readyState === socket.OPEN) socket.send(text);
      }
    }
  }

  async close(): Promise<void> {
    // A Redis that is gone must not fail the shutdown: then just drop the connections.
    await Promise.all(this.redisClients().map((c) => c.quit().catch(() => c.disconnect())));
  }
}
