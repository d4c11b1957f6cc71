import { decodeAbiParameters, toEventSelector, type AbiEvent, type AbiParameter, type Hex, type Log } from "viem";
import { indexedEventsAbi } from "./abis";

export type DecodedLog = { eventName: string; args: Record<string, unknown> };

type EventLayout = { name: string; indexed: AbiParameter[]; data: AbiParameter[]; staticData: boolean };

const WORD_TYPE = /^(u?int\d*|address|bool)$/;

// viem's decodeEventLog hashes every ABI item's signature on every call to find the event; with
// tens of thousands of logs per range that dominates ingestion. Selectors are computed once here,
// and logs made only of 32-byte words (swaps, syncs, transfers) are read word by word.
const LAYOUTS = new Map<string, EventLayout>(
  (indexedEventsAbi as readonly AbiEvent[]).map((event) => {
    const data = event.inputs.filter((input) => !input.indexed);
    return [
      toEventSelector(event),
      { name: event.name, indexed: event.inputs.filter((input) => input.indexed), data, staticData: data.every((input) => WORD_TYPE.test(input.type)) },
    ];
  }),
);

/** One 32-byte word (64 hex digits) as the value of a word type: bigint for integers, lowercase 0x… for addresses. */
function wordValue(type: string, word: string): unknown {
  if (word.length !== 64) throw new Error("short word");
  if (type === "address") return `0x${word.slice(24)}`;
  if (type === "bool") return BigInt(`0x${word}`) !== 0n;
  const value = BigInt(`0x${word}`);
  return type.startsWith("int") ? BigInt.asIntN(Number(type.slice(3) || 256), value) : value;
}

function dataValues(layout: EventLayout, data: Hex): unknown[] {
  if (!layout.staticData) return [...decodeAbiParameters(layout.data, data)];
  return layout.data.map((input, index) => wordValue(input.type, data.slice(2 + 64 * index, 66 + 64 * index)));
}

/** The event a log carries, or null when it is none of ours (unknown topic, or another indexing of it such as ERC721's Transfer). */
export function decodeLog(log: Log): DecodedLog | null {
  const layout = log.topics[0] === undefined ? undefined : LAYOUTS.get(log.topics[0]);
  if (layout === undefined || log.topics.length - 1 !== layout.indexed.length) return null;
  try {
    const args: Record<string, unknown> = {};
    layout.indexed.forEach((input, index) => {
      args[input.name!] = wordValue(input.type, log.topics[index + 1]!.slice(2));
    });
    const values = dataValues(layout, log.data);
    layout.data.forEach((input, index) => {
      args[input.name!] = values[index];
    });
    return { eventName: layout.name, args };
  } catch {
    return null;
  }
}
