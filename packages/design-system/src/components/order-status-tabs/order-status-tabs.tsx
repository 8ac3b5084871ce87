import type { CSSProperties } from 'react';
import { Badge, Tabs } from 'antd-mobile';
import { cx } from '../../utils/pressable';
import './order-status-tabs.css';

/** One tab of "my purchases": its key, translated label and count. */
export type OrderStatusTab = {
  /** e.g. `all`, `waiting_pay`. */
  key: string;
  /** The translated label. */
  title: string;
  /** Orders in that status; nothing shown when 0 or absent. */
  count?: number;
};

/** The status tabs with their counts, the open one, and what choosing a tab does. */
export type OrderStatusTabsProps = {
  tabs: OrderStatusTab[];
  activeKey: string;
  onChange: (key: string) => void;
  /** Counts above this show as "max+". @default 99 */
  maxCount?: number;
  className?: string;
  style?: CSSProperties;
};

/** The highest count a tab shows (99; more reads "99+"). */
export const orderStatusTabsDefaults = { maxCount: 99 } as const;

/** Scrollable status tabs of "my purchases" (all plus each status), each with its count. */
export function OrderStatusTabs({
  tabs,
  activeKey,
  onChange,
  maxCount = orderStatusTabsDefaults.maxCount,
  className,
  style,
}: OrderStatusTabsProps) {
  return (
    <Tabs className={cx('bz-order-status-tabs', className)} style={style} activeKey={activeKey} onChange={onChange}>
      {tabs.map((tab) => (
        <Tabs.Tab
          key={tab.key}
          title={
            <span className="bz-order-status-tabs__title">
              {tab.title}
              {!!tab.count && (
                <Badge
                  className="bz-order-status-tabs__count"
                  content={tab.count > maxCount ? `${maxCount}+` : tab.count}
                />
              )}
            </span>
          }
        />
      ))}
    </Tabs>
  );
}
