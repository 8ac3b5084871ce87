import { useState } from 'react';
import { Button, Form, Input, TextArea, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { SHOP_STATUSES, type AdminShop, type AdminShopSaveBody } from '@bazaar/contract';
import { useApi, useRevalidate, useSubmit } from '../../lib';
import { useEditedRecord } from '../api/use-catalog-detail';
import { useCategoryOptions } from '../api/use-catalog-options';
import type { CatalogPaths } from '../components/catalog-paths';
import { SelectField } from '../components/select-field';
import { UploadField } from '../components/upload-field';
import { useAdmin } from '../session';
import '../components/console.css';
import '../components/catalog.css';

type Values = { name?: string; description?: string; category_id?: string; status?: string; sort?: string };

/** A shop's profile; an admin also opens or closes it and sets its place in the shop street. */
export function ShopEditScreen({ paths }: { paths: CatalogPaths }) {
  const api = useApi();
  const edited = useEditedRecord('shop', (n) => api.admin.shops.detail<AdminShop>(n));
  return edited.ready ? <ShopForm key={edited.key} shop={edited.record} paths={paths} /> : null;
}

function ShopForm({ shop, paths }: { shop: AdminShop | null; paths: CatalogPaths }) {
  const { t } = useTranslation('console');
  const api = useApi();
  const navigate = useNavigate();
  const isAdmin = useAdmin()?.role === 'admin';
  const { run, busy } = useSubmit();
  // Lists and editors show the saved record (every catalog key holds "catalog").
  const revalidate = useRevalidate();
  const { data: categories = [] } = useCategoryOptions();
  const [logo, setLogo] = useState(shop?.logo ? [shop.logo] : []);
  const [banner, setBanner] = useState(shop?.banner ? [shop.banner] : []);

  const save = async (values: Values) => {
    const body: AdminShopSaveBody = {
      ...(shop ? { id: shop.id } : {}),
      name: values.name ?? '',
      logo: logo[0] ?? '',
      banner: banner[0] ?? '',
      description: values.description ?? '',
      category_id: values.category_id ? Number(values.category_id) : null,
      ...(isAdmin ? { status: values.status as AdminShopSaveBody['status'], sort: Number(values.sort) || 0 } : {}),
    };
    if ((await run(() => api.admin.shops.save<AdminShop>(body))) === undefined) return;
    Toast.show({ icon: 'success', content: t('action.saved') });
    void revalidate('catalog');
    navigate(paths.shops);
  };

  return (
    <Form
      className="bz-console-form"
      initialValues={{
        name: shop?.name ?? '',
        description: shop?.description ?? '',
        category_id: shop?.category_id ? String(shop.category_id) : '',
        status: shop?.status ?? 'normal',
        sort: String(shop?.sort ?? 0),
      }}
      onFinish={(values: Values) => void save(values)}
      footer={
        <Button block type="submit" color="primary" size="large" loading={busy}>
          {t('action.save')}
        </Button>
      }
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
    </Form>
  );
}
