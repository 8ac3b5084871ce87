import { useState, type CSSProperties } from 'react';
import { Button, Input } from 'antd-mobile';
import { cx } from '../../utils/pressable';
import { skuGrid, type SkuEditorRow, type SkuEditorSpec, type SkuEditorValue } from './sku-grid';
import './sku-editor.css';

/** Every text of the editor, translated by the caller. */
export interface SkuEditorTexts {
  /** Placeholder and name of a spec's name box, e.g. "Spec name, e.g. Color". */
  specName: string;
  /** Placeholder of the new-value box, e.g. "New value, e.g. Red". */
  newValue: string;
  /** The add-value button, e.g. "Add". */
  addValue: string;
  /** e.g. "Add spec". */
  addSpec: string;
  /** Accessible name of a spec's remove button, e.g. "Remove spec". */
  removeSpec: string;
  /** Accessible name of a value's remove button, before the value, e.g. "Remove". */
  removeValue: string;
  /** Column heads of the SKU grid. */
  combination: string;
  price: string;
  stock: string;
}

/** The specs and SKU grid being edited, what a change does, its texts and its limits. */
export type SkuEditorProps = {
  /** The specs and the SKU grid they generate. */
  value: SkuEditorValue;
  onChange: (value: SkuEditorValue) => void;
  texts: SkuEditorTexts;
  /** @default 3 */
  maxSpecs?: number;
  /** @default 20 */
  maxValues?: number;
  disabled?: boolean;
  className?: string;
  style?: CSSProperties;
};

/** At most 3 specs of 20 values each, when not given. */
export const skuEditorDefaults = { maxSpecs: 3, maxValues: 20 } as const;

/**
 * Specs (a name and its values) and the grid of every combination with its price and stock.
 * Adding or removing a value regenerates the grid; prices and stock already typed stay with
 * their combination. Without specs the grid is empty (the product sells at one price).
 */
export function SkuEditor({
  value,
  onChange,
  texts,
  maxSpecs = skuEditorDefaults.maxSpecs,
  maxValues = skuEditorDefaults.maxValues,
  disabled = false,
  className,
  style,
}: SkuEditorProps) {
  const [drafts, setDrafts] = useState<Record<number, string>>({});
  const setSpecs = (specs: SkuEditorSpec[], previous: SkuEditorRow[] = value.skus) =>
    onChange({ specs, skus: skuGrid(specs, previous) });

  const rename = (i: number, name: string) => {
    const old = value.specs[i]!.name.trim();
    // The typed prices follow the renamed spec.
    const previous = value.skus.map((row) => {
      const { [old]: v, ...rest } = row.spec;
      return v === undefined ? row : { ...row, spec: { ...rest, [name.trim()]: v } };
    });
    setSpecs(
      value.specs.map((s, j) => (j === i ? { ...s, name } : s)),
      previous,
    );
  };
  const addValue = (i: number) => {
    const text = (drafts[i] ?? '').trim();
    const spec = value.specs[i]!;
    if (!text || spec.values.includes(text) || spec.values.length >= maxValues) return;
    setDrafts({ ...drafts, [i]: '' });
    setSpecs(value.specs.map((s, j) => (j === i ? { ...s, values: [...s.values, text] } : s)));
  };
  const removeValue = (i: number, v: string) =>
    setSpecs(value.specs.map((s, j) => (j === i ? { ...s, values: s.values.filter((x) => x !== v) } : s)));
  const setRow = (k: number, patch: Partial<SkuEditorRow>) =>
    onChange({ ...value, skus: value.skus.map((row, j) => (j === k ? { ...row, ...patch } : row)) });

  return (
    <div className={cx('bz-sku-editor', className)} style={style}>
      {value.specs.map((spec, i) => (
        <fieldset key={i} className="bz-sku-editor__spec" disabled={disabled}>
          <div className="bz-sku-editor__spec-head">
            <Input
              className="bz-sku-editor__input"
              value={spec.name}
              placeholder={texts.specName}
              aria-label={texts.specName}
              maxLength={40}
              onChange={(name) => rename(i, name)}
            />
            <button
              type="button"
              className="bz-sku-editor__remove bz-sku-editor__remove--spec"
              aria-label={`${texts.removeSpec} ${spec.name}`.trim()}
              onClick={() => setSpecs(value.specs.filter((_, j) => j !== i))}
            >
              ×
            </button>
          </div>
          <ul className="bz-sku-editor__values">
            {spec.values.map((v) => (
              <li key={v} className="bz-sku-editor__value">
                <span>{v}</span>
                <button
                  type="button"
                  className="bz-sku-editor__remove"
                  aria-label={`${texts.removeValue} ${v}`}
                  onClick={() => removeValue(i, v)}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
          <div className="bz-sku-editor__add-value">
            <Input
              className="bz-sku-editor__input"
              value={drafts[i] ?? ''}
              placeholder={texts.newValue}
              aria-label={`${spec.name} ${texts.newValue}`.trim()}
              maxLength={40}
              onChange={(text) => setDrafts({ ...drafts, [i]: text })}
              onEnterPress={() => addValue(i)}
            />
            <Button size="small" color="primary" fill="outline" onClick={() => addValue(i)}>
              {texts.addValue}
            </Button>
          </div>
        </fieldset>
      ))}
      {value.specs.length < maxSpecs && (
        <Button
          block
          fill="outline"
          disabled={disabled}
          onClick={() => setSpecs([...value.specs, { name: '', values: [] }])}
        >
          {texts.addSpec}
        </Button>
      )}
      {value.skus.length > 0 && (
        <table className="bz-sku-editor__grid">
          <thead>
            <tr>
              <th scope="col">{texts.combination}</th>
              <th scope="col">{texts.price}</th>
              <th scope="col">{texts.stock}</th>
            </tr>
          </thead>
          <tbody>
            {value.skus.map((row, k) => {
              const label = Object.values(row.spec).join(' / ');
              return (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  <td>
                    <Input
                      className="bz-sku-editor__cell"
                      inputMode="decimal"
                      value={row.price}
                      aria-label={`${label} ${texts.price}`}
                      disabled={disabled}
                      onChange={(price) => setRow(k, { price })}
                    />
                  </td>
                  <td>
                    <Input
                      className="bz-sku-editor__cell"
                      inputMode="numeric"
                      value={row.stock}
                      aria-label={`${label} ${texts.stock}`}
                      disabled={disabled}
                      onChange={(stock) => setRow(k, { stock: stock.replace(/\D/g, '') })}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </div>
  );
}
