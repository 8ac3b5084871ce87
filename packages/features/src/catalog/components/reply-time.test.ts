import { describe, expect, it } from 'vitest';
import { replyTime } from './reply-time';

describe('replyTime', () => {
  it('says minutes under an hour, whole hours from then on, in the reader’s language', () => {
    expect(replyTime(8, 'en-US')).toBe('8 minutes');
    expect(replyTime(0, 'en-US')).toBe('1 minute');
    expect(replyTime(150, 'en-US')).toBe('3 hours');
    expect(replyTime(8, 'ja-JP')).toBe('8 分');
    expect(replyTime(120, 'ko-KR')).toBe('2시간');
  });
});
