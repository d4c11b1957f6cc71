import { type Address, formatEther, getAddress, type Hex, parseEther, parseTransaction } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WHYPE_ADDRESS } from "../../../shared/addresses";
import { unsignedWithdrawal } from "../../../shared/withdraw";
import { bearer, post, services } from "../auth/sign-in-driver";
import { automine, buyAs, chain, devnet, hypeOf, launch, minedReceipt, nonceOf, startMining } from "./trading-driver";
import { plan, planFor, signAt, signIn, type User } from "./withdraw-driver";

// A withdrawal as the browser makes it: the plan checked by the worker, the transfer signed by the user's own
// session key at the wallet provider (never by the worker's trading key), sent through POST /transactions/broadcast.

const CREATOR = "0x00000000000000000000000000000000000c0ffe" as Address;
const POLICY_REFUSAL = "ACTIVITY_STATUS_CONSENSUS_NEEDED";

const messageOf = async (response: Response) => ((await response.json()) as { message: string }).message;
const broadcast = (user: User, signedTransaction: Hex) => post("/transactions/broadcast", { signedTransaction, userId: user.userId }, bearer(user.accessToken));
const freshAddress = () => privateKeyToAccount(generatePrivateKey()).address;
const tokenBalance = async (token: Address, owner: Address) =>
  BigInt(await chain.rpc<Hex>("eth_call", [{ to: token, data: `0x70a08231${owner.slice(2).toLowerCase().padStart(64, "0")}` }, "latest"]));

let alice: User;
let bob: User;
let token: Address;

beforeAll(async () => {
  await chain.resetChain();
  await startMining();
  await chain.fund([CREATOR], 100n);
  [alice, bob] = [await signIn("withdraw-alice"), await signIn("withdraw-bob")];
  await chain.fund([alice.address, bob.address], 10n);
  token = await launch(CREATOR, "WDRAW");
  await buyAs(alice.address, token, parseEther("1"));
  // Two sign-ins, each making a wallet: room for a loaded machine.
}, 120_000);

afterAll(async () => {
  await automine(false);
});

describe("withdrawing from the embedded wallet", () => {
  it("signs the whole HYPE balance less its fee with the user's session key, and the recipient gets it", async () => {
    const recipient = freshAddress();
    const before = await hypeOf(alice.address);
    const max = await plan(alice, { asset: "HYPE", to: recipient, amount: "max" });
    expect(max.warnings.map((warning) => warning.kind)).toEqual(["unused"]);
    expect(BigInt(max.transaction.gas)).toBe(21_000n);
    expect(BigInt(max.amount) + BigInt(max.fee)).toBe(before);

    const { status, signed } = await signAt(alice.sessionKey, alice.subOrganizationId, alice.address, unsignedWithdrawal(max));
    expect(status).toBe("ACTIVITY_STATUS_COMPLETED");
    const sent = await broadcast(alice, signed!);
    expect(sent.status).toBe(200);
    const receipt = await minedReceipt(((await sent.json()) as { txHash: Hex }).txHash);
    const { gasUsed, effectiveGasPrice } = receipt as unknown as { gasUsed: Hex; effectiveGasPrice: Hex };
    expect(receipt.status).toBe("0x1");
    expect(await hypeOf(recipient)).toBe(BigInt(max.amount));
    expect(await hypeOf(alice.address)).toBe(before - BigInt(max.amount) - BigInt(gasUsed) * BigInt(effectiveGasPrice));
    await chain.fund([alice.address], 10n);
  });

  it("sends a token the wallet holds to a checksummed address", async () => {
    const recipient = freshAddress();
    const held = await tokenBalance(token, alice.address);
    const all = await plan(alice, { asset: token, to: recipient, amount: "max" });
    expect(BigInt(all.amount)).toBe(held);
    const { signed } = await signAt(alice.sessionKey, alice.subOrganizationId, alice.address, unsignedWithdrawal(all));
    const sent = await broadcast(alice, signed!);
    expect((await minedReceipt(((await sent.json()) as { txHash: Hex }).txHash)).status).toBe("0x1");
    expect(await tokenBalance(token, recipient)).toBe(held);
    expect(await tokenBalance(token, alice.address)).toBe(0n);
  });

  it("refuses a withdrawal beyond the balance, a bad checksum and the wallet itself before anything is signed", async () => {
    const nonce = await nonceOf(alice.address);
    const balance = await hypeOf(alice.address);
    const recipient = freshAddress();
    const tooMuch = await planFor(alice, { asset: "HYPE", to: recipient, amount: formatEther(balance) });
    expect(tooMuch.status).toBe(400);
    expect(await messageOf(tooMuch)).toMatch(
      new RegExp(`^Not enough HYPE: the wallet holds ${formatEther(balance).replace(".", "\\.")} HYPE and this withdrawal needs .* HYPE network fee$`),
    );
    const noTokens = await planFor(alice, { asset: token, to: recipient, amount: "1" });
    expect(noTokens.status).toBe(400);
    expect(await messageOf(noTokens)).toBe("Not enough WDRAW: the wallet holds 0 WDRAW and this withdrawal needs 1 WDRAW");
    const mistyped = recipient.replace(/[a-f]/, (letter) => letter.toUpperCase());
    const typo = await planFor(alice, { asset: "HYPE", to: mistyped === recipient ? recipient.toLowerCase().replace("0x", "0X") : mistyped, amount: "1" });
    expect(typo.status).toBe(400);
    expect(await messageOf(typo)).toMatch(/^Invalid recipient: /);
    const own = await planFor(alice, { asset: "HYPE", to: alice.address, amount: "1" });
    expect(await messageOf(own)).toBe("Invalid recipient: that is this wallet's own address");
    const refusingContract = await planFor(alice, { asset: "HYPE", to: token, amount: "0.1" });
    expect(refusingContract.status).toBe(400);
    expect(await messageOf(refusingContract)).toMatch(/^This transfer would fail: /);
    expect(await nonceOf(alice.address)).toBe(nonce);
  });

  it("warns before sending to a contract, and refuses a transfer the contract would revert", async () => {
    await buyAs(alice.address, token, parseEther("0.1"));
    const router = getAddress(devnet.contracts.v2Router as string);
    const toRouter = await plan(alice, { asset: token, to: router, amount: "max" });
    expect(toRouter.warnings).toEqual([
      { kind: "contract", message: `${router} is a contract. Send WDRAW to it only if it is meant to receive it: what a contract cannot move on is lost.` },
    ]);
    // The devnet's WHYPE takes HYPE only through deposit(): a plain transfer reverts, so it is refused before signing.
    const toWhype = await planFor(alice, { asset: "HYPE", to: WHYPE_ADDRESS, amount: "0.1" });
    expect(toWhype.status).toBe(400);
    expect(await messageOf(toWhype)).toBe("This transfer would fail: execution reverted");
  });
});

describe("who can sign a withdrawal", () => {
  it("the worker's trading key cannot: the provider answers its policy refusal for a HYPE transfer and a token transfer", async () => {
    await buyAs(alice.address, token, parseEther("1"));
    const recipient = freshAddress();
    const hype = unsignedWithdrawal(await plan(alice, { asset: "HYPE", to: recipient, amount: "1" }));
    const tokens = unsignedWithdrawal(await plan(alice, { asset: token, to: recipient, amount: "max" }));
    const tradingKey = { publicKey: services.tradingPublicKey, privateKey: services.tradingPrivateKey };
    for (const unsigned of [hype, tokens]) {
      expect(await signAt(tradingKey, alice.subOrganizationId, alice.address, unsigned)).toEqual({ status: POLICY_REFUSAL, signed: null });
      const signed = await signAt(alice.sessionKey, alice.subOrganizationId, alice.address, unsigned);
      expect(signed.status).toBe("ACTIVITY_STATUS_COMPLETED");
      expect(parseTransaction(signed.signed!).to?.toLowerCase()).toBe(parseTransaction(unsigned).to?.toLowerCase());
    }
  });

  it("another user's session cannot sign for the wallet, nor send the wallet's signed transfer as their own", async () => {
    const unsigned = unsignedWithdrawal(await plan(alice, { asset: "HYPE", to: bob.address, amount: "1" }));
    const stolen = await signAt(bob.sessionKey, alice.subOrganizationId, alice.address, unsigned).catch((error: Error) => error);
    expect(stolen).toBeInstanceOf(Error);
    expect(String(stolen)).toMatch(/not (found|authorized|allowed)|unauthenticated|could not/i);

    const { signed } = await signAt(alice.sessionKey, alice.subOrganizationId, alice.address, unsigned);
    const asBob = await broadcast(bob, signed!);
    expect(asBob.status).toBe(400);
    expect(await messageOf(asBob)).toBe(`The transaction is signed by ${alice.address}, not by your wallet ${bob.address}`);
    expect(await nonceOf(alice.address)).toBe(Number(parseTransaction(signed!).nonce));
  });
});
