import { type Address, encodeFunctionData, type Hex, parseAbi, parseEther } from "viem";
import { WHYPE_ADDRESS } from "../../../shared/addresses";
import type { IndexerDevnet } from "../../devnet/indexer-chain";
import { jsonRpc } from "../json-rpc";

const launchpadAbi = parseAbi([
  "function createToken(string name, string symbol, string image_uri, string description, string website, string twitter, string telegram, string discord, uint8 dexIndex) payable returns (address)",
  "function buyTokens(address token) payable",
  "function sellTokens(address token, uint256 tokenAmount)",
  "function completeBonding(address token)",
]);
const v2RouterAbi = parseAbi([
  "function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[])",
]);
const v3RouterAbi = parseAbi([
  "struct ExactInputSingleParams { address tokenIn; address tokenOut; uint24 fee; address recipient; uint256 deadline; uint256 amountIn; uint256 amountOutMinimum; uint160 sqrtPriceLimitX96; }",
  "function exactInputSingle(ExactInputSingleParams params) payable returns (uint256)",
]);
const FAR = 2n ** 40n;

type Tx = { from: Address; to: Address; data: Hex; value?: bigint; gas?: bigint };

/** Drives the test devnet over JSON-RPC from inside workerd: impersonated senders, blocks mined at chosen times. */
export function chainDriver(devnet: IndexerDevnet) {
  const at = (address: string | null | undefined) => address as Address;
  const launchpad = at(devnet.contracts.launchpad);
  const usdt0 = at(devnet.contracts.stablecoins?.[0]?.address);
  const rpc = jsonRpc(devnet.rpcUrl);
  const hex = (value: bigint) => `0x${value.toString(16)}`;
  const pending: Hex[] = [];

  const driver = {
    rpc,
    async send(tx: Tx) {
      const hash = await rpc<Hex>("eth_sendTransaction", [
        { from: tx.from, to: tx.to, data: tx.data, value: hex(tx.value ?? 0n), gas: hex(tx.gas ?? 3_000_000n) },
      ]);
      pending.push(hash);
    },
    /** Mines the queued transactions into one block at `timestamp`; fails if any reverted. */
    async mine(timestamp: number) {
      await rpc("evm_mine", [{ timestamp }]);
      const hashes = pending.splice(0);
      for (const hash of hashes) {
        const receipt = await rpc<{ status: Hex; logs: { address: string; topics: Hex[] }[] }>("eth_getTransactionReceipt", [hash]);
        if (receipt.status !== "0x1") throw new Error(`transaction ${hash} reverted`);
      }
      return hashes;
    },
    async fund(addresses: Address[], hype = 1000n) {
      for (const address of addresses) await rpc("anvil_setBalance", [address, hex(parseEther(String(hype)))]);
    },
    head: async () => Number(await rpc<Hex>("eth_blockNumber")),
    /** Back to the freshly deployed devnet (test files share one anvil; each starts from there). */
    async resetChain() {
      const res = await fetch(devnet.resetUrl, { method: "POST" });
      if (!res.ok) throw new Error(`the devnet did not reset: ${await res.text()}`);
    },
    snapshot: () => rpc<Hex>("evm_snapshot"),
    revert: (snapshot: Hex) => rpc<boolean>("evm_revert", [snapshot]),
    createToken: (creator: Address, symbol: string, hype: bigint) =>
      driver.send({
        from: creator,
        to: launchpad,
        value: hype,
        gas: 6_000_000n,
        data: encodeFunctionData({
          abi: launchpadAbi,
          functionName: "createToken",
          args: [`${symbol} Token`, symbol, `https://img.example/${symbol}.png`, `About ${symbol}`, "", "", "", "", 0],
        }),
      }),
    buy: (trader: Address, token: Address, hype: bigint) =>
      driver.send({ from: trader, to: launchpad, value: hype, data: encodeFunctionData({ abi: launchpadAbi, functionName: "buyTokens", args: [token] }) }),
    sell: (trader: Address, token: Address, amount: bigint) =>
      driver.send({ from: trader, to: launchpad, data: encodeFunctionData({ abi: launchpadAbi, functionName: "sellTokens", args: [token, amount] }) }),
    completeBonding: (caller: Address, token: Address) =>
      driver.send({
        from: caller,
        to: launchpad,
        gas: 6_000_000n,
        data: encodeFunctionData({ abi: launchpadAbi, functionName: "completeBonding", args: [token] }),
      }),
    /** HYPE → USDT0 on the V2 reference pair (moves HYPE's USD price). */
    swapV2: (trader: Address, hype: bigint) =>
      driver.send({
        from: trader,
        to: at(devnet.contracts.v2Router),
        value: hype,
        data: encodeFunctionData({
          abi: v2RouterAbi,
          functionName: "swapExactETHForTokens",
          args: [0n, [WHYPE_ADDRESS, usdt0], trader, FAR],
        }),
      }),
    /** HYPE → USDT0 on the V3 reference pool. */
    swapV3: (trader: Address, hype: bigint) =>
      driver.send({
        from: trader,
        to: at(devnet.contracts.v3SwapRouter),
        value: hype,
        data: encodeFunctionData({
          abi: v3RouterAbi,
          functionName: "exactInputSingle",
          args: [
            {
              tokenIn: WHYPE_ADDRESS,
              tokenOut: usdt0,
              fee: 500,
              recipient: trader,
              deadline: FAR,
              amountIn: hype,
              amountOutMinimum: 0n,
              sqrtPriceLimitX96: 0n,
            },
          ],
        }),
      }),
    /** The token a launchpad createToken transaction made (topic 1 of its TokenCreated log). */
    async createdToken(hash: Hex): Promise<Address> {
      const receipt = await rpc<{ logs: { address: string; topics: Hex[] }[] }>("eth_getTransactionReceipt", [hash]);
      const log = receipt.logs.find((entry) => entry.address.toLowerCase() === launchpad.toLowerCase() && entry.topics.length === 3);
      if (!log) throw new Error("no TokenCreated log");
      return `0x${log.topics[1]!.slice(26)}` as Address;
    },
  };
  return driver;
}

export type ChainDriver = ReturnType<typeof chainDriver>;
