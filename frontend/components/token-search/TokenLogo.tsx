import { useState } from "react";

const PLACEHOLDER = "/images/token-placeholder.svg";

/** A token's logo; a missing or broken image shows the placeholder. */
export default function TokenLogo({ src, size = 28 }: { src: string | null; size?: number }) {
  const [broken, setBroken] = useState(false);
  return (
    <img className="token-logo" src={!src || broken ? PLACEHOLDER : src} alt="" width={size} height={size} loading="lazy" onError={() => setBroken(true)} />
  );
}
