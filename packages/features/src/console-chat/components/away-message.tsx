import { useEffect, useId, useState } from 'react';
import { Button, Switch, TextArea } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { CHAT_AWAY_TEXT_MAX } from '@bazaar/contract';
import { Toast } from '@bazaar/design-system';
import { useAway } from '../api/use-away';

/**
 * The merchant's away message, folded under the inbox's filters: on or off and its text. While on, the server
 * answers a shopper's first message of the day with it (admin/chat/away).
 */
export function AwayMessage() {
  const { t } = useTranslation('console');
  const { away, save } = useAway();
  const [enabled, setEnabled] = useState(false);
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);
  const textId = useId();
  useEffect(() => {
    if (!away) return;
    setEnabled(away.enabled);
    setText(away.text);
  }, [away]);

  const submit = async () => {
    setSaving(true);
    try {
      await save({ enabled, text });
      Toast.show({ icon: 'success', content: t('inbox.away.saved') });
    } catch {
      // The API client has shown the server's reason.
    } finally {
      setSaving(false);
    }
  };

  return (
    <details className="bz-inbox-away">
      <summary>
        {t('inbox.away.title')} · {away?.enabled ? t('inbox.away.on') : t('inbox.away.off')}
      </summary>
      <div className="bz-inbox-away__body">
        <label htmlFor={textId} className="bz-inbox-away__hint">
          {t('inbox.away.hint')}
        </label>
        <label className="bz-inbox-away__switch">
          <Switch checked={enabled} onChange={setEnabled} disabled={!away} aria-label={t('inbox.away.title')} />
          {enabled ? t('inbox.away.on') : t('inbox.away.off')}
        </label>
        <TextArea
          value={text}
          onChange={setText}
          placeholder={t('inbox.away.placeholder')}
          maxLength={CHAT_AWAY_TEXT_MAX}
          showCount
          autoSize={{ minRows: 2, maxRows: 5 }}
          id={textId}
        />
        <Button size="small" color="primary" loading={saving} disabled={!away} onClick={submit}>
          {t('inbox.away.save')}
        </Button>
      </div>
    </details>
  );
}
