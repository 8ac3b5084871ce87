import { CapsuleTabs } from 'antd-mobile';

export interface StatusTabsProps<K extends string> {
  tabs: Array<{ key: K; title: string }>;
  active: K;
  onChange: (key: K) => void;
}

/** The filter row above a records list (status or fund-record type). */
export function StatusTabs<K extends string>({ tabs, active, onChange }: StatusTabsProps<K>) {
  return (
    <CapsuleTabs className="bz-wallet__tabs" activeKey={active} onChange={(key) => onChange(key as K)}>
      {tabs.map((tab) => (
        <CapsuleTabs.Tab key={tab.key} title={tab.title} />
      ))}
    </CapsuleTabs>
  );
}
