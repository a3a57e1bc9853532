import {describe, expect, it} from 'vitest';
import {revealScrollTop} from '../revealScrollTop';

/** A sidebar 600 px high whose top is 60 px down the screen (under the navbar). */
const list = {top: 60, height: 600};

describe('revealing the current page in the sidebar', () => {
  it('leaves a sidebar that shows the item where it is', () => {
    expect(revealScrollTop(list, 0, {top: 60, height: 36})).toBeNull();
    expect(revealScrollTop(list, 400, {top: 624, height: 36})).toBeNull();
  });

  it('centres an item below the sidebar’s view, from where it is scrolled to', () => {
    // 2,000 px down the list: its middle goes to the sidebar's middle.
    expect(revealScrollTop(list, 0, {top: 2060, height: 36})).toBe(2000 - 282);
    expect(revealScrollTop(list, 500, {top: 1560, height: 36})).toBe(2000 - 282);
  });

  it('centres an item cut off at either edge, or above the view', () => {
    expect(revealScrollTop(list, 0, {top: 640, height: 36})).toBe(580 - 282);
    expect(revealScrollTop(list, 1000, {top: 40, height: 36})).toBe(1000 - 20 - 282);
  });

  it('never scrolls past the top', () => {
    expect(revealScrollTop(list, 100, {top: 20, height: 36})).toBe(0);
  });
});
