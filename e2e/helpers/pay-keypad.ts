import type { Page } from '@playwright/test';

/** Types a payment code on the shop's on-screen keypad. */
export async function typeCode(page: Page, code: string) {
  for (const digit of code) await page.getByRole('button', { name: digit, exact: true }).click();
}
