import type { Page } from './common';
import type { IndexData, ProductDetail, ShopCard } from './catalog';
import type { Lang } from './languages';

/** Page size of the storefront's catalog lists (the shop street, a category, hot products, …). */
export const CATALOG_PAGE_SIZE = 10;

/** The id of the JSON script element that carries a prerendered page's first data. */
export const FIRST_DATA_ELEMENT_ID = 'bz-first-data';

/**
 * The attribute of the box in a prerendered page where the server puts the page's largest picture (home: the
 * first banner), as `<img data-first-picture>`, so it shows before the scripts have run.
 */
export const FIRST_PICTURE_ATTRIBUTE = 'data-first-picture';

/**
 * What a prerendered page's HTML carries for its first render, so that render already shows the page
 * instead of waiting for its calls: the `data` a visitor's first call would answer, in `lang`.
 * /home: `index/index`; /shopStreet: the first page of `shop/list` (default sort, no keyword);
 * /detail/:id: `product/detail`.
 */
export interface FirstData {
  lang: Lang;
  home?: IndexData;
  shops?: Page<ShopCard>;
  product?: ProductDetail;
}
