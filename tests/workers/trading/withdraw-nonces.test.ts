import { type Address, type Hex, parseEther } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tradeResultSchema } from "../../../shared/schemas/trade";
import { type WithdrawPlan, withdrawNonceSchema } from "../../../shared/schemas/withdraw";
import { unsignedWithdrawal } from "../../../shared/withdraw";
import { bearer, post } from "../auth/sign-in-driver";
import { automine, chain, launch, minedReceipt, nonceOf, startMining, trade } from "./trading-driver";
import { plan, signAt, signIn, type User } from "./withdraw-driver";

// A withdrawal takes its nonce from the wallet's WalletNonces, the queue its trades use: a trade sent while the
// browser signs the withdrawal takes the next nonce, and a withdrawal the node refuses leaves no gap.

const CREATOR = "0x00000000000000000000000000000000000c0ffe" as Address;

let alice: User;
let token: Address;

beforeAll(async () => {
  await chain.resetChain();
  await startMining();
  await chain.fund([CREATOR], 100n);
  alice = await signIn("withdraw-nonces");
  await chain.fund([alice.address], 10n);
  token = await launch(CREATOR, "WNONCE");
}, 120_000);

afterAll(async () => {
  await automine(false);
});

const freshAddress = () => privateKeyToAccount(generatePrivateKey()).address;
const buy = () =>
  trade(
    {
      userId: alice.userId,
      address: alice.address,
      accessToken: alice.accessToken,
      wallet: { userId: alice.userId, walletUserId: alice.subOrganizationId, privateKeyId: alice.walletId },
    },
    "buy",
    { tokenAddress: token, amountIn: "0.1", slippageTolerance: 1000 },
  );
const nonceOfTransaction = async (hash: Hex) => Number((await chain.rpc<{ nonce: Hex }>("eth_getTransactionByHash", [hash])).nonce);
const costOf = (planned: WithdrawPlan) => (BigInt(planned.amount) + BigInt(planned.fee)).toString();

/** What the browser does on Send: reserve the nonce, sign with it at the provider, broadcast under the reservation. */
async function withdraw(planned: WithdrawPlan, tamper: (unsigned: WithdrawPlan) => WithdrawPlan = (same) => same): Promise<Response> {
  const reserved = await post("/transactions/withdraw/nonce", { userId: alice.userId, cost: costOf(planned) }, bearer(alice.accessToken));
  expect(reserved.status).toBe(200);
  const { nonce, reservation } = withdrawNonceSchema.parse(await reserved.json());
  const unsigned = unsignedWithdrawal(tamper({ ...planned, transaction: { ...planned.transaction, nonce } }));
  const { signed } = await signAt(alice.sessionKey, alice.subOrganizationId, alice.address, unsigned);
  return post("/transactions/broadcast", { signedTransaction: signed, userId: alice.userId, reservation }, bearer(alice.accessToken));
}

describe("a withdrawal in the wallet's nonce queue", () => {
  it("mines a trade and a withdrawal fired at once from one wallet, with consecutive nonces", async () => {
    const first = await nonceOf(alice.address);
    const recipient = freshAddress();
    const planned = await plan(alice, { asset: "HYPE", to: recipient, amount: "1" });
    const [sentWithdrawal, sentTrade] = await Promise.all([withdraw(planned), buy()]);
    expect(sentWithdrawal.status, await sentWithdrawal.clone().text()).toBe(200);
    expect(sentTrade.status, await sentTrade.clone().text()).toBe(200);
    const withdrawalHash = ((await sentWithdrawal.json()) as { txHash: Hex }).txHash;
    const tradeHash = tradeResultSchema.parse(await sentTrade.json()).transactionHash as Hex;
    expect((await minedReceipt(withdrawalHash)).status).toBe("0x1");
    expect((await minedReceipt(tradeHash)).status).toBe("0x1");
    const nonces = [await nonceOfTransaction(withdrawalHash), await nonceOfTransaction(tradeHash)];
    expect(nonces.sort((a, b) => a - b)).toEqual([first, first + 1]);
    expect(BigInt(await chain.rpc<Hex>("eth_getBalance", [recipient, "latest"]))).toBe(parseEther("1"));
  });

  it("gives the nonce of a withdrawal the node refused to the next trade, which mines", async () => {
    const first = await nonceOf(alice.address);
    const planned = await plan(alice, { asset: "HYPE", to: freshAddress(), amount: "1" });
    // Below a transfer's intrinsic 21,000 gas: signed with the reserved nonce, refused by the node.
    const refused = await withdraw(planned, (unsigned) => ({ ...unsigned, transaction: { ...unsigned.transaction, gas: "20000" } }));
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { status: string }).status).toBe("error");
    const sentTrade = await buy();
    expect(sentTrade.status, await sentTrade.clone().text()).toBe(200);
    const tradeHash = tradeResultSchema.parse(await sentTrade.json()).transactionHash as Hex;
    expect((await minedReceipt(tradeHash)).status).toBe("0x1");
    expect(await nonceOfTransaction(tradeHash)).toBe(first);
  });

  it("refuses a transfer signed with another nonce than the reserved one, and frees the reservation", async () => {
    const first = await nonceOf(alice.address);
    const planned = await plan(alice, { asset: "HYPE", to: freshAddress(), amount: "1" });
    const wrong = await withdraw(planned, (unsigned) => ({ ...unsigned, transaction: { ...unsigned.transaction, nonce: unsigned.transaction.nonce + 1 } }));
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { message: string }).message).toBe(
      `The transaction's nonce ${first + 1} is not the one reserved for it (${first}). Nothing was sent.`,
    );
    const sentTrade = await buy();
    expect(sentTrade.status, await sentTrade.clone().text()).toBe(200);
    expect(await nonceOfTransaction(tradeResultSchema.parse(await sentTrade.json()).transactionHash as Hex)).toBe(first);
  });
});
