import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
import { CapitalRecordScreen } from './capital-record-screen';

const meta = {
  title: 'Features/Wallet/Capital record',
  component: CapitalRecordScreen,
  decorators: [withFeatureProviders],
  parameters: { feature: { url: '/capitalRecord' } },
} satisfies Meta<typeof CapitalRecordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A withdrawal's line follows its state ("held" only until it is paid), and each
 * reference opens what it names: the order (also of a refund), or that one top-up or withdrawal.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Withdrawal (paid out)')).toBeVisible());
    await expect(canvas.getAllByText('Withdrawal (held for audit)')).toHaveLength(1);
    const link = (name: string) => canvas.getByRole('link', { name });
    await expect(link('Order #108')).toHaveAttribute('href', '/orderInfo/108');
    await expect(link('Refund #31')).toHaveAttribute('href', '/orderInfo/106');
    await expect(link('Top-up #41')).toHaveAttribute('href', '/topUpRecord?id=41');
    await expect(link('Withdrawal #61')).toHaveAttribute('href', '/depositRecord?id=61');
  },
};

/** In Thai the filters outgrow the row: it scrolls, and its faded edge says there is more. */
export const ThaiFiltersScroll: Story = {
  globals: { lang: 'th' },
  play: async ({ canvasElement }) => {
    const row = await waitFor(() => canvasElement.querySelector<HTMLElement>('.bz-wallet__tabs')!);
    await expect(row.scrollWidth).toBeGreaterThan(row.clientWidth);
    await expect(getComputedStyle(row).maskImage).toMatch(/linear-gradient/);
  },
};
