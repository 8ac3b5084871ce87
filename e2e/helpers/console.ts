import { expect, type Page } from '@playwright/test';

/** Signs an operator in through the console's own form and waits for the dashboard. */
export async function signInToConsole(page: Page, account: string, password: string): Promise<void> {
  await page.goto('/console/');
  await expect(page).toHaveURL(/\/console\/login$/);
  await page.getByRole('textbox', { name: 'Account' }).fill(account);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Paid orders today')).toBeVisible();
}
