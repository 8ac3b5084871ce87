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
