import { type Hex, type PublicClient, TransactionNotFoundError, type TransactionReceipt, TransactionReceiptNotFoundError } from "viem";

// Following a sent transaction: its receipt, for as long as an answer may wait, and whether the node still
// knows it (a transaction the node dropped never mines, so waiting on it would only end in a timeout).

/** A trade waits this long for its receipt, then answers its hash as pending and the trade panel follows it. */
export const PENDING_AFTER_MS = 15_000;
const RECEIPT_POLL_MS = 250;
/** While no receipt comes, the node is asked this often whether it still knows the transaction. */
const KNOWN_CHECK_MS = 1_000;

export type Landing = { status: "mined"; receipt: TransactionReceipt } | { status: "pending" } | { status: "dropped" };

/** Whether the node knows the transaction, mined or in its pool. */
export function transactionKnown(client: PublicClient, hash: Hex): Promise<boolean> {
  return client.getTransaction({ hash }).then(
    () => true,
    (error: Error) => {
      if (error instanceof TransactionNotFoundError) return false;
      throw error;
    },
  );
}

export function receiptIfMined(client: PublicClient, hash: Hex): Promise<TransactionReceipt | null> {
  return client.getTransactionReceipt({ hash }).catch((error: Error) => {
    if (error instanceof TransactionReceiptNotFoundError) return null;
    throw error;
  });
}

/** The receipt once mined; "dropped" as soon as the node no longer knows the transaction; "pending" after `waitMs`. */
export async function awaitLanding(client: PublicClient, hash: Hex, waitMs = PENDING_AFTER_MS): Promise<Landing> {
  const started = Date.now();
  let checked = started;
  for (;;) {
    const receipt = await receiptIfMined(client, hash);
    if (receipt) return { status: "mined", receipt };
    if (Date.now() - checked >= KNOWN_CHECK_MS) {
      checked = Date.now();
      if (!(await transactionKnown(client, hash))) return { status: "dropped" };
    }
    if (Date.now() - started >= waitMs) return { status: "pending" };
    await new Promise((resolve) => setTimeout(resolve, RECEIPT_POLL_MS));
  }
}
