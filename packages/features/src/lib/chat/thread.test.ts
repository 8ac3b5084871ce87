import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@bazaar/contract';
import { mergeMessages, withoutEchoes, type PendingMessage } from './thread';

const message = (seq: number, fields: Partial<ChatMessage> = {}): ChatMessage => ({
  id: seq,
  conversation_id: 1,
  seq,
  sender: 'shopper',
  type: 'text',
  text: '',
  image: '',
  product: null,
  order: null,
  read: false,
  createtime: 1_800_000_000 + seq,
  ...fields,
});

const pending = (client_id: string, content: PendingMessage['content'], failed = false): PendingMessage => ({
  client_id,
  content,
  failed,
});

describe('mergeMessages', () => {
  it('keeps each seq once, in seq order', () => {
    const merged = mergeMessages([message(1), message(3)], [message(2), message(3, { text: 'again' })]);
    expect(merged.map((m) => [m.seq, m.text])).toEqual([
      [1, ''],
      [2, ''],
      [3, 'again'],
    ]);
  });
});

describe('withoutEchoes', () => {
  it('drops the pending send a message of mine echoes, one for one', () => {
    const list = [pending('a', { text: ' Hello ' }), pending('b', { text: 'Hello' }), pending('c', { order_id: 7 })];
    expect(withoutEchoes(list, [message(5, { text: 'Hello' })]).map((p) => p.client_id)).toEqual(['b', 'c']);
    expect(
      withoutEchoes(list, [message(6, { type: 'order', order: { id: 7 } as ChatMessage['order'] })]).map(
        (p) => p.client_id,
      ),
    ).toEqual(['a', 'b']);
  });

  it('keeps a failed send (it shows its retry) and sends of other content', () => {
    const list = [pending('a', { text: 'Hello' }, true), pending('b', { image: '/uploads/x.png' })];
    expect(withoutEchoes(list, [message(5, { text: 'Hello' })])).toEqual(list);
  });
});
