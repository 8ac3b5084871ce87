import { useState } from 'react';
import { Button, Input, Picker, TextArea } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { Article } from '@bazaar/contract';
import { ArticleView, FormField, FormPage, StatusTag, Toast } from '@bazaar/design-system';
import { useCategories } from '../../lib';
import { useApplyForShop, useMyApplications } from '../api/content';

const FIELDS = ['shop_name', 'contact_name', 'mobile', 'email'] as const;
type Form = Record<(typeof FIELDS)[number] | 'description', string> & { category_id?: number };

/** The merchant-entry article, then the application form, or the status of a pending application. */
export function MerchantEntry({ article }: { article: Article | undefined }) {
  const { t } = useTranslation('content');
  const applications = useMyApplications();
  const categories = useCategories();
  const apply = useApplyForShop();
  const [form, setForm] = useState<Form>({ shop_name: '', contact_name: '', mobile: '', email: '', description: '' });
  const [picking, setPicking] = useState(false);
  const [busy, setBusy] = useState(false);
  const latest = applications.data?.[0];
  const category = categories.data?.find((c) => c.id === form.category_id);

  const submit = async () => {
    const missing =
      FIELDS.find((f) => !form[f].trim()) ??
      (!form.category_id ? 'category_id' : !form.description.trim() ? 'description' : undefined);
    if (missing) return void Toast.show({ content: t(`merchant.required.${missing}`) });
    setBusy(true);
    try {
      await apply({ ...form, category_id: form.category_id! });
      Toast.show({ content: t('merchant.sent') });
    } catch {
      // The API client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="bz-content">
      {article && <ArticleView title={article.title} html={article.content} />}
      {latest && (
        <section className="bz-content__status" aria-live="polite">
          <strong>{latest.shop_name}</strong>
          <StatusTag tone={latest.status === 'passed' ? 'success' : latest.status === 'refused' ? 'danger' : 'warning'}>
            {t(`merchant.status.${latest.status}`)}
          </StatusTag>
          {latest.remark && <p>{latest.remark}</p>}
        </section>
      )}
      {latest?.status !== 'auditing' && (
        <FormPage
          heading={t('merchant.formTitle')}
          onSubmit={() => void submit()}
          actions={
            <Button block type="submit" color="primary" shape="rounded" loading={busy}>
              {t('merchant.submit')}
            </Button>
          }
        >
          {FIELDS.map((f) => (
            <FormField key={f} label={t(`merchant.field.${f}`)} htmlFor={`merchant-${f}`}>
              <Input
                id={`merchant-${f}`}
                type={f === 'email' ? 'email' : f === 'mobile' ? 'tel' : 'text'}
                maxLength={f === 'email' ? 254 : 60}
                value={form[f]}
                onChange={(v) => setForm({ ...form, [f]: v })}
              />
            </FormField>
          ))}
          <FormField label={t('merchant.field.category_id')} htmlFor="merchant-category">
            <button
              id="merchant-category"
              type="button"
              className="bz-content__picker"
              onClick={() => setPicking(true)}
            >
              {category?.name ?? t('merchant.chooseCategory')}
            </button>
          </FormField>
          <FormField label={t('merchant.field.description')} htmlFor="merchant-description">
            <TextArea
              id="merchant-description"
              autoSize={{ minRows: 3, maxRows: 6 }}
              maxLength={1000}
              value={form.description}
              onChange={(description) => setForm({ ...form, description })}
            />
          </FormField>
        </FormPage>
      )}
      <Picker
        visible={picking}
        columns={[(categories.data ?? []).map((c) => ({ label: c.name, value: c.id }))]}
        value={form.category_id ? [form.category_id] : []}
        confirmText={t('merchant.confirm')}
        cancelText={t('merchant.cancel')}
        onClose={() => setPicking(false)}
        onConfirm={(v) => setForm({ ...form, category_id: Number(v[0]) || undefined })}
      />
    </div>
  );
}
