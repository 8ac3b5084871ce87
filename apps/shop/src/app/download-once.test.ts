import { describe, expect, it, vi } from 'vitest';
import { downloadOnce } from './download-once';

describe('downloadOnce', () => {
  it('downloads once for every ask', async () => {
    const load = vi.fn(() => Promise.resolve('chunk'));
    const ask = downloadOnce(load);
    expect(await Promise.all([ask(), ask()])).toEqual(['chunk', 'chunk']);
    expect(await ask()).toBe('chunk');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('downloads again after a failed download, and keeps what then arrives', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('chunk');
    const ask = downloadOnce(load);
    await expect(ask()).rejects.toThrow('offline');
    expect(await ask()).toBe('chunk');
    expect(await ask()).toBe('chunk');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
