import { useState } from 'react';
import { Form, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { CATEGORY_STATUSES, LANGS, type AdminCategory, type AdminCategorySaveBody } from '@bazaar/contract';
import { useApi } from '../../lib';
import type { CatalogPaths } from '../components/catalog-paths';
import { ConsoleForm } from '../../console-kit/components/console-form';
import { EditedRecord } from '../components/edited-record';
import { SelectField } from '../../console-kit/components/select-field';
import { UploadField } from '../components/upload-field';
import { useCatalogSave } from '../components/use-catalog-save';
import '../../console-kit/components/console.css';
import '../components/catalog.css';

type Values = Record<string, string>;

/** A category: its stable key, its name in the six languages, icon, order and visibility. */
export function CategoryEditScreen({ paths }: { paths: CatalogPaths }) {
  const api = useApi();
  return (
    <EditedRecord name="category" fetch={(n) => api.admin.categories.detail<AdminCategory>(n)}>
      {(category) => <CategoryForm category={category} paths={paths} />}
    </EditedRecord>
  );
}

function CategoryForm({ category, paths }: { category: AdminCategory | null; paths: CatalogPaths }) {
  const { t } = useTranslation('console');
  const api = useApi();
  const { save, busy } = useCatalogSave(paths.categories);
  const [icon, setIcon] = useState(category?.icon ? [category.icon] : []);

  const submit = (values: Values) => {
    const body: AdminCategorySaveBody = {
      ...(category ? { id: category.id } : {}),
      key: values.key ?? '',
      name_i18n: Object.fromEntries(LANGS.map((l) => [l, values[`name_${l}`] ?? ''])),
      icon: icon[0] ?? '',
      sort: Number(values.sort) || 0,
      status: values.status as AdminCategorySaveBody['status'],
    };
    void save(() => api.admin.categories.save<AdminCategory>(body));
  };

  const initial: Values = {
    key: category?.key ?? '',
    sort: String(category?.sort ?? 0),
    status: category?.status ?? 'normal',
    ...Object.fromEntries(LANGS.map((l) => [`name_${l}`, category?.name_i18n[l] ?? ''])),
  };
  return (
    <ConsoleForm submitText={t('action.save')} busy={busy} initialValues={initial} onFinish={submit}>
      <Form.Item name="key" label={t('catalog.field.key')}>
        <Input maxLength={40} aria-label={t('catalog.field.key')} />
      </Form.Item>
      {LANGS.map((lang) => (
        <Form.Item key={lang} name={`name_${lang}`} label={t('catalog.field.nameIn', { lang })}>
          <Input maxLength={100} aria-label={t('catalog.field.nameIn', { lang })} />
        </Form.Item>
      ))}
      <p className="bz-console-hint">{t('catalog.hint.names')}</p>
      <Form.Item label={t('catalog.field.icon')}>
        <UploadField value={icon} onChange={setIcon} max={1} label={t('catalog.field.icon')} />
      </Form.Item>
      <Form.Item name="status" label={t('catalog.field.status')}>
        <SelectField
          aria-label={t('catalog.field.status')}
          options={CATEGORY_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        />
      </Form.Item>
      <Form.Item name="sort" label={t('catalog.field.sort')}>
        <Input inputMode="numeric" maxLength={7} aria-label={t('catalog.field.sort')} />
      </Form.Item>
    </ConsoleForm>
  );
}
