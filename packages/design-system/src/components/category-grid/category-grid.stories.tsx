import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CategoryGrid } from '@bazaar/design-system';
import { categories, svgImage } from '../../fixtures';

const meta = {
  title: 'Design system/CategoryGrid',
  component: CategoryGrid,
  args: { categories, onSelect: fn() },
} satisfies Meta<typeof CategoryGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const ImageIcons: Story = {
  args: { categories: categories.map((c, i) => ({ ...c, icon: svgImage(i, c.name.slice(0, 2)) })) },
};
export const FourColumns: Story = { args: { columns: 4, categories: categories.slice(0, 8) } };
export const LongNames: Story = {
  args: {
    categories: categories.slice(0, 5).map((c) => ({ ...c, name: `${c.name} and accessories` })),
  },
};
/** The names the walk-through found cut ("Electrical E…", "Thời trang n…", "メンズファ…", "กิจกรรมกลา…") read whole. */
export const NamesInEveryScript: Story = {
  args: {
    categories: ['Electrical Equipment', 'Thời trang nam', 'メンズファッション', 'กิจกรรมกลางแจ้ง', 'スマートフォン'].map(
      (name, i) => ({ ...categories[i]!, name }),
    ),
  },
  play: async ({ canvasElement }) => {
    const names = [...canvasElement.querySelectorAll<HTMLElement>('.bz-category-grid__name')];
    expect(names).toHaveLength(5);
    for (const name of names) {
      expect(name.scrollWidth, name.textContent!).toBeLessThanOrEqual(name.clientWidth);
      expect(name.scrollHeight, name.textContent!).toBeLessThanOrEqual(name.clientHeight);
      // A wrapped name leaves no character alone on its last line ("スマートフォ / ン").
      const range = name.ownerDocument.createRange();
      range.selectNodeContents(name);
      const rects = [...range.getClientRects()];
      const lastTop = Math.max(...rects.map((r) => Math.round(r.top)));
      const last = rects.filter((r) => Math.round(r.top) === lastTop).reduce((w, r) => w + r.width, 0);
      expect(last, name.textContent!).toBeGreaterThan(1.5 * parseFloat(getComputedStyle(name).fontSize));
    }
  },
};
export const Loading: Story = { args: { loading: true } };
