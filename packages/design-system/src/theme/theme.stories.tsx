import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  BannerCarousel,
  CategoryGrid,
  ProductGrid,
  SearchBar,
  SectionHeader,
  ThemeProvider,
  type ThemeProviderProps,
} from '@bazaar/design-system';
import { banners, categories, products } from '../fixtures';

/** A slice of the home page, to judge a theme as a whole. */
function Storefront({ width = '100%', ...props }: ThemeProviderProps & { width?: number | string }) {
  return (
    <ThemeProvider {...props}>
      <div style={{ display: 'grid', gap: 12, padding: 12, width, boxSizing: 'border-box' }}>
        <SearchBar placeholder="Search products" onSearch={fn()} />
        <BannerCarousel banners={banners} autoplay={false} />
        <CategoryGrid categories={categories} onSelect={fn()} />
        <SectionHeader title="Hot products" onMore={fn()} />
        <ProductGrid products={products.slice(0, 4)} onItemClick={fn()} lazy={false} />
      </div>
    </ThemeProvider>
  );
}

const meta = {
  title: 'Design system/Theme',
  component: Storefront,
} satisfies Meta<typeof Storefront>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Follows the toolbar's theme and brand. */
export const Storefront_: Story = { name: 'Storefront' };
/** The same components, re-themed by tokens alone. */
export const BrandsSideBySide: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
      <Storefront width={358} />
      <Storefront width={358} brand="ocean" />
      <Storefront width={358} theme="dark" />
      <Storefront width={358} brand="ocean" theme="dark" />
    </div>
  ),
};
