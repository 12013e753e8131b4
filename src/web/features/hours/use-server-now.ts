import { useEffect, useState } from 'react';

/**
 * The current instant (epoch ms) as the server sees it, re-rendered at each minute boundary.
 * `clockOffsetMs` is (server time − local time) measured when the data arrived, so a device whose
 * clock is wrong still agrees with the server about whether a restaurant is open.
 */
export function useServerNow(clockOffsetMs: number): number {
  const [localNow, setLocalNow] = useState(() => Date.now());

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      const serverMs = Date.now() + clockOffsetMs;
      const untilNextMinute = 60_000 - (((serverMs % 60_000) + 60_000) % 60_000) + 50;
      timer = setTimeout(() => {
        setLocalNow(Date.now());
        schedule();
      }, untilNextMinute);
    };
    schedule();
    return () => clearTimeout(timer);
  }, [clockOffsetMs]);

  return localNow + clockOffsetMs;
}

/** Offset between the server's clock and ours, from a response's server time and when we received it. */
export function getClockOffsetMs(serverTime: string | undefined, receivedAt: number): number {
  if (serverTime === undefined) return 0;
  const serverMs = Date.parse(serverTime);
  if (Number.isNaN(serverMs) || receivedAt <= 0) return 0;
  return serverMs - receivedAt;
}
