import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatusTag } from '@bazaar/design-system';

const meta = {
  title: 'Design system/StatusTag',
  component: StatusTag,
  args: { children: 'Auditing', tone: 'warning' },
} satisfies Meta<typeof StatusTag>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Auditing: Story = {};
export const Passed: Story = { args: { children: 'Passed', tone: 'success' } };
export const Refused: Story = { args: { children: 'Refused', tone: 'danger' } };
export const Neutral: Story = { args: { children: 'Closed', tone: 'default' } };
export const Translated: Story = { args: { children: 'กำลังตรวจสอบ' } };
