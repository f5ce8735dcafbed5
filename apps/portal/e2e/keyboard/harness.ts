import { expect, type Page, type TestInfo } from '@playwright/test';

// The accessibility audit's method as a test tool (issue 33): journeys driven by the keyboard alone, with a log of
// what live regions say and where focus is after each step. A screen reader speaks a polite or assertive region when
// its text changes, and an alert when it appears with its text; that is what the log records.

export interface Said {
  text: string;
  politeness: 'polite' | 'assertive';
}

/** Installs the announcement log before any page script runs (call before the first `goto`). */
export async function recordAnnouncements(page: Page) {
  await page.addInitScript(() => {
    const log: Array<{ text: string; politeness: string }> = [];
    (window as unknown as { __said: typeof log }).__said = log;
    const live = '[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"]';
    const lastSaid = new WeakMap<Element, string>();
    const say = (region: Element) => {
      if (region.closest('[aria-hidden="true"], [hidden]')) return;
      const text = (region.textContent ?? '').replace(/\s+/g, ' ').trim();
      // Emptied, a region says the same words again when they come back (a second photo taken).
      if (!text) lastSaid.delete(region);
      if (!text || lastSaid.get(region) === text) return;
      lastSaid.set(region, text);
      const assertive = region.getAttribute('aria-live') === 'assertive' || region.getAttribute('role') === 'alert';
      log.push({ text, politeness: assertive ? 'assertive' : 'polite' });
    };
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        const target = mutation.target instanceof Element ? mutation.target : mutation.target.parentElement;
        const region = target?.closest(live);
        if (region) say(region);
        for (const added of mutation.addedNodes) {
          if (!(added instanceof Element)) continue;
          if (added.matches('[role="alert"]')) say(added);
          added.querySelectorAll('[role="alert"]').forEach(say);
        }
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/** What was said since the last call, oldest first. */
export const takeSaid = (page: Page): Promise<Said[]> =>
  page.evaluate(() => (window as unknown as { __said: Said[] }).__said.splice(0));

/**
 * The focused element's accessibility snapshot, or null when nothing is focused. Focus may leave between finding the
 * element and reading it (a step that replaces its content): ci24 waited out the test's three minutes on an element
 * that was gone, so a read that does not come soon looks again.
 */
async function focusedSnapshot(page: Page): Promise<string | null> {
  for (let attempt = 1; ; attempt += 1) {
    const element = page.locator(':focus');
    if ((await element.count()) === 0) return null;
    try {
      return await element.first().ariaSnapshot({ timeout: 5_000 });
    } catch (error) {
      if (attempt >= 5) throw error;
    }
  }
}

/** The focused element as a screen reader names it: 'button "Entrar"', 'heading "Indicadores" [level=1]', 'body'. */
export async function focused(page: Page): Promise<string> {
  const snapshot = await focusedSnapshot(page);
  if (snapshot === null) return 'body';
  const line = (snapshot.split('\n')[0] ?? '').replace(/^- /, '').replace(/:$/, '');
  // YAML quotes a key with a colon in it: `'button "Trocar: Comprovante"': Trocar`.
  const quoted = /^'((?:[^']|'')*)'(.*)$/.exec(line);
  return quoted ? `${(quoted[1] ?? '').replace(/''/g, "'")}${quoted[2] ?? ''}` : line;
}

/** The trail of one journey: each step, where focus went and what was said; attached to the test's report. */
export class KeyboardTrail {
  readonly steps: Array<{ step: string; focus: string; said: Said[] }> = [];
  /** Where the last action's steps begin: what is expected to be said is said after it. */
  private lastAction = 0;
  constructor(
    private readonly page: Page,
    private readonly testInfo: TestInfo,
  ) {}

  /** Presses keys (Playwright names: 'Tab', 'Enter', 'Shift+Tab', 'ArrowRight'), then writes the step down. */
  async press(step: string, ...keys: string[]) {
    for (const key of keys) await this.page.keyboard.press(key);
    this.lastAction = this.steps.length;
    return this.note(step);
  }

  /** Types text into the focused field, as a keyboard does. */
  async type(step: string, text: string) {
    await this.page.keyboard.type(text);
    this.lastAction = this.steps.length;
    return this.note(step);
  }

  /** Presses Tab (or Shift+Tab) until the focused element matches, as a person looking for a control does. */
  async tabTo(target: RegExp, { backwards = false, max = 80 } = {}) {
    if (target.test(await focused(this.page))) return this.note(`already on ${target.source}`);
    const visited: string[] = [];
    for (let press = 0; press < max; press += 1) {
      await this.page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
      const now = await focused(this.page);
      if (target.test(now)) return this.note(`Tab to ${target.source}`);
      visited.push(`${now} @ ${new URL(this.page.url()).search}`);
    }
    throw new Error(
      `${max} presses of Tab never reached ${target}; it went through ${JSON.stringify(visited.slice(0, 30))}`,
    );
  }

  /** Waits until focus is where a person expects it after the last step. */
  async expectFocus(target: RegExp) {
    await expect
      .poll(() => focused(this.page), { timeout: 60_000, message: `focus; the trail's end: ${this.tail()}` })
      .toMatch(target);
  }

  private tail() {
    return JSON.stringify(this.steps.slice(-6));
  }

  /** Waits until something matching was said after the last key pressed (a polite region may take a moment). */
  async expectSaid(text: RegExp, politeness?: Said['politeness']) {
    await expect
      .poll(
        async () => {
          await this.listen();
          return this.steps
            .slice(this.lastAction)
            .some((step) =>
              step.said.some((said) => text.test(said.text) && (!politeness || said.politeness === politeness)),
            );
        },
        { timeout: 60_000, message: `never said: ${text}; the trail's end: ${this.tail()}` },
      )
      .toBe(true);
  }

  /** Nothing matching was said since the journey began. */
  expectNotSaid(text: RegExp) {
    const found = this.steps.flatMap((step) => step.said).filter((said) => text.test(said.text));
    expect(found, `said, and should not have been: ${text}`).toEqual([]);
  }

  /** What was said without a key press (a list that arrived, a polite region's delay). */
  private async listen() {
    const said = await takeSaid(this.page);
    if (said.length) this.steps.push({ step: '(said meanwhile)', focus: await focused(this.page), said });
  }

  private async note(step: string) {
    const entry = { step, focus: await focused(this.page), said: await takeSaid(this.page) };
    this.steps.push(entry);
    return entry;
  }

  /** Attaches the trail to the report, so a failure shows the whole journey as a screen-reader user had it. */
  async attach(name: string) {
    await this.testInfo.attach(`${name}.json`, {
      body: JSON.stringify(this.steps, null, 2),
      contentType: 'application/json',
    });
  }
}
