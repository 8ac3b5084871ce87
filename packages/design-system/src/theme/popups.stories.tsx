import { useEffect, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ActionSheet, Button, Dialog, Picker, Popup, type DialogShowProps } from 'antd-mobile';
import { Price, Toast, confirmDialog } from '@bazaar/design-system';

/**
 * antd-mobile renders popups, dialogs, action sheets, pickers and toasts into <body>, outside the
 * ThemeProvider's wrapper. The outermost ThemeProvider mirrors its theme and brand onto <html>, so they
 * follow the toolbar's theme and brand like everything else.
 */
function Page({ children }: { children?: ReactNode }) {
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <p style={{ margin: 0 }}>The page behind the popup.</p>
      {children}
    </div>
  );
}

/** A dialog opened the imperative way, as the app does; it closes when the story is left. */
function ShowDialog(props: Omit<DialogShowProps, 'aria-label'> & { title: string }) {
  useEffect(() => {
    const dialog = Dialog.show({ ...props, 'aria-label': props.title });
    return () => dialog.close();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- opened once per story
  }, []);
  return <Page />;
}

/** A toast that stays until the story is left (toasts are imperative; ours loads at its first use). */
function ShowToast({ content, icon, lang }: { content: string; icon?: 'success' | 'fail' | 'loading'; lang?: string }) {
  useEffect(() => {
    // The shop marks <html lang> with the interface language; the toast in <body> breaks its lines by it.
    const html = document.documentElement;
    const before = html.lang;
    if (lang) html.lang = lang;
    const toast = Toast.show({ content, icon, duration: 0 });
    return () => {
      toast.close();
      html.lang = before;
    };
  }, [content, icon, lang]);
  return <Page />;
}

/** How many lines `word` spans in the toast's text: 1 unless a line break falls inside it. */
function linesOf(text: Node, word: string): number {
  const start = text.textContent!.indexOf(word);
  const range = document.createRange();
  range.setStart(text, start);
  range.setEnd(text, start + word.length);
  return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
}

/** A toast in `lang` whose `words` each stay on one line, on a toast narrow enough to wrap its text. */
function wholeWordsToast(lang: string, content: string, words: string[]): Story {
  return {
    globals: { lang },
    render: () => <ShowToast content={content} lang={lang} />,
    play: async ({ canvasElement }) => {
      const shown = await within(canvasElement.ownerDocument.body).findByText(content);
      const text = shown.firstChild!;
      // Wrapped at all, or the check below proves nothing.
      await expect(shown.getBoundingClientRect().height).toBeGreaterThan(30);
      for (const word of words) await expect({ word, lines: linesOf(text, word) }).toEqual({ word, lines: 1 });
    },
  };
}

const meta = {
  title: 'Design system/Popups',
  component: Page,
  // One open popup per story: autodocs would stack them all on one page.
  tags: ['!autodocs'],
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

const rgb = (el: Element, property: string) => getComputedStyle(el).getPropertyValue(property);
/** The colour a token resolves to inside the themed wrapper, as computed style (rgb()). */
function tokenColour(themed: Element, token: string): string {
  const probe = themed.ownerDocument.createElement('span');
  probe.style.color = `var(${token})`;
  themed.append(probe);
  const colour = getComputedStyle(probe).color;
  probe.remove();
  return colour;
}

export const BottomPopup: Story = {
  render: () => (
    <Page>
      <Popup visible bodyStyle={{ padding: 16, borderRadius: 'var(--bz-radius-l) var(--bz-radius-l) 0 0' }}>
        <h2 style={{ margin: '0 0 8px', fontSize: 16 }}>Delivery</h2>
        <p style={{ margin: '0 0 12px', color: 'var(--bz-color-text-secondary)' }}>Arrives in 2–4 days.</p>
        <Price value="12.50" />
        <Button block color="primary" shape="rounded" style={{ marginTop: 12 }}>
          Choose
        </Button>
      </Popup>
    </Page>
  ),
};

/** A confirm opened on mount, as the app asks; it closes when the story is left. */
function ShowConfirm({
  content,
  confirmText,
  cancelText,
}: {
  content: string;
  confirmText: string;
  cancelText: string;
}) {
  useEffect(() => {
    void confirmDialog({ content, confirmText, cancelText });
    return () => Dialog.clear();
  }, [content, confirmText, cancelText]);
  return <Page />;
}

/** As the app asks: `confirmDialog()` renders into <body>, named by its question. */
export const ConfirmDialog: Story = {
  render: () => <ShowConfirm content="Cancel the order?" confirmText="Cancel order" cancelText="Keep" />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Cancel the order?' });
    // Found in the first frame of its fade-in, still at opacity 0: wait for it to be shown.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Keep' })).toBeVisible());
  },
};

export const ActionSheetOpen: Story = {
  name: 'Action sheet',
  // antd-mobile gives the sheet's buttons role="option" with no listbox around them: its markup, not ours (the
  // app uses no ActionSheet). Shown for its colours, with that one axe rule off for this story.
  parameters: { a11y: { config: { rules: [{ id: 'aria-required-parent', enabled: false }] } } },
  render: () => (
    <Page>
      <ActionSheet
        visible
        extra="Share this product"
        cancelText="Cancel"
        actions={[
          { key: 'copy', text: 'Copy link' },
          { key: 'poster', text: 'Save poster' },
          { key: 'report', text: 'Report', danger: true },
        ]}
      />
    </Page>
  ),
};

export const PickerOpen: Story = {
  name: 'Picker',
  render: () => (
    <Page>
      <Picker
        visible
        title="Network"
        value={['TRC20']}
        columns={[['TRC20', 'ERC20', 'BEP20', 'Bitcoin'].map((n) => ({ label: n, value: n }))]}
      />
    </Page>
  ),
};

export const SuccessToast: Story = {
  name: 'Toast',
  render: () => <ShowToast content="Added to bag" icon="success" />,
  play: async ({ canvasElement }) => {
    await within(canvasElement.ownerDocument.body).findByText('Added to bag');
  },
};

const KOREAN = '종합비타민 세트를 장바구니에 담았습니다. 결제하기 전에 수량을 확인해 주세요';
/** Korean breaks between words (keep-all), never inside one ("종합비타 / 민"). */
export const KoreanToast = wholeWordsToast('ko', KOREAN, KOREAN.split(/\s+/));

const VIETNAMESE = 'Không thể đặt hàng lúc này, vui lòng thử lại trước khi hết thời gian giữ hàng';
/** Vietnamese breaks between syllables at spaces, never inside one ("trư / ớc"). */
export const VietnameseToast = wholeWordsToast('vi', VIETNAMESE, VIETNAMESE.split(/\s+/));

/** A two-character Chinese word ("重试", retry) is never split across lines. */
export const ChineseToast = wholeWordsToast('zh-cn', '网络连接失败，请检查网络设置后重试', [
  '网络',
  '失败',
  '设置',
  '重试',
]);

/**
 * Dark and ocean, set on the story: the dialog in <body> takes the dark surface and the ocean primary of the
 * themed wrapper, not antd-mobile's (or the light theme's) defaults.
 */
export const FollowsDarkOcean: Story = {
  globals: { theme: 'dark', brand: 'ocean' },
  render: () => (
    <ShowDialog title="Dark ocean" content="Portalled, still themed." actions={[{ key: 'ok', text: 'OK' }]} />
  ),
  play: async ({ canvasElement }) => {
    const themed = canvasElement.querySelector('[data-theme]')!;
    const html = canvasElement.ownerDocument.documentElement;
    await expect(html.dataset.theme).toBe('dark');
    await expect(html.dataset.brand).toBe('ocean');
    const body = within(canvasElement.ownerDocument.body);
    const dialog = (await body.findByRole('dialog', { name: 'Dark ocean' })).querySelector('.adm-dialog-body')!;
    await expect(canvasElement.contains(dialog)).toBe(false);
    const ok = body.getByRole('button', { name: 'OK' });
    await expect(rgb(dialog, 'background-color')).toBe(tokenColour(themed, '--bz-color-surface'));
    await expect(rgb(ok, 'color')).toBe(tokenColour(themed, '--bz-color-primary'));
    // The same tokens in the default light theme are other colours: the check above can fail.
    await expect(rgb(dialog, 'background-color')).not.toBe('rgb(255, 255, 255)');
    await expect(rgb(ok, 'color')).not.toBe('rgb(204, 58, 6)');
  },
};
