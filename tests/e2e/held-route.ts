import type { Page } from "@playwright/test";

/**
 * Holds the page's next call to `api` until the returned release is called, then answers it with `answer` (or the
 * API's own): the page's loading state stays on screen for as long as a test needs to see it.
 */
export async function holdOnce(page: Page, api: string | RegExp, answer?: { status: number; json: unknown }): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    api,
    async (route) => {
      await held;
      await (answer === undefined ? route.continue() : route.fulfill(answer));
    },
    { times: 1 },
  );
  return release;
}
