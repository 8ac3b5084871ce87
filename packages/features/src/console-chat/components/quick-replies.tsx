import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

const REPLIES = [
  'inbox.replies.thanks',
  'inbox.replies.inStock',
  'inbox.replies.onTheWay',
  'inbox.replies.anythingElse',
] as const;

/** Answers a shop sends often, in the operator's language: a tap sends one. */
export function QuickReplies({ onSend }: { onSend: (text: string) => void }) {
  const { t } = useTranslation('console');
  return (
    <div className="bz-inbox-replies" role="group" aria-label={t('inbox.quickReplies')}>
      {REPLIES.map((key) => (
        <Button key={key} size="mini" shape="rounded" onClick={() => onSend(t(key))}>
          {t(key)}
        </Button>
      ))}
    </div>
  );
}
