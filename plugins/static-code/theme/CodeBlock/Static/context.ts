import {createContext} from 'react';

/**
 * The build-time highlighted HTML of the code block being rendered, if it has one
 * (see plugins/static-code). Read by CodeBlock/Content and CodeBlock/Buttons/CopyButton.
 */
export const HighlightedHtmlContext = createContext<string | undefined>(undefined);
