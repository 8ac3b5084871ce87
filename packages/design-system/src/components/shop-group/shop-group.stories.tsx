import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { BagItem, ShopGroup } from '@bazaar/design-system';
import { svgImage } from '../../fixtures';

const line = (id: number, selected: boolean) => ({
  id,
  title: ['Ceramic pour-over coffee set', 'Linen summer shirt'][id % 2]!,
  image: svgImage(id, `#${id}`),
  spec: '',
  price: '24.00',
  quantity: 1,
  stock: 9,
  selected,
  invalid: false,
});

const meta = {
  title: 'Design system/ShopGroup',
  component: ShopGroup,
  args: {
    shop: { id: 1, name: 'Harbour Coffee Co.', logo: svgImage(3, 'H') },
    onCheck: fn(),
    onShopClick: fn(),
    children: (
      <>
        <BagItem item={line(1, true)} />
        <BagItem item={line(2, false)} />
      </>
    ),
  },
} satisfies Meta<typeof ShopGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PartlySelected: Story = { args: { indeterminate: true } };
export const AllSelected: Story = { args: { checked: true } };
export const WithStatusAndFooter: Story = {
  args: { onCheck: undefined, extra: 'Waiting for payment', footer: 'Freight $5.00 · Subtotal $53.00' },
};
export const LongName: Story = {
  args: { shop: { id: 2, name: 'A shop with a remarkably long name that never fits on a phone screen' } },
};
