import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartTable } from './chart-data';

export interface ChartFigureProps {
  /** The chart's name: the figure's caption and the drawing's accessible name. */
  title: string;
  /** The same numbers as the drawing, for the table view. */
  table: ChartTable;
  /** The drawing; shown until "Table view" is pressed. */
  children: ReactNode;
  /** Shown instead of the drawing when there is nothing to draw; the table still opens. */
  empty?: string;
}

/**
 * One dashboard chart as a figure: the caption names it, the drawing is an image with that name (the SVG's
 * own shapes say nothing to a screen reader), and a toggle swaps it for a real table of the same numbers.
 */
export function ChartFigure({ title, table, children, empty }: ChartFigureProps) {
  const { t } = useTranslation('console');
  const [asTable, setAsTable] = useState(false);
  const captionId = useId();
  return (
    <figure className="bz-dashboard-chart" aria-labelledby={captionId}>
      <div className="bz-dashboard-chart__head">
        <figcaption id={captionId} className="bz-dashboard-chart__title">
          {title}
        </figcaption>
        <button
          type="button"
          className="bz-dashboard-chart__toggle"
          aria-pressed={asTable}
          onClick={() => setAsTable(!asTable)}
        >
          {t('charts.tableView')}
        </button>
      </div>
      {asTable ? (
        <div className="bz-dashboard-chart__table">
          <table>
            <caption className="bz-dashboard-chart__sr">{title}</caption>
            <thead>
              <tr>
                {table.head.map((cell) => (
                  <th key={cell} scope="col">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, i) => (
                <tr key={i}>
                  {row.map((cell, j) =>
                    j === 0 ? (
                      <th key={j} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={j}>{cell}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : empty ? (
        <p className="bz-dashboard-chart__empty">{empty}</p>
      ) : (
        <div role="img" aria-label={title} className="bz-dashboard-chart__plot">
          {children}
        </div>
      )}
    </figure>
  );
}
