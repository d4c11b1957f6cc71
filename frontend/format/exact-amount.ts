/** An exact decimal amount as text, its whole part grouped by thousands and every decimal kept: "12,345.000001". */
export function formatExactAmount(decimal: string): string {
  const [whole = "0", fraction] = decimal.split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}
