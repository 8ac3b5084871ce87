import { useState } from 'react';
import { Button } from 'antd-mobile';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PaymentCodeSheet, type PaymentCodeSheetProps } from '@bazaar/design-system';

const meta = {
  title: 'Design system/PaymentCodeSheet',
  component: PaymentCodeSheet,
  args: {
    visible: true,
    onClose: fn(),
    // Rejects so the pad clears, as a wrong code would.
    onSubmit: fn(() => Promise.reject(new Error('wrong code'))),
    title: 'Enter payment code',
    amount: '128.50',
  },
} satisfies Meta<typeof PaymentCodeSheet>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * On the sheet's own keyboard: digits fill the cells, backspace takes the last one back, the sixth digit
 * submits the code, and a refused code empties the pad for another try.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const doc = canvasElement.ownerDocument;
    const body = within(doc.body);
    const press = async (key: string) => userEvent.click(body.getByRole('button', { name: key }));
    const filled = () => doc.querySelectorAll('.adm-passcode-input-cell-dot').length;
    // A tap on the cells brings the keyboard up (as the sheet's own focus does once it has slid in).
    await userEvent.click(doc.querySelector('.adm-passcode-input')!);
    const one = await body.findByRole('button', { name: '1' }, { timeout: 5000 });
    // Keys take taps once the keyboard has slid in.
    await waitFor(() => expect(getComputedStyle(one).pointerEvents).not.toBe('none'), { timeout: 5000 });
    for (const digit of '123') await press(digit);
    await expect(filled()).toBe(3);
    await press('backspace');
    await expect(filled()).toBe(2);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    for (const digit of '4567') await press(digit);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith('124567');
    // The story's onSubmit refuses, as a wrong code would: the pad is empty again.
    await waitFor(() => expect(filled()).toBe(0));
  },
};
export const WrongCode: Story = { args: { error: 'Payment code is incorrect, 4 tries left' } };
export const WithFooter: Story = { args: { footer: <a href="#forgot">Forgot payment code?</a> } };
export const Translated: Story = { args: { title: '请输入支付密码', closeLabel: '关闭', symbol: '¥' } };

/** A Japanese title that wraps breaks into even lines: no line holds a lone character. */
export const WrappedJapaneseTitle: Story = {
  args: { title: 'お支払いのために6桁の支払いコードを入力してください', closeLabel: '閉じる', symbol: '¥' },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    const title = await waitFor(() => doc.querySelector<HTMLElement>('.bz-payment-code-sheet__title')!);
    const range = doc.createRange();
    range.selectNodeContents(title);
    const widths = new Map<number, number>();
    for (const rect of range.getClientRects()) {
      const top = Math.round(rect.top);
      widths.set(top, (widths.get(top) ?? 0) + rect.width);
    }
    const lines = [...widths.entries()].sort(([a], [b]) => a - b).map(([, width]) => width);
    await expect(lines.length).toBeGreaterThan(1);
    const em = parseFloat(getComputedStyle(title).fontSize);
    await expect(lines.at(-1)!).toBeGreaterThan(3 * em);
  },
};

/** A "Pay now" button that opens the sheet, as the payment page has. */
function PayNow(props: PaymentCodeSheetProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button block color="primary" onClick={() => setOpen(true)}>
        Pay now
      </Button>
      <PaymentCodeSheet
        {...props}
        visible={open}
        onClose={() => {
          props.onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

/**
 * A double tap on "Pay now": the second tap lands on the mask that the first one has just put under the
 * finger, while the sheet slides in. The sheet stays open; once in, a tap on the mask closes it.
 */
export const OpenedByDoubleTap: Story = {
  args: { visible: false },
  render: (args) => <PayNow {...args} />,
  play: async ({ canvasElement, args }) => {
    const doc = canvasElement.ownerDocument;
    const body = within(doc.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Pay now' }));
    const mask = await waitFor(() =>
      doc.querySelector<HTMLElement>('.bz-payment-code-sheet')!.parentElement!.querySelector<HTMLElement>('.adm-mask')!,
    );
    await userEvent.click(mask);
    await expect(args.onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(body.getByRole('heading', { name: 'Enter payment code' })).toBeVisible());
  },
};
