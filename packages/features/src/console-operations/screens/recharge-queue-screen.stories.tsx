import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { expectToast, tapWhenReady, withFeatureProviders } from '@bazaar/story-kit';
import { consoleRoutes } from '../stories/fixtures';
import { withConsoleSession } from '../stories/console-story';
import { RechargeQueueScreen } from './recharge-queue-screen';

const meta = {
  title: 'Features/Console/Recharge audits',
  component: RechargeQueueScreen,
  decorators: [withConsoleSession, withFeatureProviders],
  parameters: { feature: { url: '/recharges', routes: consoleRoutes } },
} satisfies Meta<typeof RechargeQueueScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Under audit first, with the evidence image and pass or refuse; every audit state is a tab. */
export const UnderAudit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Pass' })).toBeVisible();
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
    await expect(await canvas.findByText('#40 · $200.00')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Passed' }));
    await expect(await canvas.findByText('#41 · $1,000.00')).toBeVisible();
  },
};

/** Refusing asks for the reason the shopper will read; an empty reason is refused. */
export const RefusingNeedsAReason: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Refuse' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByLabelText('Reason (required; the shopper reads it)')).toBeVisible();
    await tapWhenReady(body.getByRole('button', { name: 'Confirm' }));
    await expectToast(canvasElement, 'Please give the reason for refusing');
  },
};
