import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from 'antd-mobile';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VoucherStrip, VoucherTicket } from '@bazaar/design-system';

const meta = {
  title: 'Design system/VoucherTicket',
  component: VoucherTicket,
  args: {
    scope: 'shop',
    scopeLabel: 'Shop voucher',
    value: '฿3.00 off',
    condition: 'Min. spend ฿30.00',
    title: 'Bitforge Computing',
    validity: 'Valid until 31 Dec',
  },
  decorators: [(Story) => <div style={{ width: 358, padding: 8 }}>{Story()}</div>],
} satisfies Meta<typeof VoucherTicket>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Collect: Story = {
  args: {
    action: (
      <Button size="mini" color="primary" shape="rounded">
        Collect
      </Button>
    ),
  },
};
export const Platform: Story = {
  args: {
    scope: 'platform',
    scopeLabel: 'Platform voucher',
    value: '10% off',
    condition: 'Up to ฿2.00 · min. ฿10.00',
    title: 'Bazaar weekend deal',
    endingSoon: 'Ends today',
    action: (
      <Button size="mini" shape="rounded" disabled>
        Collected
      </Button>
    ),
  },
};
export const FreeShipping: Story = {
  args: {
    scope: 'shipping',
    scopeLabel: 'Free shipping',
    value: 'Free shipping',
    condition: 'Up to ฿1.50',
    title: 'Shipping on us',
  },
};
export const Used: Story = { args: { state: 'used', stateLabel: 'Used' } };
export const Expired: Story = { args: { state: 'expired', stateLabel: 'Expired' } };
/** At checkout: a radio; one that cannot be used here says why and cannot be chosen. */
export const Choosing: Story = {
  args: { selectable: true, onSelect: fn() },
  play: async ({ canvasElement, args }) => {
    const radio = within(canvasElement).getByRole('radio', { name: 'Bitforge Computing' });
    await expect(radio).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(radio);
    await expect(args.onSelect).toHaveBeenCalled();
  },
};
export const Chosen: Story = { args: { selectable: true, selected: true } };
export const Unusable: Story = {
  args: { selectable: true, state: 'unusable', note: 'Spend ฿12.00 more to use it', onSelect: fn() },
  play: async ({ canvasElement, args }) => {
    const radio = within(canvasElement).getByRole('radio');
    await expect(radio).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(radio);
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};
export const LongThai: Story = {
  args: {
    scopeLabel: 'โค้ดส่วนลดร้านค้า',
    value: 'ลด ฿300.00',
    condition: 'ขั้นต่ำ ฿3,000.00',
    title: 'ร้านคอมพิวเตอร์บิตฟอร์จ ส่วนลดพิเศษสำหรับลูกค้าใหม่ทุกท่าน',
    validity: 'ใช้ได้ถึง 31 ธ.ค.',
    endingSoon: 'เหลือ 2 วัน',
  },
};
/** Side by side on the home page, scrolling sideways. */
export const Strip: Story = {
  render: (args) => (
    <VoucherStrip title="Vouchers" extra={<a href="#vouchers">My vouchers</a>}>
      <VoucherTicket {...args} compact />
      <VoucherTicket {...args} compact scope="platform" scopeLabel="Platform voucher" value="10% off" />
      <VoucherTicket {...args} compact scope="shipping" scopeLabel="Free shipping" value="Free shipping" />
    </VoucherStrip>
  ),
  decorators: [(Story) => <div style={{ width: 390, marginInline: -8 }}>{Story()}</div>],
};
