import {
  LANGS,
  normalizeLang,
  type AdminTranslations,
  type Lang,
  type Page,
  type ProductSpec,
  type TranslationEntity,
  type TranslationFields,
  type TranslationMissingItem,
  type TranslationMissingQuery,
  type TranslationSaveBody,
} from '@bazaar/contract';
import type { DbOrTrx, Trx } from '../../../db';
import { BusinessError } from '../../../lib/errors';
import { pageArgs, toPage } from '../../../lib/pagination';
import { nowSeconds } from '../../../lib/time';
import { assertShopAccess, shopScope, type AdminIdentity } from '../../../plugins/admin-auth';
import { reindexProduct } from '../search/product-terms';
import { parseTranslations } from '../../../lib/translated-text';
import { assertCatalogImages } from './images';
import { parseJson } from './text';

/**
 * The translation editors (admin/translation/…). The source text stays in the entity's own
 * columns and editor; this writes the other languages into `<column>_i18n` (lib/translated-text.ts
 * reads them). Products and shops: admins, and a merchant for its own shop; banners: admins.
 */

type Field = keyof TranslationFields;
/** The fields each entity translates, in the order the editor shows them. */
const FIELDS: Record<TranslationEntity, Field[]> = {
  product: ['title', 'content', 'specs'],
  shop: ['name', 'description'],
  banner: ['title', 'subtitle', 'image'],
};
/** Fields whose translation is optional: never reported missing (a banner's picture may serve every language). */
const OPTIONAL: Field[] = ['image'];

interface Loaded {
  sourceLang: Lang;
  source: TranslationFields;
  /** Per field, JSON { lang: text } (specs: { lang: ProductSpec[] }). */
  stored: Partial<Record<Field, string>>;
  updatetime: number;
}

const notFound = () => new BusinessError('common.record_not_found', { field: 'id' });

async function load(db: DbOrTrx, admin: AdminIdentity, entity: TranslationEntity, id: number): Promise<Loaded> {
  if (entity === 'product') {
    const row = await db
      .selectFrom('products')
      .innerJoin('shops', 'shops.id', 'products.shop_id')
      .select([
        'products.shop_id',
        'shops.lang',
        'products.title',
        'products.title_i18n',
        'products.content',
        'products.content_i18n',
        'products.specs',
        'products.specs_i18n',
        'products.updatetime',
      ])
      .where('products.id', '=', id)
      .executeTakeFirst();
    // A merchant asking for another shop's product learns nothing, not even whether it exists.
    assertShopAccess(admin, row ? row.shop_id : -1);
    if (!row) throw notFound();
    return {
      sourceLang: normalizeLang(row.lang) ?? 'en',
      source: { title: row.title, content: row.content, specs: parseJson<ProductSpec[]>(row.specs, []) },
      stored: { title: row.title_i18n, content: row.content_i18n, specs: row.specs_i18n },
      updatetime: row.updatetime,
    };
  }
  if (entity === 'shop') {
    const row = await db
      .selectFrom('shops')
      .select(['id', 'lang', 'name', 'name_i18n', 'description', 'description_i18n', 'updatetime'])
      .where('id', '=', id)
      .executeTakeFirst();
    assertShopAccess(admin, row ? row.id : -1);
    if (!row) throw notFound();
    return {
      sourceLang: normalizeLang(row.lang) ?? 'en',
      source: { name: row.name, description: row.description },
      stored: { name: row.name_i18n, description: row.description_i18n },
      updatetime: row.updatetime,
    };
  }
  if (admin.role !== 'admin') throw new BusinessError('common.no_permission');
  const row = await db
    .selectFrom('banners')
    .select(['title', 'title_i18n', 'subtitle', 'subtitle_i18n', 'image', 'image_i18n'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
  return {
    sourceLang: 'en',
    source: { title: row.title, subtitle: row.subtitle, image: row.image },
    stored: { title: row.title_i18n, subtitle: row.subtitle_i18n, image: row.image_i18n },
    updatetime: 0,
  };
}

function specsByLang(json: string | undefined): Partial<Record<Lang, ProductSpec[]>> {
  const value = parseJson<Record<string, unknown>>(json ?? '{}', {});
  const out: Partial<Record<Lang, ProductSpec[]>> = {};
  for (const lang of LANGS) if (Array.isArray(value[lang])) out[lang] = value[lang] as ProductSpec[];
  return out;
}

/** Whether a translation of the specs names every spec and value of the source. */
const specsComplete = (source: ProductSpec[], translated: ProductSpec[] | undefined): boolean =>
  !!translated &&
  source.every(
    (spec, i) => !!translated[i]?.name?.trim() && spec.values.every((_, j) => !!translated[i]?.values?.[j]?.trim()),
  );

function hasSource(source: TranslationFields, field: Field): boolean {
  const value = source[field];
  return Array.isArray(value) ? value.length > 0 : !!value?.trim();
}

function present(loaded: Loaded, field: Field, lang: Lang): boolean {
  if (field === 'specs') return specsComplete(loaded.source.specs ?? [], specsByLang(loaded.stored.specs)[lang]);
  return !!parseTranslations(loaded.stored[field])[lang];
}

function view(entity: TranslationEntity, id: number, loaded: Loaded): AdminTranslations {
  const fields = FIELDS[entity];
  const translations: Record<string, TranslationFields> = {};
  const missing: Record<string, string[]> = {};
  for (const lang of LANGS) {
    if (lang === loaded.sourceLang) {
      missing[lang] = [];
      continue;
    }
    const texts: TranslationFields = {};
    for (const field of fields) {
      if (field === 'specs') {
        const specs = specsByLang(loaded.stored.specs)[lang];
        if (specs) texts.specs = specs;
      } else {
        const text = parseTranslations(loaded.stored[field])[lang];
        if (text) texts[field] = text;
      }
    }
    translations[lang] = texts;
    missing[lang] = fields.filter(
      (f) => !OPTIONAL.includes(f) && hasSource(loaded.source, f) && !present(loaded, f, lang),
    );
  }
  return { entity, id, source_lang: loaded.sourceLang, source: loaded.source, translations, missing };
}

/** translation/detail: the entity's text in every language, with what is missing per language. */
export async function translationDetail(
  db: DbOrTrx,
  admin: AdminIdentity,
  entity: TranslationEntity,
  id: number,
): Promise<AdminTranslations> {
  return view(entity, id, await load(db, admin, entity, id));
}

/** A translation of the specs, position for position with the source; blank entries fall back to the source. */
function translatedSpecs(source: ProductSpec[], input: ProductSpec[]): ProductSpec[] {
  const shape = () => new BusinessError('admin_catalog.translation_specs_shape', { field: 'fields.specs' });
  if (input.length !== source.length) throw shape();
  return source.map((spec, i) => {
    const given = input[i]!;
    if (given.values.length !== spec.values.length) throw shape();
    const values = given.values.map((v) => v.trim());
    const repeated = values.find((v, j) => v && values.indexOf(v) !== j);
    if (repeated !== undefined) {
      throw new BusinessError('admin_catalog.spec_repeated', {
        field: `fields.specs.${i}.values`,
        params: { name: repeated },
      });
    }
    return { name: given.name.trim(), values };
  });
}

/** JSON of `json` with `lang` set to `value`, or removed when the value is empty. */
function withLang(json: string | undefined, lang: Lang, value: unknown): string {
  const all = parseJson<Record<string, unknown>>(json ?? '{}', {});
  const kept: Record<string, unknown> = {};
  for (const l of LANGS) if (l !== lang && all[l] !== undefined) kept[l] = all[l];
  const empty = value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
  if (!empty) kept[lang] = value;
  return JSON.stringify(kept);
}

const COLUMN: Record<TranslationEntity, Partial<Record<Field, string>>> = {
  product: { title: 'title_i18n', content: 'content_i18n', specs: 'specs_i18n' },
  shop: { name: 'name_i18n', description: 'description_i18n' },
  banner: { title: 'title_i18n', subtitle: 'subtitle_i18n', image: 'image_i18n' },
};

/**
 * translation/save: one language's text of a product, shop or banner; a field left out or empty
 * removes its translation (the reader then sees the source). Answers before and after.
 */
export async function saveTranslation(
  trx: Trx,
  admin: AdminIdentity,
  body: TranslationSaveBody,
): Promise<{ before: AdminTranslations; after: AdminTranslations }> {
  const { entity, id, language: lang } = body;
  const loaded = await load(trx, admin, entity, id);
  if (lang === loaded.sourceLang) throw new BusinessError('admin_catalog.translation_is_source', { field: 'language' });
  const before = view(entity, id, loaded);
  const set: Record<string, string | number> = {};
  for (const field of FIELDS[entity]) {
    let value: unknown = body.fields[field];
    if (typeof value === 'string') value = value.trim();
    if (field === 'specs' && Array.isArray(value)) {
      const specs = translatedSpecs(loaded.source.specs ?? [], value as ProductSpec[]);
      value = specs.some((s) => s.name || s.values.some(Boolean)) ? specs : undefined;
    }
    if (field === 'image' && typeof value === 'string' && value) {
      const old = parseTranslations(loaded.stored.image)[lang];
      await assertCatalogImages(trx, admin, [value], [old], 'fields.image');
    }
    set[COLUMN[entity][field]!] = withLang(loaded.stored[field], lang, value);
  }
  if (entity === 'product') {
    // The sanitized description is cached by (id, language, updatetime): move updatetime on.
    set.updatetime = Math.max(nowSeconds(), loaded.updatetime + 1);
    await trx.updateTable('products').set(set).where('id', '=', id).execute();
    await reindexProduct(trx, id);
  } else if (entity === 'shop') {
    set.updatetime = nowSeconds();
    await trx.updateTable('shops').set(set).where('id', '=', id).execute();
  } else {
    await trx.updateTable('banners').set(set).where('id', '=', id).execute();
  }
  return { before, after: await translationDetail(trx, admin, entity, id) };
}

/** `"<lang>":` inside the JSON text of a `<column>_i18n`: how SQL tells a language is there on both databases. */
const holds = (lang: Lang) => `%${JSON.stringify(lang)}:%`;

/**
 * Per entity, the ids of the rows that still show the source text in `lang` for some field (a
 * translated column lacks the language's key).
 */
function missingIds(db: DbOrTrx, admin: AdminIdentity, entity: TranslationEntity, lang: Lang) {
  const pattern = holds(lang);
  const scope = shopScope(admin);
  if (entity === 'product') {
    const base = db
      .selectFrom('products')
      .innerJoin('shops', 'shops.id', 'products.shop_id')
      .where('shops.lang', '<>', lang)
      .where((eb) =>
        eb.or([
          eb('products.title_i18n', 'not like', pattern),
          eb.and([eb('products.content', '<>', ''), eb('products.content_i18n', 'not like', pattern)]),
          eb.and([eb('products.specs', '<>', '[]'), eb('products.specs_i18n', 'not like', pattern)]),
        ]),
      );
    return (scope === undefined ? base : base.where('products.shop_id', '=', scope)).select('products.id as id');
  }
  if (entity === 'shop') {
    const base = db
      .selectFrom('shops')
      .where('lang', '<>', lang)
      .where((eb) =>
        eb.or([
          eb('name_i18n', 'not like', pattern),
          eb.and([eb('description', '<>', ''), eb('description_i18n', 'not like', pattern)]),
        ]),
      );
    return (scope === undefined ? base : base.where('id', '=', scope)).select('id');
  }
  if (admin.role !== 'admin') throw new BusinessError('common.no_permission');
  // Banners are written in English: nothing is missing in it.
  return db
    .selectFrom('banners')
    .where((eb) =>
      lang === 'en'
        ? eb('id', '<', 0)
        : eb.or([
            eb('title_i18n', 'not like', pattern),
            eb.and([eb('subtitle', '<>', ''), eb('subtitle_i18n', 'not like', pattern)]),
          ]),
    )
    .select('id');
}

/**
 * translation/missing: the products, shops or banners (a merchant: its own) that still show the
 * source text in `language` for some field, newest first. A product whose specs are translated only in
 * part is listed by translation/detail's `missing`, not here (the filter reads the JSON as text).
 */
export async function missingTranslations(
  db: DbOrTrx,
  admin: AdminIdentity,
  query: TranslationMissingQuery,
): Promise<Page<TranslationMissingItem>> {
  const args = pageArgs(query);
  const { entity, language: lang } = query;
  // One page-and-count over whichever entity's ids.
  const rows = db.selectFrom(missingIds(db, admin, entity, lang).as('m'));
  const [ids, total] = await Promise.all([
    rows
      .select('m.id')
      .orderBy('m.id', 'desc')
      .limit(args.limit)
      .offset(args.offset)
      .execute()
      .then((found) => found.map((r) => r.id)),
    rows
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n)),
  ]);
  const items: TranslationMissingItem[] = [];
  for (const found of ids) {
    const detail = view(entity, found, await load(db, admin, entity, found));
    items.push({
      id: found,
      title: detail.source.title ?? detail.source.name ?? '',
      missing: detail.missing[lang] ?? [],
    });
  }
  return toPage(items, total, args);
}
