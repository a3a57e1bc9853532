/**
 * The "Changes since" page's sections (plugins/api-changes/changesSince.ts): one per release
 * a partner may have built against, with every later change, breaking ones first.
 */
import {describe, expect, it} from 'vitest';
import {changesSince, changesSinceNodes} from '../changesSince';
import {releaseChanges} from './lifecycleFixture';

describe('changes since a release', () => {
  const sections = changesSince(releaseChanges);

  it('has a section for every release but the newest, each with every later change, breaking first', () => {
    expect(sections.map((s) => [s.from, s.releases])).toEqual([
      ['1.0.0', ['1.1.0', '1.2.0']],
      ['1.1.0', ['1.2.0']],
    ]);
    const [since100, since110] = sections;
    expect(since100.breaking.map((i) => [i.version, i.change.rule])).toEqual([['1.2.0', 'request-parameter-narrowed']]);
    expect(since100.other.length).toBe(releaseChanges[1].changes.filter((c) => !c.breaking).length);
    expect(since100.other.every((i) => i.version === '1.1.0')).toBe(true);
    expect(since110.other).toEqual([]);
  });

  it('renders links to each section, then the breaking list before the others', () => {
    const nodes = changesSinceNodes(
      sections,
      (v) => `/docs/changelog#r-${v}`,
      new Set(['/docs/api/partner-api/get-card']),
    );
    const json = JSON.stringify(nodes);
    expect(json).toContain('"url":"#since-1-0-0"');
    expect(json).toContain('"url":"#since-1-1-0"');
    const headings = nodes
      .filter((n) => n.type === 'heading')
      .map((n) => JSON.stringify(n).match(/"value":"([^"]*)"/)![1]);
    expect(headings).toEqual([
      'Since 1.0.0',
      'Breaking changes since 1.0.0',
      'Other changes since 1.0.0',
      'Since 1.1.0',
      'Breaking changes since 1.1.0',
      'Other changes since 1.1.0',
    ]);
    // A change links its release's changelog entry and the pages the site has.
    expect(json).toContain('"url":"/docs/changelog#r-1.2.0"');
    expect(json).toContain('"url":"/docs/api/partner-api/get-card"');
  });
});
