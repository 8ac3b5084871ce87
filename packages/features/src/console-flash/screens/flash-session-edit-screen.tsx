import { Form, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { FLASH_TITLE_MAX } from '@bazaar/contract';
import { EmptyState } from '@bazaar/design-system';
import { useApi, useRefreshAfter } from '../../lib';
import { ConsoleForm } from '../../console-kit/components/console-form';
import { useFlashPhase } from '../../lib/flash/flash-phase';
import { useAdminFlashSession } from '../api/use-admin-flash-sessions';
import { idParam, type FlashPaths } from '../components/flash-paths';
import { useSave } from '../components/use-save';
import { toSessionSave, toSessionValues, type SessionValues } from './session-form';
import '../../console-kit/components/console.css';
import '../components/flash.css';

/**
 * A flash session (operators), new (`<sessions>/new`) or one not started (`<sessions>/<id>`): its title and window.
 * Only empty fields are caught here; the server checks the window (ahead, ending after it starts, overlapping no
 * other session) and says what is wrong. A session that has started can no longer change.
 */
export function FlashSessionEditScreen({ paths }: { paths: FlashPaths }) {
  const { t } = useTranslation('console');
  const api = useApi();
  const refresh = useRefreshAfter();
  const { save, busy } = useSave(() => refresh('flashSessionSave'));
  const id = idParam(useParams().id);
  const { data } = useAdminFlashSession(id);
  const phase = useFlashPhase(data);
  if (id !== null && data === undefined) return null;
  if (id !== null && data === null) return <EmptyState description={t('flash.notFound')} />;
  if (phase !== null && phase !== 'upcoming') return <EmptyState description={t('flash.sessionLocked')} />;

  const required = (field: string) => [{ required: true, message: t('flash.required', { field }) }];

  return (
    <ConsoleForm
      key={id ?? 'new'}
      className="bz-console-flash__form"
      submitText={t('action.save')}
      busy={busy}
      initialValues={toSessionValues(data ?? undefined)}
      onFinish={(values: SessionValues) =>
        void save(() => api.admin.flash.sessionSave(toSessionSave(values, id)), paths.flashSessions)
      }
    >
      <Form.Item name="title" label={t('flash.field.title')} rules={required(t('flash.field.title'))}>
        <Input maxLength={FLASH_TITLE_MAX} aria-label={t('flash.field.title')} clearable />
      </Form.Item>
      <Form.Item name="starts_at" label={t('flash.field.startsAt')} rules={required(t('flash.field.startsAt'))}>
        <Input type="datetime-local" aria-label={t('flash.field.startsAt')} />
      </Form.Item>
      <Form.Item name="ends_at" label={t('flash.field.endsAt')} rules={required(t('flash.field.endsAt'))}>
        <Input type="datetime-local" aria-label={t('flash.field.endsAt')} />
      </Form.Item>
    </ConsoleForm>
  );
}
