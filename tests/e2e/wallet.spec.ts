import { expect, type Page, test } from "@playwright/test";
import { authConfigSchema } from "../../shared/schemas/auth";
import { openSignIn, signInByEmail, signInWithGoogle, signOut, uniqueEmail, walletButton } from "./sign-in-steps";
import { stackLogs, workerSecrets } from "./stack-secrets";

// Sign-in and the embedded wallet on the devnet, as a person goes through them: Google through the
// devnet's OpenID issuer, e-mail registration and the one-time code from the devnet inbox.

const TURNKEY_SESSION_KEY = "@turnkey/session/v2";
const REFRESH_COOKIE = "lqscan_refresh";

/** Rewrites the expiry of the session JWT the browser holds to seconds from now (the browser reads it unverified). */
async function setSessionExpiry(page: Page, secondsFromNow: number) {
  await page.evaluate(
    ({ key, secondsFromNow }) => {
      const jwt = JSON.parse(localStorage.getItem(key) ?? "null") as string;
      const [header, payload, signature] = jwt.split(".");
      const claims = JSON.parse(atob(payload!.replace(/-/g, "+").replace(/_/g, "/"))) as { exp: number };
      claims.exp = Math.floor(Date.now() / 1000) + secondsFromNow;
      localStorage.setItem(key, JSON.stringify(`${header}.${btoa(JSON.stringify(claims))}.${signature}`));
    },
    { key: TURNKEY_SESSION_KEY, secondsFromNow },
  );
}

test.describe("wallet sign-in", () => {
  test("Google on the devnet: the wallet and its balance in the header, the faucet makes it grow", async ({ page }) => {
    await signInWithGoogle(page, uniqueEmail("google"));
    await expect(walletButton(page)).toHaveAccessibleName(/ 0 HYPE$/);
    await walletButton(page).click();
    await page.getByRole("button", { name: "Get 100 HYPE (devnet faucet)" }).click();
    await expect(page.getByTestId("wallet-balance")).toHaveText("100 HYPE");
    await expect(walletButton(page)).toHaveAccessibleName(/ 100 HYPE$/);
    await page.getByRole("button", { name: "Get 100 HYPE (devnet faucet)" }).click();
    await expect(page.getByTestId("wallet-balance")).toHaveText("200 HYPE");
  });

  test("the refresh token is out of the page's reach, and a reload keeps the person signed in through its cookie", async ({ page, context }) => {
    // A sign-in and a reload: room for a busy machine.
    test.setTimeout(60_000);
    await signInWithGoogle(page, uniqueEmail("cookie"));
    const cookie = (await context.cookies()).find((each) => each.name === REFRESH_COOKIE);
    expect(cookie).toMatchObject({ path: "/api/v1/auth", httpOnly: true, sameSite: "Strict" });
    const pageStorage = () => page.evaluate(() => JSON.stringify([{ ...localStorage }, { ...sessionStorage }, document.cookie]));
    expect(await pageStorage()).not.toContain(cookie!.value);

    const refreshed = page.waitForResponse((response) => response.url().endsWith("/api/v1/auth/refresh"));
    await page.reload();
    const { accessToken } = (await (await refreshed).json()) as { accessToken: string };
    await expect(walletButton(page)).toHaveAccessibleName(/ 0 HYPE$/);
    const stored = await pageStorage();
    expect(stored).not.toContain(accessToken);
    const rotated = (await context.cookies()).find((each) => each.name === REFRESH_COOKIE)!.value;
    expect(rotated).not.toBe(cookie!.value);
    expect(stored).not.toContain(rotated);
  });

  test("sign up with an e-mail code, sign out, sign back in with the code from the devnet inbox", async ({ page, context }) => {
    // Two whole sign-ins and an inbox: a budget for a loaded machine, not a timed check.
    test.setTimeout(90_000);
    const email = uniqueEmail("register");
    await page.goto("/recent");
    const dialog = await signInByEmail(page, email);
    await expect(dialog).toHaveCount(0);
    await expect(walletButton(page)).toBeVisible();
    const address = await walletButton(page).locator(".wallet-toggle-address").textContent();

    await signOut(page);
    expect(await page.evaluate((key) => localStorage.getItem(key), TURNKEY_SESSION_KEY)).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem("@turnkey/client"))).toBeNull();

    const again = await openSignIn(page);
    await again.getByLabel("E-mail").fill(email);
    await again.getByRole("button", { name: "Email me a sign-in code" }).click();
    const inboxLink = again.getByRole("link", { name: "open the devnet inbox" });
    await expect(inboxLink).toBeVisible();
    const [inbox] = await Promise.all([context.waitForEvent("page"), inboxLink.click()]);
    const mail = inbox.locator(".mail").first();
    await expect(mail).toContainText(email);
    const code = /sign-in code is (\d{6})/.exec((await mail.textContent()) ?? "")?.[1];
    expect(code).toMatch(/^\d{6}$/);
    await inbox.close();

    await again.getByLabel("Sign-in code").fill(code!);
    await again.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(walletButton(page)).toHaveAccessibleName(new RegExp(`^Wallet ${address}`));

    // No secret of this sign-in or of the worker reached a log or the page.
    const refreshToken = (await context.cookies()).find((cookie) => cookie.name === REFRESH_COOKIE)?.value ?? "";
    expect(refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const secrets = [...workerSecrets(), refreshToken, code!];
    // The worker's four secrets (provider key, trading key, JWT secret, reaction-session secret), the refresh token, the code.
    expect(secrets).toHaveLength(6);
    const logs = stackLogs();
    const pageText = await page.content();
    for (const secret of secrets) {
      expect(logs.includes(secret), "a secret in the stack's logs").toBe(false);
      expect(pageText.includes(secret), "a secret in the page").toBe(false);
    }
  });

  test("a wrong e-mail code shows the refusal and signs nobody in", async ({ page }) => {
    await page.goto("/recent");
    const dialog = await signInByEmail(page, uniqueEmail("wrong-code"), "Wrong Code", (code) => (code === "000000" ? "111111" : "000000"));
    await expect(dialog.getByRole("alert")).toHaveText("The code is wrong or has expired. Request a new code.");
    await expect(page.getByRole("banner").getByRole("button", { name: "Sign in" })).toBeVisible();
  });

  test("an expired session leads back to sign-in", async ({ page }) => {
    await signInWithGoogle(page, uniqueEmail("expired"));
    // One whose expiry has passed is what a closed laptop finds later.
    await setSessionExpiry(page, -60);
    await page.reload();
    const dialog = page.getByRole("dialog", { name: "Sign in" });
    await expect(dialog.getByRole("status")).toHaveText("Your session has expired. Please sign in again.");
    await expect(page.getByRole("banner").getByRole("button", { name: "Sign in" })).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), TURNKEY_SESSION_KEY)).toBeNull();
  });

  test("a session refresh the wallet provider refuses signs out, saying so in plain words", async ({ page }) => {
    test.setTimeout(60_000);
    await signInWithGoogle(page, uniqueEmail("refresh"));
    await page.route("**/public/v1/submit/stamp_login", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ code: 13, message: "provider unavailable", details: [] }) }),
    );
    // Half a minute left: the refresh is due at once.
    await setSessionExpiry(page, 30);
    await page.reload();
    const dialog = page.getByRole("dialog", { name: "Sign in" });
    // The SDK's "Unable to refresh session: …", in plain words.
    await expect(dialog.getByRole("status")).toHaveText("Your session could not be renewed. Please sign in again.");
    await expect(page.getByRole("banner").getByRole("button", { name: "Sign in" })).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), TURNKEY_SESSION_KEY)).toBeNull();
  });

  test("signed in on a chart, where the header also has the search, the header fits the window from 1280 px to 768 px", async ({ page }) => {
    await signInWithGoogle(page, uniqueEmail("header"), "/chart");
    await expect(page.getByRole("banner").getByRole("combobox")).toBeVisible();
    for (const width of [1280, 1024, 768]) {
      await page.setViewportSize({ width, height: 800 });
      const header = page.getByRole("banner");
      await expect.poll(() => header.evaluate((element) => element.scrollWidth), { message: `at ${width} px` }).toBe(width);
      await expect(walletButton(page)).toBeInViewport({ ratio: 1 });
      await expect(header.getByRole("button", { name: "LiquidLaunch" })).toBeVisible();
    }
  });

  test("at 375 px the header keeps Sign in, and the mobile menu has it too", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/recent");
    await expect(page.getByRole("banner").getByRole("button", { name: "Sign in" })).toBeVisible();
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("dialog", { name: "Sign in" })).toBeVisible();
    const config = authConfigSchema.parse(await (await page.request.get("/api/v1/auth/config")).json());
    expect(config.faucet).toBe(true);
  });
});
