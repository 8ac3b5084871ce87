import {
  CategoriesScreen,
  CategoryEditScreen,
  ProductEditScreen,
  ProductsScreen,
  ShopEditScreen,
  ShopsScreen,
} from '@bazaar/features/console-catalog';
import { paths } from '../../config/pages';

// The catalog editors: lists, and editors at <list>/<id> (or <list>/new).
export const Shops = () => <ShopsScreen paths={paths} />;
export const ShopEdit = () => <ShopEditScreen paths={paths} />;
export const Categories = () => <CategoriesScreen paths={paths} />;
export const CategoryEdit = () => <CategoryEditScreen paths={paths} />;
export const Products = () => <ProductsScreen paths={paths} />;
export const ProductEdit = () => <ProductEditScreen paths={paths} />;
