/**
 * A labelled search box in a form that works before any script has run: the browser submits
 * it as /search?q=…. Once hydrated, a form with `onSearch` searches in place as the reader
 * types (the search page); one without it opens the search page on submit (the 404 page).
 */
import {useId, type ReactNode, type Ref} from 'react';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import styles from './page.module.css';

/** The search page's query parameter. */
const QUERY_PARAM = 'q';

interface SearchFormProps {
  label: string;
  placeholder?: string;
  /** Text of a submit button beside the box; none when results follow the typing. */
  submitLabel?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Called with the box's text as it changes; the form then stays on its page. */
  onSearch?: (query: string) => void;
  /** More controls inside the form, after the box. */
  children?: ReactNode;
}

export default function SearchForm({
  label,
  placeholder,
  submitLabel,
  inputRef,
  onSearch,
  children,
}: SearchFormProps): ReactNode {
  const id = useId();
  const history = useHistory();
  const searchPage = useBaseUrl('/search');

  return (
    <form
      role="search"
      aria-label="Documentation search"
      action={searchPage}
      method="get"
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        if (onSearch) return;
        const query = String(new FormData(event.currentTarget).get(QUERY_PARAM) ?? '').trim();
        history.push(query ? `${searchPage}?${QUERY_PARAM}=${encodeURIComponent(query)}` : searchPage);
      }}
    >
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.box}>
        <input
          id={id}
          ref={inputRef}
          name={QUERY_PARAM}
          className={styles.input}
          type="search"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder={placeholder}
          onInput={onSearch && ((event) => onSearch(event.currentTarget.value))}
        />
        {submitLabel && (
          <button type="submit" className="button button--primary">
            {submitLabel}
          </button>
        )}
      </div>
      {children}
    </form>
  );
}
