import type { Meta, StoryObj } from '@storybook/react-vite';
import { Toast } from '@bazaar/design-system';
import { expect, fireEvent, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { FixtureFailure, FixtureFile, expectToast, tapWhenReady } from '@bazaar/story-kit';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
import { BillExport } from './bill-export';

const meta = {
  title: 'Features/Wallet/Bill export',
  component: BillExport,
  decorators: [withFeatureProviders],
  parameters: { feature: { url: '/capitalRecord' } },
} satisfies Meta<typeof BillExport>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the button under the fund records' note. */
export const Default: Story = {};

const billExport = fn(() => new FixtureFile('%PDF-1.3\n%%EOF\n', 'application/pdf', 'statement-20260301-20260331.pdf'));
const sheet = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const local = (y: number, m: number, d: number) => new Date(y, m - 1, d).getTime() / 1000;

async function openSheet(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: /statement|ใบแจ้งยอด/ }));
  return sheet(canvasElement).findByRole('dialog');
}

/**
 * Two days of one's own as a PDF: the call carries the whole local days as unix seconds with the
 * session's token, and the file is saved under the server's name through an object URL.
 */
export const DownloadsChosenDays: Story = {
  parameters: { feature: { url: '/capitalRecord', routes: { 'GET /user/bill_export': billExport } } },
  play: async ({ canvasElement }) => {
    billExport.mockClear();
    const saved: HTMLAnchorElement[] = [];
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this);
    });
    const objectUrl = spyOn(URL, 'createObjectURL');
    try {
      const dialog = within(await openSheet(canvasElement));
      await tapWhenReady(dialog.getByRole('button', { name: 'Choose days' }));
      fireEvent.change(dialog.getByLabelText('From'), { target: { value: '2026-03-01' } });
      fireEvent.change(dialog.getByLabelText('To'), { target: { value: '2026-03-31' } });
      await userEvent.click(dialog.getByRole('button', { name: 'PDF (statement)' }));
      await expect(dialog.getByRole('button', { name: 'PDF (statement)' })).toHaveAttribute('aria-pressed', 'true');
      await userEvent.click(dialog.getByRole('button', { name: 'Download' }));
      await expectToast(canvasElement, 'Statement downloaded');
      await expect(billExport).toHaveBeenCalledTimes(1);
      await expect(billExport.mock.calls[0]).toEqual([
        expect.objectContaining({
          params: { format: 'pdf', from: local(2026, 3, 1), to: local(2026, 4, 1) - 1, lang: 'en' },
        }),
      ]);
      const blob = objectUrl.mock.calls[0]?.[0] as Blob;
      await expect(blob.type).toBe('application/pdf');
      await expect(saved.map((a) => a.download)).toEqual(['statement-20260301-20260331.pdf']);
      await expect(saved[0]?.href).toMatch(/^blob:/);
      await waitFor(() => expect(sheet(canvasElement).queryByRole('dialog')).toBeNull());
    } finally {
      click.mockRestore();
      objectUrl.mockRestore();
    }
  },
};

const refuse = fn(() => {
  throw new FixtureFailure('A statement covers at most 366 days. Please choose a shorter period');
});

/**
 * A period the server refuses: nothing is saved and the sheet stays for another try (the shop's
 * client shows the server's message as a toast; the journey in e2e/statement.spec.ts sees it).
 */
export const RefusedPeriod: Story = {
  parameters: { feature: { url: '/capitalRecord', routes: { 'GET /user/bill_export': refuse } } },
  play: async ({ canvasElement }) => {
    refuse.mockClear();
    const objectUrl = spyOn(URL, 'createObjectURL');
    try {
      const dialog = within(await openSheet(canvasElement));
      await tapWhenReady(dialog.getByRole('button', { name: 'Download' }));
      await waitFor(() => expect(refuse).toHaveBeenCalledTimes(1));
      await waitFor(() => expect(dialog.getByRole('button', { name: 'Download' })).toBeEnabled());
      await expect(objectUrl).not.toHaveBeenCalled();
      await expect(dialog.getByRole('heading', { name: 'Download a statement' })).toBeVisible();
    } finally {
      objectUrl.mockRestore();
      Toast.clear();
    }
  },
};

/** The sheet in Thai with days of one's own to choose: the longest labels still fit a phone. */
export const ChoosingDaysInThai: Story = {
  globals: { lang: 'th' },
  play: async ({ canvasElement }) => {
    const dialog = within(await openSheet(canvasElement));
    await tapWhenReady(dialog.getByRole('button', { name: 'เลือกวันที่' }));
    // Fixed days, so the picture does not change with today's date.
    fireEvent.change(dialog.getByLabelText('ตั้งแต่'), { target: { value: '2026-02-01' } });
    fireEvent.change(dialog.getByLabelText('ถึง'), { target: { value: '2026-02-28' } });
    await expect(dialog.getByLabelText('ถึง')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'ดาวน์โหลด' })).toBeEnabled();
  },
};
