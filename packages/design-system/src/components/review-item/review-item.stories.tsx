import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ReviewItem, type ReviewItemData } from '@bazaar/design-system';

const avatar =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#f3c"/></svg>',
  );
const photo = (color: string) =>
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 72 72"><rect width="72" height="72" fill="${color}"/></svg>`,
  );

const review: ReviewItemData = {
  id: 1,
  user: { nickname: 'A***n', avatar },
  product_score: 4,
  content: 'Arrived quickly and works as described. The battery lasts all day, the case feels solid.',
  images: [photo('#8ad'), photo('#da8')],
  spec: 'Colour: Black; Size: M',
  createtime: 1_760_000_000,
};

const meta = {
  title: 'Design system/ReviewItem',
  component: ReviewItem,
  args: { review, onImageClick: fn() },
} satisfies Meta<typeof ReviewItem>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const TextOnly: Story = { args: { review: { ...review, images: [] } } };
export const Clamped: Story = {
  args: { clamp: true, review: { ...review, content: review.content.repeat(4) } },
};
export const Translated: Story = {
  args: {
    ratingLabel: '评分',
    imageLabel: (n) => `图片 ${n}`,
    formatDate: (s) => new Date(s * 1000).toLocaleDateString('zh-CN'),
    review: { ...review, content: '物流很快，质量很好，推荐购买。' },
  },
};

/** A reviewer without a picture: a generated one (initial on a colour), never a broken-image icon. */
export const WithoutAvatar: Story = {
  args: { review: { ...review, user: { nickname: 'M***a', avatar: '' }, images: [] } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.bz-review-item__avatar .bz-lazy-image__icon')).toBeNull();
    await expect(canvasElement.querySelector('.bz-review-item__initial')).toHaveTextContent('M');
    await expect(within(canvasElement).getByText('Colour: Black; Size: M')).toBeVisible();
  },
};
