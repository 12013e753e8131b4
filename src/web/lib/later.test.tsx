import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as LaterTypes from './later';

type LaterModule = typeof LaterTypes;

// The module keeps whether the first page is being spread; each test starts from a fresh copy.
async function freshLater(): Promise<LaterModule> {
  vi.resetModules();
  return import('./later');
}

function Page({ Later }: { Later: LaterModule['Later'] }) {
  return (
    <main>
      <h1>First screen</h1>
      <Later>
        <p>Block one</p>
      </Later>
      <Later>
        <p>Block two</p>
      </Later>
    </main>
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Later', () => {
  it('draws its children at once when the first page is not being spread (navigation, tests)', async () => {
    const { Later } = await freshLater();
    render(<Page Later={Later} />);
    expect(screen.getByText('Block one')).toBeTruthy();
    expect(screen.getByText('Block two')).toBeTruthy();
  });

  it('on the first page: the first screen alone, then one block per task after the first paint', async () => {
    const { Later, spreadFirstRender } = await freshLater();
    spreadFirstRender();
    render(<Page Later={Later} />);
    expect(screen.getByText('First screen')).toBeTruthy();
    expect(screen.queryByText('Block one')).toBeNull();
    expect(screen.queryByText('Block two')).toBeNull();

    // The first paint (an animation frame), then a task: the first block.
    await act(async () => {
      await vi.advanceTimersToNextFrame();
      await vi.advanceTimersToNextTimerAsync();
    });
    expect(screen.getByText('Block one')).toBeTruthy();
    expect(screen.queryByText('Block two')).toBeNull();

    // The next task: the second block.
    await act(async () => {
      await vi.advanceTimersToNextTimerAsync();
    });
    expect(screen.getByText('Block two')).toBeTruthy();
  });

  it('once every waiting block is drawn, later blocks draw at once', async () => {
    const { Later, spreadFirstRender } = await freshLater();
    spreadFirstRender();
    const first = render(<Page Later={Later} />);
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    first.unmount();
    render(<Page Later={Later} />);
    expect(screen.getByText('Block one')).toBeTruthy();
    expect(screen.getByText('Block two')).toBeTruthy();
  });

  it('tells when the first page is drawn: after its last block, or at once when none waits', async () => {
    const { Later, spreadFirstRender, afterFirstPageDrawn } = await freshLater();
    const atOnce = vi.fn();
    await afterFirstPageDrawn().then(atOnce);
    expect(atOnce).toHaveBeenCalled();

    spreadFirstRender();
    render(<Page Later={Later} />);
    const drawn = vi.fn();
    void afterFirstPageDrawn().then(drawn);
    await act(async () => {
      await vi.advanceTimersToNextFrame();
      await vi.advanceTimersToNextTimerAsync();
    });
    expect(screen.getByText('Block one')).toBeTruthy();
    expect(drawn).not.toHaveBeenCalled();
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    expect(drawn).toHaveBeenCalledOnce();
    expect(screen.getByText('Block two')).toBeTruthy();
  });
});
