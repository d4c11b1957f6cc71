import { describe, expect, it } from "vitest";
import { displayedSide } from "../../../../shared/format/displayed-token";

const WHYPE = "0x5555555555555555555555555555555555555555";
const PURR = "0x9b498c3c8a0b8cd8ba1d9851d40d186f1872b44e";
const USDC = "0xb88339cb7199b77e23db6e890353e22632ba630f";

const pair = (token0Address: string, token1Address: string) => ({
  token0Address,
  token1Address,
  token0Symbol: "T0",
  token1Symbol: "T1",
  token0Name: "Token Zero",
  token1Name: "Token One",
});

describe("displayedSide", () => {
  it("shows token0 when token1 is WHYPE", () => {
    expect(displayedSide(pair(PURR, WHYPE))).toEqual({ address: PURR, symbol: "T0", name: "Token Zero" });
  });

  it("shows token1 when token0 is WHYPE, in any letter case", () => {
    expect(displayedSide(pair(WHYPE, PURR)).address).toBe(PURR);
    expect(displayedSide(pair(WHYPE.toUpperCase().replace("0X", "0x"), PURR)).address).toBe(PURR);
  });

  it("defaults to token1 when neither side is WHYPE", () => {
    expect(displayedSide(pair(PURR, USDC)).address).toBe(USDC);
  });

  it("falls back to 'Unknown' and 'Unknown Token'", () => {
    const unnamed = { ...pair(PURR, WHYPE), token0Symbol: null, token0Name: "" };
    expect(displayedSide(unnamed)).toEqual({ address: PURR, symbol: "Unknown", name: "Unknown Token" });
  });
});
