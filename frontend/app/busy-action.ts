import { useState } from "react";

/**
 * One user action at a time: the form is busy while it runs, and its failure (the API's or the SDK's message)
 * is shown. The answer is true when the action succeeded, so a caller can move on only then.
 */
export function useBusyAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);

  const run = async (action: () => Promise<void>): Promise<boolean> => {
    setBusy(true);
    setError(undefined);
    try {
      await action();
      return true;
    } catch (caught) {
      setError((caught as Error).message);
      return false;
    } finally {
      setBusy(false);
    }
  };

  return { busy, error, setError, run };
}
