import { useState } from 'react';
import { Form, Input, Switch, TextArea } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { MAX_PRODUCT_IMAGES, type AdminProduct } from '@bazaar/contract';
import { SkuEditor } from '@bazaar/design-system';
import { useApi } from '../../lib';
import { useCategoryOptions } from '../../console-kit/api/use-catalog-options';
import type { CatalogPaths } from '../components/catalog-paths';
import { ConsoleForm } from '../../console-kit/components/console-form';
import { EditedRecord } from '../components/edited-record';
import { SelectField } from '../../console-kit/components/select-field';
import { TranslatedRecord } from '../../console-kit/components/translated-record';
import { ShopChooser } from '../../console-kit/components/shop-chooser';
import { UploadField } from '../components/upload-field';
import { useCatalogSave } from '../components/use-catalog-save';
import { useAdmin } from '../../lib/admin-session';
import { productValues, skuValue, toSaveBody, type ProductValues } from './product-form';
import '../../console-kit/components/console.css';
import '../components/catalog.css';

/** A product: shop (admins), category, titles, pictures, price or specs with their SKU grid, shelf status. */
export function ProductEditScreen({ paths }: { paths: CatalogPaths }) {
  const api = useApi();
  return (
    <EditedRecord name="product" fetch={(n) => api.admin.products.detail<AdminProduct>(n)}>
      {(product) => (
        <TranslatedRecord entity="product" id={product?.id ?? null}>
          <ProductForm product={product} paths={paths} />
        </TranslatedRecord>
      )}
    </EditedRecord>
  );
}

function ProductForm({ product, paths }: { product: AdminProduct | null; paths: CatalogPaths }) {
  const { t } = useTranslation('console');
  const api = useApi();
  const isAdmin = useAdmin()?.role === 'admin';
  const { save, busy } = useCatalogSave(paths.products);
  const { data: categories = [] } = useCategoryOptions();
  const [images, setImages] = useState(product?.images ?? []);
  const [sku, setSku] = useState(() => skuValue(product));
  const [on, setOn] = useState(product ? product.status === 'on' : true);
  const required = (field: string) => [{ required: true, message: t('catalog.required', { field }) }];
  const withSpecs = sku.skus.length > 0;

  const submit = (values: ProductValues) => {
    const body = toSaveBody(product, values, images, sku, on);
    void save(() => api.admin.products.save<AdminProduct>(body));
  };
  const text = (name: string, label: string, inputMode?: 'decimal' | 'numeric') => (
    <Form.Item key={name} name={name} label={label}>
      <Input maxLength={200} inputMode={inputMode} aria-label={label} />
    </Form.Item>
  );

  return (
    <ConsoleForm submitText={t('action.save')} busy={busy} initialValues={productValues(product)} onFinish={submit}>
      {isAdmin && (
        <Form.Item name="shop_id" label={t('catalog.field.shop')} rules={required(t('catalog.field.shop'))}>
          <ShopChooser aria-label={t('catalog.field.shop')} placeholder={t('catalog.choose')} />
        </Form.Item>
      )}
      <Form.Item name="category_id" label={t('catalog.field.category')} rules={required(t('catalog.field.category'))}>
        <SelectField
          aria-label={t('catalog.field.category')}
          placeholder={t('catalog.choose')}
          options={categories.map((c) => ({ value: c.id, label: c.name }))}
        />
      </Form.Item>
      <Form.Item name="title" label={t('catalog.field.title')} rules={required(t('catalog.field.title'))}>
        <Input maxLength={200} aria-label={t('catalog.field.title')} />
      </Form.Item>
      <Form.Item label={t('catalog.field.images')}>
        <UploadField value={images} onChange={setImages} max={MAX_PRODUCT_IMAGES} label={t('catalog.field.images')} />
      </Form.Item>
      <Form.Header>{t('catalog.field.specs')}</Form.Header>
      <p className="bz-console-hint">{t('catalog.hint.specs')}</p>
      <div className="bz-console-catalog__section">
        <SkuEditor
          value={sku}
          onChange={setSku}
          texts={{
            specName: t('catalog.sku.specName'),
            newValue: t('catalog.sku.newValue'),
            addValue: t('catalog.sku.addValue'),
            addSpec: t('catalog.sku.addSpec'),
            removeSpec: t('catalog.sku.removeSpec'),
            removeValue: t('catalog.sku.removeValue'),
            combination: t('catalog.sku.combination'),
            price: t('catalog.sku.price'),
            stock: t('catalog.sku.stock'),
          }}
        />
      </div>
      {!withSpecs && text('price', t('catalog.field.price'), 'decimal')}
      {!withSpecs && text('stock', t('catalog.field.stock'), 'numeric')}
      {text('market_price', t('catalog.field.marketPrice'), 'decimal')}
      {text('freight', t('catalog.field.freight'), 'decimal')}
      <Form.Item name="content" label={t('catalog.field.content')}>
        <TextArea rows={4} maxLength={50_000} aria-label={t('catalog.field.content')} />
      </Form.Item>
      {text('sort', t('catalog.field.sort'), 'numeric')}
      <Form.Item label={t('status.on')}>
        <Switch checked={on} onChange={setOn} aria-label={t('status.on')} />
      </Form.Item>
    </ConsoleForm>
  );
}
