import type { Meta, StoryObj } from '@storybook/react-vite';
import { LazyImage } from '@bazaar/design-system';
import { svgImage } from '../../fixtures';

const meta = {
  title: 'Design system/LazyImage',
  component: LazyImage,
  args: { src: svgImage(1, 'Photo'), alt: 'A product photo', width: 200, height: 200 },
} satisfies Meta<typeof LazyImage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Eager: Story = { args: { lazy: false } };
export const Contain: Story = { args: { src: svgImage(4, 'Wide', [2, 1]), fit: 'contain', lazy: false } };
/** Never loads: the shimmering placeholder stays. */
export const Placeholder: Story = { args: { src: 'data:image/svg+xml,', lazy: true, alt: 'Loading photo' } };
export const CustomPlaceholder: Story = {
  args: { placeholder: <span>Loading…</span>, src: svgImage(5, 'Photo') },
};
/** A broken URL: three retries, then the fallback icon. */
export const Broken: Story = { args: { src: 'https://invalid.example/missing.png', lazy: false, retries: 0 } };
export const NoSource: Story = { args: { src: '', alt: 'No photo available' } };
/** Scroll down: each image starts loading only as it nears the viewport. */
export const LongList: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {Array.from({ length: 12 }, (_, i) => (
        <LazyImage key={i} {...args} src={svgImage(i, `#${i + 1}`)} alt={`Photo ${i + 1}`} />
      ))}
    </div>
  ),
};
