/**
 * The table of contents of every guide at the desktop widths: an entry wraps between words
 * (at a space, after a hyphen or at a `<wbr>`) and breaks inside a word only when that word
 * alone is wider than the column; no entry runs out of it.
 */
import {sitemapPaths} from './sitemap';
import {test, expect, gotoHydrated} from './fixtures';

const GUIDES = sitemapPaths().filter((path) => path.startsWith('/docs/') && !path.startsWith('/docs/api/'));

/** In the page: each TOC word that wraps onto a second line although it fits the column, or overflows it. */
function wordsBrokenInside(): string[] {
  const broken: string[] = [];
  for (const link of Array.from(document.querySelectorAll<HTMLElement>('.table-of-contents a'))) {
    // The entry's words: their text, the element that styles them and their characters' line tops.
    const words: {text: string; parent: Element; tops: number[]}[] = [{text: '', parent: link, tops: []}];
    const endWord = () => {
      if (words[words.length - 1].text !== '') words.push({text: '', parent: link, tops: []});
    };
    const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.nodeName === 'WBR') endWord();
      if (node.nodeType !== Node.TEXT_NODE) continue;
      const value = node.textContent ?? '';
      for (let i = 0; i < value.length; i += 1) {
        if (/\s/.test(value[i])) {
          endWord();
          continue;
        }
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const word = words[words.length - 1];
        if (word.text === '') word.parent = node.parentElement ?? link;
        word.text += value[i];
        word.tops.push(Math.round(range.getBoundingClientRect().top));
        if (value[i] === '-') endWord();
      }
    }
    const item = link.parentElement!;
    const style = getComputedStyle(item);
    const column = item.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    for (const word of words) {
      if (new Set(word.tops).size < 2) continue;
      const probe = document.createElement('span');
      probe.style.whiteSpace = 'nowrap';
      probe.textContent = word.text;
      word.parent.append(probe);
      const width = probe.getBoundingClientRect().width;
      probe.remove();
      if (width <= column) broken.push(`"${word.text}" (${Math.round(width)} px in ${Math.round(column)} px)`);
    }
    const text = document.createRange();
    text.selectNodeContents(link);
    if (text.getBoundingClientRect().right > item.getBoundingClientRect().right - parseFloat(style.paddingRight) + 1) {
      broken.push(`"${link.textContent}" overflows its column`);
    }
  }
  return broken;
}

for (const [width, height] of [
  [1280, 720],
  [1440, 900],
]) {
  test(`no guide's table of contents breaks a word that fits its column at ${width} px`, async ({page}) => {
    test.setTimeout(120_000);
    expect(GUIDES.length).toBeGreaterThan(10);
    await page.setViewportSize({width, height});
    for (const path of GUIDES) {
      await gotoHydrated(page, path);
      expect(await page.evaluate(wordsBrokenInside), path).toEqual([]);
    }
  });
}
