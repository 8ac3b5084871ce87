import { useState } from 'react';
import { Form, Input, TextArea } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, type AdminTranslations, type Lang, type TranslationFields } from '@bazaar/contract';
import { ImageUploader } from '@bazaar/design-system';
import { useApi } from '../../lib/api-provider';
import { ConsoleForm } from './console-form';

/** The fields each entity translates (the server's order). */
const FIELDS = {
  product: ['title', 'content', 'specs'],
  shop: ['name', 'description'],
  banner: ['title', 'subtitle', 'image'],
} as const;
type TextField = 'title' | 'subtitle' | 'content' | 'name' | 'description';
const LONG: Partial<Record<TextField, number>> = { content: 100_000, description: 2000 };
const SHORT: Record<TextField, number> = { title: 200, subtitle: 200, content: 0, name: 100, description: 0 };

export interface TranslationFormProps {
  detail: AdminTranslations;
  /** Any language but the source. */
  lang: Lang;
  busy: boolean;
  onSave: (fields: TranslationFields) => void;
}

/**
 * One language's text of a record, beside the source text it translates (shown as each field's
 * placeholder). A field left empty shows the source text to that language's shoppers.
 */
export function TranslationForm({ detail, lang, busy, onSave }: TranslationFormProps) {
  const { t } = useTranslation('console');
  const api = useApi();
  const stored = detail.translations[lang] ?? {};
  const source = detail.source;
  const [fields, setFields] = useState<TranslationFields>(() => ({
    ...stored,
    ...(source.specs
      ? {
          specs: source.specs.map((s, i) => ({
            name: stored.specs?.[i]?.name ?? '',
            values: s.values.map((_, j) => stored.specs?.[i]?.values[j] ?? ''),
          })),
        }
      : {}),
  }));
  const set = (patch: TranslationFields) => setFields((f) => ({ ...f, ...patch }));
  const label = (field: string) => `${t(`translation.field.${field}`)} · ${LANGUAGE_NAMES[lang]}`;
  const setSpec = (i: number, j: number | null, text: string) =>
    set({
      specs: fields.specs!.map((s, k) =>
        k !== i
          ? s
          : j === null
            ? { ...s, name: text }
            : { ...s, values: s.values.map((v, m) => (m === j ? text : v)) },
      ),
    });

  const field = (name: (typeof FIELDS)[keyof typeof FIELDS][number]) => {
    if (name === 'specs') {
      return (source.specs ?? []).map((spec, i) => (
        <Form.Item key={`spec-${i}`} label={`${label('specs')} ${i + 1}`}>
          <Input
            aria-label={`${t('translation.specName')} · ${spec.name}`}
            placeholder={spec.name}
            maxLength={50}
            value={fields.specs?.[i]?.name ?? ''}
            onChange={(v) => setSpec(i, null, v)}
          />
          {spec.values.map((value, j) => (
            <Input
              key={j}
              className="bz-translation-form__value"
              aria-label={`${t('translation.specValue')} · ${value}`}
              placeholder={value}
              maxLength={50}
              value={fields.specs?.[i]?.values[j] ?? ''}
              onChange={(v) => setSpec(i, j, v)}
            />
          ))}
        </Form.Item>
      ));
    }
    if (name === 'image') {
      return (
        <Form.Item key={name} label={label(name)} description={t('translation.imageHint')}>
          <ImageUploader
            value={fields.image ? [fields.image] : []}
            onChange={(urls) => set({ image: urls[0] ?? '' })}
            max={1}
            upload={async (file) => (await api.content.upload(file, file.name)).url}
            addLabel={t('catalog.image.add')}
            uploadingText={t('catalog.image.uploading')}
            removeLabel={t('catalog.image.remove')}
            pictureLabel={() => label(name)}
          />
        </Form.Item>
      );
    }
    const props = {
      'aria-label': label(name),
      placeholder: source[name] ?? '',
      value: fields[name] ?? '',
      onChange: (v: string) => set({ [name]: v }),
    };
    return (
      <Form.Item key={name} label={label(name)}>
        {LONG[name] ? (
          <TextArea rows={4} maxLength={LONG[name]} {...props} />
        ) : (
          <Input maxLength={SHORT[name]} {...props} />
        )}
      </Form.Item>
    );
  };

  return (
    <ConsoleForm submitText={t('action.save')} busy={busy} onSubmit={() => onSave(fields)}>
      <p className="bz-console-hint">{t('translation.hint', { lang: LANGUAGE_NAMES[detail.source_lang] })}</p>
      {FIELDS[detail.entity].map(field)}
    </ConsoleForm>
  );
}
