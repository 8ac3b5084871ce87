import { Fragment, type ReactNode } from 'react';
import { useEditedRecord } from '../api/use-catalog-detail';

export interface EditedRecordProps<T> {
  /** The catalog list the record belongs to (its cache key). */
  name: 'shop' | 'category' | 'product';
  fetch: (id: number) => Promise<T>;
  /** The editor of the record, or of a new one (null). */
  children: (record: T | null) => ReactNode;
}

/**
 * A catalog editor route (`<list>/:id` or `<list>/new`): nothing until the record has arrived,
 * then its editor, mounted afresh for another record so the form starts from that record.
 */
export function EditedRecord<T>({ name, fetch, children }: EditedRecordProps<T>) {
  const edited = useEditedRecord(name, fetch);
  return edited.ready ? <Fragment key={edited.key}>{children(edited.record)}</Fragment> : null;
}
