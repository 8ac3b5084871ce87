import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { DownloadedFile } from '@bazaar/api-client';
import { useSubmit } from '../../lib/use-submit';
import { saveFile } from '../../lib/save-file';

export interface ExportButtonProps {
  /** Asks the server for the list as CSV with the list's current filters, e.g. `() => api.admin.orderExport(filter)`. */
  onExport: () => Promise<DownloadedFile>;
  /** The file's name when the answer names none (the server's Content-Disposition wins). */
  fallbackName: string;
}

/**
 * "Export CSV" above a console list or table: the server streams the whole filtered list, the
 * browser saves it. A refusal shows the server's message (the API client's toast) and saves nothing.
 */
export function ExportButton({ onExport, fallbackName }: ExportButtonProps) {
  const { t } = useTranslation('console');
  const { run, busy } = useSubmit();
  const download = async () => {
    const file = await run(onExport);
    if (file) saveFile(file, fallbackName);
  };
  return (
    <Button size="small" fill="outline" loading={busy} onClick={() => void download()} className="bz-console-export">
      {t('desk.exportCsv')}
    </Button>
  );
}
