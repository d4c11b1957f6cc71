import { useEffect, useState } from "react";

const two = (value: number) => String(value).padStart(2, "0");

/** Time left in the round, ticking every second: "13:52:07". */
export default function RoundCountdown({ endsAt }: { endsAt: number }) {
  const [now, setNow] = useState(() => Date.now() / 1000);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now() / 1000), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = Math.max(0, Math.floor(endsAt - now));
  return (
    <span className="clicker-countdown" role="timer" aria-label="Time left in today's round">
      {two(Math.floor(left / 3600))}:{two(Math.floor((left % 3600) / 60))}:{two(left % 60)}
    </span>
  );
}
