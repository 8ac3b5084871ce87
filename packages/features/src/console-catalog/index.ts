export { ShopsScreen } from './screens/shops-screen';
export { ShopEditScreen } from './screens/shop-edit-screen';
export { CategoriesScreen } from './screens/categories-screen';
export { CategoryEditScreen } from './screens/category-edit-screen';
export { ProductsScreen } from './screens/products-screen';
export { ProductEditScreen } from './screens/product-edit-screen';
export type { CatalogPaths } from './components/catalog-paths';
export { consoleCatalogLocales } from './locales';
