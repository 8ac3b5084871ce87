import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Countdown } from '@bazaar/design-system';

// Every story passes `now`, so the digits are the same in every screenshot: 1 h 23 min 45 s before `to`.
const NOW = 1_795_168_800;

const meta = {
  title: 'Design system/Countdown',
  component: Countdown,
  args: { to: NOW + 3600 + 23 * 60 + 45, now: NOW, label: 'Ends in' },
} satisfies Meta<typeof Countdown>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A screen reader hears the label and the hours and minutes in words, not the digits. */
export const Live: Story = {
  play: async ({ canvasElement }) => {
    const timer = within(canvasElement).getByRole('timer');
    await expect(timer).toHaveTextContent('Ends in 1 hour 24 minutes');
    await expect(timer).toHaveAttribute('aria-live', 'off');
  },
};
/** Under five minutes the tiles take the warning colour. */
export const EndingSoon: Story = { args: { to: NOW + 4 * 60 + 9 } };
/** Before a flash session: the time until its start, told once a minute. */
export const Upcoming: Story = {
  args: { label: 'Starts in', to: NOW + 27 * 3600 + 5 * 60, announce: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveAttribute('aria-live', 'polite');
  },
};
export const Ended: Story = { args: { to: NOW - 10, ended: 'Ended' } };
export const WithoutLabel: Story = { args: { label: undefined } };
export const LongThai: Story = {
  args: { label: 'ดีลแฟลชจะสิ้นสุดในอีก' },
  globals: { lang: 'th' },
};
