/** Where a pair's link can be posted: each network's own share page, opened in a new tab with the link filled in. */
export function shareTargets(url: string, text: string): { label: string; href: string }[] {
  const link = encodeURIComponent(url);
  const words = encodeURIComponent(text);
  return [
    { label: "Post on X", href: `https://x.com/intent/post?text=${words}&url=${link}` },
    { label: "Send on Telegram", href: `https://t.me/share/url?url=${link}&text=${words}` },
  ];
}
