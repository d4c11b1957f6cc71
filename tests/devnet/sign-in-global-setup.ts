import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { generateP256KeyPair } from "@turnkey/crypto";
import getPort from "get-port";
import type { TestProject } from "vitest/node";
import { startSignInServices } from "../../devnet/sign-in-services";

/** What the worker's sign-in tests get: the local wallet provider and OpenID issuer, and the backend's key. */
export type SignInServicesForTests = {
  providerUrl: string;
  organizationId: string;
  apiPublicKey: string;
  apiPrivateKey: string;
  /** The trading key each new user's sub-organization gets (workers/trading/trading-key.ts). */
  tradingPublicKey: string;
  tradingPrivateKey: string;
  otpSignerPublicKey: string;
  signerPublicKey: string;
  notarizerPublicKey: string;
  issuerUrl: string;
};

declare module "vitest" {
  export interface ProvidedContext {
    signInServices: SignInServicesForTests;
  }
}

/** vitest globalSetup of the worker tests: the devnet's sign-in services on free ports, state in a temporary folder. */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), "sign-in-services-"));
  const backendKey = generateP256KeyPair();
  const tradingKey = generateP256KeyPair();
  const services = await startSignInServices({
    providerPort: await getPort(),
    oidcPort: await getPort(),
    dataDir: dir,
    rootApiPublicKey: backendKey.publicKey,
  });
  project.provide("signInServices", {
    providerUrl: services.provider.url,
    organizationId: services.provider.organizationId,
    apiPublicKey: backendKey.publicKey,
    apiPrivateKey: backendKey.privateKey,
    tradingPublicKey: tradingKey.publicKey,
    tradingPrivateKey: tradingKey.privateKey,
    otpSignerPublicKey: services.provider.otpSignerPublicKey,
    signerPublicKey: services.provider.signerPublicKey,
    notarizerPublicKey: services.provider.notarizerPublicKey,
    issuerUrl: services.issuer.url,
  });
  return async () => {
    await services.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
