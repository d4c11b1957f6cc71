import { type Abi, type Address, encodeDeployData, encodeFunctionData, maxUint256, parseEther } from "viem";
import { WHYPE_ADDRESS } from "../../shared/addresses";
import { compileContracts } from "../contracts/compile";
import { sendInRounds } from "../simulator/send-in-rounds";
import type { SimChain, SimTransaction } from "../simulator/sim-chain";
import { whypeAbi } from "../whype";
import { COLLECTIONS, COLLECTORS, NFT_DEPLOYER, type NftDeployment, nftAddresses } from "./collections";
import { openNftMarket } from "./opening";

const erc20Approve = [
  { type: "function", name: "approve", stateMutability: "nonpayable", inputs: [{ type: "address" }, { type: "uint256" }], outputs: [{ type: "bool" }] },
] as const;

/**
 * Deploys the collections and the marketplace in the chain's past, mints them to the collectors (a few whales
 * hold many), gives the market their approvals and some WHYPE, and opens the market: five blocks stamped by `blockTime`.
 */
export async function deployNfts(chain: SimChain, blockTime: () => number): Promise<NftDeployment> {
  const compiled = compileContracts();
  const { NftCollection, NftEditions, NftMarket } = compiled;
  const addresses = nftAddresses();
  await chain.fund([NFT_DEPLOYER, ...COLLECTORS], parseEther("100000"));
  const deploys: SimTransaction[] = COLLECTIONS.map((spec) => ({
    from: NFT_DEPLOYER,
    data:
      spec.kind === "erc721"
        ? encodeDeployData({ ...NftCollection!, args: [spec.name, spec.symbol, BigInt(spec.supply), NFT_DEPLOYER, BigInt(spec.royaltyBps), spec.rare] })
        : encodeDeployData({ ...NftEditions!, args: [spec.name, spec.symbol, NFT_DEPLOYER, BigInt(spec.royaltyBps)] }),
    gas: 6_000_000n,
  }));
  deploys.push({ from: NFT_DEPLOYER, data: encodeDeployData({ ...NftMarket!, args: [WHYPE_ADDRESS] }), gas: 3_000_000n });
  await mine(chain, await chain.sendInOrder(deploys), blockTime());

  const mints: SimTransaction[] = [];
  COLLECTIONS.forEach((spec, index) => {
    const collection = addresses.collections[index]!;
    const abi = (spec.kind === "erc721" ? NftCollection : NftEditions)!.abi;
    for (const [holder, count] of holdings(spec.minted, spec.kind === "erc721")) {
      const args = spec.kind === "erc721" ? [holder, BigInt(count)] : [holder, BigInt(1 + (count % 5)), BigInt(count)];
      mints.push({ from: NFT_DEPLOYER, to: collection, data: encodeFunctionData({ abi, functionName: "mint", args }), gas: 4_000_000n });
    }
  });
  await mine(chain, await chain.sendInOrder(mints), blockTime());

  const approvals = COLLECTORS.flatMap((collector) => [
    ...addresses.collections.map((collection) => ({
      from: collector,
      to: collection,
      data: encodeFunctionData({ abi: NftCollection!.abi as Abi, functionName: "setApprovalForAll", args: [addresses.market, true] }),
      gas: 100_000n,
    })),
    { from: collector, to: WHYPE_ADDRESS, data: encodeFunctionData({ abi: whypeAbi, functionName: "deposit" }), value: parseEther("20000"), gas: 100_000n },
    {
      from: collector,
      to: WHYPE_ADDRESS,
      data: encodeFunctionData({ abi: erc20Approve, functionName: "approve", args: [addresses.market, maxUint256] }),
      gas: 100_000n,
    },
  ]);
  await mine(
    chain,
    await sendInRounds(
      chain,
      approvals.map((transaction) => ({ lane: transaction.from, transaction })),
    ),
    blockTime(),
  );
  const deployment = {
    market: addresses.market,
    collections: COLLECTIONS.map((spec, index) => ({ address: addresses.collections[index]!, symbol: spec.symbol })),
  };
  await openNftMarket(chain, deployment, blockTime);
  return deployment;
}

async function mine(chain: SimChain, hashes: `0x${string}`[], timestamp: number): Promise<void> {
  await chain.mineAt(timestamp);
  await chain.receipts(hashes);
}

/**
 * Who mints how many: the first three collectors are whales with a fifth of the supply each (ERC-721),
 * the rest share what is left. For the ERC-1155 each collector mints a stack of one edition.
 */
function holdings(minted: number, unique: boolean): [Address, number][] {
  if (!unique) return COLLECTORS.map((collector, index) => [collector, 3 + (index % 7)]);
  const whales = Math.floor(minted / 5);
  const result: [Address, number][] = COLLECTORS.slice(0, 3).map((collector) => [collector, whales]);
  let left = minted - whales * 3;
  for (let index = 3; left > 0; index = 3 + ((index - 2) % (COLLECTORS.length - 3))) {
    const count = Math.min(left, 1 + (index % 3));
    result.push([COLLECTORS[index]!, count]);
    left -= count;
  }
  return result;
}
