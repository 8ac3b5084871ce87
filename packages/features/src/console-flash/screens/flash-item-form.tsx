import { Form, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { FlashItem, FlashSession } from '@bazaar/contract';
import { useFormatPrice, useNumberFormat } from '@bazaar/design-system';
import { useApi, useRefreshAfter } from '../../lib';
import { ConsoleForm } from '../../console-kit/components/console-form';
import { SelectField } from '../../console-kit/components/select-field';
import { useFlashProduct, useLowestPrice } from '../api/use-flash-products';
import { flashLinks, idParam, type FlashPaths } from '../components/flash-paths';
import { ProductChooser } from '../components/product-chooser';
import { useSave } from '../components/use-save';
import { toItemSave, toItemValues, underLowest, type ItemValues } from './item-form';

interface FlashItemFormProps {
  session: FlashSession;
  /** The stored item; none: a new one. */
  item?: FlashItem;
  paths: FlashPaths;
}

/**
 * The item's fields. Choosing a product loads its SKUs (a product with specs needs one); the SKU known, its 30-day
 * low stands beside the flash price, and a price not under it is refused here before the server would.
 */
export function FlashItemForm({ session, item, paths }: FlashItemFormProps) {
  const { t } = useTranslation('console');
  const api = useApi();
  const price = useFormatPrice();
  const number = useNumberFormat();
  const refresh = useRefreshAfter();
  const { save, busy } = useSave(() => refresh('flashItemSave'));
  const [form] = Form.useForm<ItemValues>();
  const productId = idParam(Form.useWatch('product_id', form));
  const chosenSku = idParam(Form.useWatch('sku_id', form));
  const { data: product } = useFlashProduct(productId);
  const skus = product?.skus ?? [];
  const sku = skus.find((s) => s.id === chosenSku);
  // 0: a product without specs sells itself; null: a SKU is still to be chosen (or the product to load).
  const skuId = !product ? null : skus.length === 0 ? 0 : (sku?.id ?? null);
  const { data: lowest } = useLowestPrice(productId, skuId);
  const stock = skus.length === 0 ? product?.stock : sku?.stock;
  const low = lowest?.lowest_price;

  const required = (field: string) => ({ required: true, message: t('flash.required', { field }) });
  const skuLabel = (s: (typeof skus)[number]) =>
    t('flash.skuOption', {
      spec: Object.values(s.spec).join(' / '),
      price: price(s.price),
      stock: number.count(s.stock),
    });

  return (
    <ConsoleForm
      form={form}
      className="bz-console-flash__form"
      submitText={t('action.save')}
      busy={busy}
      initialValues={toItemValues(item)}
      onFinish={(values: ItemValues) =>
        void save(
          () => api.admin.flash.itemSave(toItemSave(values, session.id, item?.id ?? null)),
          flashLinks(paths).items(session.id),
        )
      }
    >
      <Form.Item name="product_id" label={t('flash.field.product')} rules={[required(t('flash.field.product'))]}>
        <ProductChooser
          aria-label={t('flash.field.product')}
          placeholder={t('flash.choose')}
          onChosen={() => form.setFieldValue('sku_id', '')}
        />
      </Form.Item>
      {skus.length > 0 && (
        <Form.Item name="sku_id" label={t('flash.field.sku')} rules={[required(t('flash.field.sku'))]}>
          <SelectField
            aria-label={t('flash.field.sku')}
            placeholder={t('flash.choose')}
            options={skus.map((s) => ({ value: s.id, label: skuLabel(s) }))}
          />
        </Form.Item>
      )}
      <Form.Item
        name="flash_price"
        label={t('flash.field.flashPrice')}
        extra={
          skuId !== null && (
            <span className="bz-console-flash__low">
              {low ? t('flash.lowest', { price: price(low) }) : t('flash.lowestLoading')}
            </span>
          )
        }
        rules={[
          required(t('flash.field.flashPrice')),
          {
            validator: async (_, value: string | undefined) => {
              if (value && low && !underLowest(value, low)) {
                throw new Error(t('flash.notUnderLowest', { price: price(low) }));
              }
            },
          },
        ]}
      >
        <Input inputMode="decimal" aria-label={t('flash.field.flashPrice')} />
      </Form.Item>
      <Form.Item
        name="flash_stock"
        label={t('flash.field.flashStock')}
        description={stock === undefined ? undefined : t('flash.stockHint', { count: number.count(stock) })}
        rules={[required(t('flash.field.flashStock'))]}
      >
        <Input inputMode="numeric" aria-label={t('flash.field.flashStock')} />
      </Form.Item>
      <Form.Item name="per_user_limit" label={t('flash.field.perUser')} rules={[required(t('flash.field.perUser'))]}>
        <Input inputMode="numeric" aria-label={t('flash.field.perUser')} />
      </Form.Item>
    </ConsoleForm>
  );
}
