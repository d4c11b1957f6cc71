// The phone field's rules (spec 5 and 9): digits only, a mask per country, the country guessed from the dial code,
// a country list whose type-ahead forgets what was typed after PHONE_INPUT.typeAheadResetMs. Numbers are kept as
// their international digits (dial code first) and sent to the wallet provider as E.164. libphonenumber-js holds
// every country's dial code and format.

import metadata from "libphonenumber-js/metadata.min.json";
import { AsYouType, type CountryCode, getCountries, getCountryCallingCode, getExampleNumber, isPossiblePhoneNumber } from "libphonenumber-js/min";
import examples from "libphonenumber-js/mobile/examples";
import { PHONE_INPUT } from "../../../shared/schemas/auth";

export const DEFAULT_COUNTRY = PHONE_INPUT.defaultCountry.toUpperCase() as CountryCode;
/** Dial codes are at most three digits (E.164). */
const LONGEST_DIAL_CODE = 3;

const regionNames = new Intl.DisplayNames(["en"], { type: "region" });

export type Country = { code: CountryCode; name: string; dialCode: string };

/** Every country with its English name and dial code, by name. */
export const COUNTRIES: Country[] = getCountries()
  .map((code) => ({ code, name: regionNames.of(code) ?? code, dialCode: getCountryCallingCode(code) }))
  .sort((a, b) => a.name.localeCompare(b.name, "en"));

/** What the person typed or pasted, without anything but digits. */
export function phoneDigits(text: string): string {
  return text.replace(/\D/g, "");
}

/** The dial code the international digits begin with, if any country has it. */
export function dialCodeOf(digits: string): string | undefined {
  const codes = metadata.country_calling_codes as Record<string, string[]>;
  for (let length = 1; length <= Math.min(LONGEST_DIAL_CODE, digits.length); length += 1) {
    const candidate = digits.slice(0, length);
    if (codes[candidate]) return candidate;
  }
  return undefined;
}

/**
 * The country the number belongs to: the one its digits name (+1 613… is Canada), else the current country when it
 * shares the dial code, else the default country when it does, else the dial code's main country.
 */
export function guessCountry(digits: string, current: CountryCode = DEFAULT_COUNTRY): CountryCode | undefined {
  const dialCode = dialCodeOf(digits);
  if (dialCode === undefined) return undefined;
  const typed = new AsYouType();
  typed.input(`+${digits}`);
  const named = typed.getCountry();
  if (named) return named;
  const sharing = (metadata.country_calling_codes as Record<string, CountryCode[]>)[dialCode] ?? [];
  if (sharing.includes(current)) return current;
  if (sharing.includes(DEFAULT_COUNTRY)) return DEFAULT_COUNTRY;
  return sharing[0];
}

/** The digits shown with the country's mask ("+1 415 555 0123"); empty when there are none. */
export function maskedPhone(digits: string): string {
  return digits === "" ? "" : new AsYouType().input(`+${digits}`);
}

/** The country's example number in its mask, as the field's placeholder. */
export function phonePlaceholder(country: CountryCode): string {
  return getExampleNumber(country, examples)?.formatInternational() ?? `+${getCountryCallingCode(country)}`;
}

/** The digits moved to another country: its dial code replaces the old one, the rest of the number stays. */
export function withCountry(digits: string, country: CountryCode): string {
  const rest = digits.slice(dialCodeOf(digits)?.length ?? 0);
  return `${getCountryCallingCode(country)}${rest}`;
}

/** The number as the wallet provider takes it: E.164, "" to remove it, undefined while it cannot be a number. */
export function e164(digits: string, country: CountryCode): string | undefined {
  if (digits === "" || digits === getCountryCallingCode(country)) return "";
  const number = `+${digits}`;
  return isPossiblePhoneNumber(number) ? number : undefined;
}

export type TypeAhead = { typed: string; at: number };

/** The country list's type-ahead: letters typed within the reset time add up, a pause starts again. */
export function typeAhead(state: TypeAhead, key: string, now: number): { state: TypeAhead; match: Country | undefined } {
  const typed = (now - state.at > PHONE_INPUT.typeAheadResetMs ? "" : state.typed) + key.toLowerCase();
  const match = COUNTRIES.find((country) => country.name.toLowerCase().startsWith(typed));
  return { state: { typed, at: now }, match };
}
