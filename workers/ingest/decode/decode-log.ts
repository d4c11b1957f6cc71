import { type AbiEvent, type AbiParameter, decodeAbiParameters, type Hex, type Log, toEventSelector } from "viem";
import { indexedEventsAbi } from "../../chain/abis";
import { erc721Transfer, TRANSFER_TOPIC } from "./nft-transfers";

export type DecodedLog = { eventName: string; args: Record<string, unknown> };

/** One 32-byte word (64 hex digits) as the value of its ABI type. */
type WordReader = (word: string) => unknown;

type EventLayout = { name: string; indexed: Field[]; data: AbiParameter[]; dataFields: Field[] | null };
type Field = { name: string; read: WordReader };

const WORD_TYPE = /^(u?int\d*|address|bool)$/;

/** The reader of a word type: bigint for integers, lowercase 0x… for addresses. */
function wordReader(type: string): WordReader {
  if (type === "address") return (word) => `0x${word.slice(24)}`;
  if (type === "bool") return (word) => BigInt(`0x${word}`) !== 0n;
  if (type.startsWith("int")) {
    const bits = Number(type.slice(3) || 256);
    return (word) => BigInt.asIntN(bits, BigInt(`0x${word}`));
  }
  return (word) => BigInt(`0x${word}`);
}

const field = (input: AbiParameter): Field => ({ name: input.name!, read: wordReader(input.type) });

// viem's decodeEventLog hashes every ABI item's signature on every call to find the event; with
// tens of thousands of logs per range that dominates ingestion. Selectors and word readers are
// made once here, and logs made only of 32-byte words (swaps, syncs, transfers) are read word by word.
const LAYOUTS = new Map<string, EventLayout>(
  (indexedEventsAbi as readonly AbiEvent[]).map((event) => {
    const data = event.inputs.filter((input) => !input.indexed);
    return [
      toEventSelector(event),
      {
        name: event.name,
        indexed: event.inputs.filter((input) => input.indexed).map(field),
        data,
        dataFields: data.every((input) => WORD_TYPE.test(input.type)) ? data.map(field) : null,
      },
    ];
  }),
);

/** The event a log carries, or null when it is none of ours (unknown topic, or another indexing of it such as ERC721's Transfer). */
export function decodeLog(log: Log): DecodedLog | null {
  if (log.topics.length === 4 && log.topics[0] === TRANSFER_TOPIC) return erc721Transfer(log);
  const layout = log.topics[0] === undefined ? undefined : LAYOUTS.get(log.topics[0]);
  if (layout === undefined || log.topics.length - 1 !== layout.indexed.length) return null;
  try {
    const args: Record<string, unknown> = {};
    for (let index = 0; index < layout.indexed.length; index++) {
      const { name, read } = layout.indexed[index]!;
      args[name] = read(wordOf(log.topics[index + 1]!, 0));
    }
    if (layout.dataFields === null) {
      const values = decodeAbiParameters(layout.data, log.data);
      layout.data.forEach((input, index) => {
        args[input.name!] = values[index];
      });
    } else {
      for (let index = 0; index < layout.dataFields.length; index++) {
        const { name, read } = layout.dataFields[index]!;
        args[name] = read(wordOf(log.data, index));
      }
    }
    return { eventName: layout.name, args };
  } catch {
    return null;
  }
}

/** Word `index` of 0x-prefixed hex data; a short word means a truncated log. */
function wordOf(hex: Hex, index: number): string {
  const word = hex.slice(2 + 64 * index, 66 + 64 * index);
  if (word.length !== 64) throw new Error("short word");
  return word;
}
