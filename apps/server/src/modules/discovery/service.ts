import type { Lang, Page, PageQuery, ProductCard } from '@bazaar/contract';
import type { DbOrTrx } from '../../db';
import { pageArgs, toPage } from '../../lib/pagination';
import { toProductCard } from '../catalog/cards';
import type { ProductCardRow } from '../catalog/repository';
import * as repo from './repository';

type PageOf = (db: DbOrTrx, userId: number, limit: number, offset: number) => Promise<ProductCardRow[]>;
type CountOf = (db: DbOrTrx, userId: number) => Promise<number>;

/** One user's own lists are small: exact counts. */
const ownPage =
  (pageOf: PageOf, countOf: CountOf) =>
  async (db: DbOrTrx, userId: number, query: PageQuery, lang: Lang): Promise<Page<ProductCard>> => {
    const args = pageArgs(query);
    const [rows, total] = await Promise.all([pageOf(db, userId, args.limit, args.offset), countOf(db, userId)]);
    return toPage(
      rows.map((r) => toProductCard(r, lang)),
      total,
      args,
    );
  };

export const recentlyViewed = ownPage(repo.pageViewed, repo.countViewed);
export const buyAgain = ownPage(repo.pageBought, repo.countBought);
export const shopFeed = ownPage(repo.pageFeed, repo.countFeed);
