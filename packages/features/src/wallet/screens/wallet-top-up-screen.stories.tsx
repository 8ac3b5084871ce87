import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FixtureFailure, fixtures } from '@bazaar/story-kit';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
import { WalletTopUpScreen } from './wallet-top-up-screen';

const meta = {
  title: 'Features/Wallet/Wallet top-up',
  component: WalletTopUpScreen,
  decorators: [withFeatureProviders],
  parameters: { feature: { url: '/walletTopUp' } },
} satisfies Meta<typeof WalletTopUpScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/**
 * The chosen network shows the shopper's own address (QR and text), its minimum and
 * confirmations, and the deposits seen to it with their progress; the manual form stays below.
 */
export const OwnAddress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // One network's address, then another's: never the first one's under the second.
    await userEvent.click(await canvas.findByRole('radio', { name: /ERC20/ }));
    await waitFor(() => expect(canvas.getByText(fixtures.depositAddresses[1]!.address)).toBeVisible());
    await userEvent.click(canvas.getByRole('radio', { name: /TRC20/ }));
    const own = fixtures.depositAddresses[0]!;
    await waitFor(() => expect(canvas.getByText(own.address)).toBeVisible());
    await expect(canvas.getByRole('img', { name: 'QR code of the deposit address' })).toBeVisible();
    await expect(canvas.getByText('10.00 USDT')).toBeVisible();
    await expect(canvas.getByText('Minimum deposit')).toBeVisible();
    const deposits = within(await canvas.findByRole('list', { name: 'Deposits to your address' }));
    await expect(deposits.getAllByRole('listitem')).toHaveLength(fixtures.chainDeposits.length);
    await expect(deposits.getByText('7 of 19')).toBeVisible();
    await expect(deposits.getByRole('progressbar', { name: '7 of 19' })).toBeVisible();
    await expect(deposits.getByText('Top-up #41')).toBeVisible();
    await expect(deposits.getByText('USDT · 0x5c50…a0c2')).toBeVisible();
    await expect(canvas.getByText('Sent to another address?')).toBeVisible();
    await expect(canvas.getByLabelText('Paying address', { selector: 'input' })).toBeVisible();
    await expect(canvas.queryByText(fixtures.depositAddresses[1]!.address)).toBeNull();
  },
};

/**
 * After the operator replaced the network's key, the new address shows, and the one under the old key is listed
 * below it as retired, struck through, with the time until which a transfer already sent is still credited.
 */
export const RetiredAddress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: /ERC20/ }));
    const own = fixtures.depositAddresses[1]!;
    await waitFor(() => expect(canvas.getByText(own.address)).toBeVisible());
    const retired = within(await canvas.findByRole('region', { name: 'Earlier addresses' }));
    await expect(retired.getByText(own.retired![0]!.address)).toBeVisible();
    await expect(retired.getByText(/^Credited until /)).toBeVisible();
    await expect(retired.getByText(/Do not send to these any more/)).toBeVisible();
  },
};

/** A network without an xpub gives no own address: the platform's address shows, for the form below. */
export const NoOwnAddress: Story = {
  parameters: {
    feature: {
      url: '/walletTopUp',
      routes: {
        'GET /user/deposit_address': () => {
          throw new FixtureFailure('This network does not give personal deposit addresses yet');
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: /TRC20/ }));
    await waitFor(() => expect(canvas.getByText(fixtures.networks[0]!.address)).toBeVisible());
    await expect(canvas.getByText(/gives no personal deposit address yet/)).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Deposits to your address' })).toBeNull();
  },
};
