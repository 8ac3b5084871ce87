import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../dialect';
import { createTable, schemaKit } from './table-spec';

/**
 * Flash reminders (modules/flash/reminders.ts): a shopper's "Remind me" on an upcoming flash session,
 * one row per session and shopper. `notified_at` (0 until then) is set by the conditional update that
 * claims the row when the session starts, in the transaction that writes the notification, so each
 * shopper is told once whatever the number of instances.
 */
export function flashReminders(dialect: DialectName): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      const kit = schemaKit(db, dialect);
      await createTable(db, kit, 'flash_reminders', {
        columns: {
          session_id: { ref: 'flash_sessions', onDelete: 'cascade' },
          user_id: { ref: 'users', onDelete: 'cascade' },
          notified_at: 'time',
          createtime: 'time',
        },
        unique: [['session_id', 'user_id']],
        indexes: [['user_id']],
      });
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      await db.schema.dropTable('flash_reminders').ifExists().execute();
    },
  };
}
