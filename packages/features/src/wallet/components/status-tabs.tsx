export interface StatusTabsProps<K extends string> {
  tabs: Array<{ key: K; title: string }>;
  active: K;
  onChange: (key: K) => void;
}

/**
 * The filter row above a records list (status or fund-record type): capsule buttons, the
 * chosen one pressed. Real buttons rather than antd-mobile's CapsuleTabs, whose tabs are
 * plain divs a keyboard cannot reach, nor scroll to when the row overflows a narrow phone.
 */
export function StatusTabs<K extends string>({ tabs, active, onChange }: StatusTabsProps<K>) {
  return (
    <div className="bz-wallet__tabs">
      {tabs.map((tab) => (
        <button
          key={tab.key}
          type="button"
          className="bz-wallet__tab"
          aria-pressed={tab.key === active}
          onClick={() => onChange(tab.key)}
        >
          {tab.title}
        </button>
      ))}
    </div>
  );
}
