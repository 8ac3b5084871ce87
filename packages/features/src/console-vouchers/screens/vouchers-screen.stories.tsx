import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectToast, tapWhenReady } from '@bazaar/story-kit';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
import { withConsoleSession } from '../../console-kit/stories/console-story';
import { voucherPaths, voucherRoutes } from '../stories/fixtures';
import { VouchersScreen } from './vouchers-screen';

/** The list at /vouchers: cards on a phone, a table at a desk. */
const meta = {
  title: 'Features/Console/Vouchers',
  component: VouchersScreen,
  decorators: [withConsoleSession, withFeatureProviders],
  args: { paths: voucherPaths },
  parameters: { feature: { path: '/vouchers', url: '/vouchers', routes: voucherRoutes() } },
} satisfies Meta<typeof VouchersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An operator's every voucher, by scope tab: live, not started, ended and stopped (no Stop on a stopped one). */
export const Admin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const stopped = (await canvas.findByText('#2 · Beta Home: 20 off 200')).closest('article')!;
    await expect(within(stopped).getByText('Stopped')).toBeVisible();
    await expect(within(stopped).queryByRole('button', { name: 'Stop' })).toBeNull();
    await expect(canvas.getByRole('tab', { name: 'Platform' })).toBeVisible();
  },
};

/** The platform tab: the percent voucher with its cap, and what it has taken off orders. */
export const PlatformTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Platform' }));
    await waitFor(() => expect(canvas.queryByText(/Beta Home/)).toBeNull());
    const card = (await canvas.findByText('#5 · Bazaar weekend: 10% off')).closest('article')!;
    await expect(card).toHaveTextContent('320 / 500');
  },
};

/** Stop asks first, then says it is done. */
export const StopConfirmed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = (await canvas.findByText('#6 · Beta Home: 5 off 50')).closest('article')!;
    await userEvent.click(within(card).getByRole('button', { name: 'Stop' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await waitFor(() => expect(dialog.getByText(/Stop “Beta Home: 5 off 50”\?/)).toBeVisible());
    await tapWhenReady(dialog.getByRole('button', { name: 'Stop' }));
    await expectToast(canvasElement, 'Voucher stopped');
  },
};

/** A merchant sees its own shop's vouchers, without scope tabs. */
export const Merchant: Story = {
  parameters: { consoleRole: 'merchant', feature: { url: '/vouchers', routes: voucherRoutes('merchant') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('#6 · Beta Home: 5 off 50');
    await expect(canvas.queryByRole('tablist')).toBeNull();
  },
};

const desk = { viewport: { value: 'desk1280', isRotated: false } };

/** At a desk: a table filtered by scope and shop; a row opens its editor. */
export const DeskAdmin: Story = {
  globals: desk,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Vouchers' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(6));
    await expect(within(table).getByRole('link', { name: '#6 · Beta Home: 5 off 50' })).toHaveAttribute(
      'href',
      '/vouchers/6',
    );
    await expect(canvas.getByRole('combobox', { name: 'Voucher for' })).toHaveValue('all');
  },
};

/** A merchant's table: no filters. */
export const DeskMerchant: Story = {
  globals: desk,
  parameters: { consoleRole: 'merchant', feature: { url: '/vouchers', routes: voucherRoutes('merchant') } },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Vouchers' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    await expect(within(canvasElement).queryByRole('group', { name: 'Filters' })).toBeNull();
  },
};
