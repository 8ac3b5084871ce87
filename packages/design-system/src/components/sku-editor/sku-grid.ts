/** One spec of a product: a name and its values, e.g. Color: Red, Blue. */
export interface SkuEditorSpec {
  name: string;
  values: string[];
}

/** One row of the SKU grid: a combination of values, with its price and stock as typed. */
export interface SkuEditorRow {
  spec: Record<string, string>;
  price: string;
  stock: string;
}

/** What a `SkuEditor` edits: the specs with their values, and a row of price and stock per combination. */
export interface SkuEditorValue {
  specs: SkuEditorSpec[];
  skus: SkuEditorRow[];
}

/** Stable text of a combination, the same whatever the key order. */
export const comboKey = (spec: Record<string, string>): string =>
  Object.keys(spec)
    .sort()
    .map((k) => `${k}:${spec[k]}`)
    .join(';');

/**
 * The rows of the grid for these specs: every combination of their (named, non-empty) values,
 * keeping the price and stock already typed for a combination that survives.
 */
export function skuGrid(specs: SkuEditorSpec[], previous: SkuEditorRow[] = []): SkuEditorRow[] {
  const used = specs.filter((s) => s.name.trim() && s.values.length);
  if (!used.length) return [];
  const known = new Map(previous.map((row) => [comboKey(row.spec), row]));
  const combos = used.reduce<Record<string, string>[]>(
    (acc, spec) => acc.flatMap((combo) => spec.values.map((value) => ({ ...combo, [spec.name.trim()]: value }))),
    [{}],
  );
  return combos.map((spec) => known.get(comboKey(spec)) ?? { spec, price: '', stock: '' });
}
