import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

export interface RemindButtonProps {
  /** The shopper asked to be told when the session starts. */
  reminded: boolean;
  /** The call on its way. */
  loading: boolean;
  onToggle: () => void;
}

/** "Remind me" on a session to come; once set it reads "Reminder set", and a tap takes it back. */
export function RemindButton({ reminded, loading, onToggle }: RemindButtonProps) {
  const { t } = useTranslation('flash');
  return (
    <Button
      className="bz-flash__remind"
      size="mini"
      shape="rounded"
      color="primary"
      fill={reminded ? 'outline' : 'solid'}
      loading={loading}
      aria-pressed={reminded}
      onClick={onToggle}
    >
      {reminded ? t('reminderSet') : t('remindMe')}
    </Button>
  );
}
