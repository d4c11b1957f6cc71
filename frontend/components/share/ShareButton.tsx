import { useState } from "react";
import ShareDialog from "./ShareDialog";

type Props = { pairAddress: string; title: string };

/** Opens the pair's share dialog: its link, the card the link previews with, and where to post it. */
export default function ShareButton({ pairAddress, title }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button button-outline pair-share" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Share
      </button>
      {open && <ShareDialog pairAddress={pairAddress} title={title} onClose={() => setOpen(false)} />}
    </>
  );
}
