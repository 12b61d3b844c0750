/**
 * `uikit-react`: the chat kit for the browser. This entry holds the framework-neutral core (wire
 * types and parsing, the API client, the thread state); the React components build on it.
 */
import './styles/index.css';

export * from './wire/index';
export * from './client/index';
export * from './state/index';
