/**
 * The browser's @docusaurus/utils-common (plugins/lean-client) must stay a drop-in
 * for the package's own index: same names, same functions, same constant.
 */
import * as utilsCommon from '@docusaurus/utils-common';
import {describe, expect, it} from 'vitest';
import * as lean from '../../plugins/lean-client/utilsCommon.js';

describe('lean-client: @docusaurus/utils-common without tslib', () => {
  it('exports exactly the names of the package index', () => {
    expect(Object.keys(lean).sort()).toEqual(Object.keys(utilsCommon).sort());
  });

  it.each(Object.keys(utilsCommon))('%s is the package’s own value', (name) => {
    expect(lean[name as keyof typeof lean]).toBe(utilsCommon[name as keyof typeof utilsCommon]);
  });

  it('applies the trailing-slash rule as Docusaurus does', () => {
    expect(lean.applyTrailingSlash('/docs/intro', {trailingSlash: true, baseUrl: '/'})).toBe('/docs/intro/');
    expect(lean.applyTrailingSlash('/docs/intro/', {trailingSlash: false, baseUrl: '/'})).toBe('/docs/intro');
  });
});
