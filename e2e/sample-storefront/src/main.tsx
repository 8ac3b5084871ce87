// A white-label storefront outside the Bazaar workspace, built only from the packed
// packages: it renders a product card, switches theme and brand, and calls the API.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ProductCard, ThemeProvider, localeFor } from '@bazaar/design-system';
import '@bazaar/design-system/style.css';
import { createClient, type BazaarClient } from '@bazaar/api-client';
import type { ProductCard as ProductCardData } from '@bazaar/contract';
import { commonLocales } from '@bazaar/features';

const client: BazaarClient = createClient({ baseURL: '/api' });
const product: ProductCardData = {
  id: 1,
  shop_id: 1,
  title: 'Sample lantern',
  image: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E',
  price: '12.50',
  market_price: '20.00',
  sales: 1200,
  favorable_rate: 98,
};

function App() {
  const [theme, setTheme] = useState<'light' | 'dark'>('light');
  const [titles, setTitles] = useState<string[]>([]);
  return (
    <ThemeProvider theme={theme} brand="ocean" locale={localeFor('ja')}>
      <h1>{commonLocales.ja.appName}</h1>
      <button onClick={() => setTheme(theme === 'light' ? 'dark' : 'light')}>theme: {theme}</button>
      <button
        onClick={() => client.catalog.hotProducts({ limit: 3 }).then((p) => setTitles(p.data.map((x) => x.title)))}
      >
        load
      </button>
      <ProductCard product={product} />
      <ul>
        {titles.map((t) => (
          <li key={t}>{t}</li>
        ))}
      </ul>
    </ThemeProvider>
  );
}

createRoot(document.getElementById('root')!).render(<App />);
