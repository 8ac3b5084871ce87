import { useId, useState, type ReactNode } from 'react';
import { Button, Popup } from 'antd-mobile';
import { Toast } from '@bazaar/design-system';
import { useTranslation } from 'react-i18next';
import { BILL_EXPORT_FORMATS, type BillExportFormat } from '@bazaar/contract';
import { useApi, useSubmit } from '../../lib';
import { saveFile } from '../../lib/save-file';
import { STATEMENT_PERIODS, dayInput, statementRange, type StatementPeriod } from '../utils/statement-period';
import { StatusTabs } from './status-tabs';
import './bill-export.css';

interface ChoicesProps<K extends string> {
  label: string;
  keys: readonly K[];
  active: K;
  onChange: (key: K) => void;
  children?: ReactNode;
}

/** One labelled choice of the sheet (period, format): the filter row's capsule buttons, each named `billExport.<key>`. */
function Choices<K extends string>({ label, keys, active, onChange, children }: ChoicesProps<K>) {
  const { t } = useTranslation('wallet');
  const id = useId();
  return (
    <div role="group" aria-labelledby={id}>
      <h3 id={id} className="bz-bill-export__label">
        {label}
      </h3>
      <StatusTabs
        tabs={keys.map((key) => ({ key, title: t(`billExport.${key}`) }))}
        active={active}
        onChange={onChange}
      />
      {children}
    </div>
  );
}

/**
 * The fund records' download: a sheet to pick a period (this month, last month or two days of
 * one's own) and CSV or PDF, then the file from user/bill_export, fetched with the session's
 * token (a plain link could not send it) and saved. A refused period shows the server's message.
 */
export function BillExport() {
  const { t } = useTranslation('wallet');
  const api = useApi();
  const { run, busy } = useSubmit();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [period, setPeriod] = useState<StatementPeriod>('thisMonth');
  const [format, setFormat] = useState<BillExportFormat>('csv');
  const today = dayInput(new Date());
  const [custom, setCustom] = useState({ from: today, to: today });
  const range = statementRange(period, new Date(), custom);

  const download = async () => {
    if (!range) return;
    const file = await run(() => api.wallet.billExport({ format, ...range }));
    if (!file) return;
    saveFile(file, `statement.${format}`);
    Toast.show({ icon: 'success', content: t('billExport.saved') });
    setOpen(false);
  };

  const dayField = (key: 'from' | 'to') => (
    <label className="bz-bill-export__day">
      <span>{t(`billExport.${key}`)}</span>
      <input
        type="date"
        value={custom[key]}
        max={today}
        onChange={(event) => setCustom((days) => ({ ...days, [key]: event.target.value }))}
      />
    </label>
  );

  return (
    <span className="bz-bill-export">
      <Button size="small" color="primary" fill="outline" onClick={() => setOpen(true)}>
        {t('billExport.open')}
      </Button>
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        onClose={() => setOpen(false)}
        bodyClassName="bz-bill-export__sheet"
        showCloseButton
        destroyOnClose
      >
        <section role="dialog" aria-labelledby={titleId}>
          <h2 id={titleId} className="bz-bill-export__title">
            {t('billExport.title')}
          </h2>
          <Choices label={t('billExport.period')} keys={STATEMENT_PERIODS} active={period} onChange={setPeriod}>
            {period === 'custom' && (
              <div className="bz-bill-export__days">
                {dayField('from')}
                {dayField('to')}
              </div>
            )}
          </Choices>
          <Choices label={t('billExport.format')} keys={BILL_EXPORT_FORMATS} active={format} onChange={setFormat} />
          <p className="bz-bill-export__hint">{t('billExport.hint')}</p>
          <Button block color="primary" shape="rounded" loading={busy} disabled={!range} onClick={download}>
            {t('billExport.download')}
          </Button>
        </section>
      </Popup>
    </span>
  );
}
