import type { Page } from '@playwright/test';

/**
 * The throttling of `npm run bench:nav`: a mid-range phone on a slow 4G link, as Lighthouse's mobile preset
 * has it (CPU 4x slower, 150 ms round trip, 1.6 Mbps down, 750 kbps up). Applied through the Chrome DevTools
 * Protocol to each page before it navigates, so every byte and every script of the load is throttled.
 */
export const THROTTLING = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downKbps: 1.6 * 1024,
  upKbps: 750,
} as const;

/** One line for the report. */
export function describeThrottling(): string {
  const { cpuSlowdown, latencyMs, downKbps, upKbps } = THROTTLING;
  return `CPU ${cpuSlowdown}x slowdown, network ${latencyMs} ms latency, ${downKbps / 1024} Mbps down / ${upKbps} kbps up (CDP)`;
}

/** CDP wants bytes per second; Lighthouse counts 1 kbps as 1024 bits per second. */
const bytesPerSecond = (kbps: number) => (kbps * 1024) / 8;

export async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLING.latencyMs,
    downloadThroughput: bytesPerSecond(THROTTLING.downKbps),
    uploadThroughput: bytesPerSecond(THROTTLING.upKbps),
  });
}
