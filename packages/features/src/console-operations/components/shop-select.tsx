import { ShopChooser } from '../../console-kit/components/shop-chooser';

export interface ShopSelectProps {
  label: string;
  /** The first option, with no shop (e.g. "All shops" or "Choose the shop"). */
  none: string;
  value: string;
  onChange: (value: string) => void;
}

/** The shop chooser with its visible label, for the operations screens' filter grids. */
export function ShopSelect({ label, none, value, onChange }: ShopSelectProps) {
  return (
    <label className="bz-console-range__wide">
      {label}
      <ShopChooser aria-label={label} placeholder={none} value={value} onChange={onChange} />
    </label>
  );
}
