/**
 * A panel of code, code first: a one-row header with the panel's title, a compact
 * picker (a native `<select>`, so its keyboard model is the platform's own) and a copy
 * button, then the chosen item's code in a box that scrolls on its own. Operation pages
 * use one for the request sample (the language, shared site-wide and remembered, as
 * Docusaurus's Tabs do with a `groupId`, and set by `?language=`) and one for the example
 * response (the status and named example). The state is Docusaurus's `useTabs`.
 *
 * The picker is in the server HTML and works before the page is interactive: a choice
 * made then is read back from the `<select>` when React takes over, so nothing the
 * reader picked is lost and focus is never moved. The copy button appears once it works.
 */
import {
  Children,
  cloneElement,
  isValidElement,
  useLayoutEffect,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
  type RefObject,
} from 'react';
import clsx from 'clsx';
import {sanitizeTabsChildren, useTabs, type TabItemProps} from '@docusaurus/theme-common/internal';
import {useVariantSamples} from '../../client/variantStore';
import styles from './styles.module.css';

/**
 * An item's code blocks with their highlighted code replaced (a chosen variant's sample,
 * ../VariantPicker). Mapped whether or not there is a sample, so that each block keeps its key
 * and stays mounted: a block hydrated from the page's own HTML remembers that HTML to show again.
 */
function withCode(children: ReactNode, html: string | undefined): ReactNode {
  return Children.map(children, (child) =>
    html !== undefined && isValidElement<{html?: string}>(child) && typeof child.props.html === 'string'
      ? cloneElement(child, {html})
      : child,
  );
}

export interface ItemProps {
  readonly value: string;
  readonly label: string;
  readonly children?: ReactNode;
  /** Set by the panel. */
  readonly hidden?: boolean;
}

/** One choice of a panel: its code, shown when the picker selects it. */
export function PanelItem({value, hidden, children}: ItemProps): ReactNode {
  return (
    <div className={clsx('api-panel__item', styles.item)} data-value={value} hidden={hidden}>
      {children}
    </div>
  );
}

export interface Props {
  /** The panel's heading, e.g. "Request" or "Response". */
  readonly title: string;
  /** The heading's anchor. */
  readonly id: string;
  /** What the picker chooses, for its accessible name, e.g. "Language". */
  readonly pick: string;
  /** Shares and remembers the choice with every panel and tab group of the same id. */
  readonly groupId?: string;
  /** A query-string parameter that selects an item, e.g. `language`. */
  readonly queryString?: string;
  readonly defaultValue?: string;
  /** The heading the page's Markdown twin gives the panel (plugins/exports), where it needs one. */
  readonly exportTitle?: string;
  /** Show each code block's title (a file name, say), which the header otherwise stands in for. */
  readonly fileNames?: boolean;
  readonly className?: string;
  readonly children: ReactNode;
}

const COPIED_MS = 2000;

/**
 * A chosen variant's code arrives when its file has loaded, maybe long after the choice: the
 * panel keeps at least the height it had, so that nothing below it moves then.
 */
function useSteadyHeight(body: RefObject<HTMLDivElement | null>, variantSamples: unknown): void {
  const shownSamples = useRef(variantSamples);
  const lastHeight = useRef(0);
  useLayoutEffect(() => {
    const element = body.current;
    if (!element) return;
    if (shownSamples.current !== variantSamples) {
      shownSamples.current = variantSamples;
      element.style.minHeight = `${lastHeight.current}px`;
    }
    lastHeight.current = element.offsetHeight;
  });
}

/**
 * A choice made before the page was interactive is in the <select>, not in the state: taken
 * once, when React takes over the server HTML; then the panel is interactive.
 */
function useChoiceBeforeHydration(
  select: RefObject<HTMLSelectElement | null>,
  {
    selectedValue,
    selectValue,
    tabValues,
  }: Pick<ReturnType<typeof useTabs>, 'selectedValue' | 'selectValue' | 'tabValues'>,
  onInteractive: () => void,
): void {
  useLayoutEffect(() => {
    const chosen = select.current?.value;
    if (chosen && chosen !== selectedValue && tabValues.some((item) => item.value === chosen)) selectValue(chosen);
    onInteractive();
    // Only once, when React takes over the server HTML.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** Copies the code of the item shown, and says so for a while. */
async function copyShownCode(body: HTMLDivElement | null, setCopied: (copied: boolean) => void): Promise<void> {
  const code = body?.querySelector('.api-panel__item:not([hidden]) pre')?.textContent ?? '';
  await navigator.clipboard.writeText(code.replace(/\n+$/, '\n'));
  setCopied(true);
  window.setTimeout(() => setCopied(false), COPIED_MS);
}

export default function CodePanel({
  title,
  id,
  pick,
  groupId,
  queryString,
  defaultValue,
  fileNames,
  exportTitle,
  className,
  children,
}: Props): ReactNode {
  const items = sanitizeTabsChildren(children as Parameters<typeof sanitizeTabsChildren>[0]) as ReactElement<
    TabItemProps & ItemProps
  >[];
  const {selectedValue, selectValue, tabValues} = useTabs({groupId, queryString, defaultValue, children: items});
  const select = useRef<HTMLSelectElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const [interactive, setInteractive] = useState(false);
  const [copied, setCopied] = useState(false);
  const variantSamples = useVariantSamples(id);
  useSteadyHeight(body, variantSamples);
  useChoiceBeforeHydration(select, {selectedValue, selectValue, tabValues}, () => setInteractive(true));
  const copy = () => copyShownCode(body.current, setCopied);

  const selectedLabel = tabValues.find((item) => item.value === selectedValue)?.label ?? selectedValue;
  const pickerId = `${id}-pick`;
  return (
    <section
      className={clsx('api-panel', styles.panel, className)}
      aria-labelledby={id}
      data-export-title={exportTitle}
    >
      <div className={styles.head} data-export="skip">
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        <label className={styles.visuallyHidden} htmlFor={pickerId}>
          {pick}
        </label>
        <select
          id={pickerId}
          ref={select}
          className={styles.picker}
          value={selectedValue}
          onChange={(event) => {
            // The reader's own choice may change the height: that is no shift.
            if (body.current) body.current.style.minHeight = '';
            selectValue(event.target.value);
          }}
        >
          {tabValues.map((item) => (
            <option key={item.value} value={item.value}>
              {item.label ?? item.value}
            </option>
          ))}
        </select>
        <button
          type="button"
          className={clsx(styles.copy, !interactive && styles.waiting)}
          onClick={copy}
          aria-label={`Copy the ${title.toLowerCase()}: ${selectedLabel}`}
        >
          {copied ? 'Copied' : 'Copy'}
        </button>
        <span className={styles.visuallyHidden} role="status">
          {copied ? 'Copied' : ''}
        </span>
      </div>
      <div ref={body} className={clsx(styles.body, fileNames && styles.fileNames)}>
        {items.map((item) => (
          <PanelItem key={item.props.value} {...item.props} hidden={item.props.value !== selectedValue}>
            {withCode(item.props.children, variantSamples?.[item.props.value])}
          </PanelItem>
        ))}
      </div>
    </section>
  );
}
