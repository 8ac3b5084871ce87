import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectNavigatedTo, expectToast, fill, fixtures, submitExpecting, tapWhenReady } from '@bazaar/story-kit';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
import { WithdrawalScreen } from './withdrawal-screen';

const meta = {
  title: 'Features/Wallet/Withdrawal',
  component: WithdrawalScreen,
  decorators: [withFeatureProviders],
  parameters: { feature: { url: '/withDraw' } },
} satisfies Meta<typeof WithdrawalScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

const extract = fn(() => fixtures.withdrawalRecords[0]);

/**
 * docs/product.md#form-messages: the amount must be above 0 and within the balance (then the limits), the payee complete;
 * then the payment code sheet asks for the 6 digits and the withdrawal is sent with them.
 */
export const ChecksTheForm: Story = {
  parameters: { feature: { url: '/withDraw', routes: { 'POST /user/extract': extract } } },
  play: async ({ canvasElement }) => {
    extract.mockClear();
    const canvas = within(canvasElement);
    const expectMessage = (message: string) => submitExpecting(canvasElement, 'Withdraw', message);
    await canvas.findByLabelText('Amount');
    await expectMessage('Please enter a withdrawal amount above 0');
    await fill(canvasElement, 'Amount', '0');
    await expectMessage('Please enter a withdrawal amount above 0');
    await fill(canvasElement, 'Amount', '5000.01');
    await expectMessage('The withdrawal amount cannot be more than your balance');
    await fill(canvasElement, 'Amount', '100');
    await expectMessage('Please fill in the bank card number');
    // "12" and letters are refused: the number is checked before the payment code is asked.
    await fill(canvasElement, 'Bank card no.', '12');
    await expectMessage('The bank card number must have 12 to 19 digits');
    await fill(canvasElement, 'Bank card no.', '6222abcd00112230');
    await expectMessage('The bank card number can contain digits only');
    await fill(canvasElement, 'Bank card no.', '6222020200112233');
    await expectMessage('This bank card number is not valid. Please check it');
    await fill(canvasElement, 'Bank card no.', '6222 0202 0011 2230');
    await expectMessage('Please fill in the bank name');
    await fill(canvasElement, 'Bank name', 'Bank of Story');
    await expectMessage('Please fill in the account name');
    await fill(canvasElement, 'Account name', 'Ann Lee');
    await expect(extract).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
    const doc = canvasElement.ownerDocument;
    const body = within(doc.body);
    await waitFor(() => expect(body.getByText('Enter payment code')).toBeVisible());
    // A tap on the cells brings the sheet's number keyboard up.
    await tapWhenReady(doc.querySelector('.adm-passcode-input')!);
    await tapWhenReady(await body.findByRole('button', { name: '1' }, { timeout: 5000 }));
    for (const digit of '23456') await userEvent.click(body.getByRole('button', { name: digit }));
    await expectNavigatedTo(canvasElement, '/depositRecord');
    // The success toast closes by itself after 2 s; cleared here so the screenshot never catches it half-way.
    await expectToast(canvasElement, 'Withdrawal submitted, waiting for audit');
    await expect(extract).toHaveBeenCalledWith(
      expect.objectContaining({
        body: expect.objectContaining({ type: 'bank', amount: '100', paypwd: '123456', account_name: 'Ann Lee' }),
      }),
    );
  },
};
