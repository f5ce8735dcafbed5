/**
 * After a navigation that takes the focused control away with its page (Sair leads to /login, a blank page with no
 * app shell to move focus), focus goes to the new page's `h1` once it is shown, so a screen reader says where the
 * person landed. Not when something else took focus first (a form's field), and never the old page's heading.
 */
export function focusArrivingHeading(timeoutMs = 30_000): void {
  const leaving = document.querySelector('main h1');
  const observer = new MutationObserver(() => {
    const heading = document.querySelector<HTMLElement>('main h1');
    if (!heading || heading === leaving) return;
    observer.disconnect();
    if (document.activeElement === document.body) {
      heading.tabIndex = -1;
      heading.focus();
    }
  });
  observer.observe(document.body, { childList: true, subtree: true });
  window.setTimeout(() => observer.disconnect(), timeoutMs);
}
