import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import { expectNavigatedTo, expectToast, fill } from '@bazaar/story-kit';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
import { withConsoleSession } from '../../console-kit/stories/console-story';
import { voucherPaths, voucherRoutes } from '../stories/fixtures';
import { VoucherEditScreen } from './voucher-edit-screen';

/** The editor at /vouchers/:id, and a new voucher at /vouchers/new. */
const meta = {
  title: 'Features/Console/Voucher editor',
  component: VoucherEditScreen,
  decorators: [withConsoleSession, withFeatureProviders],
  args: { paths: voucherPaths },
  parameters: { feature: { path: '/vouchers/:id', url: '/vouchers/new', routes: voucherRoutes() } },
} satisfies Meta<typeof VoucherEditScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An operator's new voucher: scope with who pays, the shop of a shop voucher, an amount off. */
export const New: Story = {};

/** The platform's percent voucher: its cap beside the percent, no shop. */
export const EditPercent: Story = {
  parameters: { feature: { path: '/vouchers/:id', url: '/vouchers/5', routes: voucherRoutes() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = { selector: 'input' };
    await expect(await canvas.findByLabelText('Percent off (1–90)', input)).toHaveValue('10');
    await expect(canvas.getByLabelText('At most off', input)).toHaveValue('8.00');
    await expect(canvas.queryByRole('combobox', { name: 'Shop' })).toBeNull();
  },
};

/** Saving with fields left empty names the first one missing; nothing is sent. */
export const Required: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Please fill in Title')).toBeVisible();
  },
};

/** A merchant's voucher is its own shop's: no scope, no shop; saved, it goes back to the list. */
export const MerchantSaves: Story = {
  parameters: {
    consoleRole: 'merchant',
    feature: { path: '/vouchers/:id', url: '/vouchers/new', routes: voucherRoutes('merchant') },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Voucher for')).toBeNull();
    await fill(canvasElement, 'Title', '10 off 80');
    await fill(canvasElement, 'Amount off', '10');
    const date = (label: string) => canvas.getByLabelText(label, { selector: 'input' });
    fireEvent.change(date('Starts'), { target: { value: '2026-12-01T00:00' } });
    fireEvent.change(date('Ends'), { target: { value: '2026-12-31T23:59' } });
    await fill(canvasElement, 'How many to hand out', '100');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expectToast(canvasElement, 'Saved');
    await expectNavigatedTo(canvasElement, '/vouchers');
  },
};
