import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import getPort from "get-port";
import { afterAll, beforeAll } from "vitest";
import { type SignInServices, startSignInServices } from "../../devnet/sign-in-services";

/**
 * The wallet provider and OpenID issuer of one test file: on free ports over a fresh data folder, the parent
 * organization's key `rootApiPublicKey`, stopped and removed after the file. The answer reads them, and their data
 * folder, once started.
 */
export function fileSignInServices(name: string, rootApiPublicKey: string): { services: () => SignInServices; dataDir: () => string } {
  let dir: string;
  let services: SignInServices;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), `${name}-`));
    services = await startSignInServices({ providerPort: await getPort(), oidcPort: await getPort(), dataDir: dir, rootApiPublicKey });
  });
  afterAll(async () => {
    await services.stop();
    rmSync(dir, { recursive: true, force: true });
  });
  return { services: () => services, dataDir: () => dir };
}
