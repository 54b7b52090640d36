import { describe, expect, it } from 'vitest';
import { dayStart, periodOf } from '../../server/modules/days';

describe('game history: the player’s days', () => {
  it('begins a day at midnight on the player’s clock', () => {
    expect(dayStart('2026-03-05', 'Europe/Istanbul').toISOString()).toBe('2026-03-04T21:00:00.000Z');
    expect(dayStart('2026-03-05', 'UTC').toISOString()).toBe('2026-03-05T00:00:00.000Z');
    expect(dayStart('2026-03-05', 'Asia/Kolkata').toISOString()).toBe('2026-03-04T18:30:00.000Z');
  });

  it('keeps a day whole across a clock change: 23 hours in spring, 25 in autumn', () => {
    const spring = periodOf('2026-03-08', '2026-03-08', 'America/New_York');
    expect(spring).toEqual({ start: '2026-03-08T05:00:00.000Z', end: '2026-03-09T04:00:00.000Z' });
    const autumn = periodOf('2026-10-25', '2026-10-25', 'Europe/Berlin');
    expect(autumn).toEqual({ start: '2026-10-24T22:00:00.000Z', end: '2026-10-25T23:00:00.000Z' });
  });

  it('covers inclusive days, Istanbul when the request names no zone, and ends even the last day there is', () => {
    expect(periodOf('2026-01-01', '2026-01-31')).toEqual({ start: '2025-12-31T21:00:00.000Z', end: '2026-01-31T21:00:00.000Z' });
    expect(periodOf('2026-02-28', '2026-02-28', 'UTC').end).toBe('2026-03-01T00:00:00.000Z');
    expect(periodOf('9999-12-31', '9999-12-31', 'UTC')).toEqual({ start: '9999-12-31T00:00:00.000Z', end: '9999-12-31T23:59:59.999Z' });
  });
});
