import { describe, expect, it } from 'vitest';
import { toSessionSave, toSessionValues } from './session-form';

describe('the flash session form', () => {
  it('sends a new session’s trimmed title and its window in unix seconds', () => {
    const body = toSessionSave(
      { title: '  Noon deals ', starts_at: '2026-12-01T12:00', ends_at: '2026-12-01T14:00' },
      null,
    );
    expect(body).toMatchObject({ title: 'Noon deals' });
    expect(body).not.toHaveProperty('id');
    expect(body.ends_at - body.starts_at).toBe(2 * 3600);
  });

  it('shows a stored session as it was saved, and sends its id back', () => {
    const session = {
      id: 5,
      title: 'Night',
      starts_at: 1_795_168_800,
      ends_at: 1_795_176_000,
      status: 'upcoming' as const,
    };
    const values = toSessionValues(session);
    expect(values.title).toBe('Night');
    expect(toSessionSave(values, 5)).toEqual({
      id: 5,
      title: 'Night',
      starts_at: 1_795_168_800,
      ends_at: 1_795_176_000,
    });
  });
});
