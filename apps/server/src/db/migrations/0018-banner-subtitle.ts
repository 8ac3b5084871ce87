import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../dialect';

/**
 * A banner's subtitle: a line under its title, in six languages like the title
 * (0017): `subtitle` holds the English source, `subtitle_i18n` JSON { lang: text } the others.
 * Existing banners get an empty subtitle and no translations.
 * Promo codes carry no shopper-visible text (a code is typed, not read), so nothing of theirs is
 * translated here.
 */
const COLUMNS = ['subtitle', 'subtitle_i18n'] as const;
const DEFAULTS: Record<(typeof COLUMNS)[number], string> = { subtitle: '', subtitle_i18n: '{}' };

export function bannerSubtitle(_dialect: DialectName): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      for (const column of COLUMNS) {
        await db.schema
          .alterTable('banners')
          .addColumn(column, 'text', (c) => c.notNull().defaultTo(DEFAULTS[column]))
          .execute();
      }
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      for (const column of [...COLUMNS].reverse()) {
        await db.schema.alterTable('banners').dropColumn(column).execute();
      }
    },
  };
}
