import { confirmDialog, Toast } from '@bazaar/design-system';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { OperatorView } from '@bazaar/contract';
import { useApi, useSubmit } from '../../lib';
import { useAdminList } from '../api/use-admin-list';
import { askFields } from '../components/ask';
import { StatusOf } from '../../console-kit/components/audit-tag';
import { formatTime } from '../components/format';
import { QueuePage } from '../../console-kit/components/queue-page';
import { OPERATOR_FILTERS } from '../components/status-filters';
import { RecordCard, type CardAction } from '../../console-kit/components/record-card';
import { useListQuery } from '../../console-kit/components/use-list-query';
import { useDialogTexts } from '../../console-kit/components/use-texts';
import { useAdmin } from '../../lib/admin-session';
import './operations.css';

/** Where the operator list links to. */
export interface OperatorsScreenProps {
  /** The create-operator screen. */
  newPath: string;
}

/** Operators (admins only): create one, reset another's password, disable or enable. */
export function OperatorsScreen({ newPath }: OperatorsScreenProps) {
  const { t } = useTranslation('console');
  const api = useApi();
  const me = useAdmin();
  const navigate = useNavigate();
  const texts = useDialogTexts();
  const { run } = useSubmit();
  const { filter, tabs, onSearch } = useListQuery('normal');
  const list = useAdminList('operators', filter, api.admin.operatorList);

  const resetPassword = async (o: OperatorView) => {
    const values = await askFields(
      t('ops.resetPassword'),
      [{ key: 'password', placeholder: t('ops.newPassword') }],
      texts,
    );
    if (!values) return;
    if ((await run(() => api.admin.operatorPassword({ id: o.id, password: values.password }))) === undefined) return;
    Toast.show({ icon: 'success', content: t('action.done') });
  };
  const toggle = async (o: OperatorView) => {
    const disabled = o.status === 'normal';
    const content = t(disabled ? 'ops.disableConfirm' : 'ops.enableConfirm', { name: o.username });
    if (!(await confirmDialog({ content, confirmText: texts.ok, cancelText: texts.cancel }))) return;
    if ((await run(() => api.admin.operatorDisable({ id: o.id, disabled }))) === undefined) return;
    Toast.show({ icon: 'success', content: t('action.done') });
    await list.refresh();
  };
  const actions = (o: OperatorView): CardAction[] =>
    o.id === me?.id
      ? []
      : [
          { key: 'reset', label: t('ops.resetPassword'), onClick: () => void resetPassword(o) },
          o.status === 'normal'
            ? { key: 'disable', label: t('ops.disable'), color: 'danger', onClick: () => void toggle(o) }
            : { key: 'enable', label: t('ops.enable'), color: 'primary', onClick: () => void toggle(o) },
        ];

  return (
    <>
      <div className="bz-console-toolbar">
        <Button block color="primary" onClick={() => navigate(newPath)}>
          {t('ops.createOperator')}
        </Button>
      </div>
      <QueuePage
        statuses={OPERATOR_FILTERS}
        {...tabs}
        searchPlaceholder={t('ops.searchOperators')}
        onSearch={onSearch}
        list={list}
        renderItem={(o) => (
          <RecordCard
            title={o.id === me?.id ? `${o.username} (${t('ops.you')})` : o.username}
            status={<StatusOf status={o.status} />}
            lines={[
              { label: t('ops.role'), value: t(`ops.roles.${o.role}`) },
              ...(o.role === 'merchant' ? [{ label: t('field.shop'), value: o.shop_name || o.shop_id }] : []),
              { label: t('field.time'), value: formatTime(o.createtime) },
            ]}
            actions={actions(o)}
          />
        )}
      />
    </>
  );
}
