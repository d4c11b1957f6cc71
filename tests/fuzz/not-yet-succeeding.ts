/**
 * Valid requests that do not succeed yet, each for a reason the fuzz found or cannot supply: there a 4xx in the
 * error shape passes too. Each is a gap to close, not a rule.
 */
export const NOT_YET_SUCCEEDING = new Map([
  // The document lets dailyCap be "0" (an amount's pattern); the route wants more than 0 HYPE.
  ["PUT /api/v1/tools/bot/settings", "the document's dailyCap admits 0"],
  // A generated rule id names no rule of the caller's: the rules' own tests (tests/workers/trading-bot/) edit real ones.
  ["PUT /api/v1/tools/bot/rules/{id}", "needs one of the caller's rule ids"],
  ["DELETE /api/v1/tools/bot/rules/{id}", "needs one of the caller's rule ids"],
  ["POST /api/v1/tools/bot/rules/{id}/pause", "needs one of the caller's rule ids"],
  // Likewise an alert id (tests/workers/alerts/ delete real ones); and a curve alert, which the document cannot tell
  // from a price alert, needs a threshold of at most 100 % on a market still on its curve.
  ["DELETE /api/v1/alerts/{id}", "needs one of the caller's alert ids"],
  ["POST /api/v1/alerts", "a curve alert needs at most 100 % on a market still on its curve"],
  // The worker tests' chain has no published campaign tree and no HyperLend pool (tests/workers/tools/ cover them).
  ["GET /api/v1/tools/whitelist/campaigns/{contract}/tree", "needs a known campaign's contract"],
  ["GET /api/v1/tools/lending/markets/{reserve}", "the worker tests' chain has no HyperLend pool"],
  ["GET /api/v1/tools/lending/wallets/{address}", "the worker tests' chain has no HyperLend pool"],
  // Nor an NFT collection: tests/workers/tools/nft/ read the devnet's.
  ["GET /api/v1/tools/nft/collections/{collectionAddress}", "the worker tests' chain has no NFT collection"],
  // USD prices are kept for a pair's listed token only: currency=usd with token=quote is refused with a 400.
  ["GET /api/v1/indexer/ohlcv/{pairAddress}/{timeframe}", "no USD series for the quote token"],
  // The document lets priorityTipGwei be negative; the route refuses it (the schema's minimum is lost in the document).
  ["GET /api/v1/liquidlaunch/quote", "the document's priorityTipGwei has no minimum"],
  // The document lets the recipient be any text; the route wants an address.
  ["POST /api/v1/transactions/withdraw/plan", "the document's recipient has no address pattern"],
  // A valid body is a transaction signed by the user's wallet: the fuzz cannot sign one.
  // The fuzz's signed-in wallet holds no HYPE: a withdrawal's nonce is refused for its cost.
  ["POST /api/v1/transactions/withdraw/nonce", "the fuzz's wallet holds no HYPE"],
  ["POST /api/v1/transactions/broadcast", "needs a transaction the user's wallet signed"],
  // Their body names the wallet as `address`, which the fuzz fills with token addresses (the iframe's `address`).
  ["POST /api/v1/auth/wallet/one", "needs the user's wallet in `address`"],
  ["POST /api/v1/devnet/faucet", "needs the user's wallet in `address`"],
  ["POST /api/v1/liquidlaunch/buy", "needs the user's wallet in `address`"],
  ["POST /api/v1/liquidlaunch/sell", "needs the user's wallet in `address`"],
  // A rule the document accepts may still expire in the past or name a token the launchpad did not create.
  ["POST /api/v1/tools/bot/rules", "a rule needs a future expiresAt and a launchpad token"],
  // A valid check names a claim contract and its published tree: random text is no tree, a random address no contract.
  ["POST /api/v1/tools/whitelist/check", "needs a claim contract and its published tree"],
]);
