import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../dialect';

/**
 * The catalog in six languages. Every translatable text keeps its source in the column
 * it always had, written in the shop's default language (shops.lang, 'en' for shops that exist);
 * a `<column>_i18n` JSON text beside it holds the other languages ({ lang: text }), so a read
 * stays one row and needs no join: request language, else the source, else English
 * (lib/translated-text.ts).
 * - shops.lang, shops.name_i18n, shops.description_i18n;
 * - products.content_i18n (sanitized HTML) and products.specs_i18n ({ lang: [{ name, values }] },
 *   position for position with products.specs; SKU labels are their spec values, translated
 *   through it); products.title_i18n exists since 0001 and is already searched (0003);
 * - banners.title_i18n and banners.image_i18n (a picture with text in it, per language).
 * Platform texts (banners) have English as their source.
 */
const COLUMNS: [string, string][] = [
  ['shops', 'name_i18n'],
  ['shops', 'description_i18n'],
  ['products', 'content_i18n'],
  ['products', 'specs_i18n'],
  ['banners', 'title_i18n'],
  ['banners', 'image_i18n'],
];

export function catalogTranslations(_dialect: DialectName): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('shops')
        .addColumn('lang', 'text', (c) => c.notNull().defaultTo('en'))
        .execute();
      for (const [table, column] of COLUMNS) {
        await db.schema
          .alterTable(table)
          .addColumn(column, 'text', (c) => c.notNull().defaultTo('{}'))
          .execute();
      }
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      for (const [table, column] of [...COLUMNS].reverse()) {
        await db.schema.alterTable(table).dropColumn(column).execute();
      }
      await db.schema.alterTable('shops').dropColumn('lang').execute();
    },
  };
}
