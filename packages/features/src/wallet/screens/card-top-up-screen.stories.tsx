import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { fill, submitExpecting } from '@bazaar/story-kit';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
import { CardTopUpScreen } from './card-top-up-screen';

const meta = {
  title: 'Features/Wallet/Card top-up',
  component: CardTopUpScreen,
  decorators: [withFeatureProviders],
  parameters: { feature: { url: '/cardTopUp' } },
} satisfies Meta<typeof CardTopUpScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Where to pay is on the form: the accounts it names are shown. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('City Bank · 6222 0000 1234 5678 · Bazaar Ltd')).toBeVisible());
    await expect(canvas.getByText('Pay to · USD')).toBeVisible();
    await expect(canvas.getByText('At most $50,000.00 per top-up')).toBeVisible();
  },
};

/** The card form's own words, in the order of its fields, and its maximum. */
export const ChecksTheForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const expectMessage = (message: string) => submitExpecting(canvasElement, 'Submit', message);
    await canvas.findByText('At most $50,000.00 per top-up');
    await expectMessage('Please fill correct amount');
    await fill(canvasElement, 'Amount', '99999999');
    await expectMessage('The amount cannot be more than $50,000.00');
    await fill(canvasElement, 'Amount', '100');
    await expectMessage('Please fill in the account you paid from');
    // Junk is refused before it reaches the operator: a card needs its Luhn digit.
    await fill(canvasElement, 'Paying account', 'abcdefgh');
    await expectMessage(
      'Please enter the card number (12–19 digits) or the account number (6–34 letters and digits) you paid from',
    );
    await fill(canvasElement, 'Paying account', '4111 1111 1111 1112');
    await expectMessage('This card number is not valid. Please check it');
    await fill(canvasElement, 'Paying account', '4111 1111 1111 1111');
    await expectMessage('Please upload payment evidence');
  },
};
