import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectToast, tapWhenReady } from '@bazaar/story-kit';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
import { consoleRoutes } from '../stories/fixtures';
import { withConsoleSession } from '../stories/console-story';
import { TopUpQueueScreen } from './top-up-queue-screen';

const meta = {
  title: 'Features/Console/Recharge audits',
  component: TopUpQueueScreen,
  decorators: [withConsoleSession, withFeatureProviders],
  parameters: { feature: { url: '/recharges', routes: consoleRoutes } },
} satisfies Meta<typeof TopUpQueueScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Under audit first, with the evidence image and pass or refuse; every audit state is a tab. */
export const UnderAudit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Pass' })).toBeVisible());
    for (const name of ['Under audit', 'Passed', 'Refused'])
      await expect(canvas.getByRole('tab', { name })).toBeVisible();
    // A card top-up reads as one: its type, the shopper by name, and the account paid from.
    await expect(canvas.getByText('mai.nguyen · #42')).toBeVisible();
    await expect(canvas.getByText('Card')).toBeVisible();
    await expect(canvas.getByText('Paying account')).toBeVisible();
    await expect(canvas.queryByText('type.manual')).toBeNull();
    await expect(canvas.queryByText('Address')).toBeNull();
  },
};

/** Amounts read with the currency, grouped the way the operator's language writes them. */
export const AmountsWithCurrency: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('#40 · $200.00')).toBeVisible());
    await userEvent.click(canvas.getByRole('tab', { name: 'Passed' }));
    await waitFor(() => expect(canvas.getByText('#41 · $1,000.00')).toBeVisible());
  },
};

/** Refusing asks for the reason the shopper will read; an empty reason is refused. */
export const RefusingNeedsAReason: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Refuse' }));
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByLabelText('Reason (required; the shopper reads it)')).toBeVisible());
    await tapWhenReady(body.getByRole('button', { name: 'Confirm' }));
    await expectToast(canvasElement, 'Please give the reason for refusing');
  },
};

/** A top-up the chain watcher credited reads as passed by the watcher, not by an operator. */
export const PassedByTheWatcher: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Passed' }));
    await waitFor(() => expect(canvas.getByText('#45 · $120.00')).toBeVisible());
    await expect(canvas.getByText('Chain watcher')).toBeVisible();
    // Only the watcher's: the top-up an operator passed names no "passed by".
    await expect(canvas.getAllByText('Passed by')).toHaveLength(1);
  },
};

/** Chain deposits: below the minimum first, with the exact amount received and why it was not credited. */
export const ChainDepositsBelowMinimum: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Chain deposits' }));
    await waitFor(() => expect(canvas.getByText('#7 · 0.500000 · ERC20')).toBeVisible());
    await expect(canvas.getByText('#5 · 4.990001 · TRC20')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Below minimum' })).toHaveAttribute('aria-selected', 'true');
    const hint = 'Below the network’s minimum: recorded, not credited. Settle it by hand.';
    await expect(canvas.getAllByText(hint)).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: 'Pass' })).toBeNull();
    await expect(canvas.queryByText('#6 · 250.000000 · TRC20')).toBeNull();
  },
};

/** Chain deposits of one network, in every state the watcher records. */
export const ChainDepositsOfANetwork: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Chain deposits' }));
    await userEvent.click(await canvas.findByRole('tab', { name: 'All' }));
    await waitFor(() => expect(canvas.getByText('#6 · 250.000000 · TRC20')).toBeVisible());
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'Network' }), 'ERC20');
    await waitFor(() => expect(canvas.queryByText('#6 · 250.000000 · TRC20')).toBeNull());
    await waitFor(() => expect(canvas.getByText('#4 · 120.004500 · ERC20')).toBeVisible());
    // Each state's tag beside its tab of the same name.
    await expect(canvas.getAllByText('Credited')).toHaveLength(2);
    await expect(canvas.getByText('#45')).toBeVisible();
    await expect(canvas.getAllByText('Dropped')).toHaveLength(2);
  },
};

/** At a desk: the audits as a table; a row opens that one record beside it, with its evidence and pass or refuse. */
export const DeskOneAtATime: Story = {
  globals: { viewport: { value: 'desk1280', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Recharge audits' });
    await expect(canvas.getByRole('tab', { name: 'Chain deposits' })).toBeVisible();
    // No selection: money is audited one record at a time.
    await expect(within(table).queryByRole('checkbox')).toBeNull();
    await userEvent.click(await within(table).findByRole('button', { name: '#40' }));
    const panel = await canvas.findByRole('complementary', { name: '#40' });
    await expect(within(panel).getByRole('img', { name: 'Evidence' })).toBeVisible();
    await expect(within(panel).getByRole('button', { name: 'Pass' })).toBeVisible();
    await expect(within(panel).getByRole('button', { name: 'Refuse' })).toBeVisible();
  },
};
