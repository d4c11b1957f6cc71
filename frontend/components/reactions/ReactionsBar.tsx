import { useState } from "react";
import type { Reaction } from "../../../shared/schemas/reactions";
import { REACTIONS } from "../../../shared/schemas/reactions";
import { useReactions } from "../../api/reactions";

const EMOJI: Record<Reaction, string> = { rocket: "🚀", fire: "🔥", poop: "💩", flag: "🚩" };

/** Rocket, fire, poop and flag with their counts; each button toggles this session's reaction. */
export default function ReactionsBar({ tokenId }: { tokenId: string }) {
  const { reactions, failed, react } = useReactions(tokenId);
  const [saveFailed, setSaveFailed] = useState(false);
  return (
    <div className="reactions-bar" role="group" aria-label="Reactions">
      {REACTIONS.map((reaction) => {
        const pressed = reactions?.flags[reaction] === true;
        return (
          <button
            key={reaction}
            type="button"
            className="reaction-button"
            aria-pressed={pressed}
            disabled={reactions === undefined}
            onClick={() => {
              setSaveFailed(false);
              react(reaction).catch(() => setSaveFailed(true));
            }}
          >
            {/* The emoji is named, so the button's name is its visible label read out: "rocket 3". */}
            <span role="img" aria-label={reaction}>
              {EMOJI[reaction]}
            </span>{" "}
            <span className="reaction-count">{reactions?.counts[reaction] ?? "–"}</span>
          </button>
        );
      })}
      {(failed || saveFailed) && <span className="reactions-error">Reactions unavailable</span>}
    </div>
  );
}
