import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { BannerCarousel } from '@bazaar/design-system';
import { banners } from '../../fixtures';

const meta = {
  title: 'Design system/BannerCarousel',
  component: BannerCarousel,
  args: { banners, onClick: fn() },
} satisfies Meta<typeof BannerCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** Autoplay off, e.g. for visual snapshots. */
export const Static: Story = { args: { autoplay: false } };
export const SingleBanner: Story = { args: { banners: banners.slice(0, 1) } };
export const WithoutTitle: Story = { args: { showTitle: false } };
export const LongTitle: Story = {
  args: {
    autoplay: false,
    banners: [{ ...banners[0]!, title: 'A very long campaign title that needs to be cut off on a narrow phone' }],
  },
};
export const Loading: Story = { args: { loading: true } };
