import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';

const FOCUSED_RECORD_CLASS = 'bz-wallet__record--focused';

/**
 * `?id=` on a records screen: a fund record's reference or a notification opened that one record.
 * Answers the id (the list asks the server for that record only), the note that says so with the
 * way back to every record, and the class that picks the record out.
 */
export function useOneRecord() {
  const { t } = useTranslation('wallet');
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const note = id ? (
    <>
      {t('oneRecord')}{' '}
      <button type="button" className="bz-wallet__link" onClick={() => setParams({}, { replace: true })}>
        {t('showAll')}
      </button>
    </>
  ) : undefined;
  const focusClass = (recordId: number) => (recordId === id ? FOCUSED_RECORD_CLASS : undefined);
  return { id, note, focusClass };
}
