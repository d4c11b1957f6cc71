// How a fired alert reaches the trader: a browser notification when they allowed it, and always an in-app toast.

/** Asks for notifications once, when the first alert is set; a refusal leaves the toasts. */
export async function askForNotifications(): Promise<void> {
  if (typeof Notification === "undefined" || Notification.permission !== "default") return;
  await Notification.requestPermission().catch(() => undefined);
}

/** Shows `message` as a browser notification when allowed; true when it was shown. */
export function notify(message: string): boolean {
  if (typeof Notification === "undefined" || Notification.permission !== "granted") return false;
  new Notification("lqscan alert", { body: message, tag: message });
  return true;
}
