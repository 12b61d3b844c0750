import { createContext } from 'react';

/**
 * The markdown heading level a message starts its outline at (1 when it uses `#`, 2 when its top
 * headings are `##`). That level renders as h3, below the page's own h1 and the chat's h2, and
 * deeper levels follow it, so a message's outline never skips a level however the model begins.
 */
export const HeadingBase = createContext(1);
