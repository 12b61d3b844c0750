/**
 * `uikit-react`: the chat kit for the browser: the framework-neutral core (wire types and parsing,
 * the API client, the thread state, the URL policy) and the React components built on it.
 */
import './styles/index.css';

export * from './wire/index';
export * from './client/index';
export * from './state/index';
export * from './security/urlPolicy';
export * from './chat/index';
export * from './react/index';
