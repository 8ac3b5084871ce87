import type { Article, Lang } from '@bazaar/contract';
import sanitizeHtml from 'sanitize-html';
import type { DbOrTrx } from '../../db';

export type ArticleType = 'help' | 'law' | 'platform';

// Articles are written by operators: text formatting, links and images; never scripts,
// styles, frames or event handlers.
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2'],
  allowedAttributes: { a: ['href', 'title'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
};

/**
 * Article HTML as the shop may show it. The console's article/save stores bodies through this,
 * and listArticles applies it again on every read, so text that reached the table another way
 * (an import, an older row, a direct edit) is never served unsafe.
 */
export const sanitizeArticleHtml = (html: string): string => sanitizeHtml(html, OPTIONS);

// Sanitizing costs more than reading; keyed by id and updatetime so an edit is never stale.
const cache = new Map<string, string>();
function clean(id: number, updatetime: number, html: string): string {
  const key = `${id}:${updatetime}`;
  let hit = cache.get(key);
  if (hit === undefined) {
    hit = sanitizeArticleHtml(html);
    if (cache.size >= 500) cache.delete(cache.keys().next().value!);
    cache.set(key, hit);
  }
  return hit;
}

/**
 * The published articles of one type in the reader's language; an article not yet
 * translated is shown in English rather than left out. `key` names an article across
 * languages (e.g. "merchant-entry"), so the shop can link to one.
 */
export async function listArticles(db: DbOrTrx, type: ArticleType, lang: Lang): Promise<Article[]> {
  const rows = await db
    .selectFrom('articles')
    .select(['id', 'group_key', 'lang', 'title', 'content', 'sort', 'updatetime'])
    .where('type', '=', type)
    .where('status', '=', 'normal')
    .where('lang', 'in', lang === 'en' ? ['en'] : [lang, 'en'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const chosen = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    const seen = chosen.get(row.group_key);
    if (!seen || (seen.lang !== lang && row.lang === lang)) chosen.set(row.group_key, row);
  }
  return [...chosen.values()].map((r) => ({
    id: r.id,
    key: r.group_key,
    title: r.title,
    content: clean(r.id, r.updatetime, r.content),
  }));
}
