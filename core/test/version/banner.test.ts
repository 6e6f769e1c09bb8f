import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $announcedBuildId, versionUpdated } from '../../src/api/catalogue';
import {
  versionWatchStarted,
  $bannerVisible,
  $canExtend,
  $extensionsUsed,
  $secondsLeft,
  $tone,
  countdownTone,
  formatCountdown,
  moreTimeClicked,
  reloadFx,
  serviceWorkerUpdated,
  updateNowClicked,
} from '../../src/version/model';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function scope() {
  const reload = vi.fn();
  return { reload, scope: fork({ handlers: [[reloadFx, reload]] }) };
}

describe('new-version banner (spec §4)', () => {
  it('appears 10 s after the version event with a 3-minute countdown', async () => {
    const { scope: s } = scope();
    void allSettled(versionUpdated, { scope: s, params: 'build-2' });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(s.getState($bannerVisible)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(s.getState($bannerVisible)).toBe(true);
    expect(s.getState($secondsLeft)).toBe(180);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(s.getState($secondsLeft)).toBe(175);
  });

  it('reloads at zero, and not before', async () => {
    const { scope: s, reload } = scope();
    void allSettled(versionUpdated, { scope: s, params: 'build-2' });
    await vi.advanceTimersByTimeAsync(10_000 + 179_000);
    expect(reload).not.toHaveBeenCalled();
    expect(s.getState($secondsLeft)).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(reload).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('turns accent at 60 s and error at 30 s', async () => {
    const { scope: s } = scope();
    void allSettled(versionUpdated, { scope: s, params: 'build-2' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(s.getState($tone)).toBe('primary');
    await vi.advanceTimersByTimeAsync(119_000);
    expect(s.getState($secondsLeft)).toBe(61);
    expect(s.getState($tone)).toBe('primary');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(s.getState($tone)).toBe('accent');
    await vi.advanceTimersByTimeAsync(29_000);
    expect(s.getState($tone)).toBe('accent');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(s.getState($tone)).toBe('error');
  });

  it('Need more time adds a minute, at most three times', async () => {
    const { scope: s, reload } = scope();
    void allSettled(versionUpdated, { scope: s, params: 'build-2' });
    await vi.advanceTimersByTimeAsync(10_000 + 170_000);
    expect(s.getState($secondsLeft)).toBe(10);
    // the countdown's interval keeps running: allSettled would wait for it
    for (let i = 0; i < 4; i++) void allSettled(moreTimeClicked, { scope: s });
    await vi.advanceTimersByTimeAsync(0);
    expect(s.getState($extensionsUsed)).toBe(3);
    expect(s.getState($canExtend)).toBe(false);
    expect(s.getState($secondsLeft)).toBe(190);
    await vi.advanceTimersByTimeAsync(189_000);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('Update now reloads at once; before the banner shows it does nothing', async () => {
    const { scope: s, reload } = scope();
    await allSettled(updateNowClicked, { scope: s });
    expect(reload).not.toHaveBeenCalled();
    void allSettled(versionUpdated, { scope: s, params: 'build-2' });
    await vi.advanceTimersByTimeAsync(10_000);
    await allSettled(updateNowClicked, { scope: s });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("the service worker's own update uses the same banner, once", async () => {
    const { scope: s } = scope();
    void allSettled(serviceWorkerUpdated, { scope: s });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(s.getState($bannerVisible)).toBe(true);
    await vi.advanceTimersByTimeAsync(20_000);
    void allSettled(versionUpdated, { scope: s, params: 'build-3' });
    await vi.advanceTimersByTimeAsync(10_000);
    // a second announcement does not restart the countdown
    expect(s.getState($secondsLeft)).toBe(150);
  });

  it('a build announced before the signed-in shell loaded gets its banner when the shell starts', async () => {
    const reload = vi.fn();
    const s = fork({ handlers: [[reloadFx, reload]], values: [[$announcedBuildId, 'build-2']] });
    void allSettled(versionWatchStarted, { scope: s });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(s.getState($bannerVisible)).toBe(true);
    const quiet = fork({ handlers: [[reloadFx, reload]] });
    void allSettled(versionWatchStarted, { scope: quiet });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(quiet.getState($bannerVisible)).toBe(false);
  });

  it('colour and text helpers', () => {
    expect([181, 61, 60, 31, 30, 0].map(countdownTone)).toEqual(['primary', 'primary', 'accent', 'accent', 'error', 'error']);
    expect([180, 65, 9, 0].map(formatCountdown)).toEqual(['3:00', '1:05', '0:09', '0:00']);
  });
});
