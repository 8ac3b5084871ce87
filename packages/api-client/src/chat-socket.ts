import { CHAT_CLOSE_UNAUTHORIZED, type ChatMessage, type ChatReadFrame } from '@bazaar/contract';

/** Where the socket stands: `unauthorized` is final (the token was refused with close code 4401). */
export type ChatSocketStatus = 'connecting' | 'open' | 'offline' | 'unauthorized' | 'closed';

/** The part of the browser WebSocket the helper uses (tests pass a fake). */
export interface SocketLike {
  readyState: number;
  send(data: string): void;
  close(code?: number): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

/**
 * What a chat socket calls back with: new messages, read receipts, its connection status, and how to fetch what was
 * missed while away.
 */
export interface ChatSocketHandlers {
  /** A new message in one of the reader's conversations (each `seq` once, also across reconnects). */
  onMessage?: (message: ChatMessage) => void;
  /** The other side read a conversation up to `seq`. */
  onRead?: (frame: ChatReadFrame) => void;
  onStatus?: (status: ChatSocketStatus) => void;
  /**
   * Fetches what a conversation received after `afterSeq` (`chat/messages?after_seq=`); called for every
   * conversation the socket has seen, after each reconnect, so that nothing sent while away is missed.
   */
  resume?: (conversationId: number, afterSeq: number) => Promise<ChatMessage[]>;
  /** Called after each reconnect (not the first open), e.g. to refresh lists. */
  onReconnect?: () => void;
}

/** The reconnect back-off of a chat socket (first and longest delay, jitter) and the WebSocket class to use. */
export interface ChatSocketOptions {
  /** Delay before the first retry, doubled up to `maxDelay`. @default 500 */
  minDelay?: number;
  /** @default 15000 */
  maxDelay?: number;
  /** @default globalThis.WebSocket */
  WebSocket?: new (url: string) => SocketLike;
  /** @default Math.random (jitter, so that many clients do not retry in step) */
  random?: () => number;
}

/** An open chat connection that reconnects by itself and resumes each conversation where the screen left off. */
export interface ChatSocket {
  /** Tells the socket the highest `seq` a screen already has, so a resume asks only for what is newer. */
  track(conversationId: number, seq: number): void;
  status(): ChatSocketStatus;
  /** Closes for good (no more reconnects). */
  close(): void;
}

/** `/api/chat/socket` → `ws(s)://<this host>/api/chat/socket`; absolute ws urls stay as they are. */
export function chatSocketUrl(path: string, base: string | undefined = globalThis.location?.href): string {
  if (/^wss?:\/\//.test(path)) return path;
  const url = new URL(path, base);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/**
 * A live chat connection: sends the token as the first frame, reconnects with jittered exponential backoff,
 * and after a reconnect asks each known conversation for what came after its last `seq`. Heartbeats are the
 * server's protocol pings (the browser answers them); frames of unknown type are ignored.
 */
export function createChatSocket(
  url: string,
  token: string | (() => string | undefined),
  handlers: ChatSocketHandlers = {},
  options: ChatSocketOptions = {},
): ChatSocket {
  const Socket = options.WebSocket ?? (globalThis.WebSocket as unknown as new (url: string) => SocketLike);
  const minDelay = options.minDelay ?? 500;
  const maxDelay = options.maxDelay ?? 15000;
  const random = options.random ?? Math.random;
  const lastSeq = new Map<number, number>();
  let socket: SocketLike | undefined;
  let state: ChatSocketStatus = 'connecting';
  let attempts = 0;
  let opened = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const setStatus = (next: ChatSocketStatus) => {
    if (state === next) return;
    state = next;
    handlers.onStatus?.(next);
  };
  const track = (conversationId: number, seq: number) => {
    if (seq > (lastSeq.get(conversationId) ?? 0)) lastSeq.set(conversationId, seq);
  };
  const deliver = (message: ChatMessage) => {
    // A message can arrive twice around a reconnect (live and from the resume): each `seq` once.
    if (message.seq <= (lastSeq.get(message.conversation_id) ?? 0)) return;
    track(message.conversation_id, message.seq);
    handlers.onMessage?.(message);
  };
  const resume = async () => {
    if (!handlers.resume) return;
    for (const [id, seq] of [...lastSeq]) {
      try {
        const missed = await handlers.resume(id, seq);
        [...missed].sort((a, b) => a.seq - b.seq).forEach(deliver);
      } catch {
        // The next reconnect or the screen's own fetch catches up.
      }
    }
  };

  const schedule = () => {
    if (stopped) return;
    setStatus('offline');
    const delay = Math.min(maxDelay, minDelay * 2 ** attempts) * (0.75 + random() / 2);
    attempts += 1;
    timer = setTimeout(connect, delay);
  };

  function connect() {
    if (stopped) return;
    const current = typeof token === 'function' ? token() : token;
    if (!current) return setStatus('unauthorized');
    setStatus('connecting');
    const ws = new Socket(url);
    socket = ws;
    ws.onopen = () => {
      ws.send(JSON.stringify({ type: 'auth', token: current }));
      attempts = 0;
      setStatus('open');
      if (opened) {
        handlers.onReconnect?.();
        void resume();
      }
      opened = true;
    };
    ws.onmessage = (event) => {
      let frame: { type?: unknown; message?: ChatMessage; conversation_id?: number; seq?: number };
      try {
        frame = JSON.parse(String(event.data));
      } catch {
        return;
      }
      if (frame.type === 'message' && frame.message) deliver(frame.message);
      else if (frame.type === 'read' && typeof frame.conversation_id === 'number' && typeof frame.seq === 'number')
        handlers.onRead?.({ type: 'read', conversation_id: frame.conversation_id, seq: frame.seq });
    };
    ws.onerror = () => undefined;
    ws.onclose = (event) => {
      if (socket !== ws) return;
      socket = undefined;
      if (stopped) return setStatus('closed');
      if (event.code === CHAT_CLOSE_UNAUTHORIZED) return setStatus('unauthorized');
      schedule();
    };
  }

  connect();
  return {
    track,
    status: () => state,
    close() {
      stopped = true;
      clearTimeout(timer);
      const ws = socket;
      socket = undefined;
      ws?.close(1000);
      setStatus('closed');
    },
  };
}
