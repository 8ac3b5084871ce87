import type { AdminListQuery } from '@bazaar/contract';
import type { Trx } from '../db';
import { BusinessError } from './errors';
import { parseMoney } from './money';
import { nowSeconds } from './time';

/** A `keyword` as a LIKE pattern (wildcards dropped: SQLite has no default escape), or undefined. */
export function likePattern(query: AdminListQuery): string | undefined {
  const text = query.keyword
    ?.trim()
    .toLowerCase()
    .replace(/[%_\\]/g, '');
  return text ? `%${text}%` : undefined;
}

/** The list's `status` filter when it names a content status. */
export function statusFilter(query: AdminListQuery): 'normal' | 'hidden' | undefined {
  return query.status === 'normal' || query.status === 'hidden' ? query.status : undefined;
}

/** Request money to cents, or a localized refusal naming the field. */
export function cents(input: unknown, field: string): number {
  const value = parseMoney(input ?? 0);
  if (value === undefined) throw new BusinessError('validation.invalid_money', { field, params: { field } });
  return value;
}

export const notFound = (field = 'id') => new BusinessError('common.record_not_found', { field });

/**
 * An image the shop can show: a bundled image, an http(s) address, or an upload an operator made
 * (a shopper's upload, such as top-up evidence, is never put on show). `kept` (the record's
 * current image) passes as it is.
 */
export async function assertImageUrl(trx: Trx, url: string, kept?: string, field = 'image'): Promise<string> {
  const value = url.trim();
  if (!/^(\/(uploads|images)\/[\w./-]+|https?:\/\/[^\s"'<>]+)$/.test(value) || value.includes('..')) {
    throw new BusinessError('content_admin.invalid_image', { field });
  }
  if (value.startsWith('/uploads/') && value !== kept) {
    const upload = await trx
      .selectFrom('uploads')
      .select('id')
      .where('url', '=', value)
      .where('admin_id', 'is not', null)
      .executeTakeFirst();
    if (!upload) throw new BusinessError('upload.not_owned', { field });
  }
  return value;
}

/** A banner link: a path inside the shop (the shop navigates to it); never another origin or a scheme. */
export function assertLink(link: string, field = 'link'): string {
  const value = link.trim();
  if (value && !/^\/(?![/\\])[^\s"'<>\\]*$/.test(value)) {
    throw new BusinessError('content_admin.invalid_link', { field });
  }
  return value;
}

/**
 * save of a one-table record: inserts without `id`, else updates the record `id` names (refused
 * when there is none). Answers the record before (null for a new one) and after, for the audit log.
 */
export async function saveRow<R>(
  trx: Trx,
  table: 'banners' | 'chain_networks' | 'promo_codes',
  id: number | undefined,
  values: Record<string, unknown>,
  detail: (trx: Trx, id: number) => Promise<R>,
): Promise<{ before: R | null; after: R }> {
  if (id === undefined) {
    const row = await trx
      .insertInto(table)
      .values({ ...values, createtime: nowSeconds() } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    return { before: null, after: await detail(trx, row.id) };
  }
  const before = await detail(trx, id);
  await trx.updateTable(table).set(values).where('id', '=', id).execute();
  return { before, after: await detail(trx, id) };
}
