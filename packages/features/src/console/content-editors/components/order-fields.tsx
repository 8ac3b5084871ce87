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
