// Deploys the trade guard (contracts/TradeGuard.sol) on HyperEVM, at the address shared/chains.ts names, through the
// deterministic deployer; anyone may send it, and it is the same contract whoever does (docs/security.md):
//   DEPLOYER_PRIVATE_KEY=0x… npx tsx scripts/deploy-trade-guard.ts
// RPC_URL picks another node. Without a key it only checks: the address, the deployer, whether it is there already.
import { type Address, createPublicClient, createWalletClient, type Hex, http } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { DETERMINISTIC_DEPLOYER, tradeGuardAddress, tradeGuardDeployment } from "../devnet/trade-guard/deterministic";
import { chainConfig } from "../shared/chains";

const DEPLOY_GAS = 1_500_000n;

async function main(): Promise<void> {
  const config = chainConfig("hyperevm");
  const launchpad = config.contracts.launchpad as Address;
  const address = tradeGuardAddress(launchpad);
  if (address !== config.contracts.tradeGuard) {
    throw new Error(`the compiled guard would be at ${address}, but shared/chains.ts names ${config.contracts.tradeGuard}: update one of them`);
  }
  const transport = http(process.env.RPC_URL ?? config.rpcUrl);
  const client = createPublicClient({ transport });
  const chainId = await client.getChainId();
  if (chainId !== config.chainId) throw new Error(`the node is chain ${chainId}, not HyperEVM (${config.chainId})`);
  if ((await client.getCode({ address: DETERMINISTIC_DEPLOYER })) === undefined) {
    throw new Error(`the deterministic deployer ${DETERMINISTIC_DEPLOYER} is not on this chain`);
  }
  if ((await client.getCode({ address })) !== undefined) {
    console.log(`the trade guard is already deployed at ${address}`);
    return;
  }
  const key = process.env.DEPLOYER_PRIVATE_KEY;
  if (!key) {
    console.log(`the trade guard is not deployed yet; it will be at ${address}. Set DEPLOYER_PRIVATE_KEY to deploy it.`);
    return;
  }
  const account = privateKeyToAccount(key as Hex);
  const wallet = createWalletClient({ account, transport });
  const hash = await wallet.sendTransaction({
    chain: { id: config.chainId, name: "HyperEVM", nativeCurrency: { name: "HYPE", symbol: "HYPE", decimals: 18 }, rpcUrls: { default: { http: [] } } },
    ...tradeGuardDeployment(launchpad),
    gas: DEPLOY_GAS,
  });
  const receipt = await client.waitForTransactionReceipt({ hash });
  if (receipt.status !== "success" || (await client.getCode({ address })) === undefined) throw new Error(`the deployment ${hash} did not create the guard`);
  console.log(`the trade guard is deployed at ${address} (transaction ${hash}, ${receipt.gasUsed} gas)`);
}

main().catch((error: Error) => {
  console.error(error.message.split("\n")[0]);
  process.exit(1);
});
