import {
  CHAT_MESSAGES_DEFAULT_LIMIT,
  CHAT_TEXT_MAX,
  type AdminChatConversation,
  type AdminChatConversationsQuery,
  type ChatSender,
  type ChatConversation,
  type ChatMessage,
  type ChatMessagesQuery,
  type ChatSendBody,
  type Lang,
  type Page,
  type PageQuery,
} from '@bazaar/contract';
import { isUniqueViolation, type Db, type DbOrTrx } from '../../db';
import { BusinessError } from '../../lib/errors';
import { pageArgs, toPage } from '../../lib/pagination';
import { nowSeconds } from '../../lib/time';
import { SHOP_CARD_COLUMNS, withFollowed } from '../catalog/cards';
import { assertOwnUploads } from '../upload/ownership';
import { shopScope, type AdminIdentity } from '../../plugins/admin-auth';
import { MESSAGE_COLUMNS, renderMessages, type MessageRow, type ReadPositions } from './render';

/** Who reads or writes: a shopper, or an operator answering for a shop. */
export type ChatReader = { side: 'shopper'; userId: number } | { side: 'shop'; admin: AdminIdentity };

export interface ConversationRow extends ReadPositions {
  id: number;
  user_id: number;
  shop_id: number;
  last_seq: number;
}

const CONVERSATION_COLUMNS = ['id', 'user_id', 'shop_id', 'last_seq', 'shopper_read_seq', 'shop_read_seq'] as const;

/** Whose messages a side reads as unread: the shopper reads the shop's and the system's, the shop only the shopper's. */
const othersOf = (side: 'shopper' | 'shop'): ChatSender[] => (side === 'shopper' ? ['shop', 'system'] : ['shopper']);
const readColumn = (side: 'shopper' | 'shop') => (side === 'shopper' ? 'shopper_read_seq' : 'shop_read_seq');
const senderId = (reader: ChatReader) => (reader.side === 'shopper' ? reader.userId : reader.admin.id);

/** The conversation if the reader may see it; "does not exist" otherwise (not yours says nothing more). */
export async function conversationFor(db: DbOrTrx, reader: ChatReader, id: number): Promise<ConversationRow> {
  const row = await db
    .selectFrom('chat_conversations')
    .select(CONVERSATION_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
  const allowed =
    row &&
    (reader.side === 'shopper'
      ? row.user_id === reader.userId
      : reader.admin.role === 'admin' || reader.admin.shopId === row.shop_id);
  if (!row || !allowed) throw new BusinessError('chat.not_found', { field: 'conversation_id' });
  return row;
}

/** The shopper's conversation with an open shop, made on the first call. */
export async function openConversation(db: Db, userId: number, shopId: number, lang: Lang): Promise<ChatConversation> {
  const shop = await db
    .selectFrom('shops')
    .select('id')
    .where('id', '=', shopId)
    .where('status', '=', 'normal')
    .executeTakeFirst();
  if (!shop) throw new BusinessError('catalog.shop_not_found', { field: 'shop_id' });
  const now = nowSeconds();
  await db
    .insertInto('chat_conversations')
    .values({ user_id: userId, shop_id: shopId, createtime: now, updatetime: now })
    .onConflict((oc) => oc.columns(['user_id', 'shop_id']).doNothing())
    .execute();
  const row = await db
    .selectFrom('chat_conversations')
    .select(['id', 'updatetime'])
    .where('user_id', '=', userId)
    .where('shop_id', '=', shopId)
    .executeTakeFirstOrThrow();
  const [conversation] = await conversationCards(db, { side: 'shopper', userId }, [row.id], lang);
  return conversation!;
}

/** Conversations on the wire, in the order of `ids`: shop card, last message, what this reader has not read. */
async function conversationCards(
  db: DbOrTrx,
  reader: ChatReader,
  ids: number[],
  lang: Lang,
): Promise<AdminChatConversation[]> {
  if (!ids.length) return [];
  const side = reader.side;
  const rows = await db
    .selectFrom('chat_conversations')
    .innerJoin('users', 'users.id', 'chat_conversations.user_id')
    .select([
      'chat_conversations.id',
      'chat_conversations.shop_id',
      'chat_conversations.updatetime',
      'chat_conversations.shopper_read_seq',
      'chat_conversations.shop_read_seq',
      'users.id as user_id',
      'users.nickname',
      'users.avatar',
    ])
    .where('chat_conversations.id', 'in', ids)
    .execute();
  const [lastRows, unreadRows, shopRows] = await Promise.all([
    db
      .selectFrom('chat_messages')
      .innerJoin('chat_conversations as c', (join) =>
        join.onRef('c.id', '=', 'chat_messages.conversation_id').onRef('c.last_seq', '=', 'chat_messages.seq'),
      )
      .select(MESSAGE_COLUMNS)
      .where('c.id', 'in', ids)
      .execute(),
    db
      .selectFrom('chat_messages')
      .innerJoin('chat_conversations as c', 'c.id', 'chat_messages.conversation_id')
      .select(['chat_messages.conversation_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('c.id', 'in', ids)
      .where('chat_messages.sender', 'in', othersOf(side))
      .whereRef('chat_messages.seq', '>', `c.${readColumn(side)}`)
      .groupBy('chat_messages.conversation_id')
      .execute(),
    db
      .selectFrom('shops')
      .select(SHOP_CARD_COLUMNS)
      .where('shops.id', 'in', [...new Set(rows.map((r) => r.shop_id))])
      .execute(),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const shops = new Map(
    (await withFollowed(db, side === 'shopper' ? reader.userId : undefined, shopRows, lang)).map((s) => [s.id, s]),
  );
  const last = await renderMessages(db, lastRows, (id) => byId.get(id)!, lang);
  const lastOf = new Map(last.map((m) => [m.conversation_id, m]));
  const unread = new Map(unreadRows.map((r) => [r.conversation_id, Number(r.n)]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const shop = shops.get(row.shop_id) ?? {
      id: row.shop_id,
      name: '',
      logo: '',
      banner: '',
      rating: 0,
      sales: 0,
      followed: false,
    };
    return [
      {
        id,
        shop,
        last_message: lastOf.get(id) ?? null,
        unread: unread.get(id) ?? 0,
        updatetime: row.updatetime,
        user: { id: row.user_id, nickname: row.nickname, avatar: row.avatar },
      },
    ];
  });
}

interface ConversationFilter {
  userId?: number;
  shopId?: number;
  /** Only those with shopper messages the shop has not read. */
  unread?: boolean;
  /** A LIKE pattern on the shopper's nickname or any message's text. */
  like?: string;
}

/** Conversations that have messages, latest activity first, for either side's list. */
async function conversationPage(
  db: Db,
  reader: ChatReader,
  filter: ConversationFilter,
  query: PageQuery,
  lang: Lang,
): Promise<Page<AdminChatConversation>> {
  const args = pageArgs(query);
  const { like } = filter;
  let base = db
    .selectFrom('chat_conversations as c')
    .innerJoin('users', 'users.id', 'c.user_id')
    .where('c.last_seq', '>', 0);
  if (filter.userId !== undefined) base = base.where('c.user_id', '=', filter.userId);
  if (filter.shopId !== undefined) base = base.where('c.shop_id', '=', filter.shopId);
  if (filter.unread) {
    base = base.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('chat_messages as m')
          .select('m.id')
          .whereRef('m.conversation_id', '=', 'c.id')
          .where('m.sender', '=', 'shopper')
          .whereRef('m.seq', '>', 'c.shop_read_seq'),
      ),
    );
  }
  if (like) {
    base = base.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['users.nickname']), 'like', like),
        eb.exists(
          eb
            .selectFrom('chat_messages as t')
            .select('t.id')
            .whereRef('t.conversation_id', '=', 'c.id')
            .where((inner) => inner(inner.fn('lower', ['t.text']), 'like', like)),
        ),
      ]),
    );
  }
  const [rows, total] = await Promise.all([
    base
      .select('c.id')
      .orderBy('c.updatetime', 'desc')
      .orderBy('c.id', 'desc')
      .limit(args.limit)
      .offset(args.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const cards = await conversationCards(
    db,
    reader,
    rows.map((r) => r.id),
    lang,
  );
  return toPage(cards, Number(total.n), args);
}

/** The shopper's conversations that have messages, latest activity first. */
export async function shopperConversations(
  db: Db,
  userId: number,
  query: PageQuery,
  lang: Lang,
): Promise<Page<ChatConversation>> {
  const page = await conversationPage(db, { side: 'shopper', userId }, { userId }, query, lang);
  return { ...page, data: page.data.map(({ user: _user, ...c }) => c) };
}

/** An operator's inbox: its shop's conversations (any shop's for a platform operator), filtered. */
export function shopConversations(
  db: Db,
  admin: AdminIdentity,
  query: AdminChatConversationsQuery,
  lang: Lang,
): Promise<Page<AdminChatConversation>> {
  const filter = { shopId: shopScope(admin) ?? query.shop_id, unread: query.unread, like: likePattern(query.keyword) };
  return conversationPage(db, { side: 'shop', admin }, filter, query, lang);
}

/** A page of messages in seq order: after `after_seq`, the latest before `before_seq`, or the latest. */
export async function listMessages(
  db: Db,
  reader: ChatReader,
  query: ChatMessagesQuery,
  lang: Lang,
): Promise<ChatMessage[]> {
  const conversation = await conversationFor(db, reader, query.conversation_id);
  const limit = query.limit ?? CHAT_MESSAGES_DEFAULT_LIMIT;
  let q = db.selectFrom('chat_messages').select(MESSAGE_COLUMNS).where('conversation_id', '=', conversation.id);
  let rows: MessageRow[];
  if (query.after_seq !== undefined) {
    rows = await q.where('seq', '>', query.after_seq).orderBy('seq', 'asc').limit(limit).execute();
  } else {
    if (query.before_seq !== undefined) q = q.where('seq', '<', query.before_seq);
    rows = (await q.orderBy('seq', 'desc').limit(limit).execute()).reverse();
  }
  return renderMessages(db, rows, () => conversation, lang);
}

/** A `keyword` as a LIKE pattern (wildcards dropped: SQLite has no default escape), or undefined. */
function likePattern(keyword: string | undefined): string | undefined {
  const text = keyword
    ?.trim()
    .toLowerCase()
    .replace(/[%_\\]/g, '');
  return text ? `%${text}%` : undefined;
}

/** An operator's picture is an upload `common/upload` issued to that operator. */
async function assertOperatorUpload(db: DbOrTrx, admin: AdminIdentity, url: string): Promise<void> {
  const owned = url.startsWith('/uploads/')
    ? await db
        .selectFrom('uploads')
        .select('id')
        .where('admin_id', '=', admin.id)
        .where('url', '=', url)
        .executeTakeFirst()
    : undefined;
  if (!owned) throw new BusinessError('upload.not_owned', { field: 'image' });
}

export type Content = Pick<MessageRow, 'type' | 'text' | 'image' | 'product_id' | 'order_id'>;

/** Exactly one of text, image, product or order, each checked: refusals name the field. */
async function contentOf(
  db: Db,
  reader: ChatReader,
  conversation: ConversationRow,
  body: ChatSendBody,
): Promise<Content> {
  const given = (['text', 'image', 'product_id', 'order_id'] as const).filter((k) => body[k] !== undefined);
  if (given.length !== 1) throw new BusinessError('chat.one_content');
  const none = { text: '', image: '', product_id: null, order_id: null };
  if (body.text !== undefined) {
    const text = body.text.trim();
    if (!text) throw new BusinessError('chat.text_empty', { field: 'text' });
    if ([...text].length > CHAT_TEXT_MAX) {
      throw new BusinessError('chat.text_too_long', { field: 'text', params: { max: CHAT_TEXT_MAX } });
    }
    return { ...none, type: 'text', text };
  }
  if (body.image !== undefined) {
    if (reader.side === 'shopper') await assertOwnUploads(db, reader.userId, [body.image], 'image');
    else await assertOperatorUpload(db, reader.admin, body.image);
    return { ...none, type: 'image', image: body.image };
  }
  if (body.product_id !== undefined) {
    const product = await db
      .selectFrom('products')
      .select('id')
      .where('id', '=', body.product_id)
      .where('status', '=', 'on')
      .executeTakeFirst();
    if (!product) throw new BusinessError('catalog.product_not_found', { field: 'product_id' });
    return { ...none, type: 'product', product_id: product.id };
  }
  const order = await db
    .selectFrom('orders')
    .select('id')
    .where('id', '=', body.order_id!)
    .where('user_id', '=', conversation.user_id)
    .where('shop_id', '=', conversation.shop_id)
    .executeTakeFirst();
  if (!order) throw new BusinessError('chat.order_not_found', { field: 'order_id' });
  return { ...none, type: 'order', order_id: order.id };
}

async function messageByClientId(db: DbOrTrx, conversationId: number, side: string, clientId: string) {
  return db
    .selectFrom('chat_messages')
    .select(MESSAGE_COLUMNS)
    .where('conversation_id', '=', conversationId)
    .where('sender', '=', side)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
}

export interface SendResult {
  message: ChatMessage;
  conversation: ConversationRow;
  /** false: a repeated client_id, answered with the first message and sent to nobody. */
  fresh: boolean;
}

/** A reader's message, checked, then written (`writeMessage`). `limit` runs before the write (repeats are not counted). */
export async function sendMessage(
  db: Db,
  reader: ChatReader,
  body: ChatSendBody,
  lang: Lang,
  limit: () => Promise<void>,
): Promise<SendResult> {
  const conversation = await conversationFor(db, reader, body.conversation_id);
  const side = reader.side;
  const answer = async (row: MessageRow, fresh: boolean): Promise<SendResult> => {
    const positions = await conversationFor(db, reader, conversation.id);
    const [message] = await renderMessages(db, [row], () => positions, lang);
    return { message: message!, conversation: positions, fresh };
  };
  const earlier = await messageByClientId(db, conversation.id, side, body.client_id);
  if (earlier) return answer(earlier, false);
  const content = await contentOf(db, reader, conversation, body);
  await limit();
  const written = await writeMessage(
    db,
    conversation.id,
    { sender: side, senderId: senderId(reader) },
    body.client_id,
    content,
  );
  return answer(written.row, written.fresh);
}

type Sender = { sender: ChatSender; senderId: number };

/**
 * Writes a message unless the sender already wrote `clientId` in the conversation (then answers
 * that one, `fresh: false`). Its seq comes from raising the conversation's `last_seq` in the same
 * transaction: the row lock orders writers of every instance, and a failed insert rolls the raise
 * back, so seqs have no gaps. Only the shop's own answers count as its first reply.
 */
export async function writeMessage(
  db: Db,
  conversationId: number,
  { sender, senderId }: Sender,
  clientId: string,
  content: Content,
): Promise<{ row: MessageRow; fresh: boolean }> {
  const now = nowSeconds();
  try {
    const row = await db.transaction().execute(async (trx) => {
      const { last_seq: seq } = await trx
        .updateTable('chat_conversations')
        .set((eb) => ({
          last_seq: eb('last_seq', '+', 1),
          updatetime: now,
          started_by: eb.case().when('last_seq', '=', 0).then(sender).else(eb.ref('started_by')).end(),
          started_at: eb.case().when('last_seq', '=', 0).then(now).else(eb.ref('started_at')).end(),
          first_reply_at:
            sender === 'shop'
              ? eb
                  .case()
                  .when(eb.and([eb('started_by', '=', 'shopper'), eb('first_reply_at', '=', 0)]))
                  .then(now)
                  .else(eb.ref('first_reply_at'))
                  .end()
              : eb.ref('first_reply_at'),
        }))
        .where('id', '=', conversationId)
        .returning('last_seq')
        .executeTakeFirstOrThrow();
      return trx
        .insertInto('chat_messages')
        .values({
          conversation_id: conversationId,
          seq,
          sender,
          sender_id: senderId,
          client_id: clientId,
          createtime: now,
          ...content,
        })
        .returning(MESSAGE_COLUMNS)
        .executeTakeFirstOrThrow();
    });
    return { row, fresh: true };
  } catch (error) {
    // The same client_id sent twice at once: the second insert loses and answers the first.
    if (!isUniqueViolation(error)) throw error;
    const first = await messageByClientId(db, conversationId, sender, clientId);
    if (!first) throw error;
    return { row: first, fresh: false };
  }
}

/** Unread messages of the other side in one conversation, for this reader. */
async function unreadIn(db: DbOrTrx, conversationId: number, side: 'shopper' | 'shop', after: number): Promise<number> {
  const row = await db
    .selectFrom('chat_messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('conversation_id', '=', conversationId)
    .where('sender', 'in', othersOf(side))
    .where('seq', '>', after)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Moves the reader's side's read position forward to `seq` (never back, never past the last
 * message). `moved` is the new position when it moved, for the other side's read frame.
 */
export async function markRead(
  db: Db,
  reader: ChatReader,
  body: { conversation_id: number; seq: number },
): Promise<{ unread: number; conversation: ConversationRow; moved?: number }> {
  const conversation = await conversationFor(db, reader, body.conversation_id);
  const column = readColumn(reader.side);
  const target = Math.min(body.seq, conversation.last_seq);
  const result = await db
    .updateTable('chat_conversations')
    .set({ [column]: target })
    .where('id', '=', conversation.id)
    .where(column, '<', target)
    .executeTakeFirst();
  const moved = Number(result.numUpdatedRows) > 0 ? target : undefined;
  const position = Math.max(target, conversation[column]);
  return { unread: await unreadIn(db, conversation.id, reader.side, position), conversation, moved };
}

/** The user object's `chat_unread`: shop messages the shopper has not read, in all conversations. */
export async function chatUnread(db: DbOrTrx, userId: number): Promise<number> {
  const row = await db
    .selectFrom('chat_messages')
    .innerJoin('chat_conversations as c', 'c.id', 'chat_messages.conversation_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('c.user_id', '=', userId)
    .where('chat_messages.sender', '!=', 'shopper')
    .whereRef('chat_messages.seq', '>', 'c.shopper_read_seq')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
