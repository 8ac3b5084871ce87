import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StatusBanner } from '@bazaar/design-system';

const meta = {
  title: 'Design system/StatusBanner',
  component: StatusBanner,
  // In the page's flow here; the app pins it to the top (offline) or the bottom (new version).
  args: { placement: 'inline', message: 'You are offline. Showing what you saw last.', tone: 'warning' },
} satisfies Meta<typeof StatusBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Offline: Story = {};

export const UpdateAvailable: Story = {
  args: { tone: 'info', message: 'A new version of Bazaar is ready.', actionText: 'Reload', onAction: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('A new version of Bazaar is ready.');
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await expect(args.onAction).toHaveBeenCalledOnce();
  },
};

export const Translated: Story = {
  args: { tone: 'info', message: 'Bazaar เวอร์ชันใหม่พร้อมใช้งานแล้ว', actionText: 'โหลดใหม่', onAction: fn() },
};

export const LongText: Story = {
  args: {
    message: 'Bạn đang ngoại tuyến. Đang hiển thị nội dung bạn xem lần trước. Hãy kết nối Internet rồi thử lại.',
  },
};
