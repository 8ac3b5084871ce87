import type { Meta, StoryObj } from '@storybook/react-vite';
import { Gallery } from '@bazaar/design-system';

const picture = (color: string, label: string) =>
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="${color}"/><text x="200" y="215" font-size="48" text-anchor="middle" fill="#fff">${label}</text></svg>`,
  );

const meta = {
  title: 'Design system/Gallery',
  component: Gallery,
  args: {
    alt: 'Trail running shoe',
    images: [picture('#e76f51', '1'), picture('#2a9d8f', '2'), picture('#264653', '3')],
  },
} satisfies Meta<typeof Gallery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SinglePicture: Story = { args: { images: [picture('#e9c46a', '1')] } };
export const Translated: Story = { args: { alt: '越野跑鞋', viewLabel: '全屏查看' } };
