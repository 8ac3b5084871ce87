import { expect, test, type APIRequestContext } from '@playwright/test';
import { setShopperCookie } from './helpers/shop-session';
import { DEMO_SHOPPER, signIn } from './helpers/shopper';

interface Detail {
  id: number;
  title: string;
  specs: { name: string; values: string[] }[];
}

/** A demo product with specs, as the API answers it in `lang`. */
async function detailIn(request: APIRequestContext, id: number, lang: string): Promise<Detail> {
  const body = await (await request.get(`/api/product/detail?id=${id}&lang=${lang}`)).json();
  return body.data;
}

async function productWithSpecs(request: APIRequestContext): Promise<number> {
  for (let id = 1; id < 40; id++) {
    const body = await (await request.get(`/api/product/detail?id=${id}`)).json();
    if (body.code === 1 && body.data.specs.length > 0 && body.data.stock > 0) return id;
  }
  throw new Error('the demo catalog has no product with specs among the first ones');
}

test.describe('the catalog in the shopper’s language', () => {
  test('switching language on /detail changes the title and the specs', async ({ page, context, request, baseURL }) => {
    // The language screen is the signed-in shopper's (it stores the choice on the account).
    await setShopperCookie(context, baseURL!, await signIn(request, DEMO_SHOPPER.account, DEMO_SHOPPER.password));
    const id = await productWithSpecs(request);
    const [en, th] = await Promise.all([detailIn(request, id, 'en'), detailIn(request, id, 'th')]);
    expect(th.title).not.toBe(en.title);
    expect(th.specs[0]!.name).not.toBe(en.specs[0]!.name);

    await page.goto(`/detail/${id}`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(en.title);
    await page.getByRole('button', { name: 'Add to bag' }).click();
    const sheet = page.locator('.bz-sku-sheet');
    await expect(sheet.locator('fieldset').first()).toContainText(en.specs[0]!.name);
    await expect(sheet.getByRole('button', { name: en.specs[0]!.values[0]!, exact: true })).toBeVisible();

    // The language screen applies the choice at once; back on the product page it speaks Thai.
    await page.goto('/language');
    await page.getByText('ไทย').click();
    await expect(page).toHaveTitle(/ภาษา/);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/detail/${id}$`));
    await expect(heading).toHaveText(th.title);
    await page.getByRole('button', { name: 'ใส่ถุงช้อปปิ้ง' }).click();
    await expect(sheet.locator('fieldset').first()).toContainText(th.specs[0]!.name);
    await expect(sheet.getByRole('button', { name: th.specs[0]!.values[0]!, exact: true })).toBeVisible();
    await expect(sheet.getByText(en.specs[0]!.name, { exact: true })).toHaveCount(0);
  });
});
