/** A spec of a product and the values it comes in, e.g. { name: 'Colour', values: ['Red', 'Blue'] }. */
export type SkuSpec = { name: string; values: string[] };

/** One sellable combination of spec values, with its own price and stock. */
export type SkuOption = {
  id: number | string;
  spec: Record<string, string>;
  price: string;
  stock: number;
};

/** The SKU matching every spec of the product, once each has a value chosen. */
export function findSku(specs: SkuSpec[], skus: SkuOption[], selected: Record<string, string>): SkuOption | undefined {
  if (specs.some((s) => !selected[s.name])) return undefined;
  return skus.find((sku) => specs.every((s) => sku.spec[s.name] === selected[s.name]));
}

/**
 * Whether choosing `value` for spec `name` can still lead to a SKU in stock, given the
 * values chosen for the other specs. Disabling the others keeps shoppers out of dead ends.
 */
export function isValueAvailable(
  skus: SkuOption[],
  selected: Record<string, string>,
  name: string,
  value: string,
): boolean {
  return skus.some(
    (sku) =>
      sku.stock > 0 &&
      sku.spec[name] === value &&
      Object.entries(selected).every(([other, chosen]) => other === name || !chosen || sku.spec[other] === chosen),
  );
}
