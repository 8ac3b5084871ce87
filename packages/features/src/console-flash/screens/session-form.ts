import type { AdminFlashSessionSave, FlashSession } from '@bazaar/contract';
import { fromLocalInput, toLocalInput } from '../../console-kit/dates';

/** The session editor's fields as the form holds them. */
export interface SessionValues {
  title: string;
  starts_at: string;
  ends_at: string;
}

/** The form's values of a stored session, or of a new one (empty). */
export const toSessionValues = (s?: FlashSession): SessionValues => ({
  title: s?.title ?? '',
  starts_at: s ? toLocalInput(s.starts_at) : '',
  ends_at: s ? toLocalInput(s.ends_at) : '',
});

/** The save body (with `id` when editing). The server checks the window (ahead, ends after it starts, no overlap). */
export const toSessionSave = (v: SessionValues, id: number | null): AdminFlashSessionSave => ({
  ...(id === null ? {} : { id }),
  title: v.title.trim(),
  starts_at: fromLocalInput(v.starts_at),
  ends_at: fromLocalInput(v.ends_at),
});
