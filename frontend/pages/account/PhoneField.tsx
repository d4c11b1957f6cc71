import type { CountryCode } from "libphonenumber-js/min";
import { getCountryCallingCode } from "libphonenumber-js/min";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { PHONE_INPUT } from "../../../shared/schemas/auth";
import { COUNTRIES, guessCountry, maskedPhone, phoneDigits, phonePlaceholder, type TypeAhead, typeAhead, withCountry } from "./phone";

type Props = { digits: string; country: CountryCode; onChange: (digits: string, country: CountryCode) => void };

/**
 * The phone number: a country list (type-ahead by name) and the number in that country's mask. Digits only; typing
 * a dial code picks its country; Ctrl+Z steps back through what was typed, saved after a pause of
 * PHONE_INPUT.historyDebounceMs.
 */
export default function PhoneField({ digits, country, onChange }: Props) {
  const typed = useRef<TypeAhead>({ typed: "", at: 0 });
  const history = useRef<string[]>([digits]);
  const [pending, setPending] = useState<string | undefined>(undefined);
  // A "+" alone has no digits yet, but is how a dial code is typed.
  const [lonePlus, setLonePlus] = useState(false);

  useEffect(() => {
    if (pending === undefined) return undefined;
    const timer = setTimeout(() => {
      if (history.current.at(-1) !== pending) history.current.push(pending);
      setPending(undefined);
    }, PHONE_INPUT.historyDebounceMs);
    return () => clearTimeout(timer);
  }, [pending]);

  const change = (next: string) => {
    const guessed = guessCountry(next, country) ?? country;
    onChange(next, guessed);
    setPending(next);
  };

  const onInput = (value: string) => {
    const text = value.trim();
    setLonePlus(text === "+");
    // A "+" typed after the number starts a new one with its own dial code.
    const plus = text.lastIndexOf("+");
    if (plus >= 0) return change(phoneDigits(text.slice(plus)));
    const entered = phoneDigits(text);
    // A number started without its dial code is the chosen country's.
    change(digits === "" && entered !== "" ? `${getCountryCallingCode(country)}${entered}` : entered);
  };

  const onInputKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== "z") return;
    event.preventDefault();
    if (pending !== undefined && history.current.at(-1) !== pending) history.current.push(pending);
    setPending(undefined);
    if (history.current.length > 1) history.current.pop();
    const previous = history.current.at(-1) ?? "";
    onChange(previous, guessCountry(previous, country) ?? country);
  };

  const onCountryKey = (event: KeyboardEvent<HTMLSelectElement>) => {
    if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
    event.preventDefault();
    const { state, match } = typeAhead(typed.current, event.key, Date.now());
    typed.current = state;
    if (match) onChange(withCountry(digits, match.code), match.code);
  };

  return (
    <div className="phone-field">
      <label className="form-field phone-country">
        Country
        <select
          value={country}
          onKeyDown={onCountryKey}
          onChange={(event) => {
            const next = event.target.value as CountryCode;
            onChange(withCountry(digits, next), next);
            setPending(withCountry(digits, next));
          }}
        >
          {COUNTRIES.map((option) => (
            <option key={option.code} value={option.code}>
              {option.name} +{option.dialCode}
            </option>
          ))}
        </select>
      </label>
      <label className="form-field phone-number">
        Phone number
        <input
          type="tel"
          name="phone"
          autoComplete="tel"
          inputMode="tel"
          placeholder={phonePlaceholder(country)}
          value={lonePlus ? "+" : maskedPhone(digits)}
          onChange={(event) => onInput(event.target.value)}
          onKeyDown={onInputKey}
        />
      </label>
    </div>
  );
}
