import { confirmDialog, Toast } from '@bazaar/design-system';
import { Input, TextArea } from 'antd-mobile';

/**
 * A confirm dialog with a remark box: resolves to the remark ('' when left empty), or
 * null when cancelled. The value lives in a closure because antd-mobile's imperative
 * dialog renders outside the screen's state. With `required` (its message), an empty
 * remark is refused with that message and resolves to null, as a cancel.
 */
export async function askRemark(
  question: string,
  placeholder: string,
  texts: { ok: string; cancel: string },
  required?: string,
) {
  let remark = '';
  const ok = await confirmDialog({
    label: question,
    content: (
      <>
        <p>{question}</p>
        <TextArea
          placeholder={placeholder}
          aria-label={placeholder}
          maxLength={200}
          rows={2}
          onChange={(v) => (remark = v)}
        />
      </>
    ),
    confirmText: texts.ok,
    cancelText: texts.cancel,
  });
  if (!ok) return null;
  if (required && !remark.trim()) {
    Toast.show({ content: required });
    return null;
  }
  return remark.trim();
}

/** A confirm dialog named `title` with several one-line inputs; resolves to their values, or null when cancelled. */
export async function askFields<K extends string>(
  title: string,
  fields: { key: K; placeholder: string }[],
  texts: { ok: string; cancel: string },
): Promise<Record<K, string> | null> {
  const values = Object.fromEntries(fields.map((f) => [f.key, ''])) as Record<K, string>;
  const ok = await confirmDialog({
    label: title,
    content: (
      <>
        {fields.map((f) => (
          <Input
            key={f.key}
            placeholder={f.placeholder}
            aria-label={f.placeholder}
            maxLength={100}
            onChange={(v) => (values[f.key] = v.trim())}
          />
        ))}
      </>
    ),
    confirmText: texts.ok,
    cancelText: texts.cancel,
  });
  return ok ? values : null;
}
