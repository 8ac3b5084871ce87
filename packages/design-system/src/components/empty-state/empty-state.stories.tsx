import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { EmptyState } from '@bazaar/design-system';
import { svgImage } from '../../fixtures';

const meta = {
  title: 'Design system/EmptyState',
  component: EmptyState,
  args: { description: 'Your bag is empty' },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithAction: Story = { args: { actionText: 'Go shopping', onAction: fn() } };
export const WithImage: Story = {
  args: { image: svgImage(2, '?'), imageAlt: 'No results', description: 'No results' },
};
export const WithIcon: Story = { args: { image: <span style={{ fontSize: 64 }}>🔍</span>, description: 'No results' } };
export const LongText: Story = {
  args: {
    description:
      'We could not find any products matching your filters. Try removing a filter or searching for something else.',
    actionText: 'Clear filters',
    onAction: fn(),
  },
};

/** Korean wraps between words: no word is split from its particle across two lines ("페이지 / 를"). */
export const KoreanDescription: Story = {
  args: {
    description: '오프라인 상태입니다. 다시 연결되면 이 페이지를 자동으로 다시 불러옵니다.',
    actionText: '다시 시도',
    onAction: fn(),
  },
  decorators: [(Story) => <div lang="ko">{Story()}</div>],
  play: async ({ canvasElement }) => {
    const text = await waitFor(() => canvasElement.querySelector('.bz-empty-state__description')!.firstChild!);
    const content = text.textContent ?? '';
    const range = canvasElement.ownerDocument.createRange();
    for (const word of content.split(' ')) {
      const start = content.indexOf(word);
      range.setStart(text, start);
      range.setEnd(text, start + word.length);
      const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
      await expect(tops.size, word).toBe(1);
    }
  },
};
