import {
  LANGS,
  type AdminArticle,
  type AdminArticleItem,
  type AdminArticleSave,
  type AdminListQuery,
  type ArticleTranslation,
  type Lang,
  type Page,
} from '@bazaar/contract';
import type { DbOrTrx, Trx } from '../../../db';
import { BusinessError } from '../../../lib/errors';
import { pageArgs, toPage } from '../../../lib/pagination';
import { nowSeconds } from '../../../lib/time';
import { sanitizeArticleHtml } from '../articles';
import { likePattern, notFound, statusFilter } from '../../../lib/admin-rows';

/**
 * An article is one row per language sharing `type` and `group_key`; the console edits them
 * together and names the article by its English row's id. Bodies are sanitized on save (the
 * shop also sanitizes on render), so what is stored is already safe to show.
 */
type Head = Pick<AdminArticle, 'id' | 'type' | 'key' | 'sort' | 'status' | 'updatetime'>;

const status = (s: string) => (s === 'normal' ? 'normal' : 'hidden') as AdminArticle['status'];
const isLang = (l: string): l is Lang => (LANGS as readonly string[]).includes(l);

async function head(db: DbOrTrx, id: number): Promise<Head> {
  const row = await db
    .selectFrom('articles')
    .select(['id', 'type', 'group_key', 'sort', 'status', 'updatetime'])
    .where('id', '=', id)
    .where('lang', '=', 'en')
    .executeTakeFirst();
  if (!row) throw notFound();
  return {
    id: row.id,
    type: row.type,
    key: row.group_key,
    sort: row.sort,
    status: status(row.status),
    updatetime: row.updatetime,
  };
}

const groupRows = (db: DbOrTrx, type: Head['type'], key: string) =>
  db.selectFrom('articles').where('type', '=', type).where('group_key', '=', key);

export async function articleDetail(db: DbOrTrx, id: number): Promise<AdminArticle> {
  const h = await head(db, id);
  const rows = await groupRows(db, h.type, h.key).select(['lang', 'title', 'content', 'updatetime']).execute();
  const translations = Object.fromEntries(
    LANGS.map((l) => [l, { title: '', content: '' }]),
  ) as AdminArticle['translations'];
  let updatetime = h.updatetime;
  for (const r of rows) {
    if (isLang(r.lang)) translations[r.lang] = { title: r.title, content: r.content };
    updatetime = Math.max(updatetime, r.updatetime);
  }
  return { ...h, translations, updatetime };
}

/** article/list: by type, then the shop's order; keyword: part of the key or English title. */
export async function articleList(db: DbOrTrx, query: AdminListQuery): Promise<Page<AdminArticleItem>> {
  const args = pageArgs(query);
  let base = db.selectFrom('articles').where('lang', '=', 'en');
  const wanted = statusFilter(query);
  if (wanted) base = base.where('status', '=', wanted);
  const like = likePattern(query);
  if (like) {
    base = base.where((eb) => eb.or([eb(eb.fn('lower', ['title']), 'like', like), eb('group_key', 'like', like)]));
  }
  const [rows, count] = await Promise.all([
    base
      .select(['id', 'type', 'group_key', 'title', 'sort', 'status', 'updatetime'])
      .orderBy('type')
      .orderBy('sort')
      .orderBy('id')
      .limit(args.limit)
      .offset(args.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const keys = [...new Set(rows.map((r) => r.group_key))];
  const langs = keys.length
    ? await db.selectFrom('articles').select(['type', 'group_key', 'lang']).where('group_key', 'in', keys).execute()
    : [];
  const items = rows.map((r) => ({
    id: r.id,
    type: r.type,
    key: r.group_key,
    title: r.title,
    langs: LANGS.filter((l) => langs.some((x) => x.type === r.type && x.group_key === r.group_key && x.lang === l)),
    sort: r.sort,
    status: status(r.status),
    updatetime: r.updatetime,
  }));
  return toPage(items, Number(count.n), args);
}

function checkBody(body: AdminArticleSave): { key: string; en: ArticleTranslation } {
  const key = body.key.trim().toLowerCase();
  if (!/^[a-z0-9][a-z0-9-]{0,63}$/.test(key)) throw new BusinessError('content_admin.key_format', { field: 'key' });
  const en = body.translations.en;
  if (!en?.title.trim()) throw new BusinessError('content_admin.english_required', { field: 'translations.en.title' });
  return { key, en };
}

/** Saves every language given: a title writes the row, an empty title removes it (the shop then shows English). */
export async function saveArticle(trx: Trx, body: AdminArticleSave) {
  const { key } = checkBody(body);
  const before = body.id === undefined ? null : await articleDetail(trx, body.id);
  const clash = await groupRows(trx, body.type, key).select('id').where('lang', '=', 'en').executeTakeFirst();
  if (clash && clash.id !== body.id) throw new BusinessError('content_admin.key_taken', { field: 'key' });
  const now = nowSeconds();
  const shared = {
    type: body.type,
    group_key: key,
    sort: body.sort ?? 0,
    status: body.status ?? 'normal',
    updatetime: now,
  };
  if (before) {
    await trx
      .updateTable('articles')
      .set(shared)
      .where('type', '=', before.type)
      .where('group_key', '=', before.key)
      .execute();
  }
  let enId = body.id;
  for (const lang of LANGS) {
    const t = body.translations[lang];
    if (!t) continue;
    const title = t.title.trim();
    const existing = await groupRows(trx, body.type, key).select('id').where('lang', '=', lang).executeTakeFirst();
    if (!title) {
      if (existing) await trx.deleteFrom('articles').where('id', '=', existing.id).execute();
      continue;
    }
    const text = { title, content: sanitizeArticleHtml(t.content) };
    if (existing) {
      await trx.updateTable('articles').set(text).where('id', '=', existing.id).execute();
    } else {
      const { id } = await trx
        .insertInto('articles')
        .values({ ...shared, ...text, lang, createtime: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (lang === 'en') enId = id;
    }
  }
  return { before, after: await articleDetail(trx, enId!) };
}

export async function deleteArticle(trx: Trx, id: number): Promise<AdminArticle> {
  const before = await articleDetail(trx, id);
  await trx.deleteFrom('articles').where('type', '=', before.type).where('group_key', '=', before.key).execute();
  return before;
}
