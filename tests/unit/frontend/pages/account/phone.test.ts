import { describe, expect, it } from "vitest";
import {
  dialCodeOf,
  e164,
  guessCountry,
  maskedPhone,
  phoneDigits,
  phonePlaceholder,
  typeAhead,
  withCountry,
} from "../../../../../frontend/pages/account/phone";

// The account page's phone field (spec 5 and 9): digits only, a mask per country, the country guessed from the
// dial code, type-ahead reset after 1000 ms, United States by default.

describe("the phone field", () => {
  it("keeps digits only, whatever is typed or pasted", () => {
    expect(phoneDigits("+1 (415) 555-0123")).toBe("14155550123");
    expect(phoneDigits("abc+44 20 7946 0958 ext")).toBe("442079460958");
    expect(phoneDigits("—")).toBe("");
  });

  it("masks the number the way its country writes it", () => {
    expect(maskedPhone("14155550123")).toBe("+1 415 555 0123");
    expect(maskedPhone("442079460958")).toBe("+44 20 7946 0958");
    expect(maskedPhone("4915123456789")).toBe("+49 1512 3456789");
    expect(maskedPhone("33612345678")).toBe("+33 6 12 34 56 78");
    expect(maskedPhone("")).toBe("");
    expect(phonePlaceholder("US")).toBe("+1 201 555 0123");
    expect(phonePlaceholder("DE")).toBe("+49 1512 3456789");
  });

  it("guesses the country from the dial code", () => {
    expect(dialCodeOf("442079460958")).toBe("44");
    expect(dialCodeOf("3531234567")).toBe("353");
    expect(guessCountry("44")).toBe("GB");
    expect(guessCountry("49")).toBe("DE");
    expect(guessCountry("7")).toBe("RU");
    // +1 is shared: the United States by default, the current country when it shares it, Canada by its area code.
    expect(guessCountry("1")).toBe("US");
    expect(guessCountry("1", "CA")).toBe("CA");
    expect(guessCountry("16135550123", "US")).toBe("CA");
    expect(guessCountry("")).toBeUndefined();
  });

  it("moves a number to another country's dial code and sends it as E.164, empty to remove it", () => {
    expect(withCountry("14155550123", "GB")).toBe("444155550123");
    expect(withCountry("", "FR")).toBe("33");
    expect(e164("14155550123", "US")).toBe("+14155550123");
    expect(e164("", "US")).toBe("");
    expect(e164("1", "US")).toBe("");
    expect(e164("1415", "US")).toBeUndefined();
  });

  it("lets the country list's type-ahead add letters within 1000 ms and start again after", () => {
    const first = typeAhead({ typed: "", at: 0 }, "g", 10_000);
    expect(first.match?.name).toBe("Gabon");
    const second = typeAhead(first.state, "e", 10_999);
    expect(second.match?.name).toBe("Georgia");
    const again = typeAhead(second.state, "e", 12_000);
    expect(again.state.typed).toBe("e");
    expect(again.match?.name).toBe("Ecuador");
  });
});
