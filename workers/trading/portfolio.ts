import type { PortfolioPosition, PortfolioResponse } from "../../shared/schemas/portfolio";
import { portfolioTokens } from "../queries/portfolio-tokens";
import { walletPosition } from "./position-value";

// GET /indexer/portfolio: every token a wallet holds or traded, each valued by the position box's own account
// (walletPosition), so a token's row and its pair page never disagree.

const byValue = (a: PortfolioPosition, b: PortfolioPosition) => (b.valueUsd ?? -1) - (a.valueUsd ?? -1) || b.realizedPnlUsd - a.realizedPnlUsd;

const sum = (positions: PortfolioPosition[], figure: (position: PortfolioPosition) => number | null) =>
  positions.reduce((total, position) => total + (figure(position) ?? 0), 0);

/** A wallet's positions, largest value first, and their sums (a position nothing can sell now adds no value). */
export async function walletPortfolio(env: Env, wallet: string): Promise<PortfolioResponse> {
  const tokens = await portfolioTokens(env.DB, wallet);
  const answers = await Promise.all(tokens.map((token) => walletPosition(env, token.address, wallet)));
  const positions = tokens.flatMap((token, index): PortfolioPosition[] => {
    const { position, value } = answers[index]!;
    if (position === null || value === null) return [];
    return [
      {
        tokenAddress: token.address,
        marketAddress: token.market_address,
        symbol: token.symbol,
        name: token.name,
        balance: position.balance,
        priceUsd: position.latestPriceUsd,
        valueUsd: value.sellNow?.usd ?? null,
        costUsd: value.costUsd,
        averageCostUsd: value.averageCostUsd,
        realizedPnlUsd: value.realizedPnlUsd,
        unrealizedPnlUsd: value.unrealizedPnlUsd,
        tradeCount: position.tradeCount,
      },
    ];
  });
  positions.sort(byValue);
  return {
    walletAddress: wallet,
    positions,
    totals: {
      valueUsd: sum(positions, (p) => p.valueUsd),
      costUsd: sum(positions, (p) => p.costUsd),
      realizedPnlUsd: sum(positions, (p) => p.realizedPnlUsd),
      unrealizedPnlUsd: sum(positions, (p) => p.unrealizedPnlUsd),
    },
  };
}
