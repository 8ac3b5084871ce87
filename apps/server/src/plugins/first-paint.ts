import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  CATALOG_PAGE_SIZE,
  FIRST_DATA_ELEMENT_ID,
  FIRST_PICTURE_ATTRIBUTE,
  type FirstData,
  type Lang,
} from '@bazaar/contract';
import type { FastifyInstance } from 'fastify';
import { isProductVisible } from '../modules/catalog/product-repository';

/** A prerendered page as sent: its HTML with the first data, compressed once, and its largest picture. */
export interface FirstPaint {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** The picture the page's largest paint will be, for a preload Link header. */
  picture?: string;
}

type Part = Exclude<keyof FirstData, 'lang'>;
interface Call {
  part: Part;
  url: string;
  /** The product a /detail page shows: its page is built only while shoppers may see it. */
  productId?: number;
}

/** The call whose answer each prerendered page (shop-prerender.ts) shows first, as the shop's screen asks it. */
const FIRST_CALLS: Readonly<Record<string, (lang: Lang, url: string) => Call | undefined>> = {
  home: (lang) => ({ part: 'home', url: `/api/index/index?lang=${lang}` }),
  shopStreet: (lang) => ({
    part: 'shops',
    url: `/api/shop/list?sort=default&page=1&limit=${CATALOG_PAGE_SIZE}&lang=${lang}`,
  }),
  detail: (lang, url) => {
    const id = /^\/detail\/(\d{1,9})(?:[/?#]|$)/.exec(url)?.[1];
    return id
      ? { part: 'product', url: `/api/product/detail?id=${id}&lang=${lang}`, productId: Number(id) }
      : undefined;
  },
};

/**
 * The picture of a page's largest paint, when it is a picture the HTML can carry: home's first banner. (The shop
 * street's first banner waits for its lazy image, and a product page's largest paint is its title: preloading
 * their pictures only made Lighthouse count them before the first paint.)
 */
function largestPicture(first: FirstData): string | undefined {
  const href = first.home?.banners[0]?.image;
  // Only our own paths: a banner's image is an operator's input, and this goes into a header.
  return href && /^\/[\w./-]+$/.test(href) ? href : undefined;
}

/** JSON inside a <script> element: `<` escaped, so no text of the data can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Pages kept at once (a /detail page per product): the oldest built is dropped first. */
const MAX_PAGES = 256;

/**
 * Prerendered pages with their first data: the answer of the page's first call for a visitor in the page's
 * language, as a JSON script the shop's first render reads (so it shows the page, not skeletons, and does
 * not wait for a round trip). Each is built once per database write (the answer may change only then):
 * the call goes through the server's own route (`inject`), so it is the same schema, translation and
 * cache as the API's, and a failed call sends the page without data.
 */
export function firstPaintPages(app: FastifyInstance, shopDist: string, writeVersion: () => number) {
  const built = new Map<string, { stamp: string; page: Promise<FirstPaint> }>();

  async function build(file: string, lang: Lang, call: Call | undefined): Promise<FirstPaint> {
    let html = await fs.promises.readFile(path.join(shopDist, file), 'utf8');
    let picture: string | undefined;
    if (call) {
      const res = await app.inject({ method: 'GET', url: call.url });
      const body = res.statusCode === 200 ? (res.json() as { code: number; data: unknown }) : undefined;
      if (body?.code === 1) {
        const first = { lang, [call.part]: body.data } as FirstData;
        picture = largestPicture(first);
        const script = `<script type="application/json" id="${FIRST_DATA_ELEMENT_ID}">${scriptJson(first)}</script>`;
        html = html.replace('</body>', `${script}</body>`);
        // The largest paint, drawn from the HTML: the picture goes into the box the prerendered page keeps for it.
        const slot = `${FIRST_PICTURE_ATTRIBUTE}="">`;
        if (picture)
          html = html.replace(
            slot,
            `${slot}<img src="${picture}" alt="" fetchpriority="high" ${FIRST_PICTURE_ATTRIBUTE}>`,
          );
      }
    }
    const raw = Buffer.from(html);
    const built: FirstPaint = {
      html: raw,
      br: zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
      gzip: zlib.gzipSync(raw, { level: 6 }),
      picture,
    };
    // Then the smallest brotli, off the event loop (60 ms of a thread at quality 11 for home against 2 ms at
    // 5): a page of up to about 14 KB arrives in the first round trip of a new connection, and at quality 5
    // the data pushed the shop street's page over it (FCP 0.70 → 0.86 s under Lighthouse's slow 4G).
    zlib.brotliCompress(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }, (err, smallest) => {
      if (!err) built.br = smallest;
    });
    return built;
  }

  /** The page's first paint; undefined for a product shoppers may not see, which is the page without data. */
  return async (file: string, page: string, lang: Lang, url: string): Promise<FirstPaint | undefined> => {
    const call = FIRST_CALLS[page]?.(lang, url);
    // Any number fits /detail/<id>: building (and keeping) a page for one that is not on sale would cost a
    // build each and push the real pages out of the cache, so those are neither built nor kept.
    if (call?.productId !== undefined && !(await isProductVisible(app.db, call.productId))) return undefined;
    const key = `${file} ${call?.url ?? ''}`;
    // Built again after a database write, and after a new build of the shop (its scripts' names change).
    let mtimeMs = 0;
    try {
      mtimeMs = fs.statSync(path.join(shopDist, file)).mtimeMs;
    } catch {
      // Gone with a build in progress: the build below says so, and the page is sent without its data.
    }
    const stamp = `${writeVersion()} ${mtimeMs}`;
    const entry = built.get(key);
    if (entry?.stamp === stamp) return entry.page;
    built.delete(key);
    while (built.size >= MAX_PAGES) built.delete(built.keys().next().value!);
    const next = { stamp, page: build(file, lang, call) };
    // A build that failed is tried again by the next request.
    next.page.catch(() => built.get(key) === next && built.delete(key));
    built.set(key, next);
    return next.page;
  };
}
