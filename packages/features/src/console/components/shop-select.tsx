import { useShopOptions } from '../api/use-shop-options';

export interface ShopSelectProps {
  label: string;
  /** The first option, with no shop (e.g. "All shops" or "Choose the shop"). */
  none: string;
  value: string;
  onChange: (value: string) => void;
}

/** A native shop chooser (one 44 px control a keyboard and a screen reader know), fed by the shop list. */
export function ShopSelect({ label, none, value, onChange }: ShopSelectProps) {
  const { data: shops = [] } = useShopOptions();
  return (
    <label className="bz-console-range__wide">
      {label}
      <select value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{none}</option>
        {shops.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </select>
    </label>
  );
}
