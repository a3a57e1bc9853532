/**
 * The sizes partners read the docs at: the three commonest laptop viewports and a phone.
 * The layout tests (operationLayout.spec.ts) and the visual baselines (visual.spec.ts) use each.
 */
export const READING_SIZES = [
  {width: 1200, height: 800},
  {width: 1280, height: 720},
  {width: 1440, height: 900},
  {width: 390, height: 844},
] as const;
