/** Where the catalog screens live; an editor is `<list>/<id>`, a new record `<list>/new`. */
export interface CatalogPaths {
  shops: string;
  categories: string;
  products: string;
}

/** The id of an editor's route param: a number, or null for `new`. */
export const editedId = (param: string | undefined): number | null => {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : null;
};
