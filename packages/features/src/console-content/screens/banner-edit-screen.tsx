import { Form, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { AdminBanner, AdminBannerSave } from '@bazaar/contract';
import { ImageUploader } from '@bazaar/design-system';
import { useApi } from '../../lib';
import { TranslatedRecord } from '../../console-kit/components/translated-record';
import { ContentEditor, useEditedId } from '../components/content-editor';
import { OrderFields, orderBody, orderValues, useRequiredRule, type OrderValues } from '../components/order-fields';
import type { ContentPaths } from './content-paths';

interface Values extends OrderValues {
  title: string;
  subtitle: string;
  image: string[];
  link: string;
}

const toValues = (b?: AdminBanner): Values => ({
  title: b?.title ?? '',
  subtitle: b?.subtitle ?? '',
  image: b?.image ? [b.image] : [],
  link: b?.link ?? '',
  ...orderValues(b),
});

const toBody = (v: Values): AdminBannerSave => ({
  title: v.title.trim(),
  subtitle: v.subtitle.trim(),
  image: v.image[0] ?? '',
  link: v.link.trim(),
  ...orderBody(v),
});

/** A banner: its picture (uploaded with the operator's token), title, subtitle, in-shop link, order, shown or hidden. */
export function BannerEditScreen({ paths }: { paths: ContentPaths }) {
  const { t } = useTranslation('consoleContent');
  const api = useApi();
  const required = useRequiredRule();
  return (
    <TranslatedRecord entity="banner" id={useEditedId()}>
      <ContentEditor<AdminBanner, Values> kind="banners" path={paths.banners} toValues={toValues} toBody={toBody}>
        <Form.Item name="image" label={t('field.image')} rules={required(t('field.image'))}>
          <ImageUploader
            value={[]}
            onChange={() => undefined}
            max={1}
            upload={async (file) => (await api.content.upload(file, file.name)).url}
            addLabel={t('image.add')}
            uploadingText={t('image.uploading')}
            removeLabel={t('image.remove')}
            pictureLabel={() => t('field.image')}
          />
        </Form.Item>
        <Form.Item name="title" label={t('field.title')}>
          <Input maxLength={100} aria-label={t('field.title')} clearable />
        </Form.Item>
        <Form.Item name="subtitle" label={t('field.subtitle')}>
          <Input maxLength={200} aria-label={t('field.subtitle')} clearable />
        </Form.Item>
        <Form.Item name="link" label={t('field.link')} description={t('field.linkHint')}>
          <Input maxLength={500} aria-label={t('field.link')} placeholder="/product/1" clearable />
        </Form.Item>
        <OrderFields />
      </ContentEditor>
    </TranslatedRecord>
  );
}
