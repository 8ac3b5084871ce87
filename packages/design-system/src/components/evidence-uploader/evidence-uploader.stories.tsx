import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { EvidenceUploader, type EvidenceUploaderProps } from '@bazaar/design-system';

/** Keeps the url; the story's upload reads the file locally instead of sending it. */
function Controlled(props: EvidenceUploaderProps) {
  const [value, setValue] = useState(props.value);
  return (
    <EvidenceUploader
      {...props}
      value={value}
      onChange={(url) => {
        setValue(url);
        props.onChange(url);
      }}
    />
  );
}

const readLocally = (file: File) =>
  new Promise<string>((resolve) => setTimeout(() => resolve(URL.createObjectURL(file)), 600));

const sample =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect width="100" height="100" fill="#cc3a06"/></svg>',
  );

const meta = {
  title: 'Design system/EvidenceUploader',
  component: EvidenceUploader,
  render: (args) => <Controlled {...args} />,
  args: {
    onChange: fn(),
    upload: readLocally,
    label: 'Upload payment evidence',
    uploadingText: 'Uploading…',
    hint: 'JPEG, PNG, WebP or GIF, at most 5 MB',
  },
} satisfies Meta<typeof EvidenceUploader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Uploaded: Story = { args: { value: sample } };
const whiteReceipt =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect width="100" height="100" fill="#fff"/></svg>',
  );

/**
 * A white receipt under a field's label: the remove button stays inside the picture, clear of the
 * label above, and a frame marks the picture's edge on the white page.
 */
export const WhiteReceiptUnderALabel: Story = {
  args: { value: whiteReceipt, removeLabel: 'Remove' },
  render: (args) => (
    <div style={{ background: '#fff', padding: 16 }}>
      <p style={{ margin: '0 0 8px' }}>Payment evidence</p>
      <Controlled {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const label = canvas.getByText('Payment evidence').getBoundingClientRect();
    const remove = canvas.getByRole('button', { name: 'Remove' }).getBoundingClientRect();
    const preview = canvas.getByRole('img').parentElement!;
    const frame = preview.getBoundingClientRect();
    await expect(remove.top).toBeGreaterThanOrEqual(label.bottom);
    await expect(remove.top).toBeGreaterThanOrEqual(frame.top);
    await expect(remove.right).toBeLessThanOrEqual(frame.right);
    const style = getComputedStyle(preview);
    await expect(style.borderTopStyle).toBe('solid');
    await expect(style.borderTopColor).not.toBe('rgb(255, 255, 255)');
  },
};
export const FailingUpload: Story = { args: { upload: () => Promise.reject(new Error('too large')) } };
export const Translated: Story = { args: { label: '上传付款凭证', uploadingText: '上传中…', hint: undefined } };
