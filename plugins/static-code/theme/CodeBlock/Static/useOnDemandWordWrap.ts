/**
 * The word-wrap state of a code block, as theme-common's useCodeWordWrap provides it,
 * but measured only once the block is `active` (the reader pointed at it, touched it or
 * focused it: the only times its buttons show). The stock hook measures every block as
 * soon as it mounts, forcing a layout per block and two re-renders each, which on a page
 * of twenty code samples is most of the main-thread work after load.
 */
import {useCallback, useLayoutEffect, useRef, useState} from 'react';
import type {useCodeWordWrap} from '@docusaurus/theme-common/internal';

type WordWrap = ReturnType<typeof useCodeWordWrap>;

export function useOnDemandWordWrap(active: boolean): WordWrap {
  const codeBlockRef = useRef<HTMLPreElement>(null);
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) {
      code.removeAttribute('style');
    } else {
      code.style.whiteSpace = 'pre-wrap';
      // Very long tokens (URLs, signatures) must wrap too.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((value) => !value);
  }, [isEnabled]);

  // A layout effect, so the word-wrap button is in place before the next key press: a reader
  // who focuses the block and presses Tab at once reaches the first button, not the second.
  useLayoutEffect(() => {
    if (!active) return undefined;
    const measure = () => {
      const pre = codeBlockRef.current;
      if (pre) setIsCodeScrollable(pre.scrollWidth > pre.clientWidth || isEnabled);
    };
    measure();
    window.addEventListener('resize', measure, {passive: true});
    return () => window.removeEventListener('resize', measure);
  }, [active, isEnabled]);

  return {codeBlockRef, isEnabled, isCodeScrollable, toggle};
}
