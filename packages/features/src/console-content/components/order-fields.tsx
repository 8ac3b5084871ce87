import { Form, Input, Switch } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

/** The `sort` and `shown` fields every content editor has: where the record goes, and whether the shop shows it. */
export function OrderFields({ sort = true }: { sort?: boolean }) {
  const { t } = useTranslation('consoleContent');
  return (
    <>
      {sort && (
        <Form.Item name="sort" label={t('field.sort')} description={t('field.sortHint')}>
          <Input inputMode="numeric" type="number" min={0} aria-label={t('field.sort')} />
        </Form.Item>
      )}
      <Form.Item name="shown" label={t('field.shown')} valuePropName="checked" childElementPosition="right">
        <Switch aria-label={t('field.shown')} />
      </Form.Item>
    </>
  );
}

/** What OrderFields edits, as the form holds it. */
export interface OrderValues {
  sort: string;
  shown: boolean;
}

/** A record (or none, for a new one) is shown unless hidden. */
export const isShown = (record?: { status?: string }): boolean => (record?.status ?? 'normal') === 'normal';
export const statusOf = (shown: boolean): 'normal' | 'hidden' => (shown ? 'normal' : 'hidden');

/** OrderFields' values of a record, and the record's `sort` and `status` from them. */
export const orderValues = (record?: { sort?: number; status?: string }): OrderValues => ({
  sort: String(record?.sort ?? 0),
  shown: isShown(record),
});
export const orderBody = (values: OrderValues) => ({ sort: Number(values.sort) || 0, status: statusOf(values.shown) });

/** The editors' rule for a required field, with its localized message. */
export function useRequiredRule() {
  const { t } = useTranslation('consoleContent');
  return (field: string) => [{ required: true, message: t('required', { field }) }];
}
