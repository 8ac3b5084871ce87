import type { ReactNode } from 'react';
import { Toast } from '@bazaar/design-system';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useApi, useSubmit } from '../../lib';
import { ConsoleForm } from '../../console-kit/components/console-form';
import { useContentChanged, useContentDetail, type ContentKind } from '../api/use-content';
import '../../console-kit/components/console.css';
import './content.css';

/** The id of an editor's `:id` route param: a number, or null for `new`. */
export function useEditedId(): number | null {
  const id = Number(useParams().id);
  return Number.isInteger(id) && id > 0 ? id : null;
}

export interface ContentEditorProps<R, V> {
  kind: ContentKind;
  /** The list to return to after a save. */
  path: string;
  /** Form values of a stored record, or of a new one (`undefined`). */
  toValues: (record: R | undefined) => V;
  /** The save body of the form's values (without `id`). */
  toBody: (values: V) => object;
  children: ReactNode;
}

/** Loads the record (unless new), shows the fields, saves through `admin/<name>/save` and returns to the list. */
export function ContentEditor<R, V extends object>(props: ContentEditorProps<R, V>) {
  const { t } = useTranslation('consoleContent');
  const api = useApi();
  const navigate = useNavigate();
  const changed = useContentChanged();
  const { run, busy } = useSubmit();
  const id = useEditedId();
  const { data } = useContentDetail<R>(props.kind, id);
  if (id !== null && !data) return null;

  const save = async (values: V) => {
    const body = { ...props.toBody(values), ...(id === null ? {} : { id }) };
    if ((await run(() => api.admin[props.kind].save(body))) === undefined) return;
    await changed(props.kind);
    Toast.show({ icon: 'success', content: t('saved') });
    navigate(props.path);
  };

  return (
    <ConsoleForm
      key={id ?? 'new'}
      className="bz-console-content__form"
      submitText={t('save')}
      busy={busy}
      initialValues={props.toValues(data)}
      onFinish={(values: V) => void save(values)}
    >
      {props.children}
    </ConsoleForm>
  );
}
