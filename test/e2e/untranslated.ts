import type { Page } from '@playwright/test';

/**
 * Visible text (and accessible names in attributes) not wrapped in the pseudo-locale's ⟦ ⟧, i.e. not passed
 * through i18next. `data` lists the values that are the user's own data (names, e-mail), which stay as typed.
 */
export async function untranslatedStrings(page: Page, data: string[] = []): Promise<string[]> {
  return page.evaluate((allowed) => {
    const leftover = (text: string) => {
      let rest = text.replace(/⟦[^⟧]*⟧/g, ' ');
      for (const value of allowed) rest = rest.split(value).join(' ');
      return /\p{L}/u.test(rest) ? text.trim() : null;
    };
    const visible = (element: Element | null) =>
      !!element &&
      (element as HTMLElement).checkVisibility?.({ checkOpacity: true, checkVisibilityCSS: true });
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName)) continue;
      const isHiddenText = parent.closest('.visually-hidden') !== null;
      if (!visible(parent) && !isHiddenText) continue;
      const text = leftover(node.textContent ?? '');
      if (text) found.push(text);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [alt], [title], [placeholder]')) {
      if (!visible(element)) continue;
      for (const name of ['aria-label', 'alt', 'title', 'placeholder']) {
        const value = element.getAttribute(name);
        const text = value ? leftover(value) : null;
        if (text) found.push(`${name}="${text}"`);
      }
    }
    return found;
  }, data);
}
