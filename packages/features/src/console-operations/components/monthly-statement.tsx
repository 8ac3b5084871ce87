import { useTranslation } from 'react-i18next';
import { useMonthlySettlement } from '../api/use-monthly-settlement';
import { useMoney } from './use-money';

/**
 * The statement of settlements per calendar month (platform time zone), this month first: settled orders,
 * gross, refunds, the platform fee and net. A table, scrolling inside itself at 390 px, never the page.
 */
export function MonthlyStatement({ shopId }: { shopId?: number }) {
  const { t } = useTranslation('console');
  const money = useMoney();
  const { data } = useMonthlySettlement({ months: 12, shop_id: shopId });
  if (!data) return null;
  const head = ['month', 'orders', 'gross', 'refunds', 'fee', 'net'] as const;
  return (
    <section className="bz-console-monthly" aria-labelledby="bz-console-monthly-heading">
      <h2 id="bz-console-monthly-heading">{t('monthly.heading')}</h2>
      <div
        className="bz-console-monthly__scroll"
        tabIndex={0}
        role="region"
        aria-labelledby="bz-console-monthly-heading"
      >
        <table data-testid="monthly-statement">
          <thead>
            <tr>
              {head.map((key) => (
                <th key={key} scope="col">
                  {t(`monthly.${key}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.months.map((m) => (
              <tr key={m.month}>
                <th scope="row">{m.month}</th>
                <td>{m.orders}</td>
                <td>{money(m.gross)}</td>
                <td>{money(m.refunds)}</td>
                <td>{money(m.fee)}</td>
                <td>{money(m.net)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
