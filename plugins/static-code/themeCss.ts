/**
 * CSS for build-time highlighted code, from the same Prism theme objects the site config
 * uses. Tokens are coloured by class, so one HTML serves both colour modes.
 */
import type {PrismTheme} from 'prism-react-renderer';

const kebab = (property: string) => property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function declarations(style: Record<string, unknown>, important = false): string {
  return Object.entries(style)
    .filter(([, value]) => value !== undefined)
    .map(([property, value]) => `${kebab(property)}:${String(value)}${important ? '!important' : ''}`)
    .join(';');
}

/** Token colours of one theme, each rule scoped under `scope`. */
export function tokenCss(theme: PrismTheme, scope: string): string {
  return theme.styles
    .map(({types, style, languages}) => {
      const selectors = types.flatMap((type) =>
        (languages ?? [undefined]).map((language) =>
          language ? `${scope} .language-${language} .token.${type}` : `${scope} .token.${type}`,
        ),
      );
      return `${selectors.join(',')}{${declarations(style as Record<string, unknown>)}}`;
    })
    .join('\n');
}

/**
 * The whole stylesheet: token colours for light and dark mode, and the block colours for
 * dark mode. Stock code blocks get their colours as inline CSS variables that only switch
 * to the dark theme once React runs; the dark rule applies them from the first paint.
 */
export function codeThemeCss(light: PrismTheme, dark: PrismTheme): string {
  const block = "[data-theme='dark'] .theme-code-block";
  const darkPlain = declarations(
    {'--prism-color': dark.plain.color, '--prism-background-color': dark.plain.backgroundColor},
    true,
  );
  return [tokenCss(light, '.theme-code-block'), tokenCss(dark, block), `${block}{${darkPlain}}`].join('\n') + '\n';
}

/**
 * Token types whose style, in every theme given, is only the theme's plain text colour:
 * highlighting them changes nothing on screen.
 */
export function plainTokenTypes(...themes: PrismTheme[]): Set<string> {
  const plainIn = (theme: PrismTheme) =>
    new Set(
      theme.styles
        .filter(
          ({style, languages}) =>
            !languages && Object.keys(style).join() === 'color' && style.color === theme.plain.color,
        )
        .flatMap(({types}) => types),
    );
  const [first, ...rest] = themes.map(plainIn);
  return new Set([...(first ?? [])].filter((type) => rest.every((set) => set.has(type))));
}
