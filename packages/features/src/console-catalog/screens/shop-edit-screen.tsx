import { useState } from 'react';
import { Form, Input, TextArea } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { SHOP_STATUSES, type AdminShop, type AdminShopSaveBody } from '@bazaar/contract';
import { useApi } from '../../lib';
import { useCategoryOptions } from '../../console-kit/api/use-catalog-options';
import type { CatalogPaths } from '../components/catalog-paths';
import { ConsoleForm } from '../../console-kit/components/console-form';
import { EditedRecord } from '../components/edited-record';
import { SelectField } from '../../console-kit/components/select-field';
import { TranslatedRecord } from '../../console-kit/components/translated-record';
import { UploadField } from '../components/upload-field';
import { useCatalogSave } from '../components/use-catalog-save';
import { useAdmin } from '../../lib/admin-session';
import '../../console-kit/components/console.css';
import '../components/catalog.css';

type Values = { name?: string; description?: string; category_id?: string; status?: string; sort?: string };

/** A shop's profile; an admin also opens or closes it and sets its place in the shop street. */
export function ShopEditScreen({ paths }: { paths: CatalogPaths }) {
  const api = useApi();
  return (
    <EditedRecord name="shop" fetch={(n) => api.admin.shops.detail<AdminShop>(n)}>
      {(shop) => (
        <TranslatedRecord entity="shop" id={shop?.id ?? null}>
          <ShopForm shop={shop} paths={paths} />
        </TranslatedRecord>
      )}
    </EditedRecord>
  );
}

function ShopForm({ shop, paths }: { shop: AdminShop | null; paths: CatalogPaths }) {
  const { t } = useTranslation('console');
  const api = useApi();
  const isAdmin = useAdmin()?.role === 'admin';
  const { save, busy } = useCatalogSave(paths.shops);
  const { data: categories = [] } = useCategoryOptions();
  const [logo, setLogo] = useState(shop?.logo ? [shop.logo] : []);
  const [banner, setBanner] = useState(shop?.banner ? [shop.banner] : []);

  const submit = (values: Values) => {
    const body: AdminShopSaveBody = {
      ...(shop ? { id: shop.id } : {}),
      name: values.name ?? '',
      logo: logo[0] ?? '',
      banner: banner[0] ?? '',
      description: values.description ?? '',
      category_id: values.category_id ? Number(values.category_id) : null,
      ...(isAdmin ? { status: values.status as AdminShopSaveBody['status'], sort: Number(values.sort) || 0 } : {}),
    };
    void save(() => api.admin.shops.save<AdminShop>(body));
  };

  return (
    <ConsoleForm
      submitText={t('action.save')}
      busy={busy}
      initialValues={{
        name: shop?.name ?? '',
        description: shop?.description ?? '',
        category_id: shop?.category_id ? String(shop.category_id) : '',
        status: shop?.status ?? 'normal',
        sort: String(shop?.sort ?? 0),
      }}
      onFinish={submit}
    >
      <Form.Item name="name" label={t('catalog.field.name')}>
        <Input maxLength={100} aria-label={t('catalog.field.name')} />
      </Form.Item>
      <Form.Item label={t('catalog.field.logo')}>
        <UploadField value={logo} onChange={setLogo} max={1} label={t('catalog.field.logo')} />
      </Form.Item>
      <Form.Item label={t('catalog.field.banner')}>
        <UploadField value={banner} onChange={setBanner} max={1} label={t('catalog.field.banner')} />
      </Form.Item>
      <Form.Item name="description" label={t('catalog.field.description')}>
        <TextArea rows={3} maxLength={2000} aria-label={t('catalog.field.description')} />
      </Form.Item>
      <Form.Item name="category_id" label={t('catalog.field.category')}>
        <SelectField
          aria-label={t('catalog.field.category')}
          placeholder={t('catalog.field.noCategory')}
          options={categories.map((c) => ({ value: c.id, label: c.name }))}
        />
      </Form.Item>
      {isAdmin ? (
        <>
          <Form.Item name="status" label={t('catalog.field.status')}>
            <SelectField
              aria-label={t('catalog.field.status')}
              options={SHOP_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            />
          </Form.Item>
          <Form.Item name="sort" label={t('catalog.field.sort')}>
            <Input inputMode="numeric" maxLength={7} aria-label={t('catalog.field.sort')} />
          </Form.Item>
        </>
      ) : (
        <p className="bz-console-hint">{t('catalog.hint.merchantShop')}</p>
      )}
    </ConsoleForm>
  );
}
