import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $snackbar, snackbarClosed, snackbarShown, snackbarTimeout } from '../../src/snackbar';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const long = 'x'.repeat(101);

describe('snackbar timeout rule (spec §4)', () => {
  it.each([
    ['short text, default', 'Sparat', undefined, 10_000],
    ['exactly 100 characters', 'x'.repeat(100), undefined, 10_000],
    ['over 100 characters, default', long, undefined, 20_000],
    ['over 100 characters, 5000 asked', long, 5_000, 20_000],
    ['over 100 characters, 15000 asked', long, 15_000, 15_000],
    ['short text, 15000 asked', 'Personalregistret är tomt', 15_000, 15_000],
  ])('%s', (_, text, timeout, expected) => {
    expect(snackbarTimeout(text, timeout)).toBe(expected);
  });
});

describe('snackbar model', () => {
  it('shows for 10 s by default, then closes', async () => {
    const scope = fork();
    void allSettled(snackbarShown, { scope, params: { text: 'Sparat', color: 'success' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState($snackbar)).toMatchObject({ text: 'Sparat', color: 'success', timeout: 10_000 });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(scope.getState($snackbar)).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(scope.getState($snackbar)).toBeNull();
  });

  it('keeps a long text 20 s', async () => {
    const scope = fork();
    void allSettled(snackbarShown, { scope, params: { text: long } });
    await vi.advanceTimersByTimeAsync(19_999);
    expect(scope.getState($snackbar)?.text).toBe(long);
    await vi.advanceTimersByTimeAsync(1);
    expect(scope.getState($snackbar)).toBeNull();
  });

  it('a new snackbar replaces the old one, and the old timer does not close the new one', async () => {
    const scope = fork();
    void allSettled(snackbarShown, { scope, params: { text: 'Första' } });
    await vi.advanceTimersByTimeAsync(6_000);
    void allSettled(snackbarShown, { scope, params: { text: 'Andra', color: 'error' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState($snackbar)).toMatchObject({ text: 'Andra', color: 'error' });
    await vi.advanceTimersByTimeAsync(5_000); // the first one's 10 s have passed
    expect(scope.getState($snackbar)?.text).toBe('Andra');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(scope.getState($snackbar)).toBeNull();
  });

  it('closes on request', async () => {
    const scope = fork();
    void allSettled(snackbarShown, { scope, params: { text: 'Sparat' } });
    await vi.advanceTimersByTimeAsync(0);
    void allSettled(snackbarClosed, { scope });
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState($snackbar)).toBeNull();
    await vi.runAllTimersAsync();
  });

  it('does not leak between scopes', async () => {
    const a = fork();
    const b = fork();
    void allSettled(snackbarShown, { scope: a, params: { text: 'A' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(b.getState($snackbar)).toBeNull();
    await vi.runAllTimersAsync();
  });
});
