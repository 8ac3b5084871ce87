import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ChatConversationRow } from '@bazaar/design-system';
import { shops } from '../../fixtures';

const meta = {
  title: 'Design system/ChatConversationRow',
  component: ChatConversationRow,
  args: {
    name: shops[0]!.name,
    avatar: shops[0]!.logo,
    lastMessage: 'Yes, blue is in stock.',
    time: '09:30',
    onClick: fn(),
  },
  decorators: [(Story) => <div style={{ width: 390 }}>{Story()}</div>],
} satisfies Meta<typeof ChatConversationRow>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Read: Story = {};
/** The count is announced, the badge itself is short. */
export const Unread: Story = {
  args: { unread: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: '3 unread' })).toHaveTextContent('3');
  },
};
export const ManyUnread: Story = { args: { unread: 120 } };
export const Active: Story = { args: { active: true } };
export const NoAvatarLongText: Story = {
  args: {
    avatar: undefined,
    name: 'A shopper with a very long nickname indeed',
    lastMessage: 'x '.repeat(80),
    unread: 1,
  },
};
export const Thai: Story = {
  args: { lastMessage: 'มีสีน้ำเงินค่ะ', unread: 2, unreadLabel: (n: number) => `ยังไม่ได้อ่าน ${n} ข้อความ` },
};
