import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
import { catalogRoutes } from '../stories/catalog-fixtures';
import { signedInAs, storyPaths } from '../stories/catalog-story';
import { ProductEditScreen } from './product-edit-screen';

const meta = {
  title: 'Features/Console/Product editor',
  component: ProductEditScreen,
  decorators: [withFeatureProviders],
  beforeEach: signedInAs('admin'),
  args: { paths: storyPaths },
  parameters: { feature: { path: '/products/:id', url: '/products/41', routes: catalogRoutes } },
} satisfies Meta<typeof ProductEditScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {};

export const NewProduct: Story = {
  parameters: { feature: { path: '/products/:id', url: '/products/new', routes: catalogRoutes } },
};

/** Adding a spec value adds its row to the SKU grid. */
export const AddASpecValue: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Color New value, e.g. Red' }), 'Green');
    await userEvent.click(canvas.getByRole('button', { name: /^Add$/ }));
    await expect(canvas.getByRole('textbox', { name: 'Green Price' })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: 'Red Price' })).toHaveValue('12.50');
  },
};

/** Thai shows its stored title beside the English text; filling the rest and saving completes its mark. */
export const TranslateIntoThai: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'ไทย · Missing: Description, Spec' }));
    await expect(canvas.getByRole('textbox', { name: 'Title · ไทย' })).toHaveValue('โคมไฟตั้งโต๊ะแสงจันทร์');
    await userEvent.type(canvas.getByPlaceholderText('<p>A warm desk lamp.</p>'), 'โคมไฟอบอุ่น');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Spec name · Color' }), 'สี');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('tab', { name: 'ไทย · Complete' })).toHaveAttribute('aria-selected', 'true');
  },
};
