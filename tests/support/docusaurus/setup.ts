/**
 * Setup for component tests (*.test.tsx, the `dom` project of vitest.config.ts). They run in
 * jsdom with Docusaurus's real client modules; only what the build generates is stubbed, in
 * ./generated/ (vitest.config.ts aliases `@generated/*` there). A component that uses the router
 * is rendered inside a MemoryRouter. Each test starts from an empty page and empty storage.
 */
import {cleanup} from '@testing-library/react';
import {afterEach} from 'vitest';

// Docusaurus's client entry puts its route-chunk loader here, which <Link> calls to prefetch a
// page; there are no chunks to load in a unit test.
Object.assign(window, {docusaurus: {prefetch: () => Promise.resolve(), preload: () => Promise.resolve()}});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});
