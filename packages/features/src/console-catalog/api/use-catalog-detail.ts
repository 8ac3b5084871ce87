import { useParams } from 'react-router-dom';
import useSWR from 'swr';
import { queryKeys } from '../../lib';
import { editedId } from '../components/catalog-paths';

/**
 * The record an editor route (`<list>/:id`, or `<list>/new`) edits: `ready` once it has
 * arrived (at once for a new one), `record` null for a new one, `key` to remount the form.
 */
export function useEditedRecord<T>(name: 'shop' | 'category' | 'product', fetch: (id: number) => Promise<T>) {
  const id = editedId(useParams().id);
  const { data } = useSWR(id ? queryKeys.catalogRecord(name, id) : null, () => fetch(id!), {
    revalidateOnFocus: false,
  });
  return { ready: !id || data !== undefined, record: data ?? null, key: id ?? 'new' };
}
