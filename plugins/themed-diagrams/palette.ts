/**
 * The architecture diagrams' palette: every colour of a light diagram and the colour its dark
 * variant uses instead. A light diagram may only use these colours (darkVariant refuses any
 * other), so each variant keeps WCAG AA contrast in its mode (plugins/themed-diagrams/__tests__/themedDiagrams.test.ts).
 */
export const DARK_PALETTE: Readonly<Record<string, string>> = {
  // The diagram card and its edge.
  '#f8fafc': '#1e293b',
  '#cbd5e1': '#64748b',
  // Text, and the arrows between boxes.
  '#0f172a': '#f1f5f9',
  '#334155': '#cbd5e1',
  // "Yours": your servers, apps and pages (the dashed box is the page in the browser).
  '#dbeafe': '#1e3a8a',
  '#eff6ff': '#172554',
  '#1d4ed8': '#60a5fa',
  // "Hosted by GCM".
  '#dcfce7': '#14532d',
  '#15803d': '#4ade80',
  // People: shoppers, card holders and recipients.
  '#fef3c7': '#713f12',
  '#b45309': '#fbbf24',
};
