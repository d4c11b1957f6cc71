const GWEI = 1e9;

/** A gas price (wei as decimal text) in gwei with up to three decimals; under a thousandth of a gwei, in wei. */
export function formatGasPrice(wei: string): string {
  const value = Number(wei);
  if (value !== 0 && value < GWEI / 1000) return `${value.toLocaleString("en-US")} wei`;
  const gwei = value / GWEI;
  return `${gwei.toLocaleString("en-US", { maximumFractionDigits: gwei >= 100 ? 0 : 3 })} gwei`;
}

/** An amount of gas, whole: "21,000". */
export function formatGas(gas: number): string {
  return gas.toLocaleString("en-US");
}
