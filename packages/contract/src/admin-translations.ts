import { Type, type Static } from '@sinclair/typebox';
import { ProductSpec } from './catalog';
import { Id } from './common';
import { LANGS } from './languages';
import { LiteralUnion } from './schema-helpers';

/**
 * The console's translation editors (`admin/translation/…`): a product's, shop's or banner's text
 * in each of the six languages, with what is still missing per language. A product's and shop's
 * source language is its shop's (`lang`); a banner's is English. Merchants read and write their
 * own shop and its products only; banners are the admin's.
 */

export const TRANSLATION_ENTITIES = ['product', 'shop', 'banner'] as const;
export const TranslationEntity = LiteralUnion(TRANSLATION_ENTITIES);
export type TranslationEntity = Static<typeof TranslationEntity>;

export const TranslationLang = LiteralUnion(LANGS);

/** The translatable fields; each entity uses its own: product title/content/specs, shop name/description, banner title/subtitle/image. */
export const TranslationFields = Type.Object({
  title: Type.Optional(Type.String({ maxLength: 200 })),
  content: Type.Optional(Type.String({ maxLength: 100_000, description: 'HTML, sanitized when shown' })),
  specs: Type.Optional(
    Type.Array(ProductSpec, {
      description: 'Position for position with the source specs: the same number of specs and of values in each',
    }),
  ),
  name: Type.Optional(Type.String({ maxLength: 100 })),
  description: Type.Optional(Type.String({ maxLength: 2000 })),
  subtitle: Type.Optional(Type.String({ maxLength: 200 })),
  image: Type.Optional(Type.String({ maxLength: 500, description: 'An uploaded picture for this language' })),
});
export type TranslationFields = Static<typeof TranslationFields>;

export const TranslationQuery = Type.Object({ entity: TranslationEntity, id: Id });
export type TranslationQuery = Static<typeof TranslationQuery>;

export const AdminTranslations = Type.Object({
  entity: TranslationEntity,
  id: Id,
  source_lang: TranslationLang,
  /** The text in the source language (edited in the entity's own editor). */
  source: TranslationFields,
  /** Every other language's text, as stored (a field absent: not translated). */
  translations: Type.Record(Type.String(), TranslationFields),
  /** Per language, the fields that still show the source text ([] = complete; the source language is always complete). */
  missing: Type.Record(Type.String(), Type.Array(Type.String())),
});
export type AdminTranslations = Static<typeof AdminTranslations>;

/**
 * Writes one language's text; an empty or absent field removes that translation (the source shows
 * again). `language`, not `lang`: `lang` keeps choosing the language of the answer's `msg`.
 */
export const TranslationSaveBody = Type.Object({
  entity: TranslationEntity,
  id: Id,
  language: TranslationLang,
  fields: TranslationFields,
});
export type TranslationSaveBody = Static<typeof TranslationSaveBody>;

export const TranslationMissingQuery = Type.Object({
  entity: TranslationEntity,
  language: TranslationLang,
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});
export type TranslationMissingQuery = Static<typeof TranslationMissingQuery>;

export const TranslationMissingItem = Type.Object({
  id: Id,
  /** The source title or name. */
  title: Type.String(),
  missing: Type.Array(Type.String()),
});
export type TranslationMissingItem = Static<typeof TranslationMissingItem>;
