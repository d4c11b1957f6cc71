import { type Address, formatEther, formatUnits, getAddress, type PublicClient } from "viem";
import type { ChainConfig } from "../../../shared/chains";
import type { ExcludedHolderKind, SnifferReport } from "../../../shared/schemas/sniffer";
import { tokenToolAbi } from "../../chain/tool-abis";
import { creatorRecord } from "../../queries/creator-record";
import { tokenAndMarkets } from "../../queries/token-markets";
import type { SwapsEnv } from "../../stores/swaps";
import { sniffChecks } from "./checks";
import { type ContractFacts, readContractFacts } from "./contract-facts";
import { rugged } from "./holder-checks";
import { indexedHolders, replayedHolders } from "./holder-facts";
import { launchFacts } from "./launch-facts";
import { curveFacts, type LiquidityFacts, lpFacts } from "./liquidity-facts";
import { findMarket, type MarketChoice } from "./market";
import { simulateTrades } from "./simulate-trades";
import { type HolderFacts, isKnown, type NotAnalysed, type SniffFacts } from "./sniff-facts";
import { verdictOf } from "./verdict";

const NO_CODE: NotAnalysed = { notAnalysed: "No contract at this address." };
const NOT_A_LAUNCH: NotAnalysed = { notAnalysed: "Not a launchpad launch: the index knows no launch block to look for bundles and snipers in." };

/**
 * The token sniffer: every fact read at the chain's latest block (trades simulated with eth_call, code and
 * storage, holders, the creator's record, liquidity), judged into checks, a verdict and a score.
 */
export async function sniffToken(env: SwapsEnv, client: PublicClient, config: ChainConfig, token: Address): Promise<SnifferReport> {
  const { DB: db } = env;
  const { contracts } = config;
  const block = await client.getBlock({ blockTag: "latest" });
  const blockNumber = block.number;
  const known = await tokenAndMarkets(db, token.toLowerCase());
  const launchpadToken = known.token?.token_type === "launchpad";
  const [contract, choice, basics] = await Promise.all([
    readContractFacts(client, token, blockNumber),
    findMarket(client, contracts, token, { record: known.token, markets: known.markets }, blockNumber),
    tokenBasics(client, token, blockNumber),
  ]);
  const tradable = contract === null ? NO_CODE : choice.market === null ? { notAnalysed: choice.reason } : null;
  const notPeople = new Map<string, ExcludedHolderKind>([
    ...known.markets.map((market) => [market.address, "pair"] as const),
    ...(contracts.launchpad === null ? [] : [[contracts.launchpad, "bonding-curve"] as const]),
  ]);
  const [simulation, holders] = await Promise.all([
    tradable === null && choice.market !== null ? simulateTrades(client, choice.market, token, blockNumber).catch(simulationRefused) : tradable,
    contract === null ? NO_CODE : launchpadToken ? indexedHolders(db, token) : replayedHolders(client, token, notPeople, blockNumber),
  ]);
  const creatorAddress = known.token?.creator_address ?? (isKnown(holders) ? holders.deployer : null);
  const [creator, liquidity, blockedHolders, launch] = await Promise.all([
    creatorFacts(db, client, token, creatorAddress, blockNumber),
    liquidityFacts(client, contracts, token, launchpadToken, choice, creatorAddress, blockNumber),
    countBlocked(client, token, contract, holders, blockNumber),
    launchpadToken ? launchFacts(env, client, config.chainId, token, creatorAddress, blockNumber) : NOT_A_LAUNCH,
  ]);
  const facts: SniffFacts = {
    trials: simulation === null ? NO_CODE : isKnown(simulation) ? simulation.trials : simulation,
    contract: contract ?? NO_CODE,
    holders,
    supply: basics.totalSupply === null || basics.decimals === null ? null : { raw: basics.totalSupply, decimals: basics.decimals },
    creator,
    token,
    liquidity,
    blockedHolders,
    launch,
  };
  const checks = sniffChecks(facts);
  const decimals = basics.decimals ?? 18;
  const share = (raw: bigint) => (facts.supply === null || facts.supply.raw === 0n ? 0 : Number((raw * 1_000_000n) / facts.supply.raw) / 10_000);
  return {
    token: {
      address: token,
      name: known.token?.name ?? basics.name,
      symbol: known.token?.symbol ?? basics.symbol,
      decimals: basics.decimals,
      totalSupply: basics.totalSupply === null ? null : formatUnits(basics.totalSupply, decimals),
      launchpad: launchpadToken,
    },
    block: { number: Number(blockNumber), timestamp: Number(block.timestamp) },
    ...verdictOf(checks),
    market:
      choice.market === null
        ? null
        : {
            venue: choice.market.venue,
            address: choice.market.pairAddress,
            liquidityHype: formatEther(choice.market.liquidityHype),
            depthHype: formatEther(choice.market.depthHype),
          },
    simulation: simulation !== null && isKnown(simulation) ? simulation : null,
    contract:
      contract === null
        ? null
        : {
            owner: contract.owner,
            privileged: contract.privileged.map(({ signature, kind, verified }) => ({ signature, kind, verified })),
            implementation: contract.implementation,
            codeSize: contract.codeSize,
          },
    holders: isKnown(holders)
      ? {
          source: holders.source,
          count: holders.count,
          top10Percent: share(holders.top.reduce((sum, holder) => sum + holder.balance, 0n)),
          top: holders.top.map((holder) => ({
            address: holder.address,
            percent: share(holder.balance),
            label: holder.address.toLowerCase() === creatorAddress?.toLowerCase() ? "creator" : "holder",
          })),
          excluded: holders.excluded.map((holder) => ({ address: holder.address, percent: share(holder.balance), kind: holder.kind })),
        }
      : null,
    creator: isKnown(creator)
      ? {
          address: getAddress(creator.address),
          percent: creator.balance === null ? null : share(creator.balance),
          confidenceTier: creator.record.score?.tier ?? null,
          confidenceScore: creator.record.score?.score ?? null,
          launches: creator.record.launches.map((launch) => ({
            address: getAddress(launch.address),
            symbol: launch.symbol,
            creationTimestamp: launch.creation_timestamp,
            creatorSoldPercent: launch.bought === null || launch.bought === 0 ? null : Math.min(100, ((launch.sold ?? 0) / launch.bought) * 100),
            rugged: rugged(launch),
          })),
        }
      : null,
    launch: isKnown(launch)
      ? {
          bundles: launch.bundles.map(({ members, funder, boughtAtLaunch, balance }) => ({ members, funder, boughtAtLaunch, percent: share(balance) })),
          snipers: launch.snipers.map((sniper) => ({ address: sniper.address, percent: share(sniper.balance) })),
        }
      : null,
    liquidity: isKnown(liquidity) ? liquidity : null,
    checks,
  };
}

function simulationRefused(error: Error): NotAnalysed {
  return { notAnalysed: `The node refused the simulated trades (${error.message.split("\n")[0]}).` };
}

/** Name, symbol, decimals and supply as the token answers them (null where it does not). */
async function tokenBasics(client: PublicClient, token: Address, blockNumber: bigint) {
  const read = <T>(functionName: "name" | "symbol" | "decimals" | "totalSupply") =>
    (client.readContract({ address: token, abi: tokenToolAbi, functionName, blockNumber }) as Promise<T>).catch(() => null);
  const [name, symbol, decimals, totalSupply] = await Promise.all([
    read<string>("name"),
    read<string>("symbol"),
    read<number>("decimals"),
    read<bigint>("totalSupply"),
  ]);
  return { name, symbol, decimals: decimals === null ? null : Number(decimals), totalSupply };
}

async function creatorFacts(db: D1Database, client: PublicClient, token: Address, creator: string | null, blockNumber: bigint): Promise<SniffFacts["creator"]> {
  if (creator === null) return { notAnalysed: "The creator is unknown: the token is not a launch the indexer saw, and its first mint could not be traced." };
  const [record, balance] = await Promise.all([
    creatorRecord(db, creator.toLowerCase()),
    client.readContract({ address: token, abi: tokenToolAbi, functionName: "balanceOf", args: [creator as Address], blockNumber }).catch(() => null),
  ]);
  return { address: getAddress(creator), balance, record };
}

async function liquidityFacts(
  client: PublicClient,
  contracts: ChainConfig["contracts"],
  token: Address,
  launchpadToken: boolean,
  choice: MarketChoice,
  creator: string | null,
  blockNumber: bigint,
): Promise<LiquidityFacts | NotAnalysed> {
  const { market } = choice;
  if (launchpadToken && contracts.launchpad !== null && (market === null || market.venue === "curve")) {
    return curveFacts(client, contracts.launchpad as Address, token, blockNumber);
  }
  if (market === null) return { notAnalysed: choice.reason };
  if (market.venue === "hyperswap-v3") return { notAnalysed: "V3 liquidity is held as NFT positions, which the sniffer does not trace." };
  return lpFacts(client, market.pool, creator === null ? null : (creator as Address), blockNumber);
}

/** How many of the largest holders the token's own getter says are blacklisted. */
async function countBlocked(client: PublicClient, token: Address, contract: ContractFacts | null, holders: HolderFacts | NotAnalysed, blockNumber: bigint) {
  const getter = contract?.blockedGetter;
  if (getter === undefined || getter === null || !isKnown(holders)) return 0;
  const blocked = await Promise.all(
    holders.top.map((holder) =>
      client.readContract({ address: token, abi: [getter], functionName: getter.name, args: [holder.address], blockNumber }).catch(() => false),
    ),
  );
  return blocked.filter((answer) => answer === true).length;
}
