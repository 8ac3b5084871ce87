import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ImageUploader } from '@bazaar/design-system';

const picture = (hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="hsl(${hue} 70% 60%)"/></svg>`)}`;

// The story "uploads" by reading the file locally; in the shop `upload` calls common/upload.
const upload = (file: File) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsDataURL(file);
  });

const meta = {
  title: 'Design system/ImageUploader',
  component: ImageUploader,
  args: { value: [], onChange: () => undefined, upload, addLabel: 'Add picture', uploadingText: 'Uploading…' },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return <ImageUploader {...args} value={value} onChange={setValue} />;
  },
} satisfies Meta<typeof ImageUploader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const SomePictures: Story = { args: { value: [picture(10), picture(200)] } };
export const Full: Story = { args: { value: [10, 60, 120, 180, 240, 300].map(picture) } };
export const Translated: Story = { args: { addLabel: '添加图片', uploadingText: '上传中…', removeLabel: '删除' } };
