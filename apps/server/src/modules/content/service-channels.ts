import type { Lang, ServiceChannel } from '@bazaar/contract';
import type { DbOrTrx } from '../../db';
import { translate, type MessageKey } from '../../i18n';

/**
 * Customer-service channels from the `settings` table (`service_<type>`, written by the
 * console); email, phone and hours have defaults so the page is never empty, the chat apps
 * appear only once configured. An empty setting hides a channel.
 */
const CHANNELS: { type: string; label: MessageKey; fallback?: string | MessageKey }[] = [
  { type: 'email', label: 'service.email', fallback: 'support@bazaar.example' },
  { type: 'phone', label: 'service.phone', fallback: '+66 2 123 4567' },
  { type: 'whatsapp', label: 'service.whatsapp' },
  { type: 'telegram', label: 'service.telegram' },
  { type: 'line', label: 'service.line' },
  { type: 'hours', label: 'service.hours', fallback: 'service.hours_value' },
];

export async function serviceChannels(db: DbOrTrx, lang: Lang): Promise<ServiceChannel[]> {
  const rows = await db
    .selectFrom('settings')
    .select(['key', 'value'])
    .where(
      'key',
      'in',
      CHANNELS.map((c) => `service_${c.type}`),
    )
    .execute();
  const stored = new Map(rows.map((r) => [r.key, r.value.trim()]));
  return CHANNELS.flatMap((c) => {
    const setting = stored.get(`service_${c.type}`);
    const value =
      setting ?? (c.fallback === 'service.hours_value' ? translate(lang, 'service.hours_value') : (c.fallback ?? ''));
    return value ? [{ type: c.type, label: translate(lang, c.label), value }] : [];
  });
}
