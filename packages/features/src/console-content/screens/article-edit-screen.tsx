import { useState } from 'react';
import { Form, Input, Selector, Tabs, TextArea } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import {
  ARTICLE_TYPES,
  LANGS,
  LANGUAGE_NAMES,
  type AdminArticle,
  type AdminArticleSave,
  type ArticleType,
  type Lang,
} from '@bazaar/contract';
import { ContentEditor } from '../components/content-editor';
import { OrderFields, orderBody, orderValues, useRequiredRule, type OrderValues } from '../components/order-fields';
import type { ContentPaths } from './content-paths';

interface Values extends OrderValues {
  type: ArticleType[];
  key: string;
  translations: Record<Lang, { title: string; content: string }>;
}

const toValues = (a?: AdminArticle): Values => ({
  type: [a?.type ?? 'help'],
  key: a?.key ?? '',
  ...orderValues(a),
  translations:
    a?.translations ??
    (Object.fromEntries(LANGS.map((l) => [l, { title: '', content: '' }])) as Values['translations']),
});

// Every language is sent: an emptied title removes that translation (the shop then shows English).
const toBody = (v: Values): AdminArticleSave => ({
  type: v.type[0] ?? 'help',
  key: v.key.trim(),
  ...orderBody(v),
  translations: Object.fromEntries(
    LANGS.map((l) => [l, { title: v.translations[l]?.title ?? '', content: v.translations[l]?.content ?? '' }]),
  ),
});

/**
 * An article in six languages: one language at a time behind a switcher (every language's fields stay
 * in the form, so switching keeps what was typed). Bodies are HTML the server sanitizes on save.
 */
export function ArticleEditScreen({ paths }: { paths: ContentPaths }) {
  const { t } = useTranslation('consoleContent');
  const [lang, setLang] = useState<Lang>('en');
  const required = useRequiredRule();
  return (
    <ContentEditor<AdminArticle, Values> kind="articles" path={paths.articles} toValues={toValues} toBody={toBody}>
      <Form.Item name="type" label={t('field.articleType')}>
        <Selector options={ARTICLE_TYPES.map((type) => ({ label: t(`articleType.${type}`), value: type }))} />
      </Form.Item>
      <Form.Item name="key" label={t('field.key')} description={t('field.keyHint')} rules={required(t('field.key'))}>
        <Input maxLength={64} aria-label={t('field.key')} placeholder="shipping-times" clearable />
      </Form.Item>
      <OrderFields />
      <Form.Header>{t('field.languages')}</Form.Header>
      <div className="bz-console-content__langs">
        <Tabs activeKey={lang} onChange={(key) => setLang(key as Lang)}>
          {LANGS.map((l) => (
            <Tabs.Tab key={l} title={LANGUAGE_NAMES[l]} />
          ))}
        </Tabs>
        <p className="bz-console-hint">{t('field.translationHint')}</p>
      </div>
      {LANGS.map((l) => (
        <div key={l} hidden={l !== lang} lang={l}>
          <Form.Item
            name={['translations', l, 'title']}
            label={`${t('field.title')} · ${LANGUAGE_NAMES[l]}`}
            rules={l === 'en' ? required(t('field.title')) : undefined}
          >
            <Input maxLength={200} aria-label={`${t('field.title')} · ${LANGUAGE_NAMES[l]}`} clearable />
          </Form.Item>
          <Form.Item
            name={['translations', l, 'content']}
            label={`${t('field.body')} · ${LANGUAGE_NAMES[l]}`}
            description={t('field.bodyHint')}
            className="bz-console-content__body"
          >
            <TextArea rows={10} maxLength={100_000} aria-label={`${t('field.body')} · ${LANGUAGE_NAMES[l]}`} />
          </Form.Item>
        </div>
      ))}
    </ContentEditor>
  );
}
