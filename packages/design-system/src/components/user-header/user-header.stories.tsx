import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { UserHeader, UserHeaderStat } from '@bazaar/design-system';

const meta = {
  title: 'Design system/UserHeader',
  component: UserHeader,
  args: { name: 'Ann Lee', subtitle: 'ann@example.com', onPress: fn() },
} satisfies Meta<typeof UserHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithBalances: Story = {
  args: {
    children: (
      <>
        <UserHeaderStat label="Balance" value="5,000.00" />
        <UserHeaderStat label="Frozen" value="0.00" />
      </>
    ),
  },
};
export const WithAvatar: Story = {
  args: {
    avatar:
      'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"%3E%3Crect width="10" height="10" fill="%2388c"/%3E%3C/svg%3E',
  },
};
export const LongName: Story = { args: { name: 'Maximilian Alexander Wolfeschlegelsteinhausen', subtitle: undefined } };
export const Translated: Story = {
  args: { name: '李安', subtitle: '余额 5000.00', children: <UserHeaderStat label="冻结" value="0.00" /> },
};
