import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { emptyPage } from '@bazaar/story-kit';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
import { WithdrawalRecordsScreen } from './withdrawal-records-screen';

const meta = {
  title: 'Features/Wallet/Withdrawal records',
  component: WithdrawalRecordsScreen,
  decorators: [withFeatureProviders],
  parameters: { feature: { url: '/depositRecord' } },
} satisfies Meta<typeof WithdrawalRecordsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Where each withdrawal went, the card masked to its last digits, and why a refused one was refused. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('City Bank •••• 4821')).toBeVisible());
    await expect(canvas.getByText('Reason for refusal: The address is not on the chosen network')).toBeVisible();
  },
};

/** A fund record's reference opens that one withdrawal, with the way back to all of them. */
export const OneRecord: Story = {
  parameters: { feature: { url: '/depositRecord?id=61' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Showing one record')).toBeVisible());
    await expect(canvas.getByText('City Bank •••• 4821')).toBeVisible();
    await expect(canvas.queryByText('Reason for refusal: The address is not on the chosen network')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Show all' }));
    await waitFor(() =>
      expect(canvas.getByText('Reason for refusal: The address is not on the chosen network')).toBeVisible(),
    );
  },
};

export const Empty: Story = {
  parameters: { feature: { url: '/depositRecord', routes: { 'GET /user/extract_log': emptyPage } } },
};
