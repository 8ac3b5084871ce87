import { expect, test } from '@playwright/test';
import { call } from './helpers/api';
import { signInToConsole } from './helpers/console';
import { ADMIN, adminToken } from './helpers/operator';

// The console's translation editors: an admin opens a product, switches its editor to Thai, writes
// the Thai title and saves; a Thai shopper then reads that title on the product's page.

test('an admin translates a product title into Thai and a Thai shopper reads it', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const token = await adminToken(request);
  const products = await call<{ data: { id: number; title: string }[] }>(request, 'admin/product/list?status=on', {
    token,
  });
  // A product whose shop writes in another language than Thai (Thai is then a translation).
  let product: { id: number; title: string } | undefined;
  let source = '';
  for (const p of products.data) {
    source = (
      await call<{ source_lang: string }>(request, `admin/translation/detail?entity=product&id=${p.id}`, { token })
    ).source_lang;
    if (source !== 'th') {
      product = p;
      break;
    }
  }
  expect(product).toBeDefined();
  const thaiTitle = `โคมไฟจันทร์เพ็ญ ${Date.now()}`;

  await signInToConsole(page, ADMIN.account, ADMIN.password);
  await page.goto(`/console/products/${product!.id}`);
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(product!.title);

  // The switcher marks each language; Thai opens the Thai text beside the source as placeholders.
  const thai = page.getByRole('tab', { name: /^ไทย · / });
  await thai.click();
  await expect(thai).toHaveAttribute('aria-selected', 'true');
  const title = page.getByRole('textbox', { name: 'Title · ไทย' });
  await expect(title).toHaveAttribute('placeholder', product!.title);
  await title.fill(thaiTitle);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved')).toBeVisible();

  // Back on the source language, the product's own form is there as it was.
  await page.getByRole('tab', { name: / · Source language$/ }).click();
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(product!.title);

  await context.addCookies([{ name: 'Local_Lang', value: 'th', url: baseURL! }]);
  await page.goto(`/detail/${product!.id}`);
  await expect(page.getByText(thaiTitle)).toBeVisible();
});

// A banner's subtitle: its Thai translation removed, the banners list's "missing translations in
// ไทย" names it; written again from there, a Thai shopper's carousel reads it with the title.
test('a banner missing its Thai subtitle is found by the list filter, translated, and read on /home', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const token = await adminToken(request);
  const banners = await call<{ id: number; title: string; subtitle: string }[]>(request, 'index/banner?lang=en');
  const banner = banners[0]!;
  expect(banner.subtitle).not.toBe('');
  const thai = await call<{ source: { title: string }; translations: { th: { title?: string } } }>(
    request,
    `admin/translation/detail?entity=banner&id=${banner.id}`,
    { token },
  );
  await call(request, 'admin/translation/save', {
    token,
    json: {
      entity: 'banner',
      id: banner.id,
      language: 'th',
      fields: { title: thai.translations.th.title, subtitle: '' },
    },
  });

  await signInToConsole(page, ADMIN.account, ADMIN.password);
  await page.goto('/console/content/banners');
  await page.getByRole('combobox', { name: 'Missing translations in' }).selectOption('th');
  const card = page.locator('article', { hasText: `#${banner.id} · ${banner.title}` });
  await expect(card).toContainText('Missing: Subtitle');
  await card.getByRole('button', { name: 'Edit' }).click();

  await page.getByRole('tab', { name: /^ไทย · / }).click();
  const subtitle = page.getByRole('textbox', { name: 'Subtitle · ไทย' });
  await expect(subtitle).toHaveAttribute('placeholder', banner.subtitle);
  const thaiSubtitle = `ลดพิเศษสุดสัปดาห์ ${Date.now()}`;
  await subtitle.fill(thaiSubtitle);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved')).toBeVisible();
  await expect(page.getByRole('tab', { name: /^ไทย · / })).toContainText('✓');

  await context.addCookies([{ name: 'Local_Lang', value: 'th', url: baseURL! }]);
  await page.goto('/home');
  const name = `${thai.translations.th.title}: ${thaiSubtitle}`;
  await expect(page.locator(`.bz-banner-carousel img[alt="${name}"]`).first()).toBeAttached();
});
