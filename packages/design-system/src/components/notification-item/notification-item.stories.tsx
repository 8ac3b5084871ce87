import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { NotificationItem } from '@bazaar/design-system';

const meta = {
  title: 'Design system/NotificationItem',
  component: NotificationItem,
  args: {
    kind: 'Refund',
    title: 'Refund approved',
    content: '12.50 for order 20261121093000123456 is back in your balance.',
    time: '2026-11-21 09:30',
  },
} satisfies Meta<typeof NotificationItem>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Read: Story = {};
export const Unread: Story = { args: { unread: true, onClick: () => undefined } };
export const LongText: Story = {
  args: {
    unread: true,
    title: 'Withdrawal paid out after a long audit with a very long title',
    content: 'x '.repeat(80),
  },
};
/** A long title wraps and is read whole, never cut with an ellipsis. */
export const LongVietnameseTitle: Story = {
  args: { unread: true, kind: 'Đơn hàng', title: 'Đơn hàng của bạn đã được gửi đi', unreadLabel: 'Chưa đọc' },
  play: async ({ canvasElement }) => {
    const title = await waitFor(() => canvasElement.querySelector<HTMLElement>('.bz-notification-item__title')!);
    await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
    await expect(getComputedStyle(title).textOverflow).not.toBe('ellipsis');
    await expect(title.textContent).toContain('Đơn hàng của bạn đã được gửi đi');
  },
};
export const Translated: Story = {
  args: {
    kind: '退款',
    title: '退款已同意',
    content: '订单的 12.50 已退回您的余额。',
    unreadLabel: '未读',
    unread: true,
  },
};
