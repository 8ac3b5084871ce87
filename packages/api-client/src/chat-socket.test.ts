import type { ChatMessage } from '@bazaar/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatSocketUrl, createChatSocket, type SocketLike } from './chat-socket';

class FakeSocket implements SocketLike {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  closedWith: number | undefined;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number) {
    this.closedWith = code;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  frame(data: unknown) {
    this.onmessage?.({ data: JSON.stringify(data) });
  }
  drop(code = 1006) {
    this.onclose?.({ code });
  }
}

const message = (seq: number, conversation_id = 3): ChatMessage => ({
  id: 100 + seq,
  conversation_id,
  seq,
  sender: 'shop',
  type: 'text',
  text: `m${seq}`,
  image: '',
  product: null,
  order: null,
  createtime: 0,
  read: false,
});

const last = () => FakeSocket.all[FakeSocket.all.length - 1]!;
const options = { WebSocket: FakeSocket, random: () => 0.5, minDelay: 100, maxDelay: 1000 };

beforeEach(() => {
  FakeSocket.all = [];
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('createChatSocket', () => {
  it('sends the token as the first frame and hands on message and read frames', () => {
    const onMessage = vi.fn();
    const onRead = vi.fn();
    createChatSocket('ws://x/api/chat/socket', 'tok', { onMessage, onRead }, options);
    last().open();
    expect(JSON.parse(last().sent[0]!)).toEqual({ type: 'auth', token: 'tok' });
    last().frame({ type: 'message', message: message(1) });
    last().frame({ type: 'read', conversation_id: 3, seq: 1 });
    last().frame({ type: 'pong' });
    last().onmessage?.({ data: 'not json' });
    expect(onMessage).toHaveBeenCalledWith(message(1));
    expect(onRead).toHaveBeenCalledWith({ type: 'read', conversation_id: 3, seq: 1 });
  });

  it('reconnects with growing delays and resumes each conversation after its last seq', async () => {
    const onMessage = vi.fn();
    const resume = vi.fn(async (_id: number, after: number) => [message(after + 2), message(after + 1)]);
    const statuses: string[] = [];
    createChatSocket('ws://x', 'tok', { onMessage, resume, onStatus: (s) => statuses.push(s) }, options);
    last().open();
    last().frame({ type: 'message', message: message(1) });
    last().drop();
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(100);
    expect(FakeSocket.all).toHaveLength(2);
    last().drop();
    vi.advanceTimersByTime(150);
    expect(FakeSocket.all).toHaveLength(2);
    vi.advanceTimersByTime(50);
    expect(FakeSocket.all).toHaveLength(3);
    last().open();
    await vi.runAllTimersAsync();
    expect(resume).toHaveBeenCalledWith(3, 1);
    expect(onMessage.mock.calls.map(([m]) => (m as ChatMessage).seq)).toEqual([1, 2, 3]);
    // The live copy of a message the resume already delivered is not handed on twice.
    last().frame({ type: 'message', message: message(3) });
    expect(onMessage).toHaveBeenCalledTimes(3);
    expect(statuses).toEqual(['open', 'offline', 'connecting', 'offline', 'connecting', 'open']);
  });

  it('resumes from the seq a screen tracked', async () => {
    const resume = vi.fn(async () => []);
    const socket = createChatSocket('ws://x', 'tok', { resume }, options);
    socket.track(9, 40);
    last().open();
    last().drop();
    vi.advanceTimersByTime(100);
    last().open();
    await vi.runAllTimersAsync();
    expect(resume).toHaveBeenCalledWith(9, 40);
  });

  it('stops on close code 4401 and after close()', () => {
    const onStatus = vi.fn();
    createChatSocket('ws://x', 'bad', { onStatus }, options);
    last().open();
    last().drop(4401);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(onStatus).toHaveBeenLastCalledWith('unauthorized');

    const socket = createChatSocket('ws://x', () => 'tok', {}, options);
    last().open();
    socket.close();
    expect(last().closedWith).toBe(1000);
    last().drop(1000);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(2);
    expect(socket.status()).toBe('closed');
  });

  it("reconnects after the server's restart close (1012) and signs in again", () => {
    createChatSocket('ws://x', 'tok', {}, options);
    last().open();
    last().drop(1012);
    vi.advanceTimersByTime(100);
    expect(FakeSocket.all).toHaveLength(2);
    last().open();
    expect(JSON.parse(last().sent[0]!)).toEqual({ type: 'auth', token: 'tok' });
  });

  it('does not connect without a token', () => {
    const socket = createChatSocket('ws://x', () => undefined, {}, options);
    expect(FakeSocket.all).toHaveLength(0);
    expect(socket.status()).toBe('unauthorized');
  });
});

describe('chatSocketUrl', () => {
  it('turns a path into a ws url of the page host', () => {
    expect(chatSocketUrl('/api/chat/socket', 'https://shop.example/me')).toBe('wss://shop.example/api/chat/socket');
    expect(chatSocketUrl('/api/chat/socket', 'http://127.0.0.1:3201/')).toBe('ws://127.0.0.1:3201/api/chat/socket');
    expect(chatSocketUrl('ws://a/b')).toBe('ws://a/b');
  });
});
